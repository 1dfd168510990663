/**
 * Reading a file again through its source connector to hash it, for verification. Local files are streamed
 * (memory stays flat whatever the size); other connectors give the whole content.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { SourceConnector } from '@fathom/sdk/server';

/** Error codes meaning the file is not there any more (local disks, shares, object stores). */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'NotFound', 'NoSuchKey']);

export type Rehash = { missing: false; hash: string; size: number } | { missing: true };

export class RereadError extends Error {
  constructor(readonly code: string) {
    super(`The file could not be read (${code}).`);
    this.name = 'RereadError';
  }
}

async function streamHash(path: string): Promise<{ hash: string; size: number }> {
  const h = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) {
    h.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { hash: h.digest('hex'), size };
}

export async function rehash(connector: SourceConnector, params: Record<string, unknown>, path: string): Promise<Rehash> {
  try {
    if (connector.type === 'filesys') return { missing: false, ...(await streamHash(path)) };
    const buf = await connector.read(params, path);
    return { missing: false, hash: createHash('sha256').update(buf).digest('hex'), size: buf.length };
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const code = e.code ?? e.name ?? 'Error';
    if (MISSING.has(code)) return { missing: true };
    throw new RereadError(code);
  }
}
