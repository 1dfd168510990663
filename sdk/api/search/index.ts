/**
 * The search statement language (spec 001 §3, §7), shared by the console's statement editor, the query
 * builder and the server.
 *
 * - parseStatement(text): the checked AST of either form, or throws QueryValidationError
 *   ('Query validation error.', detail {line, column, expected, found}).
 * - validateStatement(text): null when valid, else the error detail (for live validation in an editor).
 * - printStatement(ast, { form: 'display' | 'machine' }): statement text.
 * - builder.ts: the query builder's rule trees to and from statements.
 */
import type { Statement } from './ast';
import { checkStatement } from './check';
import { QueryValidationError, type QueryErrorDetail } from './errors';
import { parseRaw } from './parser';

export * from './ast';
export * from './columns';
export * from './dates';
export * from './errors';
export { printStatement, printExpr, printContent, type StatementForm, type PrintOptions } from './printer';
export { inlineVariables, likeToText, escapeLike, typeOf, mapExpr } from './check';
export * from './builder';

export function parseStatement(text: string): Statement {
  const { statement, positions, clauses } = parseRaw(text);
  return checkStatement(statement, positions, clauses);
}

export function validateStatement(text: string): QueryErrorDetail | null {
  try {
    parseStatement(text);
    return null;
  } catch (e) {
    if (e instanceof QueryValidationError) return e.detail;
    throw e;
  }
}
