/**
 * The warm pool of search threads (piscina): a search's rows are read in a thread already started, with its
 * database already open (search-task.ts), instead of a thread started for each search. A cancelled search
 * aborts its task (piscina ends that thread and starts another).
 *
 *   const pool = new SearchPool(dbFile);
 *   const { names, rows } = await pool.rows({ sql, parameters }, abortController.signal);
 *   await pool.close();
 *
 * On PostgreSQL PostgresSearchPool answers the same calls.
 */
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { Piscina } from 'piscina';
import { compiledEntry } from '../runtime/compile-entry';
import { PG_TYPES } from '../store/pg-types';
import { postgresSearchError, SearchQueryFailed, type CompiledSql } from './session-cursor';
import type { SearchTask, SearchTaskAnswer, SearchTaskResult } from './search-task';

export class SearchPool implements SearchRowsSource {
  private pool: Piscina | null = null;
  constructor(
    private readonly dbFile: string,
    private readonly threads = Math.max(1, Math.min(2, availableParallelism())),
  ) {}

  /** Started on first use (the server's start does not wait for it), then one thread at least stays ready. */
  private get threadsPool(): Piscina {
    if (!this.pool) {
      this.pool = new Piscina({ filename: compiledEntry('server/search/search-task.ts'), minThreads: 1, maxThreads: this.threads, idleTimeout: 60_000 });
      // A task aborted while its answer is on the way: piscina reports the answer as an 'error' event, which
      // without a listener would end the process. The search was cancelled; its answer is not wanted.
      this.pool.on('error', (err: Error) => {
        if (!/^Unexpected message from Worker/.test(err?.message ?? '')) console.error('search threads:', err);
      });
    }
    return this.pool;
  }

  /** Starts the first thread now, so the first search finds it ready. */
  warm(): void {
    void this.threadsPool;
  }

  /** The rows of a statement; with `count`, the number a statement of one value answers too (run first, same thread). */
  async rows(query: CompiledSql, signal?: AbortSignal, count?: CompiledSql): Promise<SearchTaskResult> {
    const task: SearchTask = { dbFile: this.dbFile, sql: query.sql, parameters: [...query.parameters] };
    if (count) task.count = { sql: count.sql, parameters: [...count.parameters] };
    let answer: SearchTaskAnswer;
    try {
      answer = (await this.threadsPool.run(task, { signal })) as SearchTaskAnswer;
    } catch (err) {
      if (signal?.aborted) throw new SearchQueryFailed('The search was cancelled.');
      throw new SearchQueryFailed(`The search stopped unexpectedly: ${(err as Error)?.message ?? String(err)}`);
    }
    if ('error' in answer) throw new SearchQueryFailed(answer.error);
    return answer;
  }

  /** Threads started so far (for tests: searches reuse them). */
  get threadIds(): number[] {
    return this.pool ? this.pool.threads.map(t => t.threadId) : [];
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}

/** Where a search session reads its rows: the warm thread pool (SQLite) or PostgresSearchPool. */
export interface SearchRowsSource {
  warm(): void;
  /** The rows of a statement; with `count`, the number a statement of one value answers too. */
  rows(query: CompiledSql, signal?: AbortSignal, count?: CompiledSql): Promise<SearchTaskResult>;
  close(): Promise<void>;
}

/**
 * A search's rows on PostgreSQL: the query runs on a small pool of its own connections (the server's loop only
 * waits for the answer); a cancelled search cancels its statement on the server (pg_cancel_backend).
 */
export class PostgresSearchPool implements SearchRowsSource {
  private readonly pool: pg.Pool;
  constructor(url: string, threads = 2) {
    this.pool = new pg.Pool({ connectionString: url, types: PG_TYPES, max: threads, idleTimeoutMillis: 60_000 });
    this.pool.on('error', () => undefined);
  }

  warm(): void {}

  async rows(query: CompiledSql, signal?: AbortSignal, count?: CompiledSql): Promise<SearchTaskResult> {
    if (signal?.aborted) throw new SearchQueryFailed('The search was cancelled.');
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      throw new SearchQueryFailed(`The search stopped unexpectedly: ${(err as Error).message}`);
    }
    const pid = (client as unknown as { processID?: number }).processID;
    const cancel = () => void this.pool.query('SELECT pg_cancel_backend($1)', [pid]).catch(() => undefined);
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      const counted = count ? await client.query({ text: count.sql, values: [...count.parameters], rowMode: 'array' }) : null;
      const r = await client.query({ text: query.sql, values: [...query.parameters], rowMode: 'array' });
      return { names: r.fields.map(f => f.name), rows: r.rows as unknown[][], ...(counted ? { count: Number((counted.rows[0] as unknown[])[0]) } : {}) };
    } catch (err) {
      throw postgresSearchError(err as Error, signal?.aborted);
    } finally {
      signal?.removeEventListener('abort', cancel);
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
