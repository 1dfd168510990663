/**
 * Capitalised words, the tokens of the name and place rules: found once per text and shared through the text's
 * AnchorCache, instead of one Unicode-aware regex pass per rule. Lines of plain ASCII, most of any text, are read
 * with an ASCII regex that finds exactly the same words there several times faster.
 */
import type { AnchorCache } from './anchors';
import { forEachBlock } from './blocks';

/**
 * A capitalised word: an upper-case letter, then letters, with inner apostrophes and hyphens (O'Brien, Anne-Marie,
 * McDonald). Not preceded by a letter, digit or apostrophe. Linear: each alternative starts with a distinct class.
 */
export const CAPITALISED = /(?<![\p{L}\p{M}\p{N}'’_])\p{Lu}[\p{L}\p{M}]{0,40}(?:['’\-][\p{L}\p{M}]{1,40}){0,3}/gu;
/** CAPITALISED where the text is ASCII: no marks, no typographic apostrophe, letters and digits of ASCII only. */
const CAPITALISED_ASCII = /(?<![A-Za-z0-9'_])[A-Z][A-Za-z]{0,40}(?:['\-][A-Za-z]{1,40}){0,3}/g;
const KEY = {};

function scan(re: RegExp, text: string, from: number, to: number, out: number[]): void {
  const block = text.slice(from, to);
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(block)) !== null) out.push(from + m.index, from + m.index + m[0].length);
}

/** Every capitalised word of the text: [start, end, start, end, ...] in text order (no word runs over a line break). */
export function capitalisedWords(text: string, cache: AnchorCache = new Map()): number[] {
  const known = cache.get(KEY);
  if (known) return known;
  const words: number[] = [];
  const ascii = new RegExp(CAPITALISED_ASCII.source, 'g');
  const unicode = new RegExp(CAPITALISED.source, 'gu');
  forEachBlock(text, (from, to, isAscii) => scan(isAscii ? ascii : unicode, text, from, to, words));
  cache.set(KEY, words);
  return words;
}
