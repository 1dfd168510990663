/**
 * Search calls (spec 001 §3, §7): POST /database/search starts a search and answers its searchId; GET pages it
 * (searchId, objectOffset, objectLimit, orderBy) or, with options.validate, checks a statement without running it;
 * DELETE cancels it. An unknown, foreign or idle search answers SearchExpired 'Search expired'.
 */
import { SEARCH_LIMITS, SEARCH_PATHS, type OrderField } from '@fathom/sdk/api/search-wire';
import { readOrderBy } from '@fathom/sdk/api/payload-fields';
import { validateInput } from '../search/session-query';
import { sessionsFor } from '../search/session-registry';
import { sessionOf, type RouteModule } from './context';
import { intParam, invalid, objectParam, optionalString, requiredString } from './payload';

/** orderBy as {field, direction}, 'name', '-name' or 'name desc'. */
export function orderParam(payload: Record<string, unknown>): OrderField | null {
  const order = readOrderBy(payload.orderBy);
  if (typeof order === 'string') throw invalid(order, 'orderBy');
  return order;
}

export const searchRoutes: RouteModule = server => [
  {
    method: 'POST', path: SEARCH_PATHS.search,
    handler: async (payload, call) => {
      const viewer = sessionOf(call);
      if (payload.query === undefined) throw invalid('query is required.', 'query');
      return sessionsFor(server).start(viewer, { query: payload.query, objectId: optionalString(payload, 'objectId') });
    },
  },
  {
    method: 'GET', path: SEARCH_PATHS.search,
    handler: async (payload, call) => {
      const viewer = sessionOf(call);
      const options = objectParam(payload, 'options');
      if (options.validate === true || options.validate === 'true') {
        const query = payload.query ?? payload.select;
        if (query === undefined) throw invalid('query is required.', 'query');
        const objectId = optionalString(payload, 'objectId');
        return validateInput(query, objectId ? server.tree.resolveId(viewer, objectId) : undefined);
      }
      return sessionsFor(server).page(viewer, {
        searchId: requiredString(payload, 'searchId'),
        objectOffset: intParam(payload, 'objectOffset', { fallback: 0, min: 0 }),
        objectLimit: intParam(payload, 'objectLimit', { fallback: SEARCH_LIMITS.pageSize, min: 0, max: SEARCH_LIMITS.maxPageSize }),
        orderBy: orderParam(payload),
      });
    },
  },
  {
    method: 'DELETE', path: SEARCH_PATHS.search,
    handler: async (payload, call) => sessionsFor(server).cancel(sessionOf(call), requiredString(payload, 'searchId')),
  },
];
