/** Word documents: the body through mammoth (lists, tables), plus headers, footers, notes and comments. */
import { ExtractionError, type ExtractContext, type ExtractResult } from '@fathom/sdk/server';
import { extensionOf, extractEmbedded, tidyText, xmlToText } from '@fathom/sdk/server/text-kit';
import type { OpenedZip } from '@fathom/sdk/server/zip-kit';
import { embeddedText, findMember, partsText, WORDML_TEXT } from './parts';

type Mammoth = typeof import('mammoth');
let mammothLib: Mammoth | undefined;
/** Loaded on the first Word document, so a thread (or the server) that meets none never holds it. */
const mammoth = (): Mammoth => (mammothLib ??= require('mammoth') as Mammoth); // eslint-disable-line @typescript-eslint/no-require-imports

export async function docxText(zip: OpenedZip, buffer: Buffer, path: string, ctx: ExtractContext): Promise<ExtractResult> {
  const main = findMember(zip, 'word/document.xml') ?? zip.members.find(m => /^word\/document\d*\.xml$/i.test(m.name));
  if (!main) throw new ExtractionError('Corrupt', 'not a Word document: word/document.xml is missing');
  let body: string;
  try {
    body = (await mammoth().extractRawText({ buffer })).value;
  } catch {
    // mammoth rejects some valid-enough files (odd relationships, strict namespaces): read the XML directly
    body = xmlToText((await zip.read(main)).toString('utf8'), WORDML_TEXT);
  }
  const headers = await partsText(zip, /^word\/header\d*\.xml$/i, WORDML_TEXT, ctx);
  const footers = await partsText(zip, /^word\/footer\d*\.xml$/i, WORDML_TEXT, ctx);
  const comments = await partsText(zip, /^word\/comments\.xml$/i, WORDML_TEXT, ctx);
  // footnotes and endnotes: the separators Word keeps among them have no text
  const notes = (await partsText(zip, /^word\/(?:footnotes|endnotes)\.xml$/i, WORDML_TEXT, ctx)).filter(t => !body.includes(t));
  const { texts, embedded } = await embeddedText(zip, path, ctx);
  // altChunk parts: whole HTML, RTF or text documents merged into the body when Word opens the file
  for (const m of zip.members.filter(x => /^word\/[^/]+\.(?:html?|xhtml|mht|rtf|txt)$/i.test(x.name))) {
    const r = await extractEmbedded(ctx, { path: `${path}!/${m.name}`, buffer: await zip.read(m), extension: extensionOf(m.name) });
    embedded.push(r.entry);
    if (r.text) texts.unshift(r.text);
  }
  const text = [...headers, tidyText(body), ...notes, ...comments, ...footers, ...texts].filter(Boolean).join('\n\n');
  return { text, embedded };
}
