/**
 * ZIP archives (and gzip and tar, see tar-gzip.ts): every member goes through the registry (so a docx inside a zip inside a zip is read),
 * within the bomb limits checked by openZip and the depth and byte budget kept by the registry.
 */
import { defineServerPlugin, Extractors, ExtractionError, type ExtractResult, type Extractor } from '@fathom/sdk/server';
import { extensionOf, extractEmbedded, throwIfAborted } from '@fathom/sdk/server/text-kit';
import { isZip, openZip } from '@fathom/sdk/server/zip-kit';
import { gzipExtractor, tarExtractor } from './tar-gzip';

/** An Office Open XML package (its content types or package relationships, and its main folder) is a document, not an archive. */
export function isOfficePackage(head: Buffer): boolean {
  const names = head.toString('latin1');
  return (names.includes('[Content_Types].xml') || names.includes('_rels/.rels')) && /(?:word|xl|ppt)\/[\w.]/.test(names);
}

export const zipExtractor: Extractor = {
  id: 'zip',
  extensions: ['zip', 'jar', 'war', 'ear', 'apk', 'xpi'],
  mimeTypes: ['application/zip', 'application/x-zip-compressed', 'application/java-archive'],
  sniff: head => isZip(head) && !isOfficePackage(head),
  async extract(input, ctx): Promise<ExtractResult> {
    const zip = await openZip(input.buffer, ctx.limits);
    try {
      const files = zip.members.filter(m => !m.directory);
      if (files.length > 0 && files.every(m => m.encrypted)) throw new ExtractionError('Encrypted', 'every member of the archive is encrypted');
      const parts: string[] = [];
      const embedded: NonNullable<ExtractResult['embedded']> = [];
      for (const m of files) {
        throwIfAborted(ctx);
        const path = `${input.path}!/${m.name}`;
        if (m.encrypted) {
          embedded.push({ path, ok: false, reason: 'Encrypted', message: 'member is encrypted' });
          continue;
        }
        let buffer: Buffer;
        try {
          buffer = await zip.read(m);
        } catch (err) {
          if ((err as ExtractionError).reason === 'ZipBomb') throw err;
          embedded.push({ path, ok: false, reason: (err as ExtractionError).reason ?? 'Corrupt', message: (err as Error).message });
          continue;
        }
        const r = await extractEmbedded(ctx, { path, buffer, extension: extensionOf(m.name) });
        embedded.push(r.entry);
        if (r.text) parts.push(r.text);
      }
      if (parts.length === 0 && embedded.length > 0) {
        const reason = embedded.every(e => e.reason === 'Unsupported')
          ? 'Unsupported'
          : embedded.every(e => e.reason === 'ZipBomb')
            ? 'ZipBomb'
            : embedded.every(e => e.reason === 'Corrupt' || e.reason === 'Unsupported')
              ? 'Corrupt'
              : undefined;
        // Members lost to the depth limit were contained failures: so is the archive made only of them.
        if (reason) throw new ExtractionError(reason, `no member of the archive could be read (${embedded[0].message})`, { contained: reason === 'ZipBomb' });
      }
      return { text: parts.join('\n\n'), embedded, metadata: { entries: files.length } };
    } finally {
      zip.close();
    }
  },
};

export default defineServerPlugin({
  id: 'extractor-archive',
  register(r) {
    r.contribute(Extractors, zipExtractor);
    r.contribute(Extractors, gzipExtractor);
    r.contribute(Extractors, tarExtractor);
  },
});
