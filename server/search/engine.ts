/** The search language engine as plugins see it (sdk/server SearchEngine), over this server's tree and store. */
import type { SearchEngine } from '@fathom/sdk/server';
import type { ServerContext } from '../http/context';
import { checkStoreReach } from './session-scope';

export function searchEngineOf(server: ServerContext): SearchEngine {
  return {
    checkStoreReach: (viewer, store) => checkStoreReach(server.tree, viewer, store),
  };
}
