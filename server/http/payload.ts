/**
 * Reading request payloads. GET and DELETE carry the payload in the query string, object-valued parameters
 * JSON-encoded (`?objectId=o1&options={"infoLevel":"full"}`); POST and PUT carry a JSON body. Every reader
 * throws a ValidationError naming the parameter, never lets a wrong type through.
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
      try { return JSON.parse(t); } catch { throw invalid(`Parameter ${key} is not valid JSON.`, key); }
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

export function requiredString(payload: Record<string, unknown>, name: string): string {
  const v = payload[name];
  if (typeof v !== 'string' || v.trim() === '') throw invalid(`${name} is required.`, name);
  return v;
}

export function optionalString(payload: Record<string, unknown>, name: string): string | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') throw invalid(`${name} must be a string.`, name);
  return v;
}

/** An object-valued parameter (absent → {}). */
export function objectParam(payload: Record<string, unknown>, name: string): Record<string, unknown> {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw invalid(`${name} must be an object.`, name);
  return v as Record<string, unknown>;
}

/** An integer from a number or a decimal string; absent → fallback; clamped to max when given. */
export function intParam(payload: Record<string, unknown>, name: string, opts: { fallback: number; min?: number; max?: number }): number;
export function intParam(payload: Record<string, unknown>, name: string, opts: { fallback?: undefined; min?: number; max?: number }): number | undefined;
export function intParam(payload: Record<string, unknown>, name: string, opts: { fallback?: number; min?: number; max?: number }): number | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return opts.fallback;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : NaN;
  if (!Number.isSafeInteger(n)) throw invalid(`${name} must be a whole number.`, name);
  if (opts.min !== undefined && n < opts.min) throw invalid(`${name} must be at least ${opts.min}.`, name);
  return opts.max !== undefined ? Math.min(n, opts.max) : n;
}

export function boolParam(payload: Record<string, unknown>, name: string, fallback = false): boolean {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return fallback;
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw invalid(`${name} must be true or false.`, name);
}

/** A list of strings: a JSON array, repeated parameters or a comma/semicolon separated string. */
export function stringListParam(payload: Record<string, unknown>, name: string): string[] | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[;,]/) : null;
  if (!list || !list.every(x => typeof x === 'string')) throw invalid(`${name} must be a list of strings.`, name);
  return (list as string[]).map(s => s.trim()).filter(Boolean);
}
