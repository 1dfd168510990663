/**
 * A pool of worker threads running the extractor registry, so parsing never blocks the API's event
 * loop. Each job has a hard time limit: a worker that does not answer in time is terminated and
 * replaced (a parser stuck in a synchronous loop cannot be interrupted any other way). A worker that
 * dies (native crash, out of memory) fails its job as Corrupt and is replaced as well.
 */
import { promises as fs } from 'node:fs';
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import { extensionOf } from '@fathom/sdk/server/text-kit';
import { compiledEntry } from '../runtime/compile-entry';
import { threadLimits } from '../runtime/thread-limits';
import { DEFAULT_MAX_FILE_SIZE, MB, resolveOptions, type ExtractOptions, type ExtractOutcome } from './options';
import type { WorkerRequest } from './worker';

export interface ExtractionPoolOptions {
  /** Project-relative TypeScript module exporting `extractorPlugins` (the host's assembly). */
  pluginsEntry: string;
  /** Worker threads; default: cores - 1, at least 1. */
  size?: number;
  /** Files larger than this are not read: TooLarge. Bytes; default 10 MB (server setting maxFileSize). */
  maxFileSize?: number;
  /** Old-generation heap per worker, MB; default 512 (thread-limits.ts says why not more). */
  memoryMb?: number;
  /** Extra time the worker gets past the job's own time limit before it is terminated. */
  graceMs?: number;
}

export interface ExtractRequest {
  path: string;
  buffer: Buffer;
  extension?: string;
  mimeType?: string;
  /**
   * The caller gives the bytes away: buffer's whole ArrayBuffer is moved to the worker thread instead of copied
   * (it is detached here), so a file is held once, not twice, while it is parsed. Only for a buffer that owns its
   * memory (not a slice of a shared pool).
   */
  handOver?: boolean;
}

interface Job {
  id: number;
  request: WorkerRequest;
  hardLimitMs: number;
  resolve(outcome: ExtractOutcome): void;
}
interface Slot {
  worker: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
  dead?: boolean;
  crash?: string;
}

export class ExtractionPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly size: number;
  private readonly pluginsModule: string;
  private nextId = 1;
  private closed = false;
  /** Workers replaced after a crash or a hard timeout (for diagnostics and tests). */
  restarts = 0;

  constructor(private readonly opts: ExtractionPoolOptions) {
    this.size = Math.max(1, opts.size ?? Math.max(1, cpus().length - 1));
    this.pluginsModule = compiledEntry(opts.pluginsEntry);
    compiledEntry('server/extract/worker.ts');
  }

  get maxFileSize(): number {
    return this.opts.maxFileSize ?? DEFAULT_MAX_FILE_SIZE;
  }

  /** Extracts text from content already in memory. Always resolves. */
  extract(req: ExtractRequest, options: ExtractOptions = {}): Promise<ExtractOutcome> {
    if (this.closed) return Promise.resolve({ ok: false, reason: 'ReadError', message: 'the extraction pool is closed' });
    if (req.buffer.length > this.maxFileSize) return Promise.resolve(tooLarge(req.buffer.length, this.maxFileSize));
    const { signal, ...plain } = options;
    const resolved = resolveOptions(options);
    const bytes =
      req.handOver && req.buffer.byteLength > 0 ? new Uint8Array(req.buffer.buffer, req.buffer.byteOffset, req.buffer.byteLength) : Uint8Array.from(req.buffer);
    return new Promise<ExtractOutcome>(settle => {
      let settled = false;
      // a job can be answered by its worker, its timer, a crash or a cancel: the first one wins
      const resolve = (outcome: ExtractOutcome) => {
        if (!settled) {
          settled = true;
          settle(outcome);
        }
      };
      const job: Job = {
        id: this.nextId++,
        request: {
          id: 0,
          input: { path: req.path, extension: (req.extension ?? extensionOf(req.path)).toLowerCase(), mimeType: req.mimeType, bytes },
          options: plain,
        },
        hardLimitMs: resolved.timeoutMs + (this.opts.graceMs ?? 5_000),
        resolve,
      };
      job.request.id = job.id;
      if (signal) {
        if (signal.aborted) {
          resolve({ ok: false, reason: 'Timeout', message: 'extraction cancelled' });
          return;
        }
        signal.addEventListener('abort', () => this.cancel(job), { once: true });
      }
      this.queue.push(job);
      this.pump();
    });
  }

  /** Reads and extracts a file, checking its size before reading it. Always resolves. */
  async extractFile(path: string, options: ExtractOptions & { mimeType?: string } = {}): Promise<ExtractOutcome> {
    let buffer: Buffer;
    try {
      const st = await fs.stat(path);
      if (!st.isFile()) return { ok: false, reason: 'ReadError', message: `${path} is not a regular file` };
      if (st.size > this.maxFileSize) return tooLarge(st.size, this.maxFileSize);
      buffer = await fs.readFile(path);
    } catch (err) {
      return { ok: false, reason: 'ReadError', message: (err as Error).message };
    }
    return this.extract({ path, buffer, mimeType: options.mimeType }, options);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve({ ok: false, reason: 'ReadError', message: 'the extraction pool was closed' });
    await Promise.all(
      this.slots.splice(0).map(s => {
        clearTimeout(s.timer);
        s.job?.resolve({ ok: false, reason: 'ReadError', message: 'the extraction pool was closed' });
        s.dead = true;
        return s.worker.terminate();
      }),
    );
  }

  private pump(): void {
    while (this.queue.length > 0 && !this.closed) {
      let slot = this.slots.find(s => !s.job && !s.dead);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      this.assign(slot, job);
    }
  }

  private assign(slot: Slot, job: Job): void {
    slot.job = job;
    slot.timer = setTimeout(() => {
      this.retire(slot, {
        ok: false,
        reason: 'Timeout',
        message: `extraction took longer than ${Math.round(job.hardLimitMs / 1000)} s; the worker was stopped`,
      });
    }, job.hardLimitMs);
    slot.worker.postMessage(job.request, [job.request.input.bytes.buffer as ArrayBuffer]);
  }

  private spawn(): Slot {
    const worker = new Worker(compiledEntry('server/extract/worker.ts'), {
      workerData: { pluginsModule: this.pluginsModule },
      resourceLimits: threadLimits('extract', { maxOldGenerationSizeMb: this.opts.memoryMb ?? 512 }),
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker };
    worker.on('message', (msg: { id: number; outcome: ExtractOutcome }) => {
      if (!slot.job || slot.job.id !== msg.id) return;
      const job = slot.job;
      clearTimeout(slot.timer);
      slot.job = undefined;
      job.resolve(msg.outcome);
      this.pump();
    });
    // A thread that crashes is retired on 'exit', not on 'error': an answer it posted just before the crash is
    // delivered before 'exit' (the port is drained first) but may come after 'error', and must not be lost.
    worker.on('error', (err: Error & { code?: string }) => {
      const oom = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      slot.crash ??= oom ? 'the extractor ran out of memory on this file' : `the extractor crashed: ${err.message}`;
    });
    worker.on('exit', code => {
      if (!slot.dead) this.retire(slot, { ok: false, reason: 'Corrupt', message: slot.crash ?? `the extractor stopped unexpectedly (exit code ${code})` });
    });
    this.slots.push(slot);
    return slot;
  }

  /** Removes a worker (crashed, timed out), fails its job with the given outcome, and refills the pool. */
  private retire(slot: Slot, outcome: ExtractOutcome): void {
    if (slot.dead) return;
    slot.dead = true;
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = undefined;
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    void slot.worker.terminate().catch(() => undefined);
    if (!this.closed) this.restarts++;
    job?.resolve(outcome);
    this.pump();
  }

  private cancel(job: Job): void {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      job.resolve({ ok: false, reason: 'Timeout', message: 'extraction cancelled' });
      return;
    }
    const slot = this.slots.find(s => s.job === job);
    if (slot) this.retire(slot, { ok: false, reason: 'Timeout', message: 'extraction cancelled' });
  }
}

const size = (n: number) => (n >= MB ? `${(n / MB).toFixed(1)} MB` : `${n} bytes`);

function tooLarge(bytes: number, max: number): ExtractOutcome {
  return { ok: false, reason: 'TooLarge', message: `file is ${size(bytes)}, over maxFileSize ${size(max)}` };
}
