/**
 * Search calls (spec 001 §3, §7): POST /database/search starts a search and answers its searchId; GET pages it
 * (searchId, objectOffset, objectLimit, orderBy) or, with options.validate, checks a statement without running it;
 * DELETE cancels it. An unknown, foreign or idle search answers SearchExpired 'Search expired'. The searches
 * themselves are the core's (sdk/server SearchEngine): queries, exports and Ask share them.
 */
import { SEARCH_PATHS } from '@fathom/sdk/api/search-wire';
import type { RouteModuleContribution } from '@fathom/sdk/server';
import { searchCancelSchema, searchPageSchema, searchStartSchema, type SearchPageRequest, type SearchStartRequest } from '../../api';
import type { DiscoverServices } from '../services';

export function searchRoutes(services: DiscoverServices): RouteModuleContribution {
  return {
    id: 'discover.search',
    routes: [
      {
        method: 'POST',
        path: SEARCH_PATHS.search,
        schema: searchStartSchema as never,
        handler: async (payload: SearchStartRequest, { session, platform }) =>
          services(platform).search.startSearch(session!, { query: payload.query, objectId: payload.objectId }),
      },
      {
        method: 'GET',
        path: SEARCH_PATHS.search,
        schema: searchPageSchema as never,
        async handler(payload: SearchPageRequest, { session, platform }) {
          const { search } = services(platform);
          const viewer = session!;
          if (payload.options.validate === true || payload.options.validate === 'true') {
            return search.validate(payload.query ?? payload.select, payload.objectId ? platform.tree.resolveId(viewer, payload.objectId) : undefined);
          }
          const { searchId, objectOffset, objectLimit } = payload;
          return search.pageSearch(viewer, { searchId, objectOffset, objectLimit, orderBy: payload.orderBy ?? null });
        },
      },
      {
        method: 'DELETE',
        path: SEARCH_PATHS.search,
        schema: searchCancelSchema,
        handler: async ({ searchId }: { searchId: string }, { session, platform }) => services(platform).search.cancelSearch(session!, searchId),
      },
    ],
  };
}
