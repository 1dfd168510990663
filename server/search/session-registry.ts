/**
 * One SearchSessions per running server, shared by the search, query and export routes; closed with the server.
 * With FATHOM_REDIS_URL the sessions are shared with the other server processes (session-share.ts), so a search
 * started on one pages on any.
 */
import { SEARCH_LIMITS } from '@fathom/sdk/api/search-wire';
import type { ServerContext } from '../http/context';
import { getSetting, SETTING_KEYS } from '../store/settings';
import { SearchSessions } from './session';
import { RedisSessionStore } from './session-share';

const byServer = new WeakMap<ServerContext, SearchSessions>();

export function sessionsFor(server: ServerContext): SearchSessions {
  let sessions = byServer.get(server);
  if (!sessions) {
    const { redisUrl } = server.settings;
    const platformId = async () => {
      const id = await getSetting<string>(server.store, SETTING_KEYS.rootObjectId);
      if (!id) throw new Error('The platform has no root object: search sessions cannot be shared.');
      return id;
    };
    const created = new SearchSessions({
      store: server.store,
      tree: server.tree,
      dbFile: server.store.dialect === 'sqlite' ? server.store.sqlite.name : '',
      shared: redisUrl ? RedisSessionStore.connect(redisUrl, platformId, SEARCH_LIMITS.expiryMs) : undefined,
    });
    server.onClose(() => created.closeAll());
    byServer.set(server, created);
    sessions = created;
  }
  return sessions;
}
