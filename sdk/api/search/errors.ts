/**
 * QueryValidationError: the one error a malformed statement raises, on both sides (spec 001 §8:
 * 'Query validation error.'). `detail` says where and what: 1-based line and column, what was expected
 * there and what was found.
 */
import { ApiError, ERROR_NAMES } from '../wire';

export const QUERY_VALIDATION_MESSAGE = 'Query validation error.';

export interface QueryErrorDetail {
  line: number;
  column: number;
  expected: string;
  found: string;
}

export class QueryValidationError extends ApiError {
  declare readonly detail: QueryErrorDetail;
  constructor(detail: QueryErrorDetail) {
    super(ERROR_NAMES.queryValidation, QUERY_VALIDATION_MESSAGE, 400, detail);
  }
  /** "line 2, column 7: expected a column name, found 'FROM'" for an editor's status line. */
  describe(): string {
    const d = this.detail;
    return `line ${d.line}, column ${d.column}: expected ${d.expected}, found ${d.found}`;
  }
}

export function isQueryValidationError(e: unknown): e is QueryValidationError {
  return e instanceof QueryValidationError;
}
