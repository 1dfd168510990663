/** One SearchSessions per running server, shared by the search, query and export routes; closed with the server. */
import type { ServerContext } from '../http/context';
import { SearchSessions } from './session';

const byServer = new WeakMap<ServerContext, SearchSessions>();

export function sessionsFor(server: ServerContext): SearchSessions {
  let sessions = byServer.get(server);
  if (!sessions) {
    const created = new SearchSessions({ store: server.store, tree: server.tree, dbFile: server.store.dialect === 'sqlite' ? server.store.sqlite.name : '' });
    server.onClose(() => created.closeAll());
    byServer.set(server, created);
    sessions = created;
  }
  return sessions;
}
