/**
 * Reading and hashing one file. A local file is read in chunks of HASH_CHUNK into one buffer the thread
 * reuses (no allocation per file, as fast as readFileSync on small files), so memory stays flat whatever the
 * file's size; only a file whose bytes go on to extraction (keepBytes: at most maxFileSize, see
 * content-stage.ts) is gathered whole, read straight into its own buffer.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import type { SourceConnector } from '@fathom/sdk/server';

/** Bytes read at a time; the largest buffer a hash allocates for a file whose bytes are not kept. */
export const HASH_CHUNK = 1024 * 1024;

/** The file calls of the local read, one object so a test can watch them. */
export const io = { openSync, readSync, closeSync };

export interface HashRequest {
  id: number;
  path: string;
  size: number;
  keepBytes: boolean;
}
export interface HashResult {
  id: number;
  hash: string | null;
  bytesRead: number;
  error?: string;
  bytes?: Uint8Array;
}

let chunkBuffer: Buffer | null = null;

/**
 * Hashes a local file in chunks. keep: the bytes are gathered too (expected size: the walk's), read straight
 * into one buffer of that size; a file that grew past it since is still hashed whole but its bytes are not kept.
 */
export function hashLocalFile(path: string, keep: boolean, expectedSize: number): { hash: string; bytesRead: number; bytes?: Uint8Array } {
  const fd = io.openSync(path, 'r');
  try {
    const h = createHash('sha256');
    chunkBuffer ??= Buffer.allocUnsafeSlow(HASH_CHUNK);
    let kept: Buffer | null = keep ? Buffer.allocUnsafeSlow(Math.max(0, expectedSize)) : null;
    let total = 0;
    for (;;) {
      // Into the kept buffer while it has room (no copy), else into the reused chunk.
      const into = kept && total < kept.length ? kept : chunkBuffer;
      const at = into === kept ? total : 0;
      const n = io.readSync(fd, into, at, Math.min(HASH_CHUNK, into.length - at || HASH_CHUNK), null);
      if (n <= 0) break;
      h.update(into.subarray(at, at + n));
      if (into !== kept) kept = null;
      total += n;
    }
    const bytes = kept ? new Uint8Array(kept.buffer, kept.byteOffset, total) : undefined;
    return { hash: h.digest('hex'), bytesRead: total, bytes };
  } finally {
    io.closeSync(fd);
  }
}

/** The source type whose files are read here without its connector. */
export const LOCAL_FILES = 'filesys';

/** A local file (LOCAL_FILES), read and hashed in chunks. */
export function hashLocal(req: HashRequest): HashResult {
  try {
    return { id: req.id, ...hashLocalFile(req.path, req.keepBytes, req.size) };
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    return { id: req.id, hash: null, bytesRead: 0, error: e.code ?? e.message };
  }
}

/** Synchronous: for worker threads and the inline (no worker) mode. keepBytes returns an unshared buffer. */
export function hashOne(connector: SourceConnector, params: Record<string, unknown>, req: HashRequest): HashResult {
  if (connector.type === LOCAL_FILES) return hashLocal(req);
  try {
    if (!connector.readSync) return { id: req.id, hash: null, bytesRead: 0, error: 'ASYNC_ONLY' };
    // A connector that can only read a file whole: streamed instead when it can and the bytes are not kept.
    if (!req.keepBytes && connector.readStream && req.size > HASH_CHUNK) return { id: req.id, hash: null, bytesRead: 0, error: 'ASYNC_ONLY' };
    const buf = connector.readSync(params, req.path);
    const hash = createHash('sha256').update(buf).digest('hex');
    // Small Buffers share a pool; a copy is safe to transfer between threads.
    return { id: req.id, hash, bytesRead: buf.length, bytes: req.keepBytes ? new Uint8Array(buf) : undefined };
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    return { id: req.id, hash: null, bytesRead: 0, error: e.code ?? e.message };
  }
}

/** Async reads (remote stores): a file whose bytes are not kept is hashed as it streams, never held whole. */
export async function hashOneAsync(connector: SourceConnector, params: Record<string, unknown>, req: HashRequest): Promise<HashResult> {
  try {
    if (!req.keepBytes && connector.readStream) {
      const h = createHash('sha256');
      let total = 0;
      for await (const chunk of await connector.readStream(params, req.path)) {
        h.update(chunk);
        total += chunk.length;
      }
      return { id: req.id, hash: h.digest('hex'), bytesRead: total };
    }
    const buf = await connector.read(params, req.path);
    return { id: req.id, hash: createHash('sha256').update(buf).digest('hex'), bytesRead: buf.length, bytes: req.keepBytes ? new Uint8Array(buf) : undefined };
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    return { id: req.id, hash: null, bytesRead: 0, error: e.code ?? e.message };
  }
}
