/**
 * Capitalised words, the tokens of the name and place rules: found once per text and shared through the text's
 * AnchorCache, instead of one Unicode-aware regex pass per rule. Lines of plain ASCII, most of any text, are read
 * with an ASCII regex that finds exactly the same words there several times faster.
 */
import type { AnchorCache } from './anchors';

/**
 * A capitalised word: an upper-case letter, then letters, with inner apostrophes and hyphens (O'Brien, Anne-Marie,
 * McDonald). Not preceded by a letter, digit or apostrophe. Linear: each alternative starts with a distinct class.
 */
export const CAPITALISED = /(?<![\p{L}\p{M}\p{N}'’_])\p{Lu}[\p{L}\p{M}]{0,40}(?:['’\-][\p{L}\p{M}]{1,40}){0,3}/gu;
/** CAPITALISED where the text is ASCII: no marks, no typographic apostrophe, letters and digits of ASCII only. */
const CAPITALISED_ASCII = /(?<![A-Za-z0-9'_])[A-Z][A-Za-z]{0,40}(?:['\-][A-Za-z]{1,40}){0,3}/g;
const NON_ASCII = /[^\x00-\x7f]/g;
/** Text is read in blocks of about this many characters, each ending at a line break. */
const BLOCK = 16 * 1024;
const KEY = {};

function scan(re: RegExp, text: string, from: number, to: number, out: number[]): void {
  const block = text.slice(from, to);
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(block)) !== null) out.push(from + m.index, from + m.index + m[0].length);
}

/**
 * Every capitalised word of the text: [start, end, start, end, ...] in text order. No word runs over a line break
 * and a line break is no letter, so a block that starts after one reads as the text does there.
 */
export function capitalisedWords(text: string, cache: AnchorCache = new Map()): number[] {
  let words = cache.get(KEY);
  if (words) return words;
  words = [];
  const ascii = new RegExp(CAPITALISED_ASCII.source, 'g');
  const unicode = new RegExp(CAPITALISED.source, 'gu');
  const nonAscii = new RegExp(NON_ASCII.source, 'g');
  let next = -1; // the first character outside ASCII at or after the block's start (text.length when none)
  for (let from = 0; from < text.length;) {
    let to = from + BLOCK >= text.length ? text.length : text.indexOf('\n', from + BLOCK);
    to = to < 0 ? text.length : to + 1;
    if (next < from) {
      nonAscii.lastIndex = from;
      next = nonAscii.exec(text)?.index ?? text.length;
    }
    scan(next < to ? unicode : ascii, text, from, to, words);
    from = to;
  }
  cache.set(KEY, words);
  return words;
}
