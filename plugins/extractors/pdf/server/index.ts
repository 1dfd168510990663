/**
 * PDF through pdfjs-dist (legacy build, ESM only: loaded with a real dynamic import, which works in the
 * extraction worker threads but not under a CommonJS test runtime). Text layer page by page, embedded
 * files through the registry, and OCR of pages without a text layer when the policy turns OCR on.
 */
import { defineServerPlugin, Extractors, ExtractionError, type ExtractContext, type ExtractResult, type Extractor } from '@fathom/sdk/server';
import { recognizeText } from '@fathom/sdk/server/ocr-kit';
import { extensionOf, extractEmbedded, throwIfAborted, tidyText } from '@fathom/sdk/server/text-kit';
import { joinTextRuns, type TextRun } from './text-runs';

const PDFJS = 'pdfjs-dist/legacy/build/pdf.mjs';
/** Scanned documents can be long; OCR costs seconds per page, so only the first pages are read. */
export const MAX_OCR_PAGES = 10;
const OCR_SCALE = 2;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

let pdfjs: Promise<PdfJs> | undefined;
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= (import(PDFJS) as Promise<PdfJs>).catch(err => {
    pdfjs = undefined;
    throw new ExtractionError('Unsupported', `the PDF reader could not be loaded here (${(err as Error).message}); PDFs are read in extraction worker threads`);
  });
  return pdfjs;
}

function standardFontsDir(): string | undefined {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { dirname, join } = require('node:path') as typeof import('node:path');
    return join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
  } catch {
    return undefined;
  }
}

async function pageTexts(doc: PdfDocument, ctx: ExtractContext): Promise<string[]> {
  const pages: string[] = [];
  let chars = 0;
  for (let n = 1; n <= doc.numPages && chars < ctx.maxTextChars; n++) {
    throwIfAborted(ctx);
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const text = joinTextRuns(content.items.filter((item): item is typeof item & TextRun => 'str' in item));
    page.cleanup();
    pages.push(text);
    chars += text.length;
  }
  return pages;
}

async function ocrPages(doc: PdfDocument, ctx: ExtractContext): Promise<string[]> {
  const out: string[] = [];
  for (let n = 1; n <= Math.min(doc.numPages, MAX_OCR_PAGES); n++) {
    throwIfAborted(ctx);
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: OCR_SCALE });
    const factory = (
      doc as unknown as {
        canvasFactory: { create(w: number, h: number): { canvas: { toBuffer(mime: string): Buffer }; context: unknown }; destroy(c: unknown): void };
      }
    ).canvasFactory;
    const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvasContext: target.context as CanvasRenderingContext2D, viewport, canvas: target.canvas as unknown as HTMLCanvasElement }).promise;
    const png = target.canvas.toBuffer('image/png');
    factory.destroy(target);
    page.cleanup();
    out.push(await recognizeText(png));
  }
  return out;
}

async function attachments(
  doc: PdfDocument,
  path: string,
  ctx: ExtractContext,
): Promise<{ texts: string[]; embedded: NonNullable<ExtractResult['embedded']> }> {
  const texts: string[] = [];
  const embedded: NonNullable<ExtractResult['embedded']> = [];
  let files: Record<string, { filename: string; content: Uint8Array }> | null = null;
  try {
    files = await doc.getAttachments();
  } catch {
    /* a broken attachment tree does not spoil the text */
  }
  for (const [key, file] of Object.entries(files ?? {})) {
    throwIfAborted(ctx);
    const name = file.filename || key;
    const r = await extractEmbedded(ctx, { path: `${path}!/${name}`, buffer: Buffer.from(file.content), extension: extensionOf(name) });
    embedded.push(r.entry);
    if (r.text) texts.push(r.text);
  }
  return { texts, embedded };
}

export const pdfExtractor: Extractor = {
  id: 'pdf',
  extensions: ['pdf', 'ai'],
  mimeTypes: ['application/pdf'],
  sniff: head => head.subarray(0, 1024).includes('%PDF-'),
  async extract(input, ctx) {
    const lib = await loadPdfJs();
    let doc: PdfDocument;
    try {
      doc = await lib.getDocument({
        data: new Uint8Array(input.buffer),
        isEvalSupported: false,
        disableFontFace: true,
        useSystemFonts: false,
        verbosity: 0,
        stopAtErrors: false,
        standardFontDataUrl: standardFontsDir(),
      }).promise;
    } catch (err) {
      const e = err as Error;
      if (e?.name === 'PasswordException') throw new ExtractionError('Encrypted', 'the PDF is password protected');
      throw new ExtractionError('Corrupt', `not a readable PDF: ${e?.message ?? e}`);
    }
    try {
      const pages = await pageTexts(doc, ctx);
      const { texts, embedded } = await attachments(doc, input.path, ctx);
      let body = tidyText(pages.join('\n\n'));
      let ocr = false;
      if (!body && ctx.ocr) {
        body = tidyText((await ocrPages(doc, ctx)).join('\n\n'));
        ocr = true;
      }
      const text = [body, ...texts].filter(Boolean).join('\n\n');
      if (!text) {
        throw new ExtractionError('Empty', ctx.ocr ? 'no text layer, and OCR found no text' : 'no text layer (a scanned or image-only PDF); OCR is off');
      }
      return { text, embedded, metadata: { pages: doc.numPages, ocr } };
    } finally {
      await doc.destroy().catch(() => undefined);
    }
  },
};

export default defineServerPlugin({
  id: 'extractor-pdf',
  register(r) {
    r.contribute(Extractors, pdfExtractor);
  },
});
