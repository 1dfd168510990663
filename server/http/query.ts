/**
 * POST /database/query (spec 001 §7): runs a statement at once, for reports and widgets. Payload: select (statement
 * text) or query (any search input), objectId (STORE of builder queries), options { objectOffset, objectLimit,
 * format, validate }.
 * - no format: { columns, objects, objectCount } with at most SEARCH_LIMITS.maxPageSize objects;
 * - format 'csv' or 'json': every row from objectOffset (up to objectLimit when given) streamed as it is read;
 * - validate (also as GET): checks the statement without running it.
 * Rows are read in a worker thread, so a large query never blocks the server.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Statement } from '@fathom/sdk/api/search/ast';
import { SEARCH_LIMITS, SEARCH_PATHS, type QueryResult } from '@fathom/sdk/api/search-wire';
import type { Viewer } from '../tree/access';
import { compileForRows } from '../search/session';
import { RowCursor } from '../search/session-cursor';
import { layoutOf, rowObject, streamRows } from '../search/session-rows';
import { statementOf } from '../search/session-query';
import { sessionOf, type CallContext, type RouteModule, type ServerContext } from './context';
import { validateInput } from './search';
import { intParam, invalid, objectParam, optionalString } from './payload';

function inputOf(payload: Record<string, unknown>): unknown {
  const input = payload.query ?? payload.select;
  if (input === undefined || input === null || input === '') throw invalid('select is required.', 'select');
  return input;
}

/** The rows of a statement from offset (and up to limit), and their count. */
export async function openRows(server: ServerContext, viewer: Viewer, statement: Statement, range: { offset: number; limit?: number }) {
  const { query, columns } = await compileForRows(server.store, server.tree, viewer, statement);
  const c = query.compile();
  const paged = { sql: `SELECT * FROM (${c.sql}) LIMIT ? OFFSET ?`, parameters: [...c.parameters, range.limit ?? -1, range.offset] };
  return { columns, cursor: RowCursor.open(server.store.sqlite.name, paged), counter: () => RowCursor.open(server.store.sqlite.name, { sql: `SELECT COUNT(*) FROM (${c.sql})`, parameters: c.parameters }) };
}

async function runQuery(server: ServerContext, payload: Record<string, unknown>, call: CallContext): Promise<unknown> {
  const viewer = sessionOf(call);
  const options = objectParam(payload, 'options');
  const objectIdText = optionalString(payload, 'objectId');
  const objectId = objectIdText ? server.tree.resolveId(viewer, objectIdText) : undefined;
  if (options.validate === true || options.validate === 'true') return validateInput(inputOf(payload), objectId);
  const statement = statementOf(inputOf(payload), { objectId });
  const format = options.format;
  if (format !== undefined && format !== 'csv' && format !== 'json') throw invalid("format must be 'csv' or 'json'.", 'options.format');
  const offset = intParam(options, 'objectOffset', { fallback: 0, min: 0 });
  if (format) {
    const limit = intParam(options, 'objectLimit', { min: 0 });
    const { columns, cursor } = await openRows(server, viewer, statement, { offset, limit });
    const reply = call.reply.hijack();
    void reply;
    const raw = call.reply.raw;
    raw.writeHead(200, {
      'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="query.${format}"`, 'cache-control': 'no-store',
    });
    await pipeline(Readable.from(streamRows(cursor, columns, format, { offset: 0 })), raw).catch(() => cursor.close());
    return call.reply;
  }
  const limit = intParam(options, 'objectLimit', { fallback: SEARCH_LIMITS.pageSize, min: 0, max: SEARCH_LIMITS.maxPageSize });
  const { columns, cursor, counter } = await openRows(server, viewer, statement, { offset, limit });
  try {
    const layout = layoutOf(columns, await cursor.columns());
    const rows: unknown[][] = [];
    for (let batch; (batch = await cursor.next(1000)); ) rows.push(...batch);
    const count = counter();
    const [[n]] = (await count.next(1)) ?? [[rows.length]];
    count.close();
    const result: QueryResult = { columns, objects: rows.map(r => rowObject(r, layout)), objectCount: Number(n) };
    return result;
  } finally { cursor.close(); }
}

export const queryRoutes: RouteModule = server => [
  { method: 'POST', path: SEARCH_PATHS.query, handler: (payload, call) => runQuery(server, payload, call) },
  { method: 'GET', path: SEARCH_PATHS.query, handler: (payload, call) => runQuery(server, payload, call) },
];
