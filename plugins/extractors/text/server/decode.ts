/**
 * Plain-text decoding for files of unknown encoding: byte order marks (UTF-8, UTF-16, UTF-32), BOM-less
 * UTF-16, UTF-8, the East Asian multi-byte encodings and Cyrillic code pages when a statistical detector
 * is sure of them, and windows-1252 otherwise. Bytes that are no text in any of these (a binary file under
 * a text name) are refused rather than turned into garbage.
 */
import { analyse } from 'chardet';
import * as iconv from 'iconv-lite';
import { ExtractionError } from '@fathom/sdk/server';
import { decodeText, type DecodedText } from '@fathom/sdk/server/text-kit';

/** How much of a file the detector and the binary check look at. */
const SAMPLE = 64 * 1024;

/** Encodings the detector names reliably from their byte structure; single-byte Latin code pages are left to windows-1252. */
const MULTI_BYTE: Record<string, string> = { Shift_JIS: 'shift_jis', 'EUC-JP': 'euc-jp', GB18030: 'gb18030', Big5: 'big5', 'EUC-KR': 'euc-kr' };
const CYRILLIC: Record<string, string> = { 'windows-1251': 'windows-1251', 'KOI8-R': 'koi8-r' };
const MIN_CONFIDENCE = 50;
const MIN_CYRILLIC_CONFIDENCE = 30;

/** Share of bytes above ASCII among the non-blank ones: Cyrillic text is mostly such bytes, Western text rarely. */
function highShare(buf: Buffer): number {
  let high = 0,
    total = 0;
  for (let i = 0; i < Math.min(buf.length, SAMPLE); i++) {
    const b = buf[i];
    if (b <= 0x20) continue;
    total++;
    if (b >= 0x80) high++;
  }
  return total ? high / total : 0;
}

/** The encoding the detector is sure of, among those it names reliably; undefined for anything else. */
function detected(buf: Buffer): string | undefined {
  const best = analyse(buf.subarray(0, SAMPLE))[0];
  if (!best) return undefined;
  if (MULTI_BYTE[best.name] && best.confidence >= MIN_CONFIDENCE) return MULTI_BYTE[best.name];
  if (CYRILLIC[best.name] && best.confidence >= MIN_CYRILLIC_CONFIDENCE && highShare(buf) > 0.3) return CYRILLIC[best.name];
  return undefined;
}

function bom32(buf: Buffer): 'utf-32le' | 'utf-32be' | undefined {
  if (buf.length >= 4 && buf[0] === 0xff && buf[1] === 0xfe && buf[2] === 0 && buf[3] === 0) return 'utf-32le';
  if (buf.length >= 4 && buf[0] === 0 && buf[1] === 0 && buf[2] === 0xfe && buf[3] === 0xff) return 'utf-32be';
  return undefined;
}

/**
 * Characters that plain text does not contain: C0 controls other than tab, line feed, vertical tab,
 * form feed, carriage return and escape; C1 controls; the replacement character of undecodable bytes.
 */
function isNonText(code: number): boolean {
  if (code < 0x20) return code !== 0x09 && code !== 0x0a && code !== 0x0b && code !== 0x0c && code !== 0x0d && code !== 0x1b && code !== 0x1a;
  return (code >= 0x7f && code <= 0x9f) || code === 0xfffd;
}

/** True when decoded text looks like a binary file: a NUL, or more than 2% of its characters no text. */
export function looksBinary(text: string): boolean {
  const n = Math.min(text.length, SAMPLE);
  if (n === 0) return false;
  let bad = 0;
  for (let i = 0; i < n; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if (isNonText(code)) bad++;
  }
  return bad > Math.max(1, n * 0.02);
}

/**
 * UTF-8 with a few broken sequences (a file cut inside a character, a stray byte from another editor):
 * read as UTF-8 when its well-formed multi-byte characters far outnumber the broken ones, which a file in
 * a legacy code page does not produce. The broken bytes are left out.
 */
function mostlyUtf8(buf: Buffer): DecodedText | undefined {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(buf);
  let broken = 0,
    wide = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0xfffd) broken++;
    else if (c >= 0x80) wide++;
  }
  return wide >= 4 && (broken <= 2 || broken * 20 <= wide) ? { text: text.replace(/\ufffd/g, ''), encoding: 'utf-8' } : undefined;
}

/** The file's text in its detected encoding; Unsupported when the bytes are not text. */
export function decodePlainText(buf: Buffer): DecodedText {
  const utf32 = bom32(buf);
  let decoded: DecodedText = utf32 ? { text: iconv.decode(buf.subarray(4), utf32), encoding: utf32 } : decodeText(buf);
  if (decoded.encoding === 'windows-1252') decoded = mostlyUtf8(buf) ?? decoded;
  if (decoded.encoding === 'windows-1252') {
    // not UTF-8: a multi-byte East Asian encoding or a Cyrillic code page, when the detector is sure
    const encoding = detected(buf);
    if (encoding) {
      const text = iconv.decode(buf, encoding);
      if (!text.includes('\ufffd')) decoded = { text, encoding };
    }
  }
  if (decoded.text.charCodeAt(0) === 0xfeff) decoded = { ...decoded, text: decoded.text.slice(1) };
  if (looksBinary(decoded.text)) throw new ExtractionError('Unsupported', 'binary content, not text');
  return decoded;
}
