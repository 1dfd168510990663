/**
 * Task properties: PID_TASK_STATUS (current tasks, history and workers of a node's subtree) and the server
 * settings of a node. Mounting this module starts the server's task queue.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import {
  DYNAMIC_WORKERS_GROUP_LABEL,
  STATIC_WORKERS_GROUP_LABEL,
  SERVER_SETTINGS_PROPERTY,
  TASK_LOG_PAGE_MAX,
  TASK_LOG_PROPERTY,
  type ServerSettingsSet,
  type TaskLogAnswer,
  type TaskStatusData,
  type WorkerInfo,
} from '@fathom/sdk/api/tasks';
import { registerPropertyHandler, type PropertyContext } from './properties';
import { CONSOLE_CLASSES, CONSOLE_NOT_SUPPORTED, type ConsoleOutput, type ConsoleRequest } from '@fathom/sdk/api/console';
import { runConsoleCommand } from '../tasks/console-commands';
import { scanEngineOf } from '../tasks/engine';
import { getTask, LIVE_STATUSES, tasksOfNodes, toTaskInfo } from '../tasks/repo';
import { readTaskLog } from '../tasks/task-log';
import { readServerSettings, replaceServerSettings, serverSettingsOf } from '../tasks/settings';
import { COLLECTOR_CLASSES } from '../index/children';
import type { RouteModule } from './context';
import type { Store } from '../store/db';
import { collectorRoutes, workerOwner } from '../tasks/collector-link';
import { parseTags } from '../tree/objects';
import { CONSOLE_TASKS, consoleLinesOf } from '../tasks/console-lines';

/** The static workers of a subtree: their node's state, and the task each is running (claimed under its owner name). */
async function staticWorkersOf(store: Store, pathIds: string): Promise<WorkerInfo[]> {
  const rows = await store.db
    .selectFrom('objects')
    .select(['object_id', 'name', 'tags'])
    .where('path_ids', '>=', pathIds)
    .where('path_ids', '<', `${pathIds}\uffff`)
    .where('class_id', '=', 'static_worker')
    .orderBy('name')
    .execute();
  if (rows.length === 0) return [];
  const running = await store.db
    .selectFrom('tasks')
    .select(['task_id', 'owner'])
    .where('status', '=', 9)
    .where(
      'owner',
      'in',
      rows.map(r => workerOwner(r.object_id)),
    )
    .execute();
  return rows.map(r => {
    const tags = parseTags(r.tags);
    const task = running.find(t => t.owner === workerOwner(r.object_id));
    return {
      workerId: r.object_id,
      name: r.name,
      kind: 'static',
      group: STATIC_WORKERS_GROUP_LABEL,
      busy: !!task,
      taskId: task?.task_id ?? null,
      state: tags.activated !== true ? 'pending' : tags.state?.online === true ? 'online' : 'offline',
    };
  });
}

registerPropertyHandler({
  propertyId: 'PID_TASK_STATUS',
  readNeeds: [['get']],
  async get(ctx) {
    const { store } = ctx.server;
    const row = ctx.row;
    const nodes = (
      await store.db
        .selectFrom('objects')
        .select('object_id')
        .where('path_ids', '>=', row.path_ids)
        .where('path_ids', '<', `${row.path_ids}\uffff`)
        .where('class_id', 'in', COLLECTOR_CLASSES)
        .execute()
    ).map(r => r.object_id);
    const settings = await readServerSettings(store);
    const current = await tasksOfNodes(store, nodes, LIVE_STATUSES, 500);
    const history = await tasksOfNodes(store, nodes, [10, 12, 13, 14], settings.maxHistoricalTasks);
    const engine = scanEngineOf(ctx.server);
    const busy = engine.runningTaskIds;
    const workers: WorkerInfo[] = Array.from({ length: settings.maxConcurrentTasks }, (_, i) => ({
      workerId: `${engine.owner.split(':')[0]}#${i + 1}`,
      kind: 'dynamic',
      group: DYNAMIC_WORKERS_GROUP_LABEL,
      busy: i < busy.length,
      taskId: busy[i] ?? null,
    }));
    workers.push(...(await staticWorkersOf(store, row.path_ids)));
    const live = new Map(engine.liveProgress().map(p => [p.taskId, p.progress]));
    const data: TaskStatusData = {
      current: current.map(toTaskInfo).map(t => (live.has(t.taskId) ? { ...t, progress: live.get(t.taskId)! } : t)),
      history: history.map(toTaskInfo),
      workers,
    };
    return data;
  },
});

/** Lines of a task's log, a page at a time; the task must belong to a collector at or under the node asked about. */
registerPropertyHandler({
  propertyId: TASK_LOG_PROPERTY,
  readNeeds: [['get']],
  async get(ctx): Promise<TaskLogAnswer> {
    const o = ctx.options as { taskId?: unknown; lineNumber?: unknown; numberLines?: unknown };
    const whole = (name: string, v: unknown, fallback: number) => {
      if (v === undefined || v === null || v === '') return fallback;
      const n = typeof v === 'string' ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw new ApiError(ERROR_NAMES.validation, `${name} must be a whole number of at least 0.`);
      return n;
    };
    if (o.taskId === undefined) throw new ApiError(ERROR_NAMES.validation, 'options.taskId is required.');
    const taskId = whole('taskId', o.taskId, 0);
    const task = await getTask(ctx.server.store, taskId);
    const owner = task
      ? await ctx.server.store.db.selectFrom('objects').select('path_ids').where('object_id', '=', task.node_id).executeTakeFirst()
      : undefined;
    if (!task || !owner || !owner.path_ids.startsWith(ctx.row.path_ids))
      throw new ApiError(ERROR_NAMES.objectNotFound, `Task ${taskId} is not a task of ${ctx.objectId}.`);
    return readTaskLog(ctx.server.settings.dataDir, taskId, whole('lineNumber', o.lineNumber, 0), whole('numberLines', o.numberLines, TASK_LOG_PAGE_MAX));
  },
});

registerPropertyHandler({
  propertyId: 'PID_CONSOLE',
  readNeeds: [['get']],
  async get(ctx) {
    requireConsole(ctx);
    const rows = await ctx.server.store.db
      .selectFrom('tasks')
      .selectAll()
      .where('node_id', '=', ctx.row.object_id)
      .orderBy('task_id', 'desc')
      .limit(CONSOLE_TASKS)
      .execute();
    const lines = consoleLinesOf(rows);
    const from = Number(ctx.options.lineNumber ?? 0);
    if (!Number.isInteger(from) || from < 0)
      throw new ApiError(ERROR_NAMES.validation, 'lineNumber must be a whole number of 0 or more.', undefined, { field: 'lineNumber' });
    const output: ConsoleOutput = { lines: lines.slice(from), lineNumber: lines.length };
    return output;
  },
  // A command of the fixed set (sdk/api CONSOLE_COMMANDS); reading the device is enough, scan checks its own codes.
  writeNeeds: [['get']],
  async set(ctx, value) {
    requireConsole(ctx);
    const v = value as Partial<ConsoleRequest> | null;
    if (typeof v?.consoleCommand !== 'string' || !v.consoleCommand.trim())
      throw new ApiError(ERROR_NAMES.validation, 'consoleCommand is required.', undefined, { field: 'consoleCommand' });
    return runConsoleCommand(ctx.server, ctx.row, { codes: ctx.codes, userObjectId: ctx.session.userObjectId }, v.consoleCommand);
  },
});

function requireConsole(ctx: PropertyContext): void {
  if (ctx.row.object_id !== ctx.objectId || !CONSOLE_CLASSES.includes(ctx.row.class_id)) {
    throw new ApiError(ERROR_NAMES.propertyNotFound, `${CONSOLE_NOT_SUPPORTED} A console belongs to collector nodes, not to ${ctx.objectId}.`);
  }
}

registerPropertyHandler({
  propertyId: SERVER_SETTINGS_PROPERTY,
  readNeeds: [['get']],
  writeNeeds: [['pol']],
  async get(ctx) {
    return serverSettingsOf(ctx.server.store, ctx.row.object_id);
  },
  async set(ctx, value) {
    if (ctx.row.object_id !== ctx.objectId) throw new ApiError(ERROR_NAMES.validation, 'Server settings belong to nodes, not to files or folders.');
    const v = value as ServerSettingsSet | null;
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ApiError(ERROR_NAMES.validation, 'property must be an object with values.');
    if (v.inherited !== undefined && typeof v.inherited !== 'boolean') throw new ApiError(ERROR_NAMES.validation, 'inherited must be true or false.');
    await replaceServerSettings(ctx.server.store, ctx.row.object_id, v.inherited ? {} : (v.values ?? {}));
    return serverSettingsOf(ctx.server.store, ctx.row.object_id);
  },
});

/** Collector routes (activation, task pull, progress, ingest, offline); mounting them starts the task queue. */
export const taskRoutes: RouteModule = server => {
  scanEngineOf(server);
  return collectorRoutes(server);
};
