/**
 * The content stage of a scan: read + hash in worker threads (parallel readers), then, for indexed paths,
 * text extraction (the extraction pool) and classification. Bounded: push() waits while too many files are
 * in flight, or while the bytes held for extraction pass KEPT_BYTES_IN_FLIGHT, so memory stays flat whatever
 * the tree and its files' sizes (a file that is only hashed is streamed, see hashing.ts).
 */
import { Worker } from 'node:worker_threads';
import type { SourceConnector } from '@fathom/sdk/server';
import { compiledEntry } from '../runtime/compile-entry';
import { threadLimits } from '../runtime/thread-limits';
import type { ExtractionPool } from '../extract/pool';
import type { ContentResult } from '../index/writer';
import type { TextClassifier } from './classify-stage';
import { hashOne, hashOneAsync, type HashRequest, type HashResult } from './hashing';
import type { HashBatch } from './hash-worker';

export interface ContentJob {
  /** Unique within the stage. */
  jobId: number;
  path: string;
  size: number;
  extension: string | null;
  index: boolean;
  classify: boolean;
  ocr: boolean;
}

export interface ContentOutcome extends ContentResult {
  bytesRead: number;
  readError?: string;
}

export interface ContentStageOptions {
  pluginsEntry: string;
  connector: SourceConnector;
  params: Record<string, unknown>;
  /** Hash threads; 0 runs reads and hashes inline in this thread. */
  threads: number;
  maxFileSizeBytes: number;
  extraction?: ExtractionPool | null;
  classifier?: TextClassifier | null;
  onResult(job: ContentJob, outcome: ContentOutcome): void;
}

const BATCH = 32;
/** Bytes of files read whole for extraction that may be in flight at once (one file always may). */
export const KEPT_BYTES_IN_FLIGHT = 48 * 1024 * 1024;

interface Slot {
  worker: Worker;
  inFlight: number;
}

export class ContentStage {
  private readonly slots: Slot[] = [];
  private readonly jobs = new Map<number, ContentJob>();
  private pending: ContentJob[] = [];
  private nextBatch = 1;
  private inFlight = 0;
  private readonly limit: number;
  private waiters: (() => void)[] = [];
  private failure: Error | null = null;
  /** Async reads under way (a connector without readSync: remote stores are read in parallel). */
  private reading = 0;
  private readonly readLimit: number;
  /** Bytes held for extraction by files in flight. */
  private kept = 0;
  private readonly keptOf = new Map<number, number>();

  constructor(private readonly o: ContentStageOptions) {
    this.limit = Math.max(BATCH * 2, BATCH * 4 * Math.max(1, o.threads));
    this.readLimit = o.connector.readSync ? 1 : Math.max(1, o.connector.readConcurrency ?? 1);
    if (o.threads > 0 && o.connector.readSync) {
      const file = compiledEntry('server/scan/hash-worker.ts');
      for (let i = 0; i < o.threads; i++) {
        const worker = new Worker(file, { workerData: { pluginsEntry: o.pluginsEntry }, resourceLimits: threadLimits('hash') });
        const slot: Slot = { worker, inFlight: 0 };
        worker.on('message', (msg: { results: HashResult[] }) => {
          slot.inFlight -= msg.results.length;
          for (const r of msg.results) this.afterHash(r);
        });
        worker.on('error', err => this.fail(err));
        this.slots.push(slot);
      }
    }
  }

  /** Queues a file; resolves once there is room for more. */
  async push(job: ContentJob): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.wantsText(job)) {
      while (this.kept > 0 && this.kept + job.size > KEPT_BYTES_IN_FLIGHT && !this.failure) {
        this.flush();
        await new Promise<void>(res => this.waiters.push(res));
      }
      this.kept += job.size;
      this.keptOf.set(job.jobId, job.size);
    }
    this.inFlight++;
    if (this.slots.length === 0 && this.readLimit > 1) {
      while (this.reading >= this.readLimit && !this.failure) await new Promise<void>(res => this.waiters.push(res));
      this.reading++;
      this.runInline(job)
        .catch(err => this.fail(err as Error))
        .finally(() => {
          this.reading--;
          this.wake();
        });
    } else if (this.slots.length === 0) {
      await this.runInline(job);
    } else {
      this.pending.push(job);
      if (this.pending.length >= BATCH) this.flush();
    }
    while (this.inFlight >= this.limit && !this.failure) {
      this.flush();
      await new Promise<void>(res => this.waiters.push(res));
    }
    if (this.failure) throw this.failure;
  }

  /** Waits until every queued file has a result. */
  async drain(): Promise<void> {
    this.flush();
    while (this.inFlight > 0 && !this.failure) await new Promise<void>(res => this.waiters.push(res));
    if (this.failure) throw this.failure;
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.splice(0).map(s => s.worker.terminate()));
    this.wake();
  }

  private flush(): void {
    if (this.pending.length === 0 || this.slots.length === 0) return;
    const items = this.pending;
    this.pending = [];
    const slot = this.slots.reduce((a, b) => (b.inFlight < a.inFlight ? b : a));
    const reqs: HashRequest[] = items.map(j => {
      this.jobs.set(j.jobId, j);
      return { id: j.jobId, path: j.path, size: j.size, keepBytes: this.wantsText(j) };
    });
    slot.inFlight += reqs.length;
    const batch: HashBatch = { batchId: this.nextBatch++, type: this.o.connector.type, params: this.o.params, items: reqs };
    slot.worker.postMessage(batch);
  }

  private wantsText(j: ContentJob): boolean {
    return j.index && !!this.o.extraction && j.size <= this.o.maxFileSizeBytes;
  }

  private async runInline(job: ContentJob): Promise<void> {
    this.jobs.set(job.jobId, job);
    const req: HashRequest = { id: job.jobId, path: job.path, size: job.size, keepBytes: this.wantsText(job) };
    let r = this.o.connector.readSync ? hashOne(this.o.connector, this.o.params, req) : null;
    if (!r || r.error === 'ASYNC_ONLY') r = await hashOneAsync(this.o.connector, this.o.params, req);
    this.afterHash(r);
  }

  private afterHash(r: HashResult): void {
    const job = this.jobs.get(r.id);
    if (!job) return;
    if (r.error || !r.hash) {
      this.finish(job, {
        hash: null,
        bytesRead: r.bytesRead,
        readError: r.error ?? 'no content',
        extractStatus: job.index ? 'ReadError' : null,
        extractMessage: job.index ? (r.error ?? null) : null,
      });
      return;
    }
    if (!job.index) {
      this.finish(job, { hash: r.hash, bytesRead: r.bytesRead });
      return;
    }
    if (job.size > this.o.maxFileSizeBytes) {
      this.finish(job, {
        hash: r.hash,
        bytesRead: r.bytesRead,
        text: '',
        extractStatus: 'TooLarge',
        extractMessage: `file is over maxFileSize ${Math.round(this.o.maxFileSizeBytes / 1048576)} MB`,
        classifications: [],
        hits: [],
      });
      return;
    }
    if (!this.o.extraction || !r.bytes) {
      this.finish(job, { hash: r.hash, bytesRead: r.bytesRead });
      return;
    }
    // The read's own buffer (hashing.ts allocates one per kept file), moved to the extraction thread, not copied.
    const buffer = Buffer.from(r.bytes.buffer, r.bytes.byteOffset, r.bytes.byteLength);
    r.bytes = undefined;
    this.o.extraction
      .extract({ path: job.path, buffer, extension: job.extension ?? '', handOver: true }, { ocr: job.ocr })
      .then(out => {
        if (!out.ok) {
          this.finish(job, {
            hash: r.hash,
            bytesRead: r.bytesRead,
            text: '',
            extractStatus: out.reason,
            extractMessage: out.message,
            classifications: [],
            hits: [],
          });
          return;
        }
        const found = job.classify && this.o.classifier ? this.o.classifier.classify(out.text) : { classifications: [], hits: [] };
        this.finish(job, {
          hash: r.hash,
          bytesRead: r.bytesRead,
          text: out.text,
          extractStatus: 'ok',
          extractMessage: out.truncated ? 'text truncated' : null,
          ...found,
        });
      })
      .catch(err => this.fail(err as Error)); // a classifier that throws fails the scan, not the thread
  }

  private finish(job: ContentJob, outcome: ContentOutcome): void {
    this.jobs.delete(job.jobId);
    const kept = this.keptOf.get(job.jobId);
    if (kept !== undefined) {
      this.keptOf.delete(job.jobId);
      this.kept -= kept;
    }
    try {
      this.o.onResult(job, outcome);
    } catch (err) {
      this.fail(err as Error);
    }
    this.inFlight--;
    this.wake();
  }

  private fail(err: Error): void {
    this.failure ??= err;
    this.wake();
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }
}
