/**
 * Prefilter of literal anchors: a rule whose every candidate contains a cheap, rare shape (seven digits in a
 * row or in groups, ':hex:', two dots around a number) runs its own pattern only in small windows around the
 * places where that shape occurs, instead of over the whole text. Anchor scans are shared between the rules of
 * one text through an AnchorCache. Where the shape is common (digit clusters in documentation) a window per
 * occurrence costs more than one pass of a simple pattern: such rules only require it (Rule.requires) and are
 * skipped for a text without it, which most files are.
 *
 * The windows give exactly the matches a whole-text scan gives, provided every match contains an anchor match,
 * starts at most `before` characters before it and is at most `reach` characters long: each window is scanned
 * with LOOK characters of text on both sides (for lookbehinds and lookaheads), and the scan resumes where the
 * previous match ended, as a whole-text scan does.
 */
import type { Span } from './rule';

export interface Anchor {
  /** Global regex; every match of the rule's pattern contains one of its matches. */
  pattern?: RegExp;
  /**
   * Instead of a pattern: every match is a whole word ([A-Za-z0-9_]+, as the rules' token edges read a word) of one
   * of these lengths. One pass over the text, shared by the rules, finds the words by length.
   */
  wordLengths?: readonly number[];
  /** How far before the anchor's match a candidate may start. */
  before: number;
  /** The longest candidate. */
  reach: number;
}

/** Anchor matches of one text, by anchor regex, word length or word anchor: [start, end, start, end, ...]. */
export type AnchorCache = Map<RegExp | number | Anchor, number[]>;

/** Words longer than this are not looked up by length. */
const LONGEST_WORD = 32;

/** Characters either side of a window that the rules' lookbehinds and lookaheads may read. */
const LOOK = 16;

/** Seven digits, neighbours apart by at most three non-word characters (536-22-8726, (949) 666 - 6666, 4111 1111...). */
export const DIGIT_CLUSTER = /\d(?:[^\w\n]{0,3}\d){6}/g;
/**
 * Around digit clusters, for rules whose every candidate has seven chained digits and at most 40 characters, and
 * whose own pattern scans slowly (case-insensitive letters).
 */
export const CLUSTER_ANCHOR: Anchor = { pattern: DIGIT_CLUSTER, before: 40, reach: 40 };
/** Six digits in a row: rare in prose and code (one every 15,000 characters of documentation). */
export const SIX_DIGITS = /\d{6}/g;
/** Around six digits in a row, for rules whose every candidate has them and at most 20 characters. */
export const SIX_DIGITS_ANCHOR: Anchor = { pattern: SIX_DIGITS, before: 20, reach: 20 };
/** Three digits in a row. */
export const THREE_DIGITS = /\d{3}/g;

const copies = new WeakMap<RegExp, RegExp>();
/** A private copy of a shared regex (rules are shared between calls; lastIndex is per copy and reset on use). */
export function ownCopy(re: RegExp, flags = re.flags): RegExp {
  let copy = copies.get(re);
  if (!copy || copy.flags !== flags) {
    copy = new RegExp(re.source, flags);
    copies.set(re, copy);
  }
  copy.lastIndex = 0;
  return copy;
}

function anchorMatches(text: string, anchor: RegExp, cache?: AnchorCache): number[] {
  let found = cache?.get(anchor);
  if (found) return found;
  found = [];
  const re = ownCopy(anchor);
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    found.push(m.index, m.index + m[0].length);
  }
  cache?.set(anchor, found);
  return found;
}

function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** Every word of the text up to LONGEST_WORD characters, by length, in one pass of charCodeAt. */
function wordsByLength(text: string, cache: AnchorCache): void {
  const lists: number[][] = Array.from({ length: LONGEST_WORD + 1 }, () => []);
  const n = text.length;
  for (let i = 0; i < n;) {
    if (!isWordChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && isWordChar(text.charCodeAt(i))) i++;
    if (i - start <= LONGEST_WORD) lists[i - start].push(start, i);
  }
  lists.forEach((list, length) => cache.set(length, list));
}

function wordMatches(text: string, anchor: Anchor, cache: AnchorCache = new Map()): number[] {
  const lengths = anchor.wordLengths!;
  const known = cache.get(anchor);
  if (known) return known;
  if (!cache.has(lengths[0])) wordsByLength(text, cache);
  let merged = cache.get(lengths[0])!;
  for (const length of lengths.slice(1)) merged = mergeSorted(merged, cache.get(length)!);
  cache.set(anchor, merged);
  return merged;
}

/** Two lists of [start, end] pairs in text order, merged in text order. */
function mergeSorted(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let i = 0,
    j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i] < b[j])) {
      out.push(a[i], a[i + 1]);
      i += 2;
    } else {
      out.push(b[j], b[j + 1]);
      j += 2;
    }
  }
  return out;
}

function matchesOf(text: string, anchor: Anchor, cache?: AnchorCache): number[] {
  return anchor.pattern ? anchorMatches(text, anchor.pattern, cache) : wordMatches(text, anchor, cache);
}

/** True when the text has at least one match of the regex (a rule that requires it cannot match otherwise). */
export function hasMatch(text: string, re: RegExp, cache?: AnchorCache): boolean {
  return anchorMatches(text, re, cache).length > 0;
}

/** The matches of a global pattern that a whole-text scan finds, looked for only around the anchor's matches. */
export function* anchoredMatches(text: string, pattern: RegExp, anchor: Anchor, cache?: AnchorCache): Iterable<Span> {
  const anchors = matchesOf(text, anchor, cache);
  if (anchors.length === 0) return;
  const re = ownCopy(pattern);
  const sticky = new RegExp(pattern.source, pattern.flags.replace('g', '') + 'y');
  let pos = 0; // where the whole-text scan would go on: the end of the last match
  for (let i = 0; i < anchors.length;) {
    const from = Math.max(pos, anchors[i] - anchor.before);
    let to = anchors[i + 1];
    // windows that touch are scanned as one
    for (i += 2; i < anchors.length && anchors[i] - anchor.before <= to + anchor.reach; i += 2) to = anchors[i + 1];
    if (from >= to) continue;
    const sliceStart = Math.max(0, from - LOOK);
    const sliceEnd = Math.min(text.length, to + anchor.reach + LOOK);
    const slice = text.slice(sliceStart, sliceEnd);
    re.lastIndex = from - sliceStart;
    let m: RegExpExecArray | null;
    while ((m = re.exec(slice)) !== null) {
      const start = sliceStart + m.index;
      if (start >= to) break;
      let end = start + m[0].length;
      if (end + LOOK > sliceEnd && sliceEnd < text.length) {
        // too close to the slice's end to trust its lookahead: ask the whole text at this position
        sticky.lastIndex = start;
        const whole = sticky.exec(text);
        if (!whole) {
          re.lastIndex = m.index + 1;
          continue;
        }
        end = start + whole[0].length;
      }
      if (end === start) {
        re.lastIndex = m.index + 1;
        continue;
      }
      yield { start, end };
      pos = end;
      re.lastIndex = end - sliceStart;
    }
  }
}

/** Around whole words of these lengths (identifiers written without spaces: document numbers, fiscal codes). */
export function wordAnchor(...lengths: number[]): Anchor {
  return { wordLengths: lengths, before: 0, reach: Math.max(...lengths) };
}
