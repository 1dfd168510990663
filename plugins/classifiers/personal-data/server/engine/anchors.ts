/**
 * Prefilter of anchors: a rule whose every candidate contains a cheap, rare shape runs its own pattern only in
 * small windows around the places where that shape occurs, instead of over the whole text. The numeric shapes
 * (runs of six digits, chains of seven digits a few separators apart, words of a given length with a digit) are
 * all read from one shared pass over the text's digit runs (digitRuns); other anchors are literal-led regexes
 * (':hex:', '.digits.'). Anchor scans are shared between the rules of one text through an AnchorCache, so a text
 * costs a few passes whatever the number of rules, and validation runs only where a candidate is found. A rule
 * may instead only require a shape (Rule.requires) and is then skipped for a text without it.
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
  /**
   * Instead of a pattern: the anchor's [start, end, ...] pairs in text order, computed from the text's digit runs
   * (one shared pass, see digitRuns) or another shared scan; cached per text by the anchor object.
   */
  find?: (text: string, cache: AnchorCache) => number[];
  /** How far before the anchor's match a candidate may start. */
  before: number;
  /** The longest candidate. */
  reach: number;
}

/** Anchor matches of one text, by anchor regex, word length, anchor or shared scan: [start, end, start, end, ...]. */
export type AnchorCache = Map<RegExp | number | Anchor | object, number[]>;

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
export const CLUSTER_ANCHOR: Anchor = clusterAnchor(40, 40);
/** Six digits in a row: rare in prose and code (one every 15,000 characters of documentation). */
export const SIX_DIGITS = /\d{6}/g;
/** Around six digits in a row, for rules whose every candidate has them and at most 20 characters. */
export const SIX_DIGITS_ANCHOR: Anchor = digitRunAnchor(6, 20, 20);
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

function matchesOf(text: string, anchor: Anchor, cache: AnchorCache = new Map()): number[] {
  if (anchor.find) {
    let found = cache.get(anchor);
    if (!found) cache.set(anchor, (found = anchor.find(text, cache)));
    return found;
  }
  return anchor.pattern ? anchorMatches(text, anchor.pattern, cache) : wordMatches(text, anchor, cache);
}

/** True when the anchor occurs in the text at all. */
export function hasAnchor(text: string, anchor: Anchor, cache?: AnchorCache): boolean {
  return matchesOf(text, anchor, cache).length > 0;
}

/*
 * Digit runs: the one pass over the whole text that the numeric rules share. Every identifier with digits is found
 * from the maximal runs of ASCII digits ('536', '22', '8726' in 536-22-8726): runs of a least length, chains of runs
 * a few separators apart, and the words that hold digits are all read from this list in a few steps per run,
 * instead of one regex pass per shape over the whole text (each as slow as the run pass itself).
 */
const RUNS_KEY = {};
const DIGIT_RUN = /\d+/g;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Every maximal run of ASCII digits: [start, end, start, end, ...] in text order. */
export function digitRuns(text: string, cache: AnchorCache = new Map()): number[] {
  let runs = cache.get(RUNS_KEY);
  if (runs) return runs;
  runs = [];
  const re = ownCopy(DIGIT_RUN);
  // test() allocates no match object; the run's start is found by stepping back over its digits
  while (re.test(text)) {
    const end = re.lastIndex;
    let start = end - 1;
    while (start > 0 && isDigit(text.charCodeAt(start - 1))) start--;
    runs.push(start, end);
  }
  cache.set(RUNS_KEY, runs);
  return runs;
}

/** Around runs of at least `least` digits in a row ('\d{6}' without a regex pass of its own). */
export function digitRunAnchor(least: number, before: number, reach: number): Anchor {
  return {
    find: (text, cache) => {
      const runs = digitRuns(text, cache);
      const out: number[] = [];
      for (let i = 0; i < runs.length; i += 2) if (runs[i + 1] - runs[i] >= least) out.push(runs[i], runs[i + 1]);
      return out;
    },
    before,
    reach,
  };
}

/** Characters between two digits of one cluster: at most three, none a word character or a line break. */
const CLUSTER_GAP = 3;

/**
 * Chains of digit runs at most CLUSTER_GAP non-word characters apart (no line break) that hold at least `least`
 * digits: exactly where DIGIT_CLUSTER (least 7) has a match, as whole chains ('(949) 666 - 6666').
 */
export function digitChains(text: string, least: number, cache: AnchorCache = new Map()): number[] {
  const runs = digitRuns(text, cache);
  const out: number[] = [];
  for (let i = 0; i < runs.length;) {
    const start = runs[i];
    let end = runs[i + 1];
    let digits = end - start;
    let j = i + 2;
    for (; j < runs.length && runs[j] - end <= CLUSTER_GAP; j += 2) {
      let joined = true;
      for (let k = end; k < runs[j]; k++) {
        const c = text.charCodeAt(k);
        if (c === 10 || isWordChar(c)) {
          joined = false;
          break;
        }
      }
      if (!joined) break;
      end = runs[j + 1];
      digits += end - runs[j];
    }
    if (digits >= least) out.push(start, end);
    i = j;
  }
  return out;
}

/** Around chains of at least seven digits (DIGIT_CLUSTER), read from the shared digit runs. */
export function clusterAnchor(before: number, reach: number): Anchor {
  return { find: (text, cache) => digitChains(text, 7, cache), before, reach };
}

const DIGIT_WORDS_KEY = {};

/** Every whole word ([A-Za-z0-9_]+) that holds a digit, from the shared digit runs: [start, end, ...] in text order. */
export function digitWords(text: string, cache: AnchorCache = new Map()): number[] {
  let words = cache.get(DIGIT_WORDS_KEY);
  if (words) return words;
  const runs = digitRuns(text, cache);
  words = [];
  let wordEnd = -1;
  for (let i = 0; i < runs.length; i += 2) {
    if (runs[i] < wordEnd) continue; // another run of the same word
    let start = runs[i];
    while (start > 0 && isWordChar(text.charCodeAt(start - 1))) start--;
    let end = runs[i + 1];
    while (end < text.length && isWordChar(text.charCodeAt(end))) end++;
    wordEnd = end;
    words.push(start, end);
  }
  cache.set(DIGIT_WORDS_KEY, words);
  return words;
}

/** The words with digits of a text by length, keyed by its list of words with digits (one per text and cache). */
const digitWordsByLengthOf = new WeakMap<number[], number[][]>();

/** The words with digits (digitWords) by length, once per text: the rules ask for a few lengths each. */
function digitWordsByLength(text: string, cache: AnchorCache): number[][] {
  const words = digitWords(text, cache);
  let byLength = digitWordsByLengthOf.get(words);
  if (!byLength) {
    byLength = [];
    for (let i = 0; i < words.length; i += 2) (byLength[words[i + 1] - words[i]] ??= []).push(words[i], words[i + 1]);
    digitWordsByLengthOf.set(words, byLength);
  }
  return byLength;
}

/**
 * Around whole words of these lengths that hold at least one digit (document numbers, tax codes): one step per
 * word with digits instead of a pass over every word of the text. A rule with this anchor finds only values
 * with a digit.
 */
export function digitWordAnchor(...lengths: number[]): Anchor {
  return {
    find: (text, cache) => {
      const byLength = digitWordsByLength(text, cache);
      let out: number[] = [];
      for (const length of lengths) out = mergeSorted(out, byLength[length] ?? []);
      return out;
    },
    before: 0,
    reach: Math.max(...lengths),
  };
}

/** True when the text has at least one match of the regex (a rule that requires it cannot match otherwise). */
export function hasMatch(text: string, re: RegExp, cache?: AnchorCache): boolean {
  // the shapes the digit runs already answer cost no pass of their own
  if (re === DIGIT_CLUSTER) return hasAnchor(text, CLUSTER_ANCHOR, cache);
  if (re === SIX_DIGITS) return hasAnchor(text, SIX_DIGITS_ANCHOR, cache);
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
