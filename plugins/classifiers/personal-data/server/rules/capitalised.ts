/**
 * The capitalised words of a text, found by one pass over its characters and shared by the rules that read words
 * (PERSON, LOCATION, NRP) through the scan's cache. The pass reads what CAPITALISED matches, character by character:
 * on name-dense text a Unicode-property regex with a lookbehind costs more than everything the rules then do.
 */
import type { ScanOptions } from '../engine/rule';
import { forEachBlock } from '../engine/blocks';

/**
 * A capitalised word: an upper-case letter, then letters, with inner apostrophes and hyphens (O'Brien, Anne-Marie,
 * McDonald). Not preceded by a letter, digit or apostrophe. The reference the scan below must equal.
 */
export const CAPITALISED = /(?<![\p{L}\p{M}\p{N}'’_])\p{Lu}[\p{L}\p{M}]{0,40}(?:['’\-][\p{L}\p{M}]{1,40}){0,3}/gu;

const UPPER = 1;
const LETTER = 2; // a letter or a mark
const DIGIT = 4; // any number
const BEFORE_WORD = 8; // may not stand before a capitalised word: letters, marks, numbers, apostrophes, '_'

/** Kinds of the code points of the Basic Multilingual Plane, filled on first sight (UNKNOWN until then). */
const UNKNOWN = 0x80;
const bmpKinds = new Uint8Array(0x10000).fill(UNKNOWN);
const astralKinds = new Map<number, number>();

function propertiesOf(cp: number): number {
  if (cp < 128) {
    if (cp >= 65 && cp <= 90) return UPPER | LETTER | BEFORE_WORD;
    if (cp >= 97 && cp <= 122) return LETTER | BEFORE_WORD;
    if (cp >= 48 && cp <= 57) return DIGIT | BEFORE_WORD;
    return cp === 39 || cp === 95 ? BEFORE_WORD : 0;
  }
  const ch = String.fromCodePoint(cp);
  return (
    (/\p{Lu}/u.test(ch) ? UPPER : 0) |
    (/[\p{L}\p{M}]/u.test(ch) ? LETTER : 0) |
    (/\p{N}/u.test(ch) ? DIGIT : 0) |
    (/[\p{L}\p{M}\p{N}’]/u.test(ch) ? BEFORE_WORD : 0)
  );
}

/** What a code point is: one table read (a regex test per new character outside ASCII, then remembered). */
function kindOf(cp: number): number {
  if (cp < 0x10000) {
    const kind = bmpKinds[cp];
    return kind !== UNKNOWN ? kind : (bmpKinds[cp] = propertiesOf(cp));
  }
  let kind = astralKinds.get(cp);
  if (kind === undefined) astralKinds.set(cp, (kind = propertiesOf(cp)));
  return kind;
}

/** Code units of the code point at i (2 for a surrogate pair). */
function widthAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
}

function codeAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c < 0xd800 || c > 0xdbff ? c : (text.codePointAt(i) as number);
}

/** Where a run of at most `most` letters starting at i ends (i when there is none). */
function lettersFrom(text: string, i: number, most: number): number {
  let end = i;
  for (let n = 0; n < most && end < text.length && kindOf(codeAt(text, end)) & LETTER; n++) end += widthAt(text, end);
  return end;
}

/** Where the capitalised word starting at i ends: its letters, then at most three apostrophe or hyphen parts. */
function wordEnd(text: string, i: number): number {
  let end = lettersFrom(text, i + widthAt(text, i), 40);
  for (let parts = 0; parts < 3 && end < text.length; parts++) {
    const c = text.charCodeAt(end);
    if (c !== 39 && c !== 0x2019 && c !== 45) break;
    const after = lettersFrom(text, end + 1, 40);
    if (after === end + 1) break;
    end = after;
  }
  return end;
}

const ASCII_UPPER = /[A-Z]/g;

/**
 * [start, end, start, end, ...] of every match of CAPITALISED, in text order. ASCII blocks (most text) jump from
 * capital to capital with a regex; other blocks are read character by character. A word never crosses a block's
 * end (a line break), and whether it may start depends only on the code point before it.
 */
export function scanCapitalised(text: string): number[] {
  const out: number[] = [];
  const upper = new RegExp(ASCII_UPPER.source, 'g');
  forEachBlock(text, (from, to, ascii) => {
    if (ascii) {
      upper.lastIndex = from;
      while (upper.test(text)) {
        const i = upper.lastIndex - 1;
        if (i >= to) break;
        if (i > 0 && kindOf(codeBefore(text, i)) & BEFORE_WORD) continue;
        const end = wordEnd(text, i);
        out.push(i, end);
        upper.lastIndex = end;
      }
      return;
    }
    let previous = from > 0 ? kindOf(codeBefore(text, from)) : 0; // kind of the code point before i
    for (let i = from; i < to;) {
      const kind = kindOf(codeAt(text, i));
      if (kind & UPPER && !(previous & BEFORE_WORD)) {
        const end = wordEnd(text, i);
        out.push(i, end);
        // the scan goes on after the match, where the regex's next search starts
        previous = kindOf(codeBefore(text, end));
        i = end;
        continue;
      }
      previous = kind;
      i += widthAt(text, i);
    }
  });
  return out;
}

function codeBefore(text: string, i: number): number {
  const low = text.charCodeAt(i - 1);
  return (low & 0xfc00) === 0xdc00 && i >= 2 ? (text.codePointAt(i - 2) as number) : low;
}

const SPANS_KEY = {};

/** The capitalised words of the text, computed once per scan when the scan has a cache. */
export function capitalisedSpans(text: string, scan?: ScanOptions): number[] {
  const cached = scan?.anchors?.get(SPANS_KEY);
  if (cached) return cached;
  const spans = scanCapitalised(text);
  scan?.anchors?.set(SPANS_KEY, spans);
  return spans;
}
