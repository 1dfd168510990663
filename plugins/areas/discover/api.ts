/**
 * The Discover area's payload schemas, shared by its console and its server routes (the wire shapes and paths
 * live in sdk/api/search-wire). A malformed payload answers a ValidationError with the message given here.
 */
import * as yup from 'yup';
import { flagOf, objectField, optionalText, orderBy, requiredText, stringList, wholeNumber } from '@fathom/sdk/api/payload-fields';
import type { ExportFormat, OrderField } from '@fathom/sdk/api/search-wire';

export const MAX_QUESTION_LENGTH = 2000;

/** POST /database/question: a question of at most 2000 characters, asked on objectId (HOME when none is named). */
export const questionSchema = yup.object({
  question: requiredText('question')
    .test('max', `The question is longer than ${MAX_QUESTION_LENGTH} characters.`, v => !v || v.trim().length <= MAX_QUESTION_LENGTH),
  objectId: yup.mixed<string>().transform(v => (typeof v === 'string' && v ? v : 'HOME')).default('HOME'),
});
export type QuestionRequest = { question: string; objectId: string };

export const EXPORT_FORMATS: ExportFormat[] = ['xlsx', 'pdf', 'csv', 'json'];

/** The location part of an export (objectId, fileName and options count only with a locationId). */
const withLocation = <S extends yup.Schema>(schema: S) => yup.mixed().when('locationId', { is: (l: unknown) => l !== undefined, then: () => schema });

/** POST /database/export: which rows of a finished search, in which format, downloaded or written to a location. */
export const exportSchema = yup.object({
  format: requiredText('format')
    .test('format', `format must be one of ${EXPORT_FORMATS.join(', ')}.`, v => typeof v !== 'string' || (EXPORT_FORMATS as string[]).includes(v)),
  orientation: yup.mixed<'portrait' | 'landscape'>().nullable().default('portrait')
    .test('orientation', 'orientation must be portrait or landscape.', v => v === 'portrait' || v === 'landscape'),
  searchId: requiredText('searchId'),
  startOffset: wholeNumber('startOffset', { fallback: 0, min: 0 }),
  resultCount: wholeNumber('resultCount', { min: 0 }),
  objectIds: stringList('objectIds'),
  // Present but blank names no column (refused), absent means all of them.
  columns: stringList('columns', []),
  title: optionalText('title'),
  orderBy: orderBy(),
  locationId: yup.mixed<string>().nullable().test('location', 'locationId is required.', v => v === undefined || (typeof v === 'string' && v.trim() !== '')),
  objectId: withLocation(optionalText('objectId')),
  fileName: withLocation(optionalText('fileName')),
  options: withLocation(objectField('options').test('overwrite', 'overwrite must be true or false.', o => flagOf(o?.overwrite) !== null)),
});
export interface ExportRequest {
  format: ExportFormat; orientation: 'portrait' | 'landscape'; searchId: string; startOffset: number; resultCount?: number;
  objectIds?: string[]; columns?: string[]; title?: string; locationId?: string; objectId?: string; fileName?: string; options?: Record<string, unknown>;
  orderBy?: OrderField | null;
}

/** GET /database/download: the one-time id an export answered. */
export const downloadSchema = yup.object({ downloadId: requiredText('downloadId') });

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** POST and GET /database/query: a statement (select) or any search input (query), run at once. */
export const querySchema = yup.object({
  objectId: optionalText('objectId'),
  options: yup.object({
    validate: yup.mixed().nullable(),
    format: yup.mixed<'csv' | 'json'>().nullable().test('format', "format must be 'csv' or 'json'.", v => v === undefined || v === 'csv' || v === 'json'),
    objectOffset: wholeNumber('objectOffset', { fallback: 0, min: 0 }),
    objectLimit: wholeNumber('objectLimit', { min: 0 }),
  }).nullable().transform(v => (isBlank(v) ? {} : v)).typeError('options must be an object.').default({}),
}).test('input', 'select is required.', function (p) {
  const input = p as { query?: unknown; select?: unknown } | undefined;
  return isBlank(input?.query ?? input?.select) ? this.createError({ path: 'select', message: 'select is required.' }) : true;
});
export interface QueryRequest {
  query?: unknown; select?: unknown; objectId?: string;
  options: { validate?: unknown; format?: 'csv' | 'json'; objectOffset: number; objectLimit?: number };
}
