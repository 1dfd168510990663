/** A package's files as one download: a gzipped tar (linux, osx) or a zip (windows), under one top folder. */
import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';
import { ZipFile } from 'yazl';
import type { PackageFile } from '@fathom/sdk/server';

async function collect(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

export async function tarGz(top: string, files: readonly PackageFile[]): Promise<Buffer> {
  const tar = pack();
  const done = collect(tar);
  const mtime = new Date();
  for (const f of files) tar.entry({ name: `${top}/${f.path}`, mode: f.mode ?? 0o644, mtime }, Buffer.from(f.content));
  tar.finalize();
  return gzipSync(await done);
}

export async function zip(top: string, files: readonly PackageFile[]): Promise<Buffer> {
  const z = new ZipFile();
  const done = collect(z.outputStream);
  for (const f of files) z.addBuffer(Buffer.from(f.content), `${top}/${f.path}`, { mode: (f.mode ?? 0o644) | 0o100000 });
  z.end();
  return done;
}
