/**
 * Reading and hashing one file: readFileSync + sha256 (~88% of openssl over many files; streams are 5x
 * slower on small files). Files above the whole-read limit are hashed in chunks so memory stays flat.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import type { SourceConnector } from '@fathom/sdk/server';

export const WHOLE_READ_LIMIT = 64 * 1024 * 1024;
const CHUNK = 4 * 1024 * 1024;

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

function chunkedHash(path: string): { hash: string; bytesRead: number } {
  const fd = openSync(path, 'r');
  try {
    const h = createHash('sha256');
    const buf = Buffer.allocUnsafe(CHUNK);
    let total = 0;
    for (;;) {
      const n = readSync(fd, buf, 0, CHUNK, null);
      if (n <= 0) break;
      h.update(n === CHUNK ? buf : buf.subarray(0, n));
      total += n;
    }
    return { hash: h.digest('hex'), bytesRead: total };
  } finally {
    closeSync(fd);
  }
}

/** Synchronous: for worker threads and the inline (no worker) mode. keepBytes returns an unshared copy. */
export function hashOne(connector: SourceConnector, params: Record<string, unknown>, req: HashRequest): HashResult {
  try {
    if (req.size > WHOLE_READ_LIMIT && !req.keepBytes && connector.type === 'filesys') {
      return { id: req.id, ...chunkedHash(req.path) };
    }
    if (!connector.readSync) return { id: req.id, hash: null, bytesRead: 0, error: 'ASYNC_ONLY' };
    const buf = connector.readSync(params, req.path);
    const hash = createHash('sha256').update(buf).digest('hex');
    // Small Buffers share a pool; a copy is safe to transfer between threads.
    return { id: req.id, hash, bytesRead: buf.length, bytes: req.keepBytes ? new Uint8Array(buf) : undefined };
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    return { id: req.id, hash: null, bytesRead: 0, error: e.code ?? e.message };
  }
}

export async function hashOneAsync(connector: SourceConnector, params: Record<string, unknown>, req: HashRequest): Promise<HashResult> {
  try {
    if (!req.keepBytes && connector.openRead) {
      // Only the hash is needed: stream it, so a large remote file never sits in memory whole.
      const h = createHash('sha256');
      let total = 0;
      for await (const chunk of await connector.openRead(params, req.path)) {
        const b = chunk as Buffer;
        h.update(b);
        total += b.length;
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
