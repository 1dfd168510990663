/**
 * RowCursor: the rows of one compiled query, read in a worker thread (session-worker.ts) and pulled in batches.
 *
 *   const cursor = RowCursor.open(dbFile, { sql, parameters });
 *   const names = await cursor.columns();
 *   for (let batch; (batch = await cursor.next(1000)); ) { ... }   // null once every row was read
 *   cursor.close();                                                  // stops the thread (also mid-query)
 */
import { Worker } from 'node:worker_threads';
import { compiledEntry } from '../runtime/compile-entry';

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

export class RowCursor {
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
    return new RowCursor(dbFile, query);
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
