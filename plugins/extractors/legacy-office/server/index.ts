/**
 * Legacy Office compound files (.doc, .xls, .ppt), and password-protected OOXML (which is stored as a
 * compound file too). The streams inside decide how a file is read, not its extension.
 */
import type * as CFB from 'cfb';
import type WordExtractor from 'word-extractor';
import { defineServerPlugin, Extractors, ExtractionError, type ExtractContext, type ExtractResult, type Extractor } from '@fathom/sdk/server';
import { tidyText } from '@fathom/sdk/server/text-kit';
import { isCompoundFile } from '@fathom/sdk/server/zip-kit';
import { biffToText } from './biff';
import { cfbLib, embeddedText, objectOf, oleObjects } from './embedded';
import { pptToText } from './ppt';
import { pieceTableText } from './word97';

type Container = ReturnType<typeof CFB.read>;

let wordExtractorClass: typeof WordExtractor | undefined;
const wordExtractor = (): typeof WordExtractor => (wordExtractorClass ??= require('word-extractor') as typeof WordExtractor); // eslint-disable-line @typescript-eslint/no-require-imports

/** What a reader's failure says about the file: a slip inside the library (a TypeError on a cut-off sector chain) means damage. */
function damage(err: unknown): string {
  const e = err as Error;
  return e instanceof TypeError || e instanceof RangeError || !e?.message ? 'the file is truncated or damaged' : e.message;
}

/** A stream directly under the root, by name, ignoring case (CFB.find also matches nested storages). */
function stream(cfb: Container, name: string): Buffer | undefined {
  const lower = name.toLowerCase();
  const i = cfb.FullPaths.findIndex(p => {
    const parts = p.split('/');
    return parts.length === 2 && parts[1].toLowerCase() === lower;
  });
  const content = i >= 0 ? cfb.FileIndex[i]?.content : undefined;
  return content && content.length ? Buffer.from(content as Uint8Array) : undefined;
}

function hasEntry(cfb: Container, name: string): boolean {
  const lower = name.toLowerCase();
  return cfb.FullPaths.some(p => p.split('/').pop()?.toLowerCase() === lower);
}

async function docText(buffer: Buffer, cfb: Container, wordStream: Buffer): Promise<ExtractResult> {
  // FIB flags at offset 0x0A: bit 8 fEncrypted
  if (wordStream.length > 12 && (wordStream.readUInt16LE(0x0a) & 0x0100) !== 0) throw new ExtractionError('Encrypted', 'the document is password protected');
  let text = '';
  try {
    const doc = await new (wordExtractor())().extract(buffer);
    const parts = [
      doc.getHeaders({ includeFooters: false }),
      doc.getBody(),
      doc.getFootnotes(),
      doc.getEndnotes(),
      doc.getAnnotations(),
      doc.getTextboxes({ includeHeadersAndFooters: false }),
      doc.getFooters(),
    ];
    text = tidyText(
      parts
        .map(p => (p ?? '').trim())
        .filter(Boolean)
        .join('\n\n'),
    );
  } catch {
    /* read the piece table directly below */
  }
  if (!text) text = tidyText(pieceTableText(wordStream, { table0: stream(cfb, '0Table'), table1: stream(cfb, '1Table') }));
  return { text };
}

/** The document's own text by the streams it holds, or null when it is not a Word, Excel or PowerPoint file. */
async function documentText(buffer: Buffer, cfb: Container): Promise<ExtractResult | null> {
  if (stream(cfb, 'EncryptedPackage') || stream(cfb, 'EncryptionInfo'))
    throw new ExtractionError('Encrypted', 'the document is password protected (encrypted Office package)');
  const word = stream(cfb, 'WordDocument');
  if (word) return docText(buffer, cfb, word);
  const book = stream(cfb, 'Workbook') ?? stream(cfb, 'Book');
  if (book) return { text: tidyText(biffToText(book)) };
  const ppt = stream(cfb, 'PowerPoint Document');
  if (ppt) {
    if (hasEntry(cfb, 'EncryptedSummary')) throw new ExtractionError('Encrypted', 'the presentation is password protected');
    return { text: tidyText(pptToText(ppt)) };
  }
  return null;
}

/**
 * Reads any compound file by the streams it holds, then the OLE objects embedded in it. Without a context
 * (no registry to read nested files) only the document's own text is returned.
 */
export async function compoundText(buffer: Buffer, path = '', ctx?: ExtractContext): Promise<ExtractResult> {
  let cfb: Container;
  try {
    cfb = cfbLib().read(buffer, { type: 'buffer' });
  } catch (err) {
    throw new ExtractionError('Corrupt', `broken compound file: ${damage(err)}`);
  }
  const own = await documentText(buffer, cfb);
  if (own) {
    if (!ctx) return own;
    const { texts, embedded } = await embeddedText(oleObjects(cfb, stream(cfb, 'PowerPoint Document')), path, ctx);
    if (embedded.length === 0) return own;
    return { ...own, text: [own.text, ...texts].filter(Boolean).join('\n\n'), embedded: [...(own.embedded ?? []), ...embedded] };
  }
  // A bare OLE object (word/embeddings/oleObject1.bin of an OOXML file): read what it wraps.
  const wrapped = ctx ? objectOf(cfb, cfb.FullPaths[0], 'object') : null;
  if (wrapped && ctx) {
    const { texts, embedded } = await embeddedText([wrapped], path, ctx);
    if (texts.length > 0 || embedded.some(e => e.ok)) return { text: texts.join('\n\n'), embedded };
    throw new ExtractionError(embedded[0]?.reason ?? 'Unsupported', `the embedded object could not be read (${embedded[0]?.message ?? 'no content'})`);
  }
  if (cfb.FullPaths.some(p => p.includes('__substg1.0_'))) {
    // An Outlook message stored under another name (an OLE object in a document): read it as one.
    if (ctx) return ctx.extractNested({ path: `${path}!/message.msg`, buffer, extension: 'msg' });
    throw new ExtractionError('Unsupported', 'an Outlook message stored under another extension');
  }
  throw new ExtractionError('Unsupported', 'a compound file without Word, Excel or PowerPoint content');
}

/** Excel 2.x–4.x worksheets are bare BIFF streams, not compound files. */
function isBareBiff(head: Buffer): boolean {
  return (
    head.length >= 4 &&
    (head.readUInt16LE(0) === 0x0009 || head.readUInt16LE(0) === 0x0209 || head.readUInt16LE(0) === 0x0409) &&
    head.readUInt16LE(2) >= 4 &&
    head.readUInt16LE(2) <= 16
  );
}

function legacy(id: string, extensions: string[], mimeTypes: string[]): Extractor {
  return {
    id,
    extensions,
    mimeTypes,
    sniff: head => isCompoundFile(head) || (id === 'xls' && isBareBiff(head)),
    async extract(input, ctx) {
      if (isCompoundFile(input.buffer)) return compoundText(input.buffer, input.path, ctx);
      if (isBareBiff(input.buffer)) return { text: tidyText(biffToText(input.buffer)) };
      throw new ExtractionError('Corrupt', `not a ${id.toUpperCase()} file: no compound file header`);
    },
  };
}

export const docExtractor = legacy('doc', ['doc', 'dot', 'wps'], ['application/msword']);
export const xlsExtractor = legacy('xls', ['xls', 'xlt', 'xlw'], ['application/vnd.ms-excel']);
export const pptExtractor = legacy('ppt', ['ppt', 'pps', 'pot'], ['application/vnd.ms-powerpoint']);

export default defineServerPlugin({
  id: 'extractor-legacy-office',
  register(r) {
    r.contribute(Extractors, docExtractor);
    r.contribute(Extractors, xlsExtractor);
    r.contribute(Extractors, pptExtractor);
  },
});
