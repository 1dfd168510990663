/**
 * What a search or query call asks to run, as a checked statement AST: statement text (bySELECT), a builder value
 * (byBuilder, converted by sdk/api/search/builder with STORE of the active node) or the names and hashes of an
 * uploaded file (byFile: name IN (…) OR dupKey IN (…)).
 *
 * - statementOf(input, { objectId }): the Statement; ValidationError for a malformed input, QueryValidationError
 *   (with line and column) for a malformed statement, BuilderRuleError turned into a ValidationError.
 * - validateInput(input, objectId): { valid, statement } in display form, the same errors.
 */
import type { Expr, Statement } from '@fathom/sdk/api/search/ast';
import { BuilderRuleError, builderToText, emptyGroup, type QueryBuilder } from '@fathom/sdk/api/search/builder';
import { parseStatement } from '@fathom/sdk/api/search/index';
import { printStatement } from '@fathom/sdk/api/search/printer';
import type { FileQueryValue, OrderField, SearchQueryInput } from '@fathom/sdk/api/search-wire';
import { invalid } from '../http/payload';

/** SQLite binds at most 32766 values; a file query stays well below. */
export const MAX_FILE_QUERY_VALUES = 20000;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function orderOf(v: unknown): OrderField[] | undefined {
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v) || !v.every(o => isObject(o) && typeof o.field === 'string' && (o.direction === 'asc' || o.direction === 'desc')))
    throw invalid('order must be a list of {field, direction}.', 'query');
  return v as OrderField[];
}

function columnsOf(v: unknown): string[] | undefined {
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v) || !v.every(c => typeof c === 'string')) throw invalid('columns must be a list of column names.', 'query');
  return v as string[];
}

function isBuilder(v: unknown): v is QueryBuilder {
  const group = (g: unknown) => isObject(g) && (g.condition === 'and' || g.condition === 'or') && Array.isArray(g.rules);
  return isObject(v) && (v.whereQuery === undefined || group(v.whereQuery)) && (v.whichQuery === undefined || group(v.whichQuery));
}

function builderText(builder: QueryBuilder, store: string, columns?: string[], orderBy?: OrderField[]): string {
  try {
    return builderToText({ whereQuery: builder.whereQuery ?? emptyGroup(), whichQuery: builder.whichQuery ?? emptyGroup() }, { store, columns, orderBy });
  } catch (e) {
    if (e instanceof BuilderRuleError) throw invalid(e.message, 'query');
    throw e;
  }
}

function fileStatement(value: FileQueryValue, store: string, columns?: string[], orderBy?: OrderField[]): Statement {
  const names = Array.isArray(value.names) ? value.names.filter((n): n is string => typeof n === 'string' && n.trim() !== '') : [];
  const hashes = Array.isArray(value.hashes) ? value.hashes.filter((h): h is string => typeof h === 'string' && /^[0-9a-f]{64}$/i.test(h)) : [];
  if (names.length + hashes.length === 0) throw invalid('The file holds no file names or hashes.', 'query');
  if (names.length + hashes.length > MAX_FILE_QUERY_VALUES) throw invalid(`The file lists more than ${MAX_FILE_QUERY_VALUES} names or hashes.`, 'query');
  const base = parseStatement(builderText({ whereQuery: emptyGroup(), whichQuery: emptyGroup() }, store, columns, orderBy));
  const list = (column: string, values: string[]): Expr => ({
    type: 'in',
    negated: false,
    operand: { type: 'column', name: column },
    values: values.map(v => ({ type: 'literal', value: v })),
  });
  const parts: Expr[] = [];
  if (names.length) parts.push(list('name', names));
  if (hashes.length)
    parts.push(
      list(
        'dupKey',
        hashes.map(h => h.toLowerCase()),
      ),
    );
  const where: Expr = parts.length === 1 ? parts[0] : { type: 'or', operands: parts };
  // Through the text again, so the AST is exactly what the checker gives.
  return parseStatement(printStatement({ ...base, where }, { form: 'machine' }));
}

/** The statement a search or query input stands for; `objectId` is the STORE of builder and file queries. */
export function statementOf(input: unknown, ctx: { objectId?: string }): Statement {
  const store = ctx.objectId ?? 'HOME';
  if (typeof input === 'string') {
    if (!input.trim()) throw invalid('query is required.', 'query');
    return parseStatement(input);
  }
  if (!isObject(input)) throw invalid('query must be a statement text or an object with queryMode and value.', 'query');
  const q = input as SearchQueryInput & Record<string, unknown>;
  const mode = (q as { queryMode?: unknown }).queryMode;
  const columns = columnsOf(q.columns);
  const order = orderOf(q.order);
  switch (mode) {
    case 'bySELECT':
      if (typeof q.value !== 'string' || !q.value.trim()) throw invalid('query.value must be a statement text.', 'query');
      return parseStatement(q.value);
    case 'byBuilder':
      if (!isBuilder(q.value)) throw invalid('query.value must hold whereQuery and whichQuery rule groups.', 'query');
      return parseStatement(builderText(q.value, store, columns, order));
    case 'byFile':
      if (!isObject(q.value)) throw invalid('query.value must hold names and hashes.', 'query');
      return fileStatement(q.value as unknown as FileQueryValue, store, columns, order);
    default:
      // A bare builder value is accepted too (no queryMode).
      if (isBuilder(input) && ('whereQuery' in input || 'whichQuery' in input)) return parseStatement(builderText(input, store, columns, order));
      throw invalid('query.queryMode must be bySELECT, byBuilder or byFile.', 'query');
  }
}

/** The statement an input stands for, in display form (ValidationError / QueryValidationError otherwise). */
export function validateInput(query: unknown, objectId?: string): { valid: true; statement: string } {
  return { valid: true, statement: printStatement(statementOf(query, { objectId }), { form: 'display' }) };
}
