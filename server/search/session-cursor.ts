/**
 * RowCursor: the rows of one compiled query, pulled in batches. On SQLite they are read in a worker thread
 * (session-worker.ts); on PostgreSQL through a server-side cursor on a connection of its own (openPostgres).
 *
 *   const cursor = RowCursor.open(dbFile, { sql, parameters });    // or RowCursor.openPostgres(url, { sql, parameters })
 *   const names = await cursor.columns();
 *   for (let batch; (batch = await cursor.next(1000)); ) { ... }   // null once every row was read
 *   cursor.close();                                                  // stops the thread (also mid-query)
 */
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { compiledEntry } from '../runtime/compile-entry';
import { PG_TYPES } from '../store/pg-types';
import { QueryValidationError } from '@fathom/sdk/api/search/errors';

export interface CompiledSql {
  sql: string;
  parameters: readonly unknown[];
}

type Message = { type: 'columns'; names: string[] } | { type: 'rows'; rows: unknown[][]; done: boolean } | { type: 'error'; message: string };

export class SearchQueryFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchQueryFailed';
  }
}

/**
 * A PostgreSQL error of a search statement: a column neither grouped nor aggregated beside an aggregate (SQLite
 * takes any row's value there; PostgreSQL refuses) is the statement's fault, so a QueryValidationError; anything
 * else SearchQueryFailed.
 */
export function postgresSearchError(err: Error & { code?: string }, cancelled = false): Error {
  if (cancelled) return new SearchQueryFailed('The search was cancelled.');
  if (err.code === '42803')
    return new QueryValidationError({
      line: 1,
      column: 1,
      expected: 'every selected column in GROUP BY or inside an aggregate (COUNT, SUM, MIN, MAX, AVG)',
      found: err.message,
    });
  return new SearchQueryFailed(err.message);
}

export interface RowCursor {
  columns(): Promise<string[]>;
  /** Up to `max` rows; null once the rows are exhausted. */
  next(max: number): Promise<unknown[][] | null>;
  /** Stops reading (also mid-query). */
  close(): void;
}

export const RowCursor = {
  open: (dbFile: string, query: CompiledSql): RowCursor => WorkerRowCursor.open(dbFile, query),
  openPostgres: (url: string, query: CompiledSql): RowCursor => new PostgresRowCursor(url, query),
};

class WorkerRowCursor implements RowCursor {
  private readonly worker: Worker;
  private columnNames: Promise<string[]>;
  private pending: { resolve(m: Message): void; reject(e: Error): void } | null = null;
  private failure: Error | null = null;
  private finished = false;
  private closed = false;

  private constructor(dbFile: string, query: CompiledSql) {
    this.worker = new Worker(compiledEntry('server/search/session-worker.ts'), { workerData: { dbFile, sql: query.sql, parameters: [...query.parameters] } });
    this.columnNames = new Promise<string[]>((resolve, reject) => {
      const first = (m: Message) => {
        if (m.type === 'columns') resolve(m.names);
        else if (m.type === 'error') {
          this.failure = new SearchQueryFailed(m.message);
          reject(this.failure);
        }
      };
      this.worker.once('message', first);
    });
    this.columnNames.catch(() => undefined);
    this.worker.on('message', (m: Message) => {
      if (m.type === 'columns') return;
      const p = this.pending;
      this.pending = null;
      if (m.type === 'error') {
        this.failure = new SearchQueryFailed(m.message);
        p?.reject(this.failure);
        return;
      }
      p?.resolve(m);
    });
    this.worker.on('error', e => this.fail(new SearchQueryFailed(e.message)));
    this.worker.on('exit', () => {
      if (!this.closed && !this.finished) this.fail(new SearchQueryFailed('The search stopped unexpectedly.'));
    });
  }

  static open(dbFile: string, query: CompiledSql): RowCursor {
    return new WorkerRowCursor(dbFile, query);
  }

  columns(): Promise<string[]> {
    return this.columnNames;
  }

  /** Up to `max` rows; null once the rows are exhausted (the thread then ends). */
  async next(max: number): Promise<unknown[][] | null> {
    if (this.failure) throw this.failure;
    if (this.finished || this.closed) return null;
    await this.columnNames;
    const message = await new Promise<Message>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.worker.postMessage({ type: 'next', max });
    });
    if (message.type !== 'rows') return null;
    if (message.done) {
      this.finished = true;
      this.worker.terminate().catch(() => undefined);
    }
    return message.rows.length || !message.done ? message.rows : null;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.pending) {
      this.pending.reject(new SearchQueryFailed('The search was cancelled.'));
      this.pending = null;
    }
    this.worker.terminate().catch(() => undefined);
  }

  private fail(e: Error): void {
    if (this.failure) return;
    this.failure = e;
    this.pending?.reject(e);
    this.pending = null;
  }
}

/**
 * The rows of a query on PostgreSQL: DECLARE … CURSOR in a read-only transaction of its own connection, FETCHed
 * in batches (the server never holds more than a batch). The first batch is read at once, for the column names.
 */
class PostgresRowCursor implements RowCursor {
  private readonly client: pg.Client;
  private readonly first: Promise<{ names: string[]; rows: unknown[][] }>;
  private buffered: unknown[][] | null = null;
  private finished = false;
  private closed = false;
  private failure: Error | null = null;

  constructor(url: string, query: CompiledSql) {
    const client = new pg.Client({ connectionString: url, types: PG_TYPES });
    this.client = client;
    client.on('error', () => undefined);
    this.first = (async () => {
      await client.connect();
      await client.query('BEGIN READ ONLY');
      await client.query({ text: `DECLARE fathom_rows NO SCROLL CURSOR FOR ${query.sql}`, values: [...query.parameters] });
      const r = await this.fetch(FIRST_BATCH);
      this.buffered = r.rows;
      return r;
    })().catch((e: Error) => {
      this.failure = postgresSearchError(e, this.closed);
      this.end();
      throw this.failure;
    });
    this.first.catch(() => undefined);
  }

  private async fetch(max: number): Promise<{ names: string[]; rows: unknown[][] }> {
    const r = await this.client.query({ text: `FETCH FORWARD ${Math.max(1, Math.floor(max))} FROM fathom_rows`, rowMode: 'array' });
    if (r.rows.length < max) this.finished = true;
    return { names: r.fields.map(f => f.name), rows: r.rows as unknown[][] };
  }

  async columns(): Promise<string[]> {
    return (await this.first).names;
  }

  async next(max: number): Promise<unknown[][] | null> {
    if (this.failure) throw this.failure;
    if (this.closed) return null;
    await this.first;
    let out: unknown[][] = [];
    if (this.buffered) {
      out = this.buffered.splice(0, max);
      if (this.buffered.length === 0) this.buffered = null;
    }
    if (out.length < max && !this.finished && !this.buffered) {
      try {
        out.push(...(await this.fetch(max - out.length)).rows);
      } catch (e) {
        this.failure = postgresSearchError(e as Error, this.closed);
        this.end();
        throw this.failure;
      }
    }
    if (out.length === 0 && this.finished) {
      this.end();
      return null;
    }
    return out;
  }

  private end(): void {
    void this.client.end().catch(() => undefined);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.end();
  }
}

const FIRST_BATCH = 1000;
