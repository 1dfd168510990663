/**
 * gzip and tar: a .gz is inflated within the byte and ratio budget and its one member goes back through
 * the registry (so a .tar.gz or a .csv.gz is read); a tar's file members each go through the registry,
 * within the entry-count and byte budget.
 */
import { gunzip } from 'node:zlib';
import { ExtractionError, type ExtractContext, type ExtractResult, type Extractor } from '@fathom/sdk/server';
import { extensionOf, extractEmbedded, throwIfAborted } from '@fathom/sdk/server/text-kit';
import { RATIO_CHECK_MIN_BYTES } from '@fathom/sdk/server/zip-kit';

type TarStream = typeof import('tar-stream');
let tarLib: TarStream | undefined;
/** Loaded on the first tar, so a thread (or the server) that meets none never holds it. */
const tarStream = (): TarStream => (tarLib ??= require('tar-stream') as TarStream); // eslint-disable-line @typescript-eslint/no-require-imports

export const isGzip = (head: Buffer) => head.length >= 3 && head[0] === 0x1f && head[1] === 0x8b && head[2] === 8;
export const isTar = (head: Buffer) => head.length >= 262 && head.toString('latin1', 257, 262) === 'ustar';

type Embedded = NonNullable<ExtractResult['embedded']>;

/** The member's name: the gzip header's original name when present, else the file name without .gz (.tgz gives .tar). */
function innerName(path: string, buffer: Buffer): string {
  const flags = buffer[3];
  if (flags & 0x08) {
    let at = 10;
    if (flags & 0x04) at += 2 + buffer.readUInt16LE(10);
    const end = buffer.indexOf(0, at);
    if (end > at && end - at < 1024) return buffer.toString('latin1', at, end).replace(/^.*[\\/]/, '');
  }
  const base = path.slice(path.lastIndexOf('/') + 1);
  if (/\.tgz$/i.test(base)) return base.replace(/\.tgz$/i, '.tar');
  return base.replace(/\.(gz|gzip)$/i, '') || 'content';
}

function inflate(buffer: Buffer, limits: ExtractContext['limits']): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    gunzip(buffer, { maxOutputLength: limits.maxTotalBytes }, (err, out) => {
      if (err) {
        const tooBig = (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError;
        reject(
          tooBig
            ? new ExtractionError('ZipBomb', `gzip expands to more than maxTotalBytes ${Math.round(limits.maxTotalBytes / 1048576)} MB`)
            : new ExtractionError('Corrupt', `not a readable gzip stream: ${err.message}`),
        );
        return;
      }
      if (out.length > RATIO_CHECK_MIN_BYTES && out.length > limits.maxRatio * Math.max(1, buffer.length)) {
        reject(new ExtractionError('ZipBomb', `gzip compresses ${Math.round(out.length / buffer.length)}:1, over maxRatio ${limits.maxRatio}:1`));
        return;
      }
      resolve(out);
    });
  });
}

export const gzipExtractor: Extractor = {
  id: 'gzip',
  extensions: ['gz', 'gzip', 'tgz'],
  mimeTypes: ['application/gzip', 'application/x-gzip'],
  sniff: isGzip,
  async extract(input, ctx): Promise<ExtractResult> {
    const out = await inflate(input.buffer, ctx.limits);
    const name = innerName(input.path, input.buffer);
    const r = await extractEmbedded(ctx, { path: `${input.path}!/${name}`, buffer: out, extension: isTar(out) ? 'tar' : extensionOf(name) });
    if (!r.entry.ok && !r.text) throw new ExtractionError(r.entry.reason ?? 'Corrupt', `the compressed member could not be read (${r.entry.message})`);
    return { text: r.text, embedded: [r.entry], metadata: { uncompressedBytes: out.length } };
  },
};

interface TarMember {
  name: string;
  buffer: Buffer;
}

/** The file members of a tar, refused as a bomb past maxEntries or maxTotalBytes. */
async function readTar(buffer: Buffer, ctx: ExtractContext): Promise<TarMember[]> {
  const members: TarMember[] = [];
  const ex = tarStream().extract();
  let entries = 0,
    total = 0;
  const done = (async () => {
    for await (const entry of ex) {
      throwIfAborted(ctx);
      if (++entries > ctx.limits.maxEntries) throw new ExtractionError('ZipBomb', `archive has over maxEntries ${ctx.limits.maxEntries} entries`);
      const { type, name, size } = entry.header;
      if (type !== 'file' && type !== 'contiguous-file') {
        entry.resume();
        continue;
      }
      total += size ?? 0;
      if (total > ctx.limits.maxTotalBytes)
        throw new ExtractionError('ZipBomb', `archive expands to more than maxTotalBytes ${Math.round(ctx.limits.maxTotalBytes / 1048576)} MB`);
      const chunks: Buffer[] = [];
      for await (const c of entry) chunks.push(c as Buffer);
      members.push({ name, buffer: Buffer.concat(chunks) });
    }
  })();
  ex.end(buffer);
  try {
    await done;
  } catch (err) {
    ex.destroy();
    if (err instanceof ExtractionError) throw err;
    throw new ExtractionError('Corrupt', `not a readable tar: ${(err as Error).message}`);
  }
  return members;
}

export const tarExtractor: Extractor = {
  id: 'tar',
  extensions: ['tar'],
  mimeTypes: ['application/x-tar'],
  sniff: isTar,
  async extract(input, ctx): Promise<ExtractResult> {
    const members = await readTar(input.buffer, ctx);
    const parts: string[] = [];
    const embedded: Embedded = [];
    for (const m of members) {
      throwIfAborted(ctx);
      const r = await extractEmbedded(ctx, { path: `${input.path}!/${m.name}`, buffer: m.buffer, extension: extensionOf(m.name) });
      embedded.push(r.entry);
      if (r.text) parts.push(r.text);
    }
    if (parts.length === 0 && embedded.length > 0 && embedded.every(e => !e.ok)) {
      const same = embedded.every(e => e.reason === embedded[0].reason) ? embedded[0].reason : undefined;
      throw new ExtractionError(
        same === 'Unsupported' || same === 'ZipBomb' ? same : 'Corrupt',
        `no member of the archive could be read (${embedded[0].message})`,
        { contained: same === 'ZipBomb' },
      );
    }
    return { text: parts.join('\n\n'), embedded, metadata: { entries: members.length } };
  },
};
