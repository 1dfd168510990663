/**
 * The warm pool of search threads (piscina): a search's rows are read in a thread already started, with its
 * database already open (search-task.ts), instead of a thread started for each search. A cancelled search
 * aborts its task (piscina ends that thread and starts another).
 *
 *   const pool = new SearchPool(dbFile);
 *   const { names, rows } = await pool.rows({ sql, parameters }, abortController.signal);
 *   await pool.close();
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { compiledEntry } from '../runtime/compile-entry';
import { SearchQueryFailed, type CompiledSql } from './session-cursor';
import type { SearchTask, SearchTaskAnswer, SearchTaskResult } from './search-task';

export class SearchPool {
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
