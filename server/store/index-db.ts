/**
 * The index's synchronous connection, for the threads that write and read the index in tight loops (scans,
 * reclassification, a collector's ingest): the part of better-sqlite3's API they use, so on SQLite they keep
 * the raw handle as it is (no cost added), and on PostgreSQL SyncPostgres answers the same calls.
 *
 *   const db = openIndexDb({ dbFile, databaseUrl });   // databaseUrl set: PostgreSQL
 *   db.prepare('SELECT name FROM idx_entries WHERE entry_id = ?').pluck().get(7);
 *
 * SyncPostgres runs each statement on its own pg connection in a helper thread (pg-sync-worker.ts) and blocks on
 * a shared flag until the answer is there (Atomics.wait: only ever in a worker thread, never the API's loop).
 * SQL is written in SQLite's dialect and translated mechanically: `?` and `@name` parameters become `$n`,
 * BEGIN IMMEDIATE a plain BEGIN, INSERT OR IGNORE an INSERT … ON CONFLICT DO NOTHING. Where the dialects differ
 * in meaning (functions, RETURNING instead of lastInsertRowid) the caller asks dialectOf(db) and writes each.
 * Text parameters lose NUL characters on PostgreSQL (its text type cannot hold them).
 */
import Database from 'better-sqlite3';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { compiledEntry } from '../runtime/compile-entry';
import type { SyncAnswer, SyncRequest } from './pg-sync-worker';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type VariableArgFunction = (...params: any[]) => unknown;

export interface IndexRunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

export interface IndexStatement {
  run(...params: unknown[]): IndexRunResult;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  /** Rows as their first column only. */
  pluck(toggle?: boolean): IndexStatement;
  /** Rows as arrays of their columns in order (no object per row). */
  raw(toggle?: boolean): IndexStatement;
}

/** better-sqlite3's transaction function: call it (or .immediate) to run fn in a transaction. */
export type IndexTransaction<F extends VariableArgFunction> = Database.Transaction<F>;

export interface IndexDb {
  prepare(sql: string): IndexStatement;
  exec(sql: string): unknown;
  transaction<F extends (...args: any[]) => unknown>(fn: F): IndexTransaction<F>;
  close(): unknown;
}

/** Where the index lives: the SQLite file, or a postgres:// URL when set. */
export interface IndexTarget {
  dbFile: string;
  databaseUrl?: string;
}

export function dialectOf(db: IndexDb): 'sqlite' | 'postgres' {
  return db instanceof SyncPostgres ? 'postgres' : 'sqlite';
}

/** The connection a scan thread writes through (SQLite: WAL, and a long busy wait beside the API's writes). */
export function openIndexDb(target: IndexTarget): IndexDb {
  if (target.databaseUrl) return new SyncPostgres(target.databaseUrl);
  const db = new Database(target.dbFile);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 15000');
  return db;
}

interface Translated {
  text: string;
  /** Per $n: the index of a positional parameter, or the name of a named one. */
  refs: (number | string)[];
}

/** SQLite-dialect SQL as PostgreSQL reads it (see the file comment); quoted text and identifiers are left alone. */
export function toPostgresSql(sql: string): Translated {
  const refs: (number | string)[] = [];
  const named = new Map<string, number>();
  let positional = 0;
  let out = '';
  for (let i = 0; i < sql.length;) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === c && sql[j + 1] !== c)) j += sql[j] === c ? 2 : 1;
      out += sql.slice(i, j + 1);
      i = j + 1;
    } else if (c === '-' && sql[i + 1] === '-') {
      const j = sql.indexOf('\n', i);
      i = j < 0 ? sql.length : j;
    } else if (c === '?') {
      refs.push(positional++);
      out += `$${refs.length}`;
      i++;
    } else if (c === '@' && /[A-Za-z_]/.test(sql[i + 1] ?? '')) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i + 1))!;
      let n = named.get(m[0]);
      if (n === undefined) {
        refs.push(m[0]);
        n = refs.length;
        named.set(m[0], n);
      }
      out += `$${n}`;
      i += 1 + m[0].length;
    } else {
      out += c;
      i++;
    }
  }
  out = out.replace(/^\s*BEGIN\s+(IMMEDIATE|EXCLUSIVE|DEFERRED)\b/i, 'BEGIN');
  if (/^\s*INSERT\s+OR\s+IGNORE\s+/i.test(out)) out = `${out.replace(/^\s*INSERT\s+OR\s+IGNORE\s+/i, 'INSERT ')} ON CONFLICT DO NOTHING`;
  return { text: out, refs };
}

function value(v: unknown): unknown {
  if (v === undefined) return null;
  if (Array.isArray(v)) return v.map(value);
  if (typeof v === 'string') return v.includes('\0') ? v.replace(/\0/g, '') : v;
  if (typeof v === 'bigint') return v.toString();
  return v;
}

export function bindParams(refs: (number | string)[], params: unknown[]): unknown[] {
  const first = params[0];
  // Named parameters come as one plain object (better-sqlite3's rule); an array or a Buffer is one value.
  const named = first !== null && typeof first === 'object' && !Buffer.isBuffer(first) && !Array.isArray(first) ? (first as Record<string, unknown>) : null;
  const positional = named ? params.slice(1) : params;
  return refs.map(r => {
    if (typeof r === 'number') return value(positional[r]);
    if (!named || !(r in named)) throw new RangeError(`Missing named parameter "${r}"`);
    return value(named[r]);
  });
}

/**
 * Writes held back to be sent together (IndexWriter's batches on PostgreSQL): SyncPostgres sends them before any
 * other statement (a read sees them, COMMIT commits them) and drops them on ROLLBACK.
 */
export interface HeldWrites {
  flush(): void;
  discard(): void;
}

class PostgresStatement implements IndexStatement {
  private readonly q: Translated;
  private plucked = false;
  private arrays = false;
  constructor(
    private readonly db: SyncPostgres,
    sql: string,
    /** Runs before the held writes (its caller knows they cannot change its outcome). */
    private readonly ahead = false,
  ) {
    this.q = toPostgresSql(sql);
  }
  pluck(toggle = true): IndexStatement {
    this.plucked = toggle;
    return this;
  }
  raw(toggle = true): IndexStatement {
    this.arrays = toggle;
    return this;
  }
  run(...params: unknown[]): IndexRunResult {
    return { changes: this.db.query(this.q.text, bindParams(this.q.refs, params), this.ahead).rowCount, lastInsertRowid: 0 };
  }
  get(...params: unknown[]): unknown {
    return this.all(...params)[0];
  }
  all(...params: unknown[]): unknown[] {
    const r = this.db.query(this.q.text, bindParams(this.q.refs, params), this.ahead);
    if (this.plucked) return r.rows.map(row => row[0]);
    if (this.arrays) return r.rows;
    return r.rows.map(row => Object.fromEntries(r.fields.map((f, i) => [f, row[i]])));
  }
}

/** A synchronous PostgreSQL connection (see the file comment). */
export class SyncPostgres implements IndexDb {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private depth = 0;
  private closed = false;
  private readonly held = new Set<HeldWrites>();
  private flushing = false;
  inTransaction = false;

  constructor(url: string) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker = new Worker(compiledEntry('server/store/pg-sync-worker.ts'), {
      workerData: { url, port: port2, flag: this.flag.buffer },
      transferList: [port2],
    });
    this.worker.unref();
    this.port.unref();
  }

  private send(message: SyncRequest | { close: true }): SyncAnswer {
    Atomics.store(this.flag, 0, 0);
    this.port.postMessage(message);
    const deadline = Date.now() + 30 * 60_000;
    // The flag may be seen raised a moment before the answer can be received (several such threads on a busy
    // machine): wait until the answer itself is there.
    for (;;) {
      const got = receiveMessageOnPort(this.port);
      if (got) return got.message as SyncAnswer;
      if (Atomics.wait(this.flag, 0, 0, Math.max(0, deadline - Date.now())) === 'timed-out') throw new Error('PostgreSQL did not answer within 30 minutes');
    }
  }

  query(sql: string, params: unknown[], ahead = false): { fields: string[]; rows: unknown[][]; rowCount: number } {
    if (this.closed) throw new TypeError('The database connection is not open');
    const head = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
    if (this.held.size > 0 && !this.flushing) {
      // Held writes are newer than every statement sent, so a rollback (to any savepoint) undoes them all.
      if (head === 'ROLLBACK') this.discardHeld();
      else if (!ahead) this.flushHeld();
    }
    const a = this.send({ sql, params });
    if (!a.ok) throw Object.assign(new Error(a.message), { code: a.code });
    if (head === 'BEGIN') this.inTransaction = true;
    else if (head === 'COMMIT' || head === 'END' || (head === 'ROLLBACK' && !/^\s*ROLLBACK\s+TO\b/i.test(sql))) this.inTransaction = false;
    return a;
  }

  prepare(sql: string): IndexStatement {
    return new PostgresStatement(this, sql);
  }

  /** A statement sent before the held writes: only for one whose outcome they cannot change. */
  prepareAhead(sql: string): IndexStatement {
    return new PostgresStatement(this, sql, true);
  }

  /** Writes to send before the next statement (see HeldWrites). */
  hold(writes: HeldWrites): void {
    this.held.add(writes);
  }

  /** Sends the held writes now. */
  flushHeld(): void {
    if (this.flushing) return;
    this.flushing = true;
    try {
      for (const w of this.held) w.flush();
    } finally {
      this.flushing = false;
      this.held.clear();
    }
  }

  private discardHeld(): void {
    for (const w of this.held) w.discard();
    this.held.clear();
  }

  exec(sql: string): this {
    this.query(toPostgresSql(sql).text, []);
    return this;
  }

  /** better-sqlite3's transaction(): BEGIN … COMMIT, or a savepoint inside an open transaction; rolled back on a throw. */
  transaction<F extends VariableArgFunction>(fn: F): IndexTransaction<F> {
    const run = (...args: Parameters<F>): ReturnType<F> => {
      const outer = !this.inTransaction;
      const savepoint = `fathom_sp${++this.depth}`;
      this.query(outer ? 'BEGIN' : `SAVEPOINT ${savepoint}`, []);
      try {
        const result = fn(...args) as ReturnType<F>;
        this.query(outer ? 'COMMIT' : `RELEASE SAVEPOINT ${savepoint}`, []);
        return result;
      } catch (err) {
        if (!this.closed) this.query(outer ? 'ROLLBACK' : `ROLLBACK TO SAVEPOINT ${savepoint}`, []);
        throw err;
      } finally {
        this.depth--;
      }
    };
    return Object.assign(run, { default: run, deferred: run, immediate: run, exclusive: run }) as unknown as IndexTransaction<F>;
  }

  close(): void {
    if (this.closed) return;
    try {
      // Writes held outside a transaction are sent; inside one they go with it (the server rolls it back).
      if (this.inTransaction) this.discardHeld();
      else this.flushHeld();
    } finally {
      this.send({ close: true });
      this.closed = true;
      this.port.close();
      void this.worker.terminate();
    }
  }
}
