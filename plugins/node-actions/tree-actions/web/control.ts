/**
 * Control commands (PUT /database/control): pause, resume, scan, rescan. A command the server answers with
 * NotImplemented is remembered for the session, so its action shows disabled with the reason instead.
 */
import { ApiError, ERROR_NAMES, type ControlCommandId, type TreeObject } from '@fathom/sdk/api';
import type { NodeActionServices } from '@fathom/sdk/web';

export const CONTROL_PATH = '/database/control';
export const NOT_IMPLEMENTED_REASON = 'The server does not offer this command yet.';
export const COMMAND_NOTICES: Record<ControlCommandId, string> = {
  pause: 'Paused',
  resume: 'Resumed',
  scan: 'Scan started',
  rescan: 'Rescan started',
  action: 'Actions started',
};

const unavailable = new Set<ControlCommandId>();
export function isCommandUnavailable(command: ControlCommandId): boolean {
  return unavailable.has(command);
}
/** For tests: forget what the server said. */
export function resetCommandAvailability(): void {
  unavailable.clear();
}

function isNotImplemented(e: unknown): boolean {
  const name = e instanceof ApiError ? e.errorName : (e as { name?: string } | null)?.name;
  return name === ERROR_NAMES.notImplemented || (e instanceof ApiError && e.httpStatus === 501);
}

export async function sendControl(command: ControlCommandId, node: TreeObject, { api, notifications, tree }: NodeActionServices): Promise<void> {
  try {
    await api.put(CONTROL_PATH, { objectId: node.objectId, commandId: command, options: {} }, { suppressError: true });
  } catch (e) {
    if (isNotImplemented(e)) {
      unavailable.add(command);
      notifications.info(`${COMMAND_NOTICES[command]}: ${NOT_IMPLEMENTED_REASON}`);
      return;
    }
    notifications.error((e as Error).message);
    return;
  }
  notifications.success(`${COMMAND_NOTICES[command]}: ${node.name}`);
  await tree.refresh(node.objectId).catch(() => undefined);
}
