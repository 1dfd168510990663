/**
 * A remote collector's batches (POST /database/ingest) written into the index on PostgreSQL. The index writer
 * is synchronous, so there it runs in one long-lived thread of the server over SyncPostgres (index-db.ts), never
 * on the API's loop; parts are written one after another, as SQLite's one writer does. On SQLite they are
 * written on the API thread between its other calls (writeWhenFree), as before.
 */
import { Worker } from 'node:worker_threads';
import { compiledEntry } from '../runtime/compile-entry';
import type { IngestSigningPlan } from '../signing/ingest-signer';
import { IngestError, type IngestBatch } from './ingest';
import type { IngestAnswer, IngestRequest } from './ingest-worker';

type Written = { written: number; deleted: number };

export class IngestThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, { resolve: (r: Written) => void; reject: (e: Error) => void }>();
  private seq = 0;

  constructor(private readonly databaseUrl: string) {}

  write(nodeId: string, taskId: number | null, batch: IngestBatch, signing: IngestSigningPlan | null): Promise<Written> {
    const worker = this.started();
    const id = ++this.seq;
    return new Promise<Written>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, nodeId, taskId, batch, signing } satisfies IngestRequest);
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(compiledEntry('server/scan/ingest-worker.ts'), { workerData: { databaseUrl: this.databaseUrl } });
    worker.on('message', (a: IngestAnswer) => {
      const p = this.pending.get(a.id);
      if (!p) return;
      this.pending.delete(a.id);
      if (this.pending.size === 0) worker.unref();
      if (a.ok) p.resolve(a.result);
      else p.reject(a.name === 'ValidationError' ? new IngestError(a.message) : Object.assign(new Error(a.message), { name: a.name }));
    });
    // A thread that failed is replaced by the next batch; what it was writing fails (its transaction rolled back).
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', code => fail(new Error(`The ingest thread stopped (exit code ${code})`)));
    worker.unref();
    return (this.worker = worker);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
