/**
 * Reading request payloads. GET and DELETE carry the payload in the query string, object-valued parameters
 * JSON-encoded (`?objectId=o1&options={"infoLevel":"full"}`); POST and PUT carry a JSON body. What the payload
 * must hold is each route's schema (sdk/api/core-payloads and the areas' api.ts); this only reads it.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';

export function invalid(message: string, field?: string): ApiError {
  return new ApiError(ERROR_NAMES.validation, message, undefined, field ? { field } : undefined);
}

/** Query parameters as a payload: JSON objects and arrays decoded; repeated keys become arrays. */
export function payloadFromQuery(query: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!query || typeof query !== 'object') return out;
  for (const [key, raw] of Object.entries(query as Record<string, unknown>)) {
    const decode = (v: unknown) => {
      if (typeof v !== 'string') return v;
      const t = v.trim();
      if (!t.startsWith('{') && !t.startsWith('[')) return v;
      try {
        return JSON.parse(t);
      } catch {
        throw invalid(`Parameter ${key} is not valid JSON.`, key);
      }
    };
    out[key] = Array.isArray(raw) ? raw.map(decode) : decode(raw);
  }
  return out;
}

export function payloadFromBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw invalid('The request body must be a JSON object.');
  return body as Record<string, unknown>;
}
