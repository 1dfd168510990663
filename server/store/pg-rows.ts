/**
 * Rows of SQLite-dialect SQL (translated by index-db.ts) through the store's kysely on PostgreSQL: the API thread's
 * asynchronous reads of the index there (a transaction's kysely too). Apart from index-db.ts so scan threads,
 * which use that module, do not load kysely.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import { bindParams, toPostgresSql } from './index-db';

export async function postgresRows<T>(db: Kysely<any>, sql: string, ...params: unknown[]): Promise<T[]> {
  const q = toPostgresSql(sql);
  return (await db.executeQuery<T>(CompiledQuery.raw(q.text, bindParams(q.refs, params)))).rows;
}
