/**
 * SQL written once for the index threads and the API thread. A generator yields its statements (SQLite's
 * dialect, translated for PostgreSQL as index-db.ts does) and gets each one's rows back:
 *
 *   function* liveFiles(nodeId: string): SqlSteps<number> {
 *     const [row] = yield read('SELECT COUNT(*) AS n FROM idx_entries WHERE node_id = ?', nodeId);
 *     return (row as { n: number }).n;
 *   }
 *   runSteps(db, liveFiles('n1'));                 // a scan thread: its IndexDb, synchronously
 *   await runStepsOnStore(store, () => liveFiles('n1'));  // the API thread: never waits on PostgreSQL
 *
 * On the API thread SQLite answers through the raw handle (as the index reads there do) and PostgreSQL through
 * the store's kysely, so the API's event loop never blocks on PostgreSQL.
 */
import type { Kysely } from 'kysely';
import type { Store } from './db';
import type { IndexDb } from './index-db';

export interface SqlStep {
  sql: string;
  params: unknown[];
  /** A statement without rows (UPDATE, DELETE, INSERT): answered with []. */
  write?: boolean;
}
export type SqlSteps<T> = Generator<SqlStep, T, unknown[]>;

export const read = (sql: string, ...params: unknown[]): SqlStep => ({ sql, params });
export const write = (sql: string, ...params: unknown[]): SqlStep => ({ sql, params, write: true });

/** Runs the steps on a synchronous connection (a transaction is the caller's, as with any IndexDb call). */
export function runSteps<T>(db: IndexDb, steps: SqlSteps<T>): T {
  let next = steps.next();
  while (!next.done) {
    const { sql, params, write: isWrite } = next.value;
    const statement = db.prepare(sql);
    next = steps.next(isWrite ? (statement.run(...params), []) : statement.all(...params));
  }
  return next.value;
}

async function runStepsOn<T>(db: Kysely<any>, steps: SqlSteps<T>): Promise<T> {
  // Imported when first needed: scan threads use this module on their own connection and never load kysely.
  const { postgresRows } = await import('./pg-rows');
  let next = steps.next();
  while (!next.done) {
    const rows = await postgresRows(db, next.value.sql, ...next.value.params);
    next = steps.next(next.value.write ? [] : rows);
  }
  return next.value;
}

export type StoreLike = Pick<Store, 'dialect' | 'db' | 'sqlite' | 'writeWhenFree'>;

/**
 * Runs fresh steps on the store from the API thread. write: in one transaction; on SQLite without the API's loop
 * waiting for the lock (writeWhenFree), on PostgreSQL one kysely transaction.
 */
export async function runStepsOnStore<T>(store: StoreLike, steps: () => SqlSteps<T>, options: { write?: boolean } = {}): Promise<T> {
  if (store.dialect === 'sqlite') {
    if (!options.write) return runSteps(store.sqlite, steps());
    // Tried again while SQLite is busy: each try runs fresh steps.
    return store.writeWhenFree(() => store.sqlite.transaction(() => runSteps(store.sqlite, steps())).immediate());
  }
  if (!options.write) return runStepsOn(store.db, steps());
  return store.db.transaction().execute(trx => runStepsOn(trx, steps()));
}

/** Rows of one SQLite-dialect query on the API thread, on either dialect. */
export function storeRows<T>(store: StoreLike, sql: string, ...params: unknown[]): Promise<T[]> {
  return runStepsOnStore(store, function* () {
    return (yield read(sql, ...params)) as T[];
  });
}
