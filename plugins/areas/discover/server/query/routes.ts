/**
 * POST /database/query (spec 001 §7): runs a statement at once, for reports and widgets. Payload: select (statement
 * text) or query (any search input), objectId (STORE of builder queries), options { objectOffset, objectLimit,
 * format, validate }.
 * - no format: { columns, objects, objectCount } with at most SEARCH_LIMITS.maxPageSize objects;
 * - format 'csv' or 'json': every row from objectOffset (up to objectLimit when given) streamed as it is read;
 * - validate (also as GET): checks the statement without running it.
 */
import { SEARCH_LIMITS, SEARCH_PATHS } from '@fathom/sdk/api/search-wire';
import { fileAnswer, type RouteCall, type RouteDefinition, type RouteModuleContribution } from '@fathom/sdk/server';
import { querySchema, type QueryRequest } from '../../api';
import type { DiscoverServices } from '../services';

export function queryRoutes(services: DiscoverServices): RouteModuleContribution {
  async function runQuery(payload: QueryRequest, { session, platform }: RouteCall): Promise<unknown> {
    const { search } = services(platform);
    const viewer = session!;
    const { options } = payload;
    const objectId = payload.objectId ? platform.tree.resolveId(viewer, payload.objectId) : undefined;
    const input = payload.query ?? payload.select;
    if (options.validate === true || options.validate === 'true') return search.validate(input, objectId);
    const offset = options.objectOffset;
    const format = options.format;
    if (format) {
      const { body, close } = await search.queryStream(viewer, input, objectId, format, { offset, limit: options.objectLimit });
      const contentType = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8';
      return fileAnswer({ contentType, fileName: `query.${format}`, body, onAbort: close });
    }
    const limit = Math.min(options.objectLimit ?? SEARCH_LIMITS.pageSize, SEARCH_LIMITS.maxPageSize);
    return search.queryPage(viewer, input, objectId, { offset, limit });
  }
  const route = (method: 'GET' | 'POST'): RouteDefinition<QueryRequest> => ({
    method,
    path: SEARCH_PATHS.query,
    schema: querySchema as never,
    handler: runQuery,
  });
  return { id: 'discover.query', routes: [route('POST'), route('GET')] };
}
