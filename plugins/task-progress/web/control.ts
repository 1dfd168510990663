/** Queue controls of the panel (spec 001 §4 Tasks): pause and resume the node, cancel or abort its task. */
import { NODE_ACTIONS, type PermissionCode } from '@fathom/sdk/api';
import type { TaskCommand, TaskControlRequest } from '@fathom/sdk/api/tasks';

export const CONTROL_PATH = '/database/control';
export type PanelCommand = Extract<TaskCommand, 'pause' | 'resume' | 'cancel' | 'abort'>;

/** Alternative code sets allowing each command: the node actions' rules; stopping a task is allowed to whoever may pause it (as the server checks). */
export const COMMAND_NEEDS: Record<PanelCommand, readonly (readonly PermissionCode[])[]> = {
  pause: NODE_ACTIONS.pause.needs,
  resume: NODE_ACTIONS.resume.needs,
  cancel: NODE_ACTIONS.pause.needs,
  abort: NODE_ACTIONS.pause.needs,
};

export const COMMAND_NOTICES: Record<PanelCommand, string> = { pause: 'Paused', resume: 'Resumed', cancel: 'Task cancelled', abort: 'Task aborted' };

export function commandAllowed(command: PanelCommand, codes: readonly string[]): boolean {
  return COMMAND_NEEDS[command].some(set => set.every(c => codes.includes(c)));
}

export function controlRequest(command: PanelCommand, nodeId: string, taskId?: number): TaskControlRequest {
  return { objectId: nodeId, commandId: command, options: (command === 'cancel' || command === 'abort') && taskId !== undefined ? { taskId } : {} };
}
