/**
 * One search query in a thread of the warm search pool (search-pool.ts): the rows of a compiled statement as
 * arrays, with their column names. The thread keeps its read-only connection (and the statements it prepared)
 * for the next search, so a search pays neither a thread start nor a database open.
 */
import Database from 'better-sqlite3';
import { registerTextFunctions } from '../store/text-fold';

export interface SearchTask {
  dbFile: string;
  sql: string;
  parameters: unknown[];
  /** A statement of one number run first (a search's row count beside its first page), answered as `count`. */
  count?: { sql: string; parameters: unknown[] };
}
export interface SearchTaskResult {
  names: string[];
  rows: unknown[][];
  count?: number;
}
/** A failed statement answers its message (an error object would not cross the thread as it was). */
export type SearchTaskAnswer = SearchTaskResult | { error: string };

const connections = new Map<string, { db: Database.Database; statements: Map<string, Database.Statement> }>();
const STATEMENTS_KEPT = 100;
const bindable = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

function connection(dbFile: string) {
  let c = connections.get(dbFile);
  if (!c) {
    const db = new Database(dbFile, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    registerTextFunctions(db); // search SQL folds non-ASCII case with unicode_fold
    c = { db, statements: new Map() };
    connections.set(dbFile, c);
  }
  return c;
}

function prepared(dbFile: string, sql: string): Database.Statement {
  const { db, statements } = connection(dbFile);
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql).raw(true);
    if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value!);
    statements.set(sql, statement);
  }
  return statement;
}

export default function runSearchTask({ dbFile, sql, parameters, count }: SearchTask): SearchTaskAnswer {
  try {
    const counted = count ? Number((prepared(dbFile, count.sql).get(...count.parameters.map(bindable)) as unknown[])[0]) : undefined;
    const statement = prepared(dbFile, sql);
    // Row by row rather than all(): a cancelled search's thread is terminated between two rows, not after the last.
    const rows: unknown[][] = [];
    for (const row of statement.iterate(...parameters.map(bindable))) rows.push(row as unknown[]);
    return { names: statement.columns().map(c => c.name), rows, ...(counted === undefined ? {} : { count: counted }) };
  } catch (err) {
    return { error: (err as Error)?.message ?? String(err) };
  }
}
