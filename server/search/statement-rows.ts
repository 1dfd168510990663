/**
 * The rows of a statement at once, for POST /database/query (reports, widgets) and for exports past the rows a
 * search holds. Rows are read in a worker thread (RowCursor; on PostgreSQL a server-side cursor), so a large
 * statement never blocks the server.
 *
 * - openRows(server, viewer, statement, { offset, limit }): { columns, cursor, counter }.
 * - queryPage(...): { columns, objects, objectCount }; queryStream(...): every row as CSV or JSON text.
 */
import type { Statement } from '@fathom/sdk/api/search/ast';
import type { QueryResult } from '@fathom/sdk/api/search-wire';
import type { ServerContext } from '../http/context';
import type { Viewer } from '../tree/access';
import { compileForRows } from './session';
import { RowCursor } from './session-cursor';
import { statementOf } from './session-query';
import { layoutOf, rowObject, streamRows } from './session-rows';

/** The rows of a statement from offset (and up to limit), and their count. */
export async function openRows(server: ServerContext, viewer: Viewer, statement: Statement, range: { offset: number; limit?: number }) {
  const { query, columns } = await compileForRows(server.store, server.tree, viewer, statement);
  const c = query.compile();
  const url = server.store.databaseUrl;
  const n = c.parameters.length;
  const paged = url
    ? { sql: `SELECT * FROM (${c.sql}) AS q LIMIT $${n + 1} OFFSET $${n + 2}`, parameters: [...c.parameters, range.limit ?? null, range.offset] }
    : { sql: `SELECT * FROM (${c.sql}) LIMIT ? OFFSET ?`, parameters: [...c.parameters, range.limit ?? -1, range.offset] };
  const counted = { sql: `SELECT COUNT(*) FROM (${c.sql}) AS counted`, parameters: c.parameters };
  const open = (q: typeof counted) => (url ? RowCursor.openPostgres(url, q) : RowCursor.open(server.store.sqlite.name, q));
  return { columns, cursor: open(paged), counter: () => open(counted) };
}

export async function queryPage(
  server: ServerContext,
  viewer: Viewer,
  input: unknown,
  objectId: string | undefined,
  range: { offset: number; limit: number },
): Promise<QueryResult> {
  const { columns, cursor, counter } = await openRows(server, viewer, statementOf(input, { objectId }), range);
  try {
    const layout = layoutOf(columns, await cursor.columns());
    const rows: unknown[][] = [];
    for (let batch; (batch = await cursor.next(1000));) rows.push(...batch);
    const count = counter();
    const [[n]] = (await count.next(1)) ?? [[rows.length]];
    count.close();
    return { columns, objects: rows.map(r => rowObject(r, layout)), objectCount: Number(n) };
  } finally {
    cursor.close();
  }
}

export async function queryStream(
  server: ServerContext,
  viewer: Viewer,
  input: unknown,
  objectId: string | undefined,
  format: 'csv' | 'json',
  range: { offset: number; limit?: number },
) {
  const { columns, cursor } = await openRows(server, viewer, statementOf(input, { objectId }), range);
  return { body: streamRows(cursor, columns, format, { offset: 0 }), close: () => cursor.close() };
}
