/**
 * V8 heap limits of a scan's worker threads. Each thread is a V8 heap of its own; left at V8's defaults every one
 * grows a young generation of up to 48 MB and lets garbage pile up before it collects, so a scan with its read
 * and extraction threads held 500-800 MB, mostly garbage (live: 30-80 MB per thread). A small young generation
 * keeps short-lived garbage (listings, rows, parsed documents) from piling up (measured: the same scan time).
 */
import type { ResourceLimits } from 'node:worker_threads';

export type ThreadKind = 'scan' | 'hash' | 'extract';

export const THREAD_LIMITS: Record<ThreadKind, ResourceLimits> = {
  // Walks and writes. V8 lets the old generation grow further between collections the higher its limit: at
  // 1 GB the scan of 158k entries peaked 70-80 MB lower than at 2 GB or V8's default. Still room for a
  // directory of about a million entries, held whole while it is compared with the index.
  scan: { maxYoungGenerationSizeMb: 12, maxOldGenerationSizeMb: 1024 },
  // Reads and hashes in chunks into a reused buffer (kept bytes are outside the heap): it allocates little.
  hash: { maxYoungGenerationSizeMb: 2 },
  // Parsers allocate a lot per document; the old generation's limit is the pool's memoryMb (512 MB by default:
  // V8 grows a heap by a smaller factor after each collection the lower its limit; with 16 MB young and 1 GB old,
  // two extraction threads held 95-105 MB each for 60-65 MB live).
  extract: { maxYoungGenerationSizeMb: 8 },
};

/** The limits of a thread of this kind; extra values (an extraction pool's own memoryMb) win. */
export function threadLimits(kind: ThreadKind, extra: ResourceLimits = {}): ResourceLimits {
  return { ...THREAD_LIMITS[kind], ...extra };
}
