/**
 * The task queue of a running platform server: created once per server context, started with the first route
 * module that asks for it, stopped when the server closes. Tasks of remote collectors (nodes tagged remote)
 * are left to their own process.
 */
import type { TaskInfo } from '@fathom/sdk/api/tasks';
import { TaskFinished, TaskKinds, type TaskQueue } from '@fathom/sdk/server';
import type { ServerContext } from '../http/context';
import { threadEntries } from '../plugins/contributions';
import { TaskManager } from './manager';
import { getTask, toTaskInfo } from './repo';
import type { NodeEvents } from './node-state';

/**
 * The tree's node events, with the plugins' TaskFinished listeners told of each completed task (the queue publishes
 * 'taskComplete' once a task's row says Completed, here or reported by a remote collector).
 */
function withTaskFinished(server: ServerContext): NodeEvents {
  const listeners = server.extensions.list(TaskFinished);
  return {
    async publishObjectEvent(type, row, extra) {
      await server.tree.publishObjectEvent(type, row, extra);
      if (type !== 'taskComplete') return;
      const task = extra?.data as TaskInfo;
      for (const l of listeners)
        if (!l.kinds || l.kinds.includes(task.kind))
          await l.finished(task, server.platform).catch(err => console.error(`task-finished listener ${l.id} failed on task ${task.taskId}:`, err));
    },
  };
}

const engines = new WeakMap<ServerContext, TaskManager>();

export function scanEngineOf(server: ServerContext): TaskManager {
  let manager = engines.get(server);
  if (manager) return manager;
  // Scan and extraction threads load the host's plugins by module id: those of the set the server registered that they run.
  const entries = threadEntries(server.plugins, server.pluginModules);
  manager = new TaskManager({
    store: server.store,
    bus: server.bus,
    nodeEvents: withTaskFinished(server),
    pluginsEntry: entries.scan,
    extractorsEntry: entries.extract,
    signingKeyDir: server.settings.dataDir,
    secrets: server.secrets,
    pluginKinds: server.extensions.list(TaskKinds),
    platform: server.platform,
    logDir: server.settings.dataDir,
    runsHere: async nodeId => {
      const row = await server.store.db.selectFrom('objects').select('tags').where('object_id', '=', nodeId).executeTakeFirst();
      return !row || (JSON.parse(row.tags || '{}') as { remote?: boolean }).remote !== true;
    },
  });
  engines.set(server, manager);
  const started = manager.start().catch(err => console.error('the task queue did not start:', err));
  server.onClose(async () => {
    await started;
    await manager!.stop();
  });
  return manager;
}

/** The task queue as plugins see it (sdk/server TaskQueue): the server's engine, started on first use. */
export function taskQueueOf(server: ServerContext): TaskQueue {
  return {
    enqueue: (nodeId, kind, options, createdBy) => scanEngineOf(server).enqueue(nodeId, kind, options, createdBy),
    async get(taskId) {
      const row = await getTask(server.store, taskId);
      return row ? toTaskInfo(row) : undefined;
    },
  };
}
