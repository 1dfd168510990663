/**
 * Payload fields as yup schemas, with the server's messages for each wrong input: route schemas (sdk/server
 * RouteDefinition.schema) are built from these, so a malformed payload answers the same named ValidationError
 * whichever route it reaches. Values arrive as JSON (bodies) or as query strings with JSON-decoded objects.
 */
import * as yup from 'yup';
import type { OrderField } from './search-wire';

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** A string that is present and not blank: `<name> is required.` otherwise. The value is kept as sent. */
export function requiredText(name: string) {
  return yup
    .mixed<string>()
    .nullable()
    .test('required-text', `${name} is required.`, v => typeof v === 'string' && v.trim() !== '') as unknown as yup.Schema<string>;
}

/** A string or nothing (absent, null and '' are nothing): `<name> must be a string.` otherwise. */
export function optionalText(name: string) {
  return yup
    .mixed<string>()
    .nullable()
    .transform(v => (blank(v) ? undefined : v))
    .test('optional-text', `${name} must be a string.`, v => v === undefined || typeof v === 'string') as unknown as yup.Schema<string | undefined>;
}

/** An object or nothing (absent, null and '' become {}): `<name> must be an object.` otherwise. */
export function objectField(name: string) {
  return yup
    .mixed<Record<string, unknown>>()
    .nullable()
    .transform(v => (blank(v) ? {} : v))
    .test('object', `${name} must be an object.`, v => v === undefined || (typeof v === 'object' && v !== null && !Array.isArray(v))) as unknown as yup.Schema<
    Record<string, unknown>
  >;
}

/** A whole number from a number or a decimal string; absent → fallback; clamped to max when given. */
export function wholeNumber(name: string, opts: { fallback?: number; min?: number; max?: number } = {}) {
  const schema = yup
    .mixed<number>()
    .nullable()
    .transform(v => {
      if (blank(v)) return opts.fallback;
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : NaN;
      if (!Number.isSafeInteger(n)) return v; // refused below
      return opts.min !== undefined && n < opts.min ? n : opts.max !== undefined ? Math.min(n, opts.max) : n;
    })
    .test('whole', `${name} must be a whole number.`, v => v === undefined || Number.isSafeInteger(v))
    .test('min', `${name} must be at least ${opts.min}.`, v => opts.min === undefined || typeof v !== 'number' || v >= opts.min);
  return (opts.fallback === undefined ? schema : schema.default(opts.fallback)) as unknown as yup.Schema<number | undefined>;
}

/** true, false, 'true', 'false', '1' or '0'; absent → undefined (the caller's default). */
export function flagOf(v: unknown): boolean | undefined | null {
  if (blank(v)) return undefined;
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return null;
}
export function flag(name: string) {
  return yup
    .mixed<boolean>()
    .nullable()
    .test('flag', `${name} must be true or false.`, v => flagOf(v) !== null)
    .transform(v => flagOf(v) ?? v) as unknown as yup.Schema<boolean | undefined>;
}

/** A list of strings: a JSON array, repeated parameters or a comma/semicolon separated string; blank → blankAs. */
export function stringList(name: string, blankAs?: string[]) {
  return yup
    .mixed<string[]>()
    .nullable()
    .transform(v => {
      if (blank(v)) return blankAs;
      const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[;,]/) : null;
      if (!list || !list.every(x => typeof x === 'string')) return v; // refused below
      return (list as string[]).map(s => s.trim()).filter(Boolean);
    })
    .test(
      'list',
      `${name} must be a list of strings.`,
      v => v === undefined || (Array.isArray(v) && v.every(x => typeof x === 'string')),
    ) as unknown as yup.Schema<string[] | undefined>;
}

/** orderBy as {field, direction}, 'name', '-name' or 'name desc' (an array: its first); blank → null; the complaint otherwise. */
export function readOrderBy(v: unknown): OrderField | null | string {
  if (blank(v)) return null;
  if (typeof v === 'string') {
    const m = /^\s*(-)?([A-Za-z_][\w]*)(?:\s+(asc|desc))?\s*$/i.exec(v);
    if (!m) return 'orderBy must name a column, optionally with asc or desc.';
    return { field: m[2], direction: m[1] || m[3]?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
  }
  const o = (Array.isArray(v) ? v[0] : v) as Record<string, unknown>;
  const field = o?.field ?? o?.column ?? o?.name;
  const direction = String(o?.direction ?? o?.order ?? 'asc').toLowerCase();
  if (typeof field !== 'string' || !['asc', 'desc'].includes(direction)) return 'orderBy must be {field, direction: asc|desc}.';
  return { field, direction: direction as 'asc' | 'desc' };
}
export function orderBy() {
  return yup
    .mixed<OrderField>()
    .nullable()
    .transform(v => {
      const r = readOrderBy(v);
      return typeof r === 'string' ? v : r;
    })
    .test('order', function (v) {
      const r = readOrderBy(v);
      return typeof r === 'string' ? this.createError({ message: r }) : true;
    }) as unknown as yup.Schema<OrderField | null | undefined>;
}
