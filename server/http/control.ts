/**
 * PUT /database/control {objectId, commandId, options}: scan now, rescan folder ('e<id>' directories),
 * pause, resume, cancel and abort of a node's tasks. Permissions and classes come from sdk/api NODE_ACTIONS;
 * scan and rescan need the node to be ready to work (online). Other areas add commands with
 * registerControlCommand.
 */
import { scanTrace } from '../scan/trace';
import { actionAppliesToClass, actionPermitted, ApiError, ERROR_NAMES, type NodeActionId, type PermissionCode, type TreeObject } from '@fathom/sdk/api';
import { isTaskCommand, type TaskCommand } from '@fathom/sdk/api/tasks';
import { entryIdOf, fullPath, readEntry } from '../index/children';
import { nodeState, parseTags } from '../tree/objects';
import { scanEngineOf } from '../tasks/engine';
import { controlSchema } from '@fathom/sdk/api/core-payloads';
import { routeWithSchema, sessionOf, type CallContext, type RouteModule, type ServerContext } from './context';
import { invalid } from './payload';

export interface ControlCall {
  server: ServerContext;
  call: CallContext;
  object: TreeObject;
  options: Record<string, unknown>;
}
export type ControlHandler = (c: ControlCall) => Promise<unknown>;

const extraCommands = new Map<string, ControlHandler>();
/** Adds a command (e.g. 'action'); the task commands cannot be replaced. */
export function registerControlCommand(commandId: string, handler: ControlHandler): void {
  if (isTaskCommand(commandId)) throw new Error(`control command ${commandId} belongs to the task queue`);
  extraCommands.set(commandId, handler);
}

const ACTION_OF: Record<TaskCommand, NodeActionId> = {
  scan: 'scanNow',
  rescan: 'rescanFolder',
  pause: 'pause',
  resume: 'resume',
  cancel: 'pause',
  abort: 'pause',
};

function requireAction(action: NodeActionId, object: TreeObject, label: string): void {
  if (!actionAppliesToClass(action, object.classId)) throw invalid(`${label} does not apply to a ${object.classId}.`, 'commandId');
  if (!actionPermitted(action, object.permissions as PermissionCode[] | undefined)) {
    throw new ApiError(ERROR_NAMES.noPermission, `You do not have permission to ${label.toLowerCase()} here.`);
  }
}

async function requireReady(server: ServerContext, nodeId: string): Promise<void> {
  const row = await server.tree.requireRow(nodeId);
  if (!nodeState(row.class_id, parseTags(row.tags)).isReadyToWork)
    throw new ApiError(ERROR_NAMES.conflict, 'The node is not ready to work (it is offline or not activated).');
}

export const controlRoutes: RouteModule = server => [
  routeWithSchema({
    method: 'PUT',
    path: '/database/control',
    schema: controlSchema,
    handler: async (payload, call) => {
      const session = sessionOf(call);
      const objectId = server.tree.resolveId(session, payload.objectId);
      const { commandId, options } = payload;
      const object = await server.tree.getObject(session, objectId, 'basic');
      const extra = extraCommands.get(commandId);
      if (extra) return extra({ server, call, object, options });
      if (!isTaskCommand(commandId)) throw invalid(`Unknown command ${commandId}.`, 'commandId');
      const engine = scanEngineOf(server);
      if (commandId === 'rescan') {
        requireAction('rescanFolder', object, 'Rescan folder');
        const entry = await readEntry(server.store, entryIdOf(objectId)!);
        if (!entry) throw new ApiError(ERROR_NAMES.objectNotFound, `Object ${objectId} was not found.`);
        await requireReady(server, entry.node_id);
        return engine.enqueue(entry.node_id, 'rescan', { scope: { service: entry.service, path: fullPath(entry) } }, session.userObjectId);
      }
      requireAction(ACTION_OF[commandId], object, commandId === 'scan' ? 'Scan now' : commandId[0].toUpperCase() + commandId.slice(1));
      if (commandId === 'scan') {
        scanTrace('request accepted');
        await requireReady(server, objectId);
        const services = Array.isArray(options.services) ? options.services.filter((s): s is string => typeof s === 'string') : undefined;
        return engine.enqueue(objectId, 'scan', services?.length ? { services } : {}, session.userObjectId);
      }
      return { tasks: await engine.control(objectId, commandId, options.taskId) };
    },
  }),
];
