/** Reading the text parts of an OOXML package (a zip of XML parts) and its embedded objects. */
import { type ExtractContext, type ExtractResult } from '@fathom/sdk/server';
import { extensionOf, extractEmbedded, throwIfAborted, tidyText, xmlToText } from '@fathom/sdk/server/text-kit';
import { isCompoundFile, type OpenedZip, type ZipMember } from '@fathom/sdk/server/zip-kit';

export const DRAWINGML_TEXT = { lineBreakAfter: ['p', 'tr'], tabTags: ['tab', 'tc'], breakTags: ['br', 'cr'], skip: ['tableStyleId'] };
/** Charts: category and series names and cached values; the formulas and number formats are not text. */
export const CHART_TEXT = { lineBreakAfter: ['p', 'pt', 'tx'], skip: ['f', 'formatCode', 'txPr', 'spPr'] };
export const WORDML_TEXT = { lineBreakAfter: ['p', 'tr'], tabTags: ['tab', 'tc'], breakTags: ['br', 'cr'], skip: ['instrText', 'delText'] };

/** Sorts slide1, slide2, …, slide10 by number rather than as strings. */
export function byPartNumber(a: ZipMember, b: ZipMember): number {
  const na = Number(/(\d+)\.xml$/.exec(a.name)?.[1] ?? 0);
  const nb = Number(/(\d+)\.xml$/.exec(b.name)?.[1] ?? 0);
  return na - nb || a.name.localeCompare(b.name);
}

/**
 * DrawingML tables (slides, sheet drawings): the paragraphs of one cell end no line, so a row comes out as
 * one line of tab-separated cells. Linear: one split at the cell tags.
 */
export function drawingTablesText(xml: string): string {
  if (!xml.includes(':tc>') && !xml.includes(':tc ')) return xml;
  let depth = 0;
  return xml
    .split(/(<\/?(?:\w{1,20}:)?tc\b[^<>]{0,500}>)/)
    .map(part => {
      if (/^<(?:\w{1,20}:)?tc\b/.test(part) && !part.endsWith('/>')) depth++;
      else if (/^<\/(?:\w{1,20}:)?tc\b/.test(part)) depth = Math.max(0, depth - 1);
      else if (depth > 0) return part.replace(/<\/((?:\w{1,20}:)?)p>/g, '</$1pj> ').replace(/<((?:\w{1,20}:)?)p\s*\/>/g, '<$1pj/>');
      return part;
    })
    .join('');
}

export async function partsText(zip: OpenedZip, pattern: RegExp, opts: Parameters<typeof xmlToText>[1], ctx: ExtractContext): Promise<string[]> {
  const out: string[] = [];
  const drawing = opts?.tabTags?.includes('tc') && !opts.skip?.includes('instrText');
  for (const m of zip.members.filter(x => pattern.test(x.name)).sort(byPartNumber)) {
    throwIfAborted(ctx);
    const xml = (await zip.read(m)).toString('utf8');
    const text = tidyText(drawing ? xmlToText(drawingTablesText(xml), opts).replace(/^\t/gm, '').replace(/ +\t/g, '\t') : xmlToText(xml, opts));
    if (text) out.push(text);
  }
  return out;
}

/** Embedded documents (word/embeddings/…, xl/embeddings/…) extracted through the registry. */
export async function embeddedText(
  zip: OpenedZip,
  path: string,
  ctx: ExtractContext,
): Promise<{ texts: string[]; embedded: NonNullable<ExtractResult['embedded']> }> {
  const texts: string[] = [];
  const embedded: NonNullable<ExtractResult['embedded']> = [];
  for (const m of zip.members.filter(x => /^[a-z]+\/embeddings\/[^/]+$/i.test(x.name))) {
    throwIfAborted(ctx);
    const ext = extensionOf(m.name);
    if (ext === 'emf' || ext === 'wmf') continue;
    const buffer = await zip.read(m);
    // An OLE object (.bin) is read for the file it wraps; other .bin parts (printer settings) have no text.
    if (ext === 'bin' && !isCompoundFile(buffer)) continue;
    const r = await extractEmbedded(ctx, { path: `${path}!/${m.name}`, buffer, extension: ext === 'bin' ? '' : ext });
    embedded.push(r.entry);
    if (r.text) texts.push(r.text);
  }
  return { texts, embedded };
}

export function findMember(zip: OpenedZip, name: string): ZipMember | undefined {
  const lower = name.toLowerCase();
  return zip.members.find(m => m.name.toLowerCase() === lower);
}
