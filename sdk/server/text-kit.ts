/**
 * Helpers for extractor authors: decoding bytes of unknown encoding, turning markup into plain text in
 * linear time, and extracting embedded documents through the registry without losing fatal reasons.
 */
import * as iconv from 'iconv-lite';
import { ExtractionError, type ExtractContext, type ExtractFailure, type ExtractInput } from './index';

export interface DecodedText {
  text: string;
  encoding: string;
}

/** Reasons that stop the whole container: a nested bomb or the time limit is never just one bad member. */
export const FATAL_FAILURES: readonly ExtractFailure[] = ['ZipBomb', 'Timeout'];

/**
 * Decodes bytes: a BOM wins, then a declared charset (from a header or meta tag) if known, then
 * BOM-less UTF-16 (many NULs on one side), then UTF-8, finally windows-1252 (latin1 plus the printable
 * 0x80–0x9F range, which is what "latin1" text written on Windows really is).
 */
export function decodeText(buf: Buffer, declaredCharset?: string): DecodedText {
  if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return { text: buf.subarray(3).toString('utf8'), encoding: 'utf-8' };
  if (buf.length >= 2 && buf[0] === 0xff && buf[1] === 0xfe) return { text: iconv.decode(buf.subarray(2), 'utf-16le'), encoding: 'utf-16le' };
  if (buf.length >= 2 && buf[0] === 0xfe && buf[1] === 0xff) return { text: iconv.decode(buf.subarray(2), 'utf-16be'), encoding: 'utf-16be' };
  const declared = normaliseCharset(declaredCharset);
  if (declared && declared !== 'utf-8' && iconv.encodingExists(declared)) return { text: iconv.decode(buf, declared), encoding: declared };
  // before UTF-8: ASCII in UTF-16 is valid UTF-8 too, with a NUL after every letter
  const utf16 = guessUtf16(buf);
  if (utf16) return { text: iconv.decode(buf, utf16), encoding: utf16 };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(buf), encoding: 'utf-8' };
  } catch {
    /* not UTF-8: try the others */
  }
  if (looksLikeEbcdic(buf)) return { text: decodeEbcdic(buf), encoding: 'ibm500' };
  return { text: iconv.decode(buf, 'windows-1252'), encoding: 'windows-1252' };
}

function normaliseCharset(charset: string | undefined): string | undefined {
  if (!charset) return undefined;
  const c = charset
    .trim()
    .toLowerCase()
    .replace(/^["']|["']$/g, '');
  if (c === 'utf8' || c === 'utf-8') return 'utf-8';
  if (c === 'iso-8859-1' || c === 'latin1' || c === 'us-ascii' || c === 'ascii') return 'windows-1252';
  return c || undefined;
}

function guessUtf16(buf: Buffer): 'utf-16le' | 'utf-16be' | undefined {
  const n = Math.min(buf.length - (buf.length % 2), 4096);
  if (n < 4) return undefined;
  let evenNul = 0,
    oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (buf[i] === 0) evenNul++;
    if (buf[i + 1] === 0) oddNul++;
  }
  const pairs = n / 2;
  if (oddNul > pairs * 0.3 && evenNul < pairs * 0.05) return 'utf-16le';
  if (evenNul > pairs * 0.3 && oddNul < pairs * 0.05) return 'utf-16be';
  return undefined;
}

/** IBM code page 500 (international EBCDIC), byte value to character; iconv-lite has no EBCDIC tables. */
const CP500 =
  '\u0000\u0001\u0002\u0003\u009c\t\u0086\u007f\u0097\u008d\u008e\u000b\f\r\u000e\u000f\u0010\u0011\u0012\u0013\u009d\u0085\b\u0087\u0018\u0019\u0092\u008f\u001c\u001d\u001e\u001f\u0080\u0081\u0082\u0083\u0084\n\u0017\u001b\u0088\u0089\u008a\u008b\u008c\u0005\u0006\u0007\u0090\u0091\u0016\u0093\u0094\u0095\u0096\u0004\u0098\u0099\u009a\u009b\u0014\u0015\u009e\u001a \u00a0\u00e2\u00e4\u00e0\u00e1\u00e3\u00e5\u00e7\u00f1[.<(+!&\u00e9\u00ea\u00eb\u00e8\u00ed\u00ee\u00ef\u00ec\u00df]$*);^-/\u00c2\u00c4\u00c0\u00c1\u00c3\u00c5\u00c7\u00d1\u00a6,%_>?\u00f8\u00c9\u00ca\u00cb\u00c8\u00cd\u00ce\u00cf\u00cc`:#@\'="\u00d8abcdefghi\u00ab\u00bb\u00f0\u00fd\u00fe\u00b1\u00b0jklmnopqr\u00aa\u00ba\u00e6\u00b8\u00c6\u00a4\u00b5~stuvwxyz\u00a1\u00bf\u00d0\u00dd\u00de\u00ae\u00a2\u00a3\u00a5\u00b7\u00a9\u00a7\u00b6\u00bc\u00bd\u00be\u00ac|\u00af\u00a8\u00b4\u00d7{ABCDEFGHI\u00ad\u00f4\u00f6\u00f2\u00f3\u00f5}JKLMNOPQR\u00b9\u00fb\u00fc\u00f9\u00fa\u00ff\\\u00f7STUVWXYZ\u00b2\u00d4\u00d6\u00d2\u00d3\u00d50123456789\u00b3\u00db\u00dc\u00d9\u00da\u009f';

/** EBCDIC text: blanks are 0x40 and letters sit in 0x81–0xA9 and 0xC1–0xE9, where ASCII text has few bytes. */
function looksLikeEbcdic(buf: Buffer): boolean {
  const n = Math.min(buf.length, 8192);
  if (n < 16) return false;
  let blanks = 0,
    letters = 0;
  for (let i = 0; i < n; i++) {
    const b = buf[i];
    if (b === 0x40) blanks++;
    else if ((b >= 0x81 && b <= 0xa9) || (b >= 0xc1 && b <= 0xe9) || (b >= 0xf0 && b <= 0xf9)) letters++;
  }
  return blanks >= n * 0.05 && blanks + letters >= n * 0.6;
}

function decodeEbcdic(buf: Buffer): string {
  let out = '';
  for (let i = 0; i < buf.length; i++) out += CP500[buf[i]];
  return out.replace(/\u0085/g, '\n');
}

/** True when the head of a buffer looks like text rather than binary (used for unknown extensions). */
export function looksLikeText(head: Buffer): boolean {
  if (head.length === 0) return true;
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return true;
  const n = Math.min(head.length, 8192);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = head[i];
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b) control++;
  }
  return control / n < 0.02;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  euro: '€',
  shy: '',
};

/** Decodes XML/HTML character references (numeric and the common named ones). */
export function decodeEntities(s: string): string {
  if (s.indexOf('&') < 0) return s;
  return s.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]{2,8});/g, (m, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body] ?? m;
  });
}

export interface XmlTextOptions {
  /** Local tag names (no prefix) whose end starts a new line, e.g. 'p' for w:p, text:p, a:p; '*' for every element. */
  lineBreakAfter?: string[];
  /** Local tag names that stand for a tab or a line break by themselves, e.g. 'tab', 'br'. */
  tabTags?: string[];
  breakTags?: string[];
  /** Local tag names whose whole content is skipped. */
  skip?: string[];
}

/**
 * Plain text of an XML document, in one linear pass (no regular expression over the whole document, so
 * a hostile file with millions of '<' cannot make it quadratic).
 */
export function xmlToText(xml: string, opts: XmlTextOptions = {}): string {
  const lineAfter = new Set(opts.lineBreakAfter ?? []);
  const everyLine = lineAfter.has('*');
  const tabs = new Set(opts.tabTags ?? []);
  const breaks = new Set(opts.breakTags ?? []);
  const skip = new Set(opts.skip ?? []);
  const out: string[] = [];
  let skipping: string | undefined;
  let skipDepth = 0;
  let i = 0;
  const n = xml.length;
  while (i < n) {
    const lt = xml.indexOf('<', i);
    const textEnd = lt < 0 ? n : lt;
    if (textEnd > i && !skipping) out.push(decodeEntities(xml.slice(i, textEnd)));
    if (lt < 0) break;
    if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt + 9);
      if (!skipping) out.push(xml.slice(lt + 9, end < 0 ? n : end));
      i = end < 0 ? n : end + 3;
      continue;
    }
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4);
      i = end < 0 ? n : end + 3;
      continue;
    }
    const gt = xml.indexOf('>', lt + 1);
    if (gt < 0) break;
    const tag = xml.slice(lt + 1, gt);
    i = gt + 1;
    if (tag[0] === '?' || tag[0] === '!') continue;
    const closing = tag[0] === '/';
    const selfClosing = tag[tag.length - 1] === '/';
    const nameMatch = /^\/?([^\s/>]{1,200})/.exec(tag);
    if (!nameMatch) continue;
    const full = nameMatch[1];
    const local = full.includes(':') ? full.slice(full.indexOf(':') + 1) : full;
    if (skipping) {
      if (full === skipping) {
        if (closing) skipDepth--;
        else if (!selfClosing) skipDepth++;
        if (skipDepth === 0) skipping = undefined;
      }
      continue;
    }
    if (!closing && !selfClosing && skip.has(local)) {
      skipping = full;
      skipDepth = 1;
      continue;
    }
    if (tabs.has(local) && !closing) out.push('\t');
    else if (breaks.has(local) && !closing) out.push('\n');
    if ((everyLine || lineAfter.has(local)) && (closing || selfClosing)) out.push('\n');
  }
  return out.join('');
}

/** Collapses runs of blank lines and trailing spaces; keeps line structure. */
export function tidyText(text: string): string {
  return text
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface EmbeddedOutcome {
  text: string;
  entry: { path: string; ok: boolean; reason?: ExtractFailure; message?: string };
}

/**
 * Extracts one embedded document through ctx.extractNested. A member that has no text is recorded, not
 * fatal; ZipBomb and Timeout propagate so the container fails as a whole.
 */
export async function extractEmbedded(ctx: ExtractContext, input: ExtractInput): Promise<EmbeddedOutcome> {
  try {
    const r = await ctx.extractNested(input);
    return { text: r.text, entry: { path: input.path, ok: true } };
  } catch (err) {
    if (err instanceof ExtractionError || isExtractionErrorLike(err)) {
      const e = err as ExtractionError;
      if (FATAL_FAILURES.includes(e.reason) && !e.contained) throw err;
      return { text: '', entry: { path: input.path, ok: false, reason: e.reason, message: e.message } };
    }
    return { text: '', entry: { path: input.path, ok: false, reason: 'Corrupt', message: err instanceof Error ? err.message : String(err) } };
  }
}

/** Errors crossing a worker or bundle boundary lose their class; the reason field survives. */
export function isExtractionErrorLike(err: unknown): err is ExtractionError {
  return (
    !!err && typeof err === 'object' && typeof (err as { reason?: unknown }).reason === 'string' && typeof (err as { message?: unknown }).message === 'string'
  );
}

/** Lower-case extension without the dot ('' when none). */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Throws Timeout when the extraction was aborted (the registry aborts at its time limit). */
export function throwIfAborted(ctx: ExtractContext): void {
  if (ctx.signal?.aborted) throw new ExtractionError('Timeout', 'extraction time limit reached');
}
