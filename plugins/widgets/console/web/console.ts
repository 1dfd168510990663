/** Console: the output of a collector's console (PID_CONSOLE), on the selected node or a fixed host. */
import { classKind } from '@fathom/sdk/api/classes';

export const CONSOLE_CLASSES = ['appliance', 'appagt', 'agent'];
export const MAX_LINES = 200;

export interface ConsoleDetails {
  hostObjectId?: string;
  isContextualMode?: boolean;
}

/** The node whose console is shown, or null when the console is not supported there. */
export function consoleTarget(node: { objectId: string; classId: string }, details: ConsoleDetails): string | null {
  if (details.isContextualMode === false) return details.hostObjectId?.trim() || null;
  return CONSOLE_CLASSES.includes(classKind(node.classId)) ? node.objectId : null;
}

export function validConsoleDetails(details: unknown): boolean {
  if (!details || typeof details !== 'object') return false;
  const d = details as ConsoleDetails;
  if (d.isContextualMode !== undefined && typeof d.isContextualMode !== 'boolean') return false;
  return d.isContextualMode !== false || (typeof d.hostObjectId === 'string' && d.hostObjectId.trim().length > 0);
}

/** The last lines of the console output: a list, { lines }, or { output } text. */
export function consoleLines(value: unknown): string[] {
  const v = value as { lines?: unknown; output?: unknown } | null;
  const lines = Array.isArray(value) ? value : Array.isArray(v?.lines) ? (v!.lines as unknown[]) : typeof v?.output === 'string' ? v.output.split(/\r?\n/) : [];
  return lines
    .map(l => (typeof l === 'string' ? l : typeof (l as { text?: unknown })?.text === 'string' ? (l as { text: string }).text : JSON.stringify(l)))
    .slice(-MAX_LINES);
}
