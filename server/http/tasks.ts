/**
 * Task properties: PID_TASK_STATUS (current tasks, history and workers of a node's subtree) and the server
 * settings of a node. Mounting this module starts the server's task queue.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import {
  DYNAMIC_WORKERS_GROUP_LABEL,
  SERVER_SETTINGS_PROPERTY,
  TASK_LOG_PAGE_MAX,
  TASK_LOG_PROPERTY,
  type ServerSettingsSet,
  type TaskLogAnswer,
  type TaskStatusData,
  type WorkerInfo,
} from '@fathom/sdk/api/tasks';
import { registerPropertyHandler } from './properties';
import { scanEngineOf } from '../tasks/engine';
import { getTask, LIVE_STATUSES, tasksOfNodes, toTaskInfo } from '../tasks/repo';
import { readTaskLog } from '../tasks/task-log';
import { readServerSettings, replaceServerSettings, serverSettingsOf } from '../tasks/settings';
import { COLLECTOR_CLASSES } from '../index/children';
import type { RouteModule } from './context';
import type { Store } from '../store/db';
import { collectorRoutes } from '../tasks/collector-link';
import { CONSOLE_TASKS, consoleLinesOf } from '../tasks/console-lines';

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
    if (ctx.row.object_id !== ctx.objectId || !COLLECTOR_CLASSES.includes(ctx.row.class_id)) {
      throw new ApiError(ERROR_NAMES.propertyNotFound, `A console belongs to collector nodes, not to ${ctx.objectId}.`);
    }
    const rows = await ctx.server.store.db
      .selectFrom('tasks')
      .selectAll()
      .where('node_id', '=', ctx.row.object_id)
      .orderBy('task_id', 'desc')
      .limit(CONSOLE_TASKS)
      .execute();
    return { lines: consoleLinesOf(rows) };
  },
});

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
