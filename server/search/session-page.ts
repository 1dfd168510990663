/**
 * The SQL of one page of a search session: the session's compiled statement (capped at SEARCH_LIMITS.maxResults)
 * as a sub-select, ordered and paged by SQLite in a search thread, so a page copies only its own rows across
 * threads and nothing is sorted in JavaScript.
 *
 * - pageSql(inner, { order, offset, limit, count, tieBreak }): { sql, parameters }.
 *   order: a result column with its wire type and direction, or null for the statement's own order.
 *   Text sorts as the rest of the search compares it: case-insensitively beyond ASCII (unicode_fold, then
 *   NOCASE for A–Z; a text of ASCII alone skips the function call, which would give it back unchanged); nulls come
 *   last in either direction; ties keep one stable order (tieBreak columns, ascending), so consecutive pages neither
 *   repeat nor skip a row.
 * - countSql(inner): the number of rows of the sub-select (cheaper than a COUNT(*) OVER () window on the page).
 *
 * SQLite (the search threads: unicode_fold is registered on their connections) by default; with `postgres`, the
 * same page in PostgreSQL's terms (fathom_fold of migration 0012, numbered parameters, a named sub-select).
 */
import type { WireColumnType } from '@fathom/sdk/api/search/columns';
import { FOLD_FUNCTION } from '../store/text-fold';
import { PG_FOLD_FUNCTION } from './dialect';
import type { CompiledSql } from './session-cursor';

export interface PageOrder {
  field: string;
  direction: 'asc' | 'desc';
  type: WireColumnType;
}

export interface PageRequest {
  order: PageOrder | null;
  offset: number;
  /** Rows at most; undefined for every row from offset. */
  limit?: number;
  /** Columns that order rows the chosen order leaves tied (e.g. the entry id). */
  tieBreak?: string[];
  postgres?: boolean;
}

export const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The ORDER BY of a page (empty for the statement's own order). */
export function orderClause(order: PageOrder | null, tieBreak: readonly string[] = [], postgres = false): string {
  if (!order) return '';
  const column = quoteName(order.field);
  const dir = order.direction === 'desc' ? 'DESC' : 'ASC';
  const text = order.type === 'STRING';
  const key = !text
    ? column
    : postgres
      ? `${PG_FOLD_FUNCTION}(${column}) COLLATE "C"`
      : `CASE WHEN length(${column}) = octet_length(${column}) THEN ${column} ELSE ${FOLD_FUNCTION}(${column}) END COLLATE NOCASE`;
  const ties = tieBreak.filter(t => t !== order.field).map(t => `${quoteName(t)} ASC`);
  return ` ORDER BY ${[`${key} ${dir} NULLS LAST`, ...ties].join(', ')}`;
}

export function pageSql(inner: CompiledSql, req: PageRequest): CompiledSql {
  const order = orderClause(req.order, req.tieBreak, req.postgres);
  if (req.postgres) {
    const n = inner.parameters.length;
    // LIMIT NULL is every row on PostgreSQL.
    return {
      sql: `SELECT * FROM (${inner.sql}) AS page${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
      parameters: [...inner.parameters, req.limit ?? null, Math.max(0, req.offset)],
    };
  }
  return { sql: `SELECT * FROM (${inner.sql})${order} LIMIT ? OFFSET ?`, parameters: [...inner.parameters, req.limit ?? -1, Math.max(0, req.offset)] };
}

export function countSql(inner: CompiledSql): CompiledSql {
  return { sql: `SELECT COUNT(*) FROM (${inner.sql}) AS counted`, parameters: inner.parameters };
}
