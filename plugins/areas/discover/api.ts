/**
 * The Discover area's payload schemas, shared by its console and its server routes (the wire shapes and paths
 * live in sdk/api/search-wire). A malformed payload answers a ValidationError with the message given here.
 */
import * as yup from 'yup';
import { flagOf, objectField, optionalText, orderBy, requiredText, stringList, wholeNumber } from '@fathom/sdk/api/payload-fields';
import { SEARCH_LIMITS, type ExportFormat, type OrderField } from '@fathom/sdk/api/search-wire';

export const MAX_QUESTION_LENGTH = 2000;

/** POST /database/question: a question of at most 2000 characters, asked on objectId (HOME when none is named). */
export const questionSchema = yup.object({
  question: requiredText('question').test(
    'max',
    `The question is longer than ${MAX_QUESTION_LENGTH} characters.`,
    v => !v || v.trim().length <= MAX_QUESTION_LENGTH,
  ),
  objectId: yup
    .mixed<string>()
    .transform(v => (typeof v === 'string' && v ? v : 'HOME'))
    .default('HOME'),
});
export type QuestionRequest = { question: string; objectId: string };

export const EXPORT_FORMATS: ExportFormat[] = ['xlsx', 'pdf', 'csv', 'json'];

/** The location part of an export (objectId, fileName and options count only with a locationId). */
const withLocation = <S extends yup.Schema>(schema: S) => yup.mixed().when('locationId', { is: (l: unknown) => l !== undefined, then: () => schema });

/** POST /database/export: which rows of a finished search, in which format, downloaded or written to a location. */
export const exportSchema = yup.object({
  format: requiredText('format').test(
    'format',
    `format must be one of ${EXPORT_FORMATS.join(', ')}.`,
    v => typeof v !== 'string' || (EXPORT_FORMATS as string[]).includes(v),
  ),
  orientation: yup
    .mixed<'portrait' | 'landscape'>()
    .nullable()
    .default('portrait')
    .test('orientation', 'orientation must be portrait or landscape.', v => v === 'portrait' || v === 'landscape'),
  searchId: requiredText('searchId'),
  startOffset: wholeNumber('startOffset', { fallback: 0, min: 0 }),
  resultCount: wholeNumber('resultCount', { min: 0 }),
  objectIds: stringList('objectIds'),
  // Present but blank names no column (refused), absent means all of them.
  columns: stringList('columns', []),
  title: optionalText('title'),
  orderBy: orderBy(),
  locationId: yup
    .mixed<string>()
    .nullable()
    .test('location', 'locationId is required.', v => v === undefined || (typeof v === 'string' && v.trim() !== '')),
  objectId: withLocation(optionalText('objectId')),
  fileName: withLocation(optionalText('fileName')),
  options: withLocation(objectField('options').test('overwrite', 'overwrite must be true or false.', o => flagOf(o?.overwrite) !== null)),
});
export interface ExportRequest {
  format: ExportFormat;
  orientation: 'portrait' | 'landscape';
  searchId: string;
  startOffset: number;
  resultCount?: number;
  objectIds?: string[];
  columns?: string[];
  title?: string;
  locationId?: string;
  objectId?: string;
  fileName?: string;
  options?: Record<string, unknown>;
  orderBy?: OrderField | null;
}

/** GET /database/download: the one-time id an export answered. */
export const downloadSchema = yup.object({ downloadId: requiredText('downloadId') });

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** POST and GET /database/query: a statement (select) or any search input (query), run at once. */
export const querySchema = yup
  .object({
    objectId: optionalText('objectId'),
    options: yup
      .object({
        validate: yup.mixed().nullable(),
        format: yup
          .mixed<'csv' | 'json'>()
          .nullable()
          .test('format', "format must be 'csv' or 'json'.", v => v === undefined || v === 'csv' || v === 'json'),
        objectOffset: wholeNumber('objectOffset', { fallback: 0, min: 0 }),
        objectLimit: wholeNumber('objectLimit', { min: 0 }),
      })
      .nullable()
      .transform(v => (isBlank(v) ? {} : v))
      .typeError('options must be an object.')
      .default({}),
  })
  .test('input', 'select is required.', function (p) {
    const input = p as { query?: unknown; select?: unknown } | undefined;
    return isBlank(input?.query ?? input?.select) ? this.createError({ path: 'select', message: 'select is required.' }) : true;
  });
export interface QueryRequest {
  query?: unknown;
  select?: unknown;
  objectId?: string;
  options: { validate?: unknown; format?: 'csv' | 'json'; objectOffset: number; objectLimit?: number };
}

const isValidate = (options: unknown) => {
  const v = (options as { validate?: unknown } | null | undefined)?.validate;
  return v === true || v === 'true';
};
/** A field of a search page request; with options.validate the request only checks a statement and it is not read. */
const unlessValidate = <S extends yup.Schema>(schema: S) => yup.mixed().when('options', { is: isValidate, otherwise: () => schema });

/** POST /database/search: starts a search of a statement, builder value or file value. */
export const searchStartSchema = yup.object({ objectId: optionalText('objectId') }).test('query', 'query is required.', function (p) {
  return (p as { query?: unknown } | undefined)?.query === undefined ? this.createError({ path: 'query', message: 'query is required.' }) : true;
});
export interface SearchStartRequest {
  query: unknown;
  objectId?: string;
}

/** GET /database/search: a page of a search, or with options.validate a statement checked without running. */
export const searchPageSchema = yup
  .object({
    options: yup
      .object({ validate: yup.mixed().nullable() })
      .nullable()
      .transform(v => (isBlank(v) ? {} : v))
      .typeError('options must be an object.')
      .default({}),
    objectId: optionalText('objectId'),
    searchId: unlessValidate(requiredText('searchId')),
    objectOffset: unlessValidate(wholeNumber('objectOffset', { fallback: 0, min: 0 })),
    objectLimit: unlessValidate(wholeNumber('objectLimit', { fallback: SEARCH_LIMITS.pageSize, min: 0, max: SEARCH_LIMITS.maxPageSize })),
    orderBy: unlessValidate(orderBy()),
  })
  .test('query', 'query is required.', function (p) {
    const input = p as { query?: unknown; select?: unknown; options?: unknown } | undefined;
    return isValidate(input?.options) && (input?.query ?? input?.select) === undefined
      ? this.createError({ path: 'query', message: 'query is required.' })
      : true;
  });
export interface SearchPageRequest {
  options: { validate?: unknown };
  objectId?: string;
  query?: unknown;
  select?: unknown;
  searchId: string;
  objectOffset: number;
  objectLimit: number;
  orderBy?: OrderField | null;
}

/** DELETE /database/search: cancels a search. */
export const searchCancelSchema = yup.object({ searchId: requiredText('searchId') });
