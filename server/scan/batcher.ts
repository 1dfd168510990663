/**
 * How a scan's writes reach the database.
 *
 * Batcher: short write transactions so the API's own writes never wait long. The bound is time (the scan's
 * ticker commits while the walk waits for readers too); committing before every wait instead cost one commit
 * per ~32 files, each rewriting the index pages it touched (3,124 commits for 100,000 files, 55 without).
 *
 * The API's writes wait for the lock asynchronously and say so in writersWaiting (shared with the main thread):
 * while it is not 0, the open transaction commits at the next chance and the scan pauses (at most
 * GIVE_WAY_MS) for them to take the lock, so a progress row or a user's change is written in moments.
 *
 * ResultQueue: files' content results wait in memory and are written in bursts, one transaction each, so the
 * write lock is held for write time only (not while walking or waiting for readers) and a transaction holds
 * thousands of rows: each random insert into the hash index dirties a page that every commit rewrites.
 * A result lost with the process (crash, kill) is only a file read again on the next run.
 */
import type { IndexDb } from '../store/index-db';

const COMMIT_EVERY_MS = 300;
const COMMIT_EVERY_OPS = 4000;
const GIVE_WAY_MS = 50;

export class Batcher {
  private open = false;
  private ops = 0;
  private since = 0;
  private readonly waiting: Int32Array | null;
  constructor(
    private readonly db: IndexDb,
    private readonly beforeCommit: () => void,
    writersWaiting?: SharedArrayBuffer,
  ) {
    this.waiting = writersWaiting ? new Int32Array(writersWaiting) : null;
  }
  touch(): void {
    if (!this.open) {
      this.db.exec('BEGIN IMMEDIATE');
      this.open = true;
      this.ops = 0;
      this.since = Date.now();
    }
    this.ops++;
  }
  maybeCommit(): void {
    if (this.open && (this.ops >= COMMIT_EVERY_OPS || Date.now() - this.since >= COMMIT_EVERY_MS || this.othersWaiting())) this.commit();
  }
  /** Commits now when a writer of the API waits for the lock (between the writes of a burst). */
  giveWay(): void {
    if (this.open && this.othersWaiting()) this.commit();
  }
  commit(): void {
    if (!this.open) return;
    this.beforeCommit();
    this.db.exec('COMMIT');
    this.open = false;
    this.pauseForOthers();
  }
  private othersWaiting(): boolean {
    return this.waiting !== null && Atomics.load(this.waiting, 0) > 0;
  }
  /** A scan thread may block: it sleeps until the waiting writers had their turn, at most GIVE_WAY_MS. */
  private pauseForOthers(): void {
    if (!this.waiting) return;
    const until = Date.now() + GIVE_WAY_MS;
    for (let n = Atomics.load(this.waiting, 0), left = GIVE_WAY_MS; n > 0 && left > 0; n = Atomics.load(this.waiting, 0), left = until - Date.now()) {
      Atomics.wait(this.waiting, 0, n, left);
    }
  }
  rollback(): void {
    if (this.open) {
      try {
        this.db.exec('ROLLBACK');
      } catch {
        /* already closed */
      }
      this.open = false;
    }
  }
}

export interface QueueLimits {
  /** Results per burst. */
  count: number;
  /** Bytes of extracted text held before a burst (memory stays flat with large documents). */
  bytes: number;
  /** Age of the oldest waiting result before a burst (progress and the index stay current). */
  ms: number;
}

export const RESULT_QUEUE_LIMITS: QueueLimits = { count: 5000, bytes: 16 * 1024 * 1024, ms: 1000 };

export class ResultQueue {
  private items: (() => void)[] = [];
  private bytes = 0;
  private since = 0;

  /** writeAll runs the waiting writes inside one transaction. */
  constructor(
    private readonly writeAll: (writes: (() => void)[]) => void,
    private readonly limits: QueueLimits = RESULT_QUEUE_LIMITS,
  ) {}

  get size(): number {
    return this.items.length;
  }

  add(write: () => void, bytes = 0): void {
    if (this.items.length === 0) this.since = Date.now();
    this.items.push(write);
    this.bytes += bytes;
    if (this.items.length >= this.limits.count || this.bytes >= this.limits.bytes) this.flush();
    else this.flushIfDue();
  }

  /** Writes what waits when the oldest result is old enough. */
  flushIfDue(): void {
    if (this.items.length > 0 && Date.now() - this.since >= this.limits.ms) this.flush();
  }

  flush(): void {
    if (this.items.length === 0) return;
    const writes = this.items;
    this.items = [];
    this.bytes = 0;
    this.writeAll(writes);
  }

  /** Forgets what waits (the scan failed; the next run reads those files again). */
  discard(): void {
    this.items = [];
    this.bytes = 0;
  }
}
