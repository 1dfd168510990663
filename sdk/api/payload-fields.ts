/**
 * Payload fields as yup schemas, with the server's messages for each wrong input: route schemas (sdk/server
 * RouteDefinition.schema) are built from these, so a malformed payload answers the same named ValidationError
 * whichever route it reaches. Values arrive as JSON (bodies) or as query strings with JSON-decoded objects.
 */
import * as yup from 'yup';

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** A string that is present and not blank: `<name> is required.` otherwise. The value is kept as sent. */
export function requiredText(name: string) {
  return yup.mixed<string>().nullable()
    .test('required-text', `${name} is required.`, v => typeof v === 'string' && v.trim() !== '') as unknown as yup.Schema<string>;
}

/** A string or nothing (absent, null and '' are nothing): `<name> must be a string.` otherwise. */
export function optionalText(name: string) {
  return yup.mixed<string>().nullable()
    .transform(v => (blank(v) ? undefined : v))
    .test('optional-text', `${name} must be a string.`, v => v === undefined || typeof v === 'string') as unknown as yup.Schema<string | undefined>;
}

/** An object or nothing (absent, null and '' become {}): `<name> must be an object.` otherwise. */
export function objectField(name: string) {
  return yup.mixed<Record<string, unknown>>().nullable()
    .transform(v => (blank(v) ? {} : v))
    .test('object', `${name} must be an object.`, v => v === undefined || (typeof v === 'object' && v !== null && !Array.isArray(v))) as unknown as yup.Schema<Record<string, unknown>>;
}
