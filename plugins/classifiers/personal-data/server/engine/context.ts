/**
 * Context words: each list compiles once into a case-insensitive regex that matches whole words only
 * ('dob' must not match 'adobe'). A window of ASCII text, most of them, is answered without the regex from an
 * index of the words by their first characters (asciiAnswer); others go to the regex.
 */
import { blocksOf } from './blocks';
import type { AnchorCache } from './anchors';

const matchers = new WeakMap<readonly string[], RegExp>();

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The last text folded for word positions, and its folding: the rules of one classification ask in turn. */
let lastFolded: { text: string; folded: string } | null = null;
function foldedText(text: string): string {
  if (lastFolded?.text !== text) lastFolded = { text, folded: foldTurkishI(text) };
  return lastFolded.folded;
}

/** A global, case-insensitive regex matching any of the words as a whole word. */
export function wordMatcher(words: readonly string[]): RegExp {
  let re = matchers.get(words);
  if (!re) {
    // longest first, so 'date of birth' wins over 'date'
    const alternation = [...words]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|');
    re = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternation})(?![\\p{L}\\p{N}_])`, 'giu');
    matchers.set(words, re);
  }
  return re;
}

const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** A word list's lower-case ASCII spellings by their first three characters (shorter words on their own). */
interface WordIndex {
  byPrefix: Map<number, string[]>;
  short: string[];
  /** The list has an empty word: only the regex can say where it matches. */
  regexOnly: boolean;
}
const indexes = new WeakMap<readonly string[], WordIndex>();

const prefixOf = (s: string, i: number) => (s.charCodeAt(i) << 14) | (s.charCodeAt(i + 1) << 7) | s.charCodeAt(i + 2);

function indexOf(words: readonly string[]): WordIndex {
  let index = indexes.get(words);
  if (!index) {
    index = { byPrefix: new Map(), short: [], regexOnly: false };
    for (const word of words) {
      // the long s is the one letter outside ASCII that a case-insensitive regex reads as an ASCII one ('s'; the
      // Kelvin sign lower-cases to 'k' by itself)
      const lower = word.toLowerCase().replace(/\u017f/g, 's');
      if (lower.length === 0) index.regexOnly = true;
      // any other word with a character outside ASCII never occurs in an ASCII window
      else if (!ASCII_ONLY.test(lower)) continue;
      else if (lower.length < 3) index.short.push(lower);
      else {
        const key = prefixOf(lower, 0);
        const list = index.byPrefix.get(key);
        if (list) list.push(lower);
        else index.byPrefix.set(key, [lower]);
      }
    }
    indexes.set(words, index);
  }
  return index;
}

function isAsciiWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}

/** True when the lower-case word starts at i of text and no letter, digit or '_' follows it. */
function wholeWordAt(text: string, word: string, i: number): boolean {
  return text.startsWith(word, i) && !isAsciiWordChar(text.charCodeAt(i + word.length));
}

/**
 * What the words' regex answers for a window of ASCII text (most of them), without running it: in ASCII a
 * case-insensitive match is a match of the lower-case spellings, and a letter, digit or '_' is a word character.
 * The words are looked up by their first three characters at the positions no word character precedes, so the
 * cost follows the window's length, not the number of words (the labels of every other identifier rule run to
 * hundreds, and their regex costs tens of microseconds a window). Null when the regex must answer: a window
 * outside ASCII (case folding has surprises there, such as the Kelvin sign for 'k') or an empty word.
 */
function asciiAnswer(window: string, words: readonly string[]): boolean | null {
  if (!ASCII_ONLY.test(window)) return null;
  const { byPrefix, short, regexOnly } = indexOf(words);
  if (regexOnly) return null;
  const text = window.toLowerCase();
  const n = text.length;
  for (let i = 0; i < n; i++) {
    if (i > 0 && isAsciiWordChar(text.charCodeAt(i - 1))) continue;
    for (const w of short) if (wholeWordAt(text, w, i)) return true;
    if (i + 3 > n) continue;
    const candidates = byPrefix.get(prefixOf(text, i));
    if (candidates) for (const w of candidates) if (wholeWordAt(text, w, i)) return true;
  }
  return false;
}

/**
 * Turkish writes a dotted capital İ and a dotless small ı, which no case-insensitive regex equates with i
 * ('TC KİMLİK NO' on an identity document): both read as i, one UTF-16 unit for one, so offsets do not move.
 */
const TURKISH_I = /[\u0130\u0131]/g;
function foldTurkishI(text: string): string {
  return text.search(TURKISH_I) < 0 ? text : text.replace(TURKISH_I, 'i');
}

/** True when one of the words or phrases occurs in window as a whole word, in any letter case. */
export function hasAnyWord(window: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const answer = asciiAnswer(window, words);
  if (answer !== null) return answer;
  const re = wordMatcher(words);
  re.lastIndex = 0;
  return re.test(foldTurkishI(window));
}

/** Letters, digits and '_' (in any script): a context word must not continue into one. */
const WORD_CHAR = /[\p{L}\p{N}_]/u;

/** The character (code point) just before position i. */
function charBefore(text: string, i: number): string {
  const low = text.charCodeAt(i - 1);
  return low >= 0xdc00 && low <= 0xdfff && i >= 2 ? text.slice(i - 2, i) : text[i - 1];
}

/** The bare alternation of the words, longest first: Unicode-aware, and for ASCII text (null when it cannot be used). */
interface BareMatchers {
  unicode: RegExp;
  ascii: RegExp | null;
}
const bareMatchers = new WeakMap<readonly string[], BareMatchers>();

function bareMatchersOf(words: readonly string[]): BareMatchers {
  let bare = bareMatchers.get(words);
  if (!bare) {
    const longestFirst = [...words].sort((a, b) => b.length - a.length);
    // In ASCII text a case-insensitive Unicode regex matches a word where its lower-case spelling (the long s read
    // as s) does; a word with another character outside ASCII matches nowhere there. Not usable for an empty word
    // or one with a line break, which a block could cut.
    const asciiWords = longestFirst.map(w => w.toLowerCase().replace(/\u017f/g, 's')).filter(w => ASCII_ONLY.test(w));
    const usable = words.every(w => w.length > 0 && !w.includes('\n')) && asciiWords.length > 0;
    bare = {
      unicode: new RegExp(longestFirst.map(escape).join('|'), 'giu'),
      ascii: usable ? new RegExp(asciiWords.map(escape).join('|'), 'gi') : null,
    };
    bareMatchers.set(words, bare);
  }
  return bare;
}

/**
 * Start and end of every occurrence of the words in text. The text is searched with the bare alternation (no
 * lookbehind, which the regex engine would try at every position: three times slower on documentation), its ASCII
 * blocks with an ASCII regex (several times faster than the Unicode-aware one), and the word edges are checked on
 * the one character either side of each match.
 */
export function* wordPositions(text: string, words: readonly string[], cache?: AnchorCache): Iterable<{ start: number; end: number }> {
  if (words.length === 0) return;
  const shared = cache && sharedStarts(text, words, cache);
  if (shared) {
    yield* wordsAtStarts(text, words, shared);
    return;
  }
  const bare = bareMatchersOf(words);
  const unicode = new RegExp(bare.unicode.source, 'giu');
  const ascii = bare.ascii ? new RegExp(bare.ascii.source, 'gi') : null;
  const edge = new RegExp(wordMatcher(words).source, 'iuy');
  const folded = foldedText(text);
  const blocks = ascii ? blocksOf(folded) : [0, folded.length, 0];
  let resume = 0; // where the search goes on: after the last word found
  for (let b = 0; b < blocks.length; b += 3) {
    const [from, to] = [blocks[b], blocks[b + 1]];
    if (resume >= to) continue;
    const re = blocks[b + 2] ? ascii! : unicode;
    const block = from === 0 && to === folded.length ? folded : folded.slice(from, to);
    re.lastIndex = Math.max(resume, from) - from;
    let m: RegExpExecArray | null;
    while ((m = re.exec(block)) !== null) {
      const start = from + m.index;
      if (start > 0 && WORD_CHAR.test(charBefore(folded, start))) {
        re.lastIndex = m.index + 1;
        continue;
      }
      // the longest word at this start that ends at a word edge, as the bounded regex reads it
      edge.lastIndex = start;
      const whole = edge.exec(folded);
      if (!whole) {
        re.lastIndex = m.index + 1;
        continue;
      }
      yield { start, end: start + whole[0].length };
      resume = start + whole[0].length;
      re.lastIndex = resume - from;
    }
  }
}

/**
 * Tables: in delimited text (CSV, tab-separated spreadsheet rows, ';' or '|' separated), a cell's column header
 * is context for the cell however many rows lie between them ('SSN' over a column of numbers). A table is a
 * run of consecutive lines with the same delimiter and the same number of cells (at least two); its first
 * line is the header, unless it ends a sentence (prose lines can share a shape) or the cell is too long for a label. The line index of one text is built once, on the first question, and reused by every
 * rule that asks about the same text.
 */
const DELIMITERS = ['\t', ',', ';', '|'] as const;
const MAX_HEADER = 64;

/** Cells of one line split at delimiter outside double quotes, with their start offsets in the line. */
function cellsOf(line: string, delimiter: string): { starts: number[]; texts: string[] } {
  const starts = [0];
  const texts: string[] = [];
  let quoted = false;
  let from = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === delimiter && !quoted) {
      texts.push(line.slice(from, i));
      from = i + 1;
      starts.push(from);
    }
  }
  texts.push(line.slice(from));
  return { starts, texts };
}

/** The delimiter a line is split by (most frequent of DELIMITERS), or null when it has none. */
function delimiterOf(line: string): string | null {
  let best: string | null = null;
  let most = 0;
  for (const d of DELIMITERS) {
    let n = 0;
    for (let i = line.indexOf(d); i >= 0; i = line.indexOf(d, i + 1)) n++;
    if (n > most) {
      most = n;
      best = d;
    }
  }
  return best;
}

class TableIndex {
  private readonly lineStarts: number[] = [0];
  /** Per line looked at: its shape ('<delimiter><cells>' or ''), and the first line of its table once known. */
  private readonly shapes = new Map<number, string>();
  private readonly tableStart = new Map<number, number>();

  constructor(readonly text: string) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
  }

  private line(i: number): string {
    const end = i + 1 < this.lineStarts.length ? this.lineStarts[i + 1] - 1 : this.text.length;
    return this.text.slice(this.lineStarts[i], end).replace(/\r$/, '');
  }

  private lineAt(pos: number): number {
    let lo = 0,
      hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private shape(i: number): string {
    let shape = this.shapes.get(i);
    if (shape === undefined) {
      const line = this.line(i);
      const d = delimiterOf(line);
      shape = d ? `${d}${cellsOf(line, d).texts.length}` : '';
      this.shapes.set(i, shape);
    }
    return shape;
  }

  /**
   * The first line of line i's table: lines are read back from i while they have its shape, and only as far as
   * needed (a prose line ends the walk at once), instead of every line of the text from the first.
   */
  private firstLine(i: number): number {
    const known = this.tableStart.get(i);
    if (known !== undefined) return known;
    const shape = this.shape(i);
    let j = i;
    while (shape && j > 0 && this.shape(j - 1) === shape) {
      const earlier = this.tableStart.get(j - 1);
      if (earlier !== undefined) {
        j = earlier;
        break;
      }
      j--;
    }
    this.tableStart.set(i, j);
    return j;
  }

  /** Header cells per table (by its first line), null for prose; and the cell starts of the last line asked about. */
  private readonly headers = new Map<number, (string | null)[] | null>();
  private lastLine = -1;
  private lastStarts: number[] = [];

  private headerCells(first: number, delimiter: string): (string | null)[] | null {
    let cells = this.headers.get(first);
    if (cells === undefined) {
      const line = this.line(first);
      // A first line ending a sentence is prose that happens to share the shape, not a header row; a long first
      // 'cell' is not a label either.
      cells = /[.!?]\s*$/.test(line)
        ? null
        : cellsOf(line, delimiter).texts.map(t => {
            const h = t.trim().replace(/^"|"$/g, '');
            return h && h.length <= MAX_HEADER ? h : null;
          });
      this.headers.set(first, cells);
    }
    return cells;
  }

  headerAt(pos: number): string | null {
    const i = this.lineAt(pos);
    const first = this.firstLine(i);
    if (!this.shape(i) || first === i) return null;
    const delimiter = this.shape(i)[0];
    const headers = this.headerCells(first, delimiter);
    if (!headers) return null;
    if (this.lastLine !== i) {
      this.lastLine = i;
      this.lastStarts = cellsOf(this.line(i), delimiter).starts;
    }
    const offset = pos - this.lineStarts[i];
    let column = 0;
    while (column + 1 < this.lastStarts.length && this.lastStarts[column + 1] <= offset) column++;
    return headers[column] ?? null;
  }
}

let lastTables: TableIndex | null = null;

/**
 * The header of the table column holding position pos of text, or null outside a table (or on its header
 * line). Keeps the index of the last text asked about: the rules of one classification ask in turn.
 */
export function columnHeaderAt(text: string, pos: number): string | null {
  if (lastTables?.text !== text) {
    if (!text.includes('\n')) return null;
    lastTables = new TableIndex(text);
  }
  return lastTables.headerAt(pos);
}

/*
 * Rules that need a context word search the whole text for their words: each list alone costs a pass of its
 * alternation, and a pass of all of them together costs as much (the regex tries nearly every position). Instead
 * one loop over the characters of a text finds, once, the positions after no word character where a word of a
 * list seen so far may start, with the lists that may start there (looked up by the next three characters,
 * lower-cased as a case-insensitive regex reads ASCII). Each list then tries its bounded regex at its own positions
 * only, in the order its own search would find them.
 */

/** Lists searched together, at most this many (one bit each). */
const MOST_LISTS = 30;
const ALL_LISTS = -1;
/** The two characters outside ASCII that a case-insensitive regex reads as ASCII letters: the long s and the Kelvin sign. */
const LONG_S = 0x17f;
const KELVIN = 0x212a;

const lowerAscii = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

/** Whether a code point is a letter, a digit or '_' (WORD_CHAR), remembered per code point. */
const UNKNOWN = 2;
const bmpWordChars = new Uint8Array(0x10000).fill(UNKNOWN);
const astralWordChars = new Map<number, boolean>();
function isWordCodePoint(cp: number): boolean {
  if (cp < 128) return isAsciiWordChar(cp);
  if (cp < 0x10000) {
    const known = bmpWordChars[cp];
    if (known !== UNKNOWN) return known === 1;
    const is = WORD_CHAR.test(String.fromCharCode(cp));
    bmpWordChars[cp] = is ? 1 : 0;
    return is;
  }
  let is = astralWordChars.get(cp);
  if (is === undefined) astralWordChars.set(cp, (is = WORD_CHAR.test(String.fromCodePoint(cp))));
  return is;
}

const listsSeen: (readonly string[])[] = [];
/** The lists searched together, by what their words start with (bits of lists); a new key for a text's cache when a list joins. */
interface Union {
  key: object;
  usable: boolean;
  /** By a lower-case ASCII character: lists with a word of that one character. */
  singles: Int32Array;
  /** By a first lower-case ASCII character: lists with a longer word starting with it. */
  firsts: Int32Array;
  /** By a pair of lower-case ASCII characters (a * 128 + b): lists with a word of just these two. */
  pairs: Int32Array;
  /** By a pair: lists with a word of three or more characters starting with it. */
  longer: Int32Array;
  /** By the first three characters (prefixOf), all ASCII: lists with a word starting with them. */
  triples: Map<number, number>;
  /** Lists with a word whose first character is not ASCII. */
  otherFirst: number;
}
let union: Union | null = null;

function unionWith(words: readonly string[]): Union {
  if (!union || !listsSeen.includes(words)) {
    if (!listsSeen.includes(words)) listsSeen.push(words);
    const next: Union = {
      key: {},
      // an empty word matches anywhere, one with a line break is left to the regex, as for one list
      usable: listsSeen.length <= MOST_LISTS && listsSeen.every(list => list.length > 0 && list.every(w => w.length > 0 && !w.includes('\n'))),
      singles: new Int32Array(128),
      firsts: new Int32Array(128),
      pairs: new Int32Array(128 * 128),
      longer: new Int32Array(128 * 128),
      triples: new Map(),
      otherFirst: 0,
    };
    listsSeen.forEach((list, n) => {
      const bit = 1 << n;
      for (const word of list) {
        // in ASCII text a case-insensitive regex matches the lower-case spelling, the long s read as s
        const lower = word.toLowerCase().replace(/\u017f/g, 's');
        const [a, b, c] = [lower.charCodeAt(0), lower.charCodeAt(1), lower.charCodeAt(2)];
        if (a >= 128) next.otherFirst |= bit;
        else if (lower.length === 1) next.singles[a] |= bit;
        else {
          next.firsts[a] |= bit;
          if (b >= 128) continue;
          if (lower.length === 2) next.pairs[a * 128 + b] |= bit;
          else {
            next.longer[a * 128 + b] |= bit;
            if (c < 128) next.triples.set(prefixOf(lower, 0), (next.triples.get(prefixOf(lower, 0)) ?? 0) | bit);
          }
        }
      }
    });
    union = next;
  }
  return union;
}

/**
 * Positions where a word of a list seen so far may start after no word character, each with the lists that may
 * start there: [position, lists, ...], in text order. Null when the lists cannot share.
 */
function sharedStarts(text: string, words: readonly string[], cache: AnchorCache): number[] | null {
  const u = unionWith(words);
  if (!u.usable) return null;
  const known = cache.get(u.key);
  if (known) return known;
  const folded = foldedText(text);
  const n = folded.length;
  const found: number[] = [];
  let wordBefore = false;
  for (let i = 0; i < n; i++) {
    const c = folded.charCodeAt(i);
    if (c < 128) {
      if (!wordBefore) {
        const a = lowerAscii(c);
        let lists = u.singles[a];
        const b = i + 1 < n ? folded.charCodeAt(i + 1) : -1;
        if (b >= 128)
          lists |= u.firsts[a]; // a character outside ASCII may still match
        else if (b >= 0) {
          const pair = a * 128 + lowerAscii(b);
          lists |= u.pairs[pair];
          if (u.longer[pair] !== 0 && i + 2 < n) {
            const third = folded.charCodeAt(i + 2);
            lists |= third >= 128 ? u.longer[pair] : (u.triples.get((pair << 7) | lowerAscii(third)) ?? 0);
          }
        }
        if (lists !== 0) found.push(i, lists);
      }
      wordBefore = isAsciiWordChar(c);
      continue;
    }
    let cp = c;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < n && (folded.charCodeAt(i + 1) & 0xfc00) === 0xdc00) cp = folded.codePointAt(i) as number;
    if (!wordBefore) {
      const lists = cp === LONG_S || cp === KELVIN ? ALL_LISTS : u.otherFirst;
      if (lists !== 0) found.push(i, lists);
    }
    wordBefore = isWordCodePoint(cp);
    if (cp > 0xffff) i++; // a word starts at a code point, never inside one
  }
  cache.set(u.key, found);
  return found;
}

/** The list's own occurrences, read at the shared positions: the longest word there ending at a word edge. */
function* wordsAtStarts(text: string, words: readonly string[], found: readonly number[]): Iterable<{ start: number; end: number }> {
  const bit = 1 << listsSeen.indexOf(words);
  const edge = new RegExp(wordMatcher(words).source, 'iuy');
  const folded = foldedText(text);
  let resume = 0;
  for (let i = 0; i < found.length; i += 2) {
    const start = found[i];
    if (start < resume || (found[i + 1] & bit) === 0) continue;
    edge.lastIndex = start;
    const whole = edge.exec(folded);
    if (!whole) continue;
    yield { start, end: start + whole[0].length };
    resume = start + whole[0].length;
  }
}
