/** HTML and XML: markup stripped, scripts and styles dropped, the declared charset honoured. */
import { defineServerPlugin, Extractors, ExtractionError, type Extractor } from '@fathom/sdk/server';
import { decodeText, tidyText, xmlToText } from '@fathom/sdk/server/text-kit';

type HtmlParser = typeof import('node-html-parser');
let htmlLib: HtmlParser | undefined;
/** Loaded on the first HTML page, so a thread (or the server) that meets none never holds it. */
const htmlParser = (): HtmlParser => (htmlLib ??= require('node-html-parser') as HtmlParser); // eslint-disable-line @typescript-eslint/no-require-imports

const HEAD_SCAN = 2048;

function declaredCharset(buf: Buffer): string | undefined {
  const head = buf.subarray(0, HEAD_SCAN).toString('latin1');
  const meta = /<meta[^>]{0,300}?charset\s*=\s*["']?([\w.:-]{1,40})/i.exec(head);
  if (meta) return meta[1];
  const xmlDecl = /^\s*<\?xml[^>]{0,200}?encoding\s*=\s*["']([\w.:-]{1,40})["']/i.exec(head);
  return xmlDecl?.[1];
}

/** Skips a BOM and blanks; returns the first characters in lower case, decoding UTF-16 if needed. */
function headText(head: Buffer): string {
  let h = head.subarray(0, 512);
  if (h[0] === 0xff && h[1] === 0xfe) return h.subarray(2).toString('utf16le').trimStart().slice(0, 100).toLowerCase();
  if (h[0] === 0xfe && h[1] === 0xff) {
    const s = Buffer.from(h.subarray(2));
    s.swap16?.();
    return s.toString('utf16le').trimStart().slice(0, 100).toLowerCase();
  }
  if (h[0] === 0xef && h[1] === 0xbb && h[2] === 0xbf) h = h.subarray(3);
  return h.toString('latin1').trimStart().slice(0, 100).toLowerCase();
}

/**
 * True when decoded "markup" is really binary (a NUL, or over 2% control or undecodable characters in its
 * first 64K): such a file under an .html or .xml name is refused, never printed as garbage.
 */
export function looksBinary(text: string): boolean {
  const n = Math.min(text.length, 65536);
  let bad = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0b && c !== 0x0c && c !== 0x0d && c !== 0x1b) || (c >= 0x7f && c <= 0x9f) || c === 0xfffd) bad++;
  }
  return bad > Math.max(1, n * 0.02);
}

function notBinary(text: string, what: string): string {
  if (looksBinary(text)) throw new ExtractionError('Unsupported', `binary content, not ${what}`);
  return text;
}

const looksLikeHtml = (head: string) => head.startsWith('<!doctype html') || head.startsWith('<html') || head.startsWith('<head') || head.startsWith('<body');

/**
 * Removes script, style, noscript and template elements before parsing: a malformed end tag such as
 * "</script language>" makes the parser take the rest of the page as script. Linear: indexOf only.
 */
export function stripNonText(html: string): string {
  const lower = html.toLowerCase();
  const out: string[] = [];
  let i = 0;
  const open = /<(script|style|noscript|template)\b/g;
  for (let m = open.exec(lower); m; m = open.exec(lower)) {
    if (m.index < i) continue;
    out.push(html.slice(i, m.index));
    const close = lower.indexOf(`</${m[1]}`, m.index + m[0].length);
    if (close < 0) {
      i = html.length;
      break;
    }
    const gt = lower.indexOf('>', close);
    i = gt < 0 ? html.length : gt + 1;
    open.lastIndex = i;
  }
  out.push(html.slice(i));
  return out.join('');
}

/** Marks a table cell's start and a row's end: invisible separators, never in real text, resolved at the end. */
const CELL = '\u2063';
const ROW_END = '\u2064';

/**
 * Prepares HTML for the parser's text. A line break beside a tag is a blank (the parser drops it, gluing
 * "some text\n<b>bold</b>" into "some textbold"; it keeps no <pre> layout either). Table cells and row
 * ends are marked, so a row comes out as one line of tab-separated cells.
 */
export function prepareHtml(html: string): string {
  return html
    .replace(/[ \t\r\n\f]+/g, (ws, at: number) => (ws.includes('\n') && (html[at - 1] === '>' || html[at + ws.length] === '<') ? ' ' : ws))
    .replace(/<(td|th)\b[^<>]{0,2000}>/gi, m => `${m}${CELL}`)
    .replace(/<\/tr\s*>/gi, m => `${ROW_END}${m}`);
}

/** Consecutive cells of one table row (each starts a line with its mark) joined into one line with tabs. */
function cellsToTabs(text: string): string {
  if (!text.includes(CELL)) return text.replace(new RegExp(ROW_END, 'g'), '');
  const out: string[] = [];
  let inRow = false;
  for (const raw of text.split('\n')) {
    const ended = raw.includes(ROW_END);
    // a table nested in a cell: its first cell's mark follows the outer cell's with nothing between
    const line = raw.replace(new RegExp(ROW_END, 'g'), '').replace(new RegExp(`^(\\s*${CELL})(?:\\s*${CELL})+`), '$1');
    const cells = line.split(CELL);
    const lead = cells.shift()!.trim();
    if (cells.length === 0) {
      // a cell holding paragraphs (a page laid out in a table): its lines stay lines
      if (lead) {
        out.push(lead);
        inRow = false;
      }
    } else {
      const joined = cells.map(c => c.trim()).join('\t');
      const row = inRow ? out[out.length - 1] : undefined;
      // a cell whose content is a nested table: the outer mark starts an empty line the inner row continues
      if (row !== undefined && !row.trim() && !lead) out[out.length - 1] = joined;
      else if (row !== undefined) out[out.length - 1] = `${row}${lead ? ` ${lead}` : ''}\t${joined}`;
      else out.push(lead ? `${lead}\t${joined}` : joined);
      inRow = true;
    }
    if (ended) {
      inRow = false;
      out[out.length - 1] = (out[out.length - 1] ?? '').replace(/\t+$/, '');
    }
  }
  return out.join('\n');
}

export function htmlToText(html: string): { text: string; title?: string } {
  html = prepareHtml(stripNonText(html));
  const root = htmlParser().parse(html, { comment: false, blockTextElements: { script: false, style: false, noscript: false, template: false, pre: true } });
  root.querySelectorAll('script, style, noscript, template').forEach(n => n.remove());
  const title = root.querySelector('title')?.text.trim();
  const body = root.querySelector('body') ?? root;
  const text = tidyText(cellsToTabs(body.structuredText));
  return { text: title && !text.includes(title) ? `${title}\n\n${text}` : text, title: title || undefined };
}

export const htmlExtractor: Extractor = {
  id: 'html',
  extensions: ['html', 'htm', 'xhtml', 'shtml', 'mht', 'hta'],
  mimeTypes: ['text/html', 'application/xhtml+xml'],
  sniff: head => looksLikeHtml(headText(head)),
  async extract(input) {
    if (input.buffer.length === 0) throw new ExtractionError('Empty', 'the file is empty');
    const { text: html, encoding } = decodeText(input.buffer, declaredCharset(input.buffer));
    const { text, title } = htmlToText(notBinary(html, 'HTML'));
    return { text, metadata: { encoding, ...(title ? { title } : {}) } };
  },
};

export const xmlExtractor: Extractor = {
  id: 'xml',
  extensions: ['xml', 'xsd', 'xsl', 'xslt', 'svg', 'rss', 'atom', 'plist', 'kml', 'gpx', 'wsdl', 'xaml', 'resx', 'config'],
  mimeTypes: ['application/xml', 'text/xml'],
  sniff: head => headText(head).startsWith('<?xml'),
  async extract(input) {
    if (input.buffer.length === 0) throw new ExtractionError('Empty', 'the file is empty');
    const { text: xml, encoding } = decodeText(input.buffer, declaredCharset(input.buffer));
    notBinary(xml, 'XML');
    const first = xml
      .replace(/^\uFEFF/, '')
      .trimStart()
      .slice(0, 400)
      .toLowerCase();
    if (looksLikeHtml(first.replace(/^<\?xml[^>]*>\s*/, '')) || /^<\?xml[^>]*>\s*<!doctype html/.test(first))
      return { text: htmlToText(xml).text, metadata: { encoding } };
    return { text: tidyText(xmlToText(xml, { lineBreakAfter: ['*'], skip: ['script', 'style'] }).replace(/[ \t]*\n[ \t\n]*/g, '\n')), metadata: { encoding } };
  },
};

export default defineServerPlugin({
  id: 'extractor-markup',
  register(r) {
    r.contribute(Extractors, htmlExtractor);
    r.contribute(Extractors, xmlExtractor);
  },
});
