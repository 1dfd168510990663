/**
 * The task queue of a running platform server: created once per server context, started with the first route
 * module that asks for it, stopped when the server closes. Tasks of remote collectors (nodes tagged remote)
 * are left to their own process.
 */
import type { ServerContext } from '../http/context';
import { TaskManager } from './manager';

/** Modules the scan threads load (project-relative). The host may point them elsewhere through the environment. */
export const DEFAULT_SCAN_PLUGINS_ENTRY = process.env.FATHOM_SCAN_PLUGINS ?? 'host/server/plugins.ts';
export const DEFAULT_EXTRACTORS_ENTRY = process.env.FATHOM_EXTRACTOR_PLUGINS ?? 'host/server/extractors.ts';

const engines = new WeakMap<ServerContext, TaskManager>();

export function scanEngineOf(server: ServerContext): TaskManager {
  let manager = engines.get(server);
  if (manager) return manager;
  manager = new TaskManager({
    store: server.store, bus: server.bus, nodeEvents: server.tree,
    pluginsEntry: DEFAULT_SCAN_PLUGINS_ENTRY, extractorsEntry: DEFAULT_EXTRACTORS_ENTRY, signingKeyDir: server.settings.dataDir,
    runsHere: async nodeId => {
      const row = await server.store.db.selectFrom('objects').select('tags').where('object_id', '=', nodeId).executeTakeFirst();
      return !row || (JSON.parse(row.tags || '{}') as { remote?: boolean }).remote !== true;
    },
  });
  engines.set(server, manager);
  const started = manager.start().catch(err => console.error('the task queue did not start:', err));
  server.onClose(async () => { await started; await manager!.stop(); });
  return manager;
}
