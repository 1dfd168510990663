/**
 * The reports area's wire shapes, constants, messages, payload schemas and permission rules (spec 001 §2, §3, §4,
 * §6, §8, §9), shared by its console and its server routes. A report is a statement of the search language with
 * its table, chart and export settings; it runs through the core's search engine like any Discover search.
 */
import * as yup from 'yup';
import { formatCount, formatSize } from '@fathom/sdk/api/format';
import { optionalText, requiredText, stringList, wholeNumber } from '@fathom/sdk/api/payload-fields';
import type { QueryResult } from '@fathom/sdk/api/search-wire';
import type { ChartType } from '@fathom/sdk/api/chart';

export const REPORT_PATHS = {
  list: '/reports',
  report: '/reports/report',
  run: '/reports/run',
  importFile: '/reports/import',
  exportSettings: '/reports/export',
  exportFile: '/reports/file',
  download: '/reports/download',
} as const;
export const REPORTS_PROPERTY = 'PID_REPORTS';
export const REPORT_COLUMNS_PROPERTY = 'PID_REPORT_COLUMNS';

export const REPORT_SCOPES = ['global', 'public', 'private'] as const;
export type ReportScope = (typeof REPORT_SCOPES)[number];
export const REPORT_MODES = ['NEW', 'RUN', 'EDIT'] as const;
export type ReportMode = (typeof REPORT_MODES)[number];
export const SAVE_MODES = ['SAVE', 'SAVE_AS'] as const;
export type SaveMode = (typeof SAVE_MODES)[number];

/** Spec 001 §9. */
export const REPORT_PAGE_SIZES = [100, 150, 200, 250] as const;
export const PDF_COLUMN_BUDGET = { portrait: 93, landscape: 159 } as const;
export type Orientation = keyof typeof PDF_COLUMN_BUDGET;
export const DEFAULT_REPORT_NAME = 'New Report';
export const REPORT_NAME_MAX = 256;
export const STATEMENT_MAX = 20000;
/** The STORE a report names to run on whichever node it is opened on. */
export const REPORT_STORE = 'HOME';

export const REPORT_MESSAGES = {
  noSettings: 'Imported file has no reports settings.',
  unknownFieldType: 'Report or action cannot be displayed because of an unknown field type for the value in the column.',
  readOnly: 'A read-only report cannot be overwritten; save it as a new report.',
  noEditPermission: 'You do not have permission to edit this report.',
  noDeletePermission: 'You do not have permission to delete reports.',
  noScopePermission: (scope: ReportScope) =>
    scope === 'global' ? 'Only an administrator (adm) can save a global report.' : 'You need the upd permission on this node to save a public report.',
  notLicensed: 'Reporting is not included in your licence.',
  notFound: (id: string) => `Report not found: ${id}`,
  deleted: (n: number) => (n === 1 ? 'Report deleted' : 'Reports deleted'),
  tooWide: (needed: number, o: Orientation) => `The columns need ${needed} characters; a ${o} page holds ${PDF_COLUMN_BUDGET[o]}.`,
} as const;
/** The error name of a feature the licence does not include. */
export const NOT_LICENSED = 'FeatureNotLicensed';

/** How a value of a column reads: sizes in 1024-based units, counts abbreviated, YYYYMM as YYYY-MM; absent: by the column's type. */
export type ColumnFormat = 'size' | 'count' | 'month';
export const COLUMN_FORMATS: readonly ColumnFormat[] = ['size', 'count', 'month'];

/** A number in a column's format (the table, the chart's labels and the PDF read it the same way). */
export function formatReportNumber(value: number, format: ColumnFormat): string {
  if (format === 'size') return formatSize(value);
  if (format === 'count') return formatCount(value);
  return `${Math.floor(value / 100)}-${String(value % 100).padStart(2, '0')}`;
}

export interface ReportChart {
  chartType: ChartType;
  /** The column naming each bar or slice (the first grouping). */
  labelColumn: string;
  /** The number each bar or slice shows. */
  valueColumn: string;
  /** A second grouping: one series per value (stacked bars). */
  seriesColumn?: string;
}
export interface ReportGrid {
  pageSize: (typeof REPORT_PAGE_SIZES)[number];
  formats?: Record<string, ColumnFormat>;
  chart?: ReportChart;
}
export interface PdfExportProperties {
  orientation: Orientation;
  /** Characters per column (in the statement's column order), their sum within the page's budget; none: shared by content. */
  widths?: number[];
}
export interface ExcelExportProperties {
  sheetName?: string;
}

/** An aggregate the builder offers over a column (COUNT(*) has none). */
export interface BuilderMeasure {
  fn: 'COUNT' | 'SUM' | 'AVG' | 'MIN' | 'MAX';
  column?: string;
  caption?: string;
}
/** What the builder was given; the statement it makes is stored beside it and is what runs. */
export interface ReportBuilderValue {
  columns: string[];
  groupBy: string[];
  measures: BuilderMeasure[];
  /** Conditions in the query builder's shape (sdk/api/search/builder). */
  where: import('@fathom/sdk/api/search/builder').BuilderGroup;
  orderBy?: { field: string; direction: 'asc' | 'desc' };
  limit?: number;
}
export interface ReportQuery {
  queryMode: 'bySELECT' | 'byBuilder';
  statement: string;
  builder?: ReportBuilderValue;
}

/** The parts of a report a user writes (and an exported file holds). */
export interface ReportSettings {
  name: string;
  description?: string;
  scope: ReportScope;
  query: ReportQuery;
  grid: ReportGrid;
  pdfExportProperties: PdfExportProperties;
  excelExportProperties: ExcelExportProperties;
}
export interface Report extends ReportSettings {
  reportId: string;
  readonly: boolean;
  ownerId: string | null;
  ownerName?: string;
  /** The node it was saved on (null for the standard reports). */
  nodeId: string | null;
  createdAt: number;
  updatedAt: number;
  /** What the caller may do, by the rules below. */
  canEdit: boolean;
  canDelete: boolean;
}
export interface ReportList {
  reports: Report[];
}
export interface ReportRun extends QueryResult {
  statement: string;
}
export interface DeleteAnswer {
  deleted: string[];
  skipped: string[];
}
export interface ReportsFile {
  reports: ReportSettings[];
  exportInfo: { time: string; appVersion: string };
}
export interface ReportFileAnswer {
  downloadId: string;
  fileName: string;
  size: number;
  rows: number;
}

// ---- permission rules ----

/** Who asks, and the codes they hold on the node the report belongs to (or is being saved on). */
export interface ReportViewer {
  userObjectId: string;
  isRoot: boolean;
  codes: readonly string[];
}
type Owned = Pick<Report, 'readonly' | 'scope' | 'ownerId'>;
const owns = (r: Owned, v: ReportViewer) => r.ownerId !== null && r.ownerId === v.userObjectId;

/** May a report be saved with this scope: private by anyone, public with upd, global with adm (root always). */
export function scopeRefusal(scope: ReportScope, v: ReportViewer): string | null {
  if (v.isRoot || scope === 'private') return null;
  const need = scope === 'global' ? 'adm' : 'upd';
  return v.codes.includes(need) ? null : REPORT_MESSAGES.noScopePermission(scope);
}
/** Why a SAVE over the report is refused, or null: read-only never; the owner, or upd (public) / adm (global) on its node. */
export function editRefusal(r: Owned, v: ReportViewer): string | null {
  if (r.readonly) return REPORT_MESSAGES.readOnly;
  if (v.isRoot || owns(r, v)) return null;
  if (r.scope === 'public' && v.codes.includes('upd')) return null;
  if (r.scope === 'global' && v.codes.includes('adm')) return null;
  return REPORT_MESSAGES.noEditPermission;
}
/** Read-only reports are skipped (not refused); otherwise the owner, or del (public) / adm and del (global). */
export function deleteRefusal(r: Owned, v: ReportViewer): string | null {
  if (r.readonly || v.isRoot || owns(r, v)) return null;
  if (r.scope === 'public' && v.codes.includes('del')) return null;
  if (r.scope === 'global' && v.codes.includes('adm') && v.codes.includes('del')) return null;
  return REPORT_MESSAGES.noDeletePermission;
}

/** The characters a PDF's columns take (each column also gives 2 to its padding), within the orientation's budget. */
export const PDF_COLUMN_GAP = 2;
export function pdfWidthsRefusal(widths: readonly number[] | undefined, orientation: Orientation): string | null {
  if (!widths || widths.length === 0) return null;
  const needed = widths.reduce((s, w) => s + w + PDF_COLUMN_GAP, 0);
  return needed > PDF_COLUMN_BUDGET[orientation] ? REPORT_MESSAGES.tooWide(needed, orientation) : null;
}

// ---- payload schemas ----

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const oneOf = <T extends string | number>(name: string, values: readonly T[], fallback: T) =>
  yup
    .mixed<T>()
    .transform(v => (v === undefined || v === null || v === '' ? fallback : v))
    .test(name, `${name} must be one of ${values.join(', ')}.`, v => (values as readonly unknown[]).includes(v))
    .default(fallback) as unknown as yup.Schema<T>;

export const reportNameField = () =>
  yup
    .string()
    .transform(v => (typeof v === 'string' ? v.trim() : v))
    .typeError('name must be a text.')
    .required('name is required.')
    .max(REPORT_NAME_MAX, `name must be at most ${REPORT_NAME_MAX} characters.`)
    .matches(/^[^$\\/]*$/, 'name must not hold $, \\ or /.');

const querySchema = yup
  .object({
    queryMode: oneOf('queryMode', ['bySELECT', 'byBuilder'] as const, 'bySELECT'),
    statement: yup
      .string()
      .typeError('query.statement must be a text.')
      .required('query.statement is required.')
      .max(STATEMENT_MAX, `query.statement must be at most ${STATEMENT_MAX} characters.`),
    builder: yup.mixed().test('builder', 'query.builder must be an object.', v => v === undefined || v === null || isObject(v)),
  })
  .typeError('query must be an object.')
  .required('query is required.');

const gridSchema = yup
  .object({
    pageSize: oneOf('grid.pageSize', REPORT_PAGE_SIZES, 100),
    formats: yup.mixed().test('formats', `grid.formats must map columns to ${COLUMN_FORMATS.join(', ')}.`, v => {
      if (v === undefined || v === null) return true;
      return isObject(v) && Object.values(v).every(f => (COLUMN_FORMATS as readonly unknown[]).includes(f));
    }),
    chart: yup.mixed().test('chart', 'grid.chart needs chartType, labelColumn and valueColumn.', v => {
      if (v === undefined || v === null) return true;
      return isObject(v) && typeof v.chartType === 'string' && typeof v.labelColumn === 'string' && typeof v.valueColumn === 'string';
    }),
  })
  .default({ pageSize: 100 });

const pdfSchema = yup
  .object({
    orientation: oneOf('pdfExportProperties.orientation', ['portrait', 'landscape'] as const, 'portrait'),
    widths: yup
      .array(yup.number().integer('widths must be whole numbers.').min(4, 'A column is at least 4 characters wide.').required())
      .typeError('pdfExportProperties.widths must be a list of numbers.')
      .optional(),
  })
  .test('budget', '', function (p) {
    const refusal = pdfWidthsRefusal(p?.widths, (p?.orientation ?? 'portrait') as Orientation);
    return refusal ? this.createError({ path: 'pdfExportProperties.widths', message: refusal }) : true;
  })
  .default({ orientation: 'portrait' });

/** The written parts of a report, as saved or imported. */
export const reportSettingsSchema = yup.object({
  name: reportNameField(),
  description: optionalText('description'),
  scope: oneOf('scope', REPORT_SCOPES, 'private'),
  query: querySchema,
  grid: gridSchema,
  pdfExportProperties: pdfSchema,
  excelExportProperties: yup.object({ sheetName: optionalText('excelExportProperties.sheetName') }).default({}),
});

/** GET /reports: the reports shown on a node, optionally those whose name or description holds search. */
export const listSchema = yup.object({ objectId: requiredText('objectId'), search: optionalText('search') });
export const getSchema = yup.object({ objectId: requiredText('objectId'), reportId: requiredText('reportId') });
/** POST /reports/report: a new report saved on objectId. */
export const createSchema = yup.object({ objectId: requiredText('objectId'), report: reportSettingsSchema.required('report is required.') });
/** PUT /reports/report: SAVE over reportId, or SAVE_AS a new report from it. */
export const updateSchema = createSchema.shape({ reportId: requiredText('reportId'), saveMode: oneOf('saveMode', SAVE_MODES, 'SAVE') });
export const deleteSchema = yup.object({
  objectId: requiredText('objectId'),
  reportIds: stringList('reportIds').test('some', 'reportIds is required.', v => Array.isArray(v) && v.length > 0),
});
export const exportSettingsSchema = deleteSchema;
/** POST /reports/import: the parsed JSON of an exported file. */
export const importSchema = yup.object({ objectId: requiredText('objectId'), file: yup.mixed().nullable() });
/** POST /reports/run: a saved report (reportId) or an unsaved query, one page of it. */
export const runSchema = yup
  .object({
    objectId: requiredText('objectId'),
    reportId: optionalText('reportId'),
    query: yup.mixed(),
    offset: wholeNumber('offset', { fallback: 0, min: 0 }),
    limit: oneOf('limit', REPORT_PAGE_SIZES, 100),
  })
  .test('input', 'reportId or query is required.', p => !!p?.reportId || isObject(p?.query));
/** POST /reports/file: a report's rows as PDF or Excel. */
export const fileSchema = yup
  .object({
    objectId: requiredText('objectId'),
    reportId: optionalText('reportId'),
    query: yup.mixed(),
    name: optionalText('name'),
    format: oneOf('format', ['pdf', 'xlsx'] as const, 'pdf'),
    grid: yup.mixed(),
    pdfExportProperties: pdfSchema.optional().default(undefined),
  })
  .test('input', 'reportId or query is required.', p => !!p?.reportId || isObject(p?.query));
export const downloadSchema = yup.object({ downloadId: requiredText('downloadId') });

export type ListRequest = { objectId: string; search?: string };
export type CreateRequest = { objectId: string; report: ReportSettings };
export type UpdateRequest = CreateRequest & { reportId: string; saveMode: SaveMode };
export type DeleteRequest = { objectId: string; reportIds: string[] };
export type RunRequest = { objectId: string; reportId?: string; query?: ReportQuery; offset: number; limit: number };
export type FileRequest = {
  objectId: string;
  reportId?: string;
  query?: ReportQuery;
  name?: string;
  format: 'pdf' | 'xlsx';
  grid?: ReportGrid;
  pdfExportProperties?: PdfExportProperties;
};
