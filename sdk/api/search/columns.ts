/**
 * The search statement's vocabulary: columns (spec 001 §3 object columns and searchable fields) and functions.
 * Shared by the parser (type checks, date literal conversion), the builder (field lists) and the server compiler.
 *
 * - SEARCH_COLUMNS: every column a statement may name, with its value type and wire column type.
 * - DEFAULT_COLUMNS: what `SELECT *` selects.
 * - SEARCH_FUNCTIONS: scalar, date and aggregate functions with their arity and result type.
 * - findColumn(name) / findFunction(name): case-insensitive look-ups returning the canonical entry.
 */

/** Value types the checker knows. Dates are epoch seconds (UTC) everywhere below the parser. */
export type ValueType = 'string' | 'number' | 'date' | 'boolean';
/** Wire column types (spec 001 §3). */
export type WireColumnType = 'STRING' | 'NUMBER' | 'DATE' | 'OBJECT' | 'SEARCHHITS';

export interface SearchColumn {
  name: string;
  type: ValueType;
  /** 'classification' columns come from idx_classifications (one file may have several). */
  group: 'entry' | 'classification' | 'cost';
  caption: string;
}

const col = (name: string, type: ValueType, caption: string, group: SearchColumn['group'] = 'entry'): SearchColumn => ({ name, type, group, caption });

export const SEARCH_COLUMNS: readonly SearchColumn[] = [
  col('objectId', 'string', 'Object id'),
  col('instanceId', 'string', 'Instance id'),
  col('classId', 'string', 'Class'),
  col('name', 'string', 'Name'),
  col('parentPath', 'string', 'Parent path'),
  col('path', 'string', 'Path'),
  col('winNativePath', 'string', 'Windows path'),
  col('linNativePath', 'string', 'Linux path'),
  col('extension', 'string', 'Extension'),
  col('mimeType', 'string', 'MIME type'),
  col('category', 'string', 'Category'),
  col('size', 'number', 'Size'),
  col('storeSize', 'number', 'Store size'),
  col('createTime', 'date', 'Created'),
  col('modifyTime', 'date', 'Modified'),
  col('accessTime', 'date', 'Accessed'),
  col('storeTime', 'date', 'Stored'),
  col('service', 'string', 'Service'),
  col('osOwner', 'string', 'Owner'),
  col('permissions', 'string', 'Permissions'),
  col('dupCount', 'number', 'Duplicates'),
  col('dupKey', 'string', 'Duplicate key'),
  col('signature', 'string', 'Signature'),
  col('isDeleted', 'boolean', 'Deleted'),
  col('extractStatus', 'string', 'Extraction status'),
  col('userTags', 'string', 'Tags'),
  col('applianceNodeObjectId', 'string', 'Collector'),
  col('classification', 'string', 'Classification', 'classification'),
  col('confidence', 'number', 'Confidence', 'classification'),
  col('hitCount', 'number', 'Hits', 'classification'),
  col('ruleId', 'string', 'Rule', 'classification'),
  col('storageCost', 'number', 'Storage cost', 'cost'),
  col('retrievalCost', 'number', 'Retrieval cost', 'cost'),
  col('retrievalTime', 'number', 'Retrieval time', 'cost'),
];

export const DEFAULT_COLUMNS: readonly string[] = [
  'objectId',
  'classId',
  'name',
  'parentPath',
  'size',
  'createTime',
  'modifyTime',
  'accessTime',
  'storeTime',
  'service',
  'osOwner',
  'isDeleted',
  'userTags',
];

const byLowerName = new Map(SEARCH_COLUMNS.map(c => [c.name.toLowerCase(), c]));
export function findColumn(name: string): SearchColumn | undefined {
  return byLowerName.get(name.toLowerCase());
}

export function wireType(type: ValueType): WireColumnType {
  return type === 'string' ? 'STRING' : type === 'date' ? 'DATE' : 'NUMBER';
}

export interface SearchFunction {
  name: string;
  kind: 'scalar' | 'aggregate';
  /** Argument types; 'any' accepts every type. */
  args: readonly ('any' | ValueType)[];
  /** Result type; 'arg' = the type of the first argument, 'branch' = the type of the branches (IF). */
  result: ValueType | 'arg' | 'branch';
  /** COUNT accepts `*`. */
  star?: boolean;
}

const fn = (name: string, kind: SearchFunction['kind'], args: SearchFunction['args'], result: SearchFunction['result'], star = false): SearchFunction => ({
  name,
  kind,
  args,
  result,
  star,
});

export const SEARCH_FUNCTIONS: readonly SearchFunction[] = [
  fn('COUNT', 'aggregate', ['any'], 'number', true),
  fn('SUM', 'aggregate', ['number'], 'number'),
  fn('AVG', 'aggregate', ['number'], 'number'),
  fn('MIN', 'aggregate', ['any'], 'arg'),
  fn('MAX', 'aggregate', ['any'], 'arg'),
  fn('NOW', 'scalar', [], 'date'),
  fn('DAYS_AGO', 'scalar', ['number'], 'date'),
  fn('WEEKS_AGO', 'scalar', ['number'], 'date'),
  fn('MONTHS_AGO', 'scalar', ['number'], 'date'),
  fn('YEARS_AGO', 'scalar', ['number'], 'date'),
  fn('YEAR', 'scalar', ['date'], 'number'),
  fn('MONTH', 'scalar', ['date'], 'number'),
  fn('DAY', 'scalar', ['date'], 'number'),
  fn('LOWER', 'scalar', ['string'], 'string'),
  fn('UPPER', 'scalar', ['string'], 'string'),
  fn('LENGTH', 'scalar', ['string'], 'number'),
  // IF(condition, then, else): a value per row by a condition, e.g. SUM(IF(dupCount > 1, size, 0)) or age buckets.
  fn('IF', 'scalar', ['boolean', 'any', 'any'], 'branch'),
];

const fnByName = new Map(SEARCH_FUNCTIONS.map(f => [f.name, f]));
export function findFunction(name: string): SearchFunction | undefined {
  return fnByName.get(name.toUpperCase());
}

/** Relative-date functions by builder unit (spec 001 §3: days, weeks, months, years). */
export const RELATIVE_DATE_FUNCTIONS = { days: 'DAYS_AGO', weeks: 'WEEKS_AGO', months: 'MONTHS_AGO', years: 'YEARS_AGO' } as const;
export type RelativeUnit = keyof typeof RELATIVE_DATE_FUNCTIONS;

/** Content operators of WHICH CONTAIN. */
export const CONTENT_FUNCTIONS = ['PHRASE', 'NEAR', 'ANY', 'ALL', 'NONE'] as const;

/** Discover shows or selects at most 25k files (spec 001 §9); more asks the user to narrow the query. */
export const DISCOVER_MAX_RESULTS = 25000;
