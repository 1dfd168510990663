/**
 * A detection rule: a bounded regular expression (or a hand-written finder), an optional validator
 * (check digits, date sanity) and context words that raise confidence. Every quantifier in every
 * pattern is bounded, so one pass per rule stays linear on any input, including a single
 * multi-megabyte token.
 */
import type { ClassifierHit, RuleInfo } from '@fathom/sdk/server';
import { anchoredMatches, hasMatch, ownCopy, type Anchor, type AnchorCache } from './anchors';
import { columnHeaderAt, hasAnyWord, wordPositions } from './context';

export interface Span {
  start: number;
  end: number;
}
/** What the validator may ask about the text around a candidate. */
export interface Near {
  /** A context word of the rule occurs within CONTEXT_WINDOW characters or in the header of the candidate's table column. */
  context(): boolean;
  /** The lower-cased text just before the candidate (at most CONTEXT_WINDOW characters). */
  before(chars: number): string;
  /** The lower-cased text just after the candidate (at most CONTEXT_WINDOW characters). */
  after(chars: number): string;
  /** The header of the candidate's table column, or null outside a table. */
  header(): string | null;
}

export interface Rule {
  info: RuleInfo;
  /** Global regex; the whole match is the candidate value. */
  pattern?: RegExp;
  /** Alternative to pattern for shapes a regex finds slowly (e-mail addresses start at '@'). */
  find?: (text: string, scan?: ScanOptions) => Iterable<Span>;
  /** A cheap shape every candidate contains: the pattern runs only around it (see anchors.ts). */
  anchor?: Anchor;
  /** A cheap global regex every candidate matches part of: a text without a match is skipped. */
  requires?: RegExp;
  /** Confidence of a validated match without any context word. */
  base: number;
  /**
   * Validates the candidate (check digits, dates, prefixes). false rejects it; a number replaces base
   * (e.g. a formatted value is stronger than a bare run of digits); true keeps base.
   */
  check?: (value: string, near: Near) => boolean | number;
  /**
   * The check includes a check digit or checksum: with context the hit is at least CHECKSUM_WITH_CONTEXT.
   * A function says it per value, for identifiers whose check digit is optional (passport numbers written
   * with or without it, resident numbers issued after check digits were dropped).
   */
  checksum?: boolean | ((value: string) => boolean);
  /** Lower-case words or phrases, in the languages where the identifier is used. */
  context: string[];
  /** Without a context word the candidate is not reported at all (driver licences, bank account numbers). */
  contextRequired?: boolean;
  /** Words that suggest another kind of number (order, invoice, version); they lower confidence. */
  negative?: string[];
}

/** How one text is scanned. */
export interface ScanOptions {
  /** Anchor matches shared by the rules run over the same text. */
  anchors?: AnchorCache;
  /** Scan the whole text with each pattern, ignoring anchors (the reference the anchored scan must equal). */
  wholeText?: boolean;
}

/** Characters either side of a hit searched for context words. */
export const CONTEXT_WINDOW = 100;
export const CONTEXT_BOOST = 0.35;
export const CHECKSUM_WITH_CONTEXT = 0.9;
export const NEGATIVE_PENALTY = 0.3;

/**
 * Base of a value that has the identifier's exact shape but fails its check (a mistyped digit, a placeholder
 * such as 12345678903 on a sample form): reported so that a reviewer can see it, but even with a context
 * word it stays below 0.5, where classifications start counting.
 */
export const TRACE = 0.1;

/** Negative words count only shortly before a candidate, where a label ('Order no.') stands. */
export const NEGATIVE_WINDOW = 40;

/** Words near bare numbers that usually mean a business number, not a personal identifier. */
export const BUSINESS_NUMBER_WORDS = [
  'order',
  'invoice',
  'tracking',
  'serial',
  'sku',
  'isbn',
  'version',
  'build',
  'ticket',
  'item',
  'part no',
  'transaction',
  'bestellnummer',
  'rechnungsnummer',
  'commande',
  'facture',
  'pedido',
  'factura',
  'ordine',
  'fattura',
];

/**
 * Number-like token edges: not inside a word, not glued to a hyphen, and not continuing a number
 * through a separator (so a 9-digit run inside '1.123456789' or '12:123456789' is not a candidate). A comma
 * continues a number only as a thousands group (',123' and no more digits): in '301-58-4412,61000', a CSV row,
 * the comma separates fields.
 */
export const LEFT = String.raw`(?<![\w\-]|\d[./:]|\d,(?=\d{3}(?![\d\-])))`;
export const RIGHT = String.raw`(?![\w\-]|[./:]\d|,\d{3}(?!\d))`;

/** Builds a global regex bounded by LEFT and RIGHT. */
export function token(body: string, flags = ''): RegExp {
  return new RegExp(`${LEFT}(?:${body})${RIGHT}`, `g${flags}`);
}

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}
export function isFormatted(value: string): boolean {
  return /[ \-.]/.test(value);
}

function round(n: number): number {
  return Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;
}

/** Whether the rule verified a check digit of this value. */
export function isVerified(rule: Rule, value: string): boolean {
  return typeof rule.checksum === 'function' ? rule.checksum(value) : !!rule.checksum;
}

export function confidenceOf(rule: Rule, base: number, context: boolean, negative: boolean, value = ''): number {
  let c = base;
  if (context) {
    c += CONTEXT_BOOST;
    if (isVerified(rule, value)) c = Math.max(c, CHECKSUM_WITH_CONTEXT);
  } else if (negative) {
    c -= NEGATIVE_PENALTY;
  }
  return round(c);
}

/** Longest candidate a context-required rule may have; bounds the windows searched around context words. */
const MAX_WINDOWED_CANDIDATE = 64;

/**
 * For rules that need a context word anyway: search only the windows around those words, trying the
 * pattern at each position (sticky), so text without the words costs one pass of the word regex.
 */
export function* windowedSpans(text: string, pattern: RegExp, words: readonly string[], scan: ScanOptions = {}): Iterable<Span> {
  const re = new RegExp(pattern.source, pattern.flags.replace('g', '') + 'y');
  let pos = 0;
  for (const word of wordPositions(text, words, scan.wholeText ? undefined : scan.anchors)) {
    const from = Math.max(pos, word.start - CONTEXT_WINDOW - MAX_WINDOWED_CANDIDATE);
    const to = Math.min(text.length, word.end + CONTEXT_WINDOW);
    for (pos = from; pos < to;) {
      re.lastIndex = pos;
      const m = re.exec(text);
      if (m && m[0].length > 0) {
        yield { start: pos, end: pos + m[0].length };
        pos += m[0].length;
      } else {
        pos++;
      }
    }
  }
}

export function* regexSpans(text: string, pattern: RegExp): Iterable<Span> {
  const re = ownCopy(pattern); // own lastIndex: rules are shared between calls
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    yield { start: m.index, end: m.index + m[0].length };
  }
}

/** The matches of a rule's pattern: around its anchor's matches when it has one, else over the whole text. */
export function patternSpans(text: string, pattern: RegExp, anchor: Anchor | undefined, scan: ScanOptions = {}): Iterable<Span> {
  return anchor && !scan.wholeText ? anchoredMatches(text, pattern, anchor, scan.anchors) : regexSpans(text, pattern);
}

/**
 * A space-grouped run of digits that continues into more space-separated numbers on either side is a
 * slice of a numeric table row ('150 155 11 4 0 0'), not an identifier written in groups. A neighbour
 * written with hyphens or dots ('4012-8888-8888-1881 4012 8888 8888 1881') is another value, not a cell.
 */
export function inNumberRun(text: string, start: number, end: number, value: string): boolean {
  if (!/^\d[\d ]*\d$/.test(value) || !value.includes(' ')) return false;
  return /(?<![\w\-./])\d{1,32}[ \t]$/.test(text.slice(Math.max(0, start - 34), start)) || /^[ \t]\d{1,32}(?![\w\-]|[./]\d)/.test(text.slice(end, end + 34));
}

/**
 * A hit without context of its own and below this confidence yields to a label that names another kind of
 * identifier: 'Passport: 340020013' is not an SSN, 'Social Security Number: 078-05-1120' not a telephone number.
 */
export const LABELLED_ELSEWHERE_BELOW = 0.8;

export interface RunOptions extends ScanOptions {
  /**
   * Context words of the other identifier rules (not this rule's own): found in the candidate's column header
   * or shortly before it on its line (NEGATIVE_WINDOW), they say the value is something else.
   */
  foreignLabels?: readonly string[];
}

/** The label a value carries: its column header in a table, else the text shortly before it on its line. */
function labelOf(text: string, start: number): string {
  const header = columnHeaderAt(text, start);
  if (header !== null) return header;
  const before = text.slice(Math.max(0, start - NEGATIVE_WINDOW), start);
  return before.slice(before.lastIndexOf('\n') + 1);
}

/**
 * A weight of a Unicode collation element ('0061  ; [.1FA2.0020.0002] # LATIN SMALL LETTER A', '[*0201.0020.0002]'
 * in allkeys.txt and other DUCET tables): groups of four hexadecimal digits that open with '[.' or '[*' and run on
 * to ']' or a further '.group'. Its shape is that of a Cisco-style MAC address or of a dotted telephone number.
 */
export function inCollationElement(near: Near): boolean {
  return /\[[.*]$/.test(near.before(2)) && /^(?:\]|\.[0-9a-f]{4})/.test(near.after(5));
}

/** Runs one rule over the text: one pass of its pattern, then validation and context per candidate. */
export function runRule(rule: Rule, text: string, out: ClassifierHit[], maxHits = Infinity, options: RunOptions = {}): void {
  const scan = options;
  if (rule.requires && !scan.wholeText && !hasMatch(text, rule.requires, scan.anchors)) return;
  const spans = rule.find
    ? rule.find(text, scan)
    : rule.contextRequired
      ? windowedSpans(text, rule.pattern!, rule.context, scan)
      : patternSpans(text, rule.pattern!, rule.anchor, scan);
  let found = 0;
  for (const { start, end } of spans) {
    const value = text.slice(start, end);
    let windows: [string, string] | undefined;
    const around = (): [string, string] =>
      (windows ??= [text.slice(Math.max(0, start - CONTEXT_WINDOW), start), text.slice(end, Math.min(text.length, end + CONTEXT_WINDOW))]);
    const near = wordsNear(around, rule.context, () => columnHeaderAt(text, start));
    if (rule.contextRequired && !near.context()) continue;
    if (inNumberRun(text, start, end, value) && !near.context()) continue;
    let base = rule.base;
    if (rule.check) {
      const verdict = rule.check(value, near);
      if (verdict === false) continue;
      if (typeof verdict === 'number') base = verdict;
    }
    const context = near.context();
    const negative = !context && !!rule.negative && hasAnyWord(near.before(NEGATIVE_WINDOW), rule.negative);
    const confidence = confidenceOf(rule, base, context, negative, value);
    if (confidence <= 0) continue;
    if (!context && confidence < LABELLED_ELSEWHERE_BELOW && options.foreignLabels?.length && hasAnyWord(labelOf(text, start), options.foreignLabels)) continue;
    out.push({ ruleId: rule.info.id, start, end, text: value, confidence });
    if (++found >= maxHits) break;
  }
}

function wordsNear(around: () => [string, string], words: readonly string[], header: () => string | null): Near {
  let known: boolean | undefined;
  return {
    context: () => {
      if (known === undefined) {
        if (words.length === 0) return (known = false);
        const [before, after] = around();
        known = hasAnyWord(before, words) || hasAnyWord(after, words) || hasAnyWord(header() ?? '', words);
      }
      return known;
    },
    before: chars => around()[0].slice(-chars).toLowerCase(),
    after: chars => around()[1].slice(0, chars).toLowerCase(),
    header,
  };
}
