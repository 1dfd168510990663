/**
 * Console widget (spec 001 §2 console widget, contextual mode): the command console of a collector, the node
 * selected in the tree (contextual mode, the default) or a fixed host. The console is the Administration › Console
 * one (sdk/web/ui/DeviceConsole); on a node without a console it says so.
 */
import { classKind, CONSOLE_CLASSES } from '@fathom/sdk/api';

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
