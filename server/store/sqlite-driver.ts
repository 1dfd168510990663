/**
 * kysely's SQLite driver for the API's connection, made so that the main thread never waits for the write lock:
 *
 * - A write meets a lock held by a scan thread (or another process) at once (busy timeout 0 for the statement)
 *   and is tried again after an asynchronous pause, so requests go on being served while it waits. While it
 *   waits, writersWaiting counts it: scan threads see the count and commit early and pause (see Batcher).
 * - Transactions begin IMMEDIATE (the lock is taken, or waited for, before any read of the transaction, so a
 *   scan's commit in between can never make the transaction fail with SQLITE_BUSY_SNAPSHOT halfway). Queries
 *   outside the transaction wait for its end, as with kysely's own driver; queries outside any transaction do
 *   not wait for each other.
 * - Prepared statements are kept by SQL (StatementCache), so a request does not compile its SQL again.
 */
import type Database from 'better-sqlite3';
import { CompiledQuery, SelectQueryNode, SqliteDialect, type DatabaseConnection, type Driver, type QueryResult, type TransactionSettings } from 'kysely';

/** How long a write of the main thread keeps trying before its SQLITE_BUSY reaches the caller. */
export const WRITE_WAIT_MS = 15_000;
/** Pauses between tries: short at first (a scan's commit is a moment away), then at most this. */
const MAX_PAUSE_MS = 20;
const STATEMENTS_KEPT = 500;

/** SQLITE_BUSY and its extended codes: another connection holds the lock; trying later may succeed. */
export function isBusyError(err: unknown): boolean {
  return String((err as { code?: unknown })?.code ?? '').startsWith('SQLITE_BUSY');
}

/** Prepared statements by SQL, the least recently used dropped beyond a bound. */
export class StatementCache {
  private readonly kept = new Map<string, Database.Statement>();
  constructor(
    private readonly sqlite: Database.Database,
    private readonly size = STATEMENTS_KEPT,
  ) {}

  /** raw: rows as arrays of values (faster than objects for wide rows); kept apart from the same SQL's objects. */
  get(sql: string, raw = false): Database.Statement {
    const key = raw ? `raw:${sql}` : sql;
    let stmt = this.kept.get(key);
    if (stmt) {
      this.kept.delete(key);
      this.kept.set(key, stmt);
      return stmt;
    }
    stmt = this.sqlite.prepare(sql);
    if (raw) stmt.raw(true);
    this.kept.set(key, stmt);
    if (this.kept.size > this.size) this.kept.delete(this.kept.keys().next().value!);
    return stmt;
  }
}

/**
 * Synchronous writes (better-sqlite3 on the store's connection) that never wait for the lock on the main
 * thread: SQLITE_BUSY comes at once, and the write is tried again after a pause, up to WRITE_WAIT_MS. While
 * one waits, `waiting` (shared with scan threads) counts it. Other statements keep the connection's own
 * busy timeout.
 */
export class UnblockedWrites {
  /** Writers waiting for the lock: an Int32Array over this buffer, handed to scan threads. */
  readonly waiting = new SharedArrayBuffer(4);
  private readonly counter = new Int32Array(this.waiting);
  private readonly noWait: Database.Statement;
  private readonly usualWait: Database.Statement;

  constructor(private readonly sqlite: Database.Database) {
    this.noWait = sqlite.prepare('PRAGMA busy_timeout = 0');
    this.usualWait = sqlite.prepare(`PRAGMA busy_timeout = ${Number(sqlite.pragma('busy_timeout', { simple: true }))}`);
  }

  /** fn must be safe to run again after SQLITE_BUSY (a transaction that failed rolled back). */
  async run<T>(fn: () => T): Promise<T> {
    const deadline = Date.now() + WRITE_WAIT_MS;
    let counted = false;
    try {
      for (let pause = 1; ; pause = Math.min(pause * 2, MAX_PAUSE_MS)) {
        this.noWait.get();
        try {
          return fn();
        } catch (err) {
          if (!isBusyError(err) || this.sqlite.inTransaction || Date.now() + pause > deadline) throw err;
        } finally {
          this.usualWait.get();
        }
        if (!counted) {
          Atomics.add(this.counter, 0, 1);
          counted = true;
        }
        await new Promise(res => setTimeout(res, pause));
      }
    } finally {
      if (counted) {
        Atomics.sub(this.counter, 0, 1);
        Atomics.notify(this.counter, 0);
      }
    }
  }
}

class Gate {
  private held: Promise<void> | null = null;
  private open: (() => void) | null = null;
  owner: object | null = null;
  async enter(owner: object): Promise<void> {
    while (this.held) await this.held;
    this.held = new Promise(res => {
      this.open = res;
    });
    this.owner = owner;
  }
  leave(): void {
    const open = this.open;
    this.held = null;
    this.open = null;
    this.owner = null;
    open?.();
  }
  /** Waits while a transaction of another connection is open. */
  async pass(me: object): Promise<void> {
    while (this.held && this.owner !== me) await this.held;
  }
}

class ApiConnection implements DatabaseConnection {
  constructor(private readonly driver: ApiDriver) {}
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    await this.driver.gate.pass(this);
    const { sql, parameters } = compiled;
    const stmt = this.driver.statements.get(sql);
    const run = (): QueryResult<R> => {
      if (stmt.reader) return { rows: stmt.all(parameters as unknown[]) as R[] };
      const { changes, lastInsertRowid } = stmt.run(parameters as unknown[]);
      return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
    };
    // Reads never wait for the lock (WAL); a write inside this connection's own transaction already holds it.
    if (stmt.readonly || this.driver.gate.owner === this) return run();
    return this.driver.writes.run(run);
  }
  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    await this.driver.gate.pass(this);
    if (!SelectQueryNode.is(compiled.query)) throw new Error('Sqlite driver only supports streaming of select queries');
    // A statement of its own: a cached one cannot run again while this iteration is open.
    for (const row of this.driver.sqlite.prepare(compiled.sql).iterate(compiled.parameters as unknown[])) yield { rows: [row as R] };
  }
}

class ApiDriver implements Driver {
  readonly gate = new Gate();
  constructor(
    readonly sqlite: Database.Database,
    readonly statements: StatementCache,
    readonly writes: UnblockedWrites,
  ) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new ApiConnection(this);
  }
  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    await this.gate.enter(connection);
    try {
      await this.writes.run(() => this.sqlite.exec('BEGIN IMMEDIATE'));
    } catch (err) {
      this.gate.leave();
      throw err;
    }
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('COMMIT'));
    } finally {
      this.gate.leave();
    }
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      if (this.sqlite.inTransaction) await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
    } finally {
      this.gate.leave();
    }
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    this.sqlite.close();
  }
}

/** kysely's SQLite dialect (same SQL, introspection, adapter) with the driver above. */
export class ApiSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: Database.Database,
    private readonly statements: StatementCache,
    private readonly writes: UnblockedWrites,
  ) {
    super({ database: sqlite });
  }
  override createDriver(): Driver {
    return new ApiDriver(this.sqlite, this.statements, this.writes);
  }
}
