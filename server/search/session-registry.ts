/** One SearchSessions per running server, shared by the search, query and export routes; closed with the server. */
import type { ServerContext } from '../http/context';
import { SearchSessions } from './session';
import { requireSqlite } from '../store/postgres';

const byServer = new WeakMap<ServerContext, SearchSessions>();

export function sessionsFor(server: ServerContext): SearchSessions {
  let sessions = byServer.get(server);
  if (!sessions) {
    requireSqlite(server.store, 'search (FTS5 and the SQLite query compiler)');
    const created = new SearchSessions({ store: server.store, tree: server.tree, dbFile: server.store.sqlite.name });
    server.onClose(() => created.closeAll());
    byServer.set(server, created);
    sessions = created;
  }
  return sessions;
}
