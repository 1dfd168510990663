/**
 * Search calls (spec 001 §3, §7): POST /database/search starts a search and answers its searchId; GET pages it
 * (searchId, objectOffset, objectLimit, orderBy) or, with options.validate, checks a statement without running it;
 * DELETE cancels it. An unknown, foreign or idle search answers SearchExpired 'Search expired'.
 */
import { SEARCH_LIMITS, SEARCH_PATHS, type OrderField } from '@fathom/sdk/api/search-wire';
import { printStatement } from '@fathom/sdk/api/search/printer';
import { statementOf } from '../search/session-query';
import { sessionsFor } from '../search/session-registry';
import { sessionOf, type RouteModule } from './context';
import { intParam, invalid, objectParam, optionalString, requiredString } from './payload';

/** orderBy as {field, direction}, 'name', '-name' or 'name desc'. */
export function orderParam(payload: Record<string, unknown>): OrderField | null {
  const v = payload.orderBy;
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'string') {
    const m = /^\s*(-)?([A-Za-z_][\w]*)(?:\s+(asc|desc))?\s*$/i.exec(v);
    if (!m) throw invalid('orderBy must name a column, optionally with asc or desc.', 'orderBy');
    return { field: m[2], direction: m[1] || m[3]?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
  }
  const o = (Array.isArray(v) ? v[0] : v) as Record<string, unknown>;
  const field = o?.field ?? o?.column ?? o?.name;
  const direction = String(o?.direction ?? o?.order ?? 'asc').toLowerCase();
  if (typeof field !== 'string' || !['asc', 'desc'].includes(direction)) throw invalid('orderBy must be {field, direction: asc|desc}.', 'orderBy');
  return { field, direction: direction as 'asc' | 'desc' };
}

/** The statement an input stands for, in display form (ValidationError / QueryValidationError otherwise). */
export function validateInput(query: unknown, objectId?: string): { valid: true; statement: string } {
  return { valid: true, statement: printStatement(statementOf(query, { objectId }), { form: 'display' }) };
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
