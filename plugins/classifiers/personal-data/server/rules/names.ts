/**
 * Person names and places, found with word lists (gazetteer.ts) and the way names are written: capitalised words,
 * titles, labels and locative words. No npm library for named entities is installed in the project, so no
 * statistical tagger is used; the rules favour precision: a capitalised word alone is never a name or a place,
 * and words that are also ordinary words, names of places or of people need the text to say which they are.
 */
import type { Rule, ScanOptions } from '../engine/rule';
import { CAPITALISED, capitalisedSpans } from './capitalised';
import { hasAnyWord } from '../engine/context';
import {
  AMBIGUOUS_GIVEN_NAMES,
  AMBIGUOUS_PLACES,
  CITIES,
  COUNTRIES,
  FEATURES,
  GIVEN_NAMES,
  LOCATION_CUES,
  NOT_NAME_WORDS,
  PERSON_CONTEXT,
  REGIONS,
  SURNAMES,
  TITLES,
} from './gazetteer';

/** Lower-case particles inside a name: Ludwig van Beethoven, Leonardo da Vinci, Mohammed bin Salman. */
const PARTICLE_GAP = /^ (?:(?:van|von|de|da|di|del|della|der|den|du|la|le|dos|das|bin|ibn|al|ten|ter) ){1,2}$/;

/** The longest gap PARTICLE_GAP matches: two of its longest particle and their spaces. */
const LONGEST_GAP = 1 + 2 * ('della'.length + 1);

/** Words that carry a name after them: a title, in any letter case, with or without its full stop. */
function isTitle(word: string): boolean {
  const lower = word.toLowerCase();
  return TITLES.has(lower.endsWith('.') ? lower.slice(0, -1) : lower);
}

function isAllCaps(word: string): boolean {
  return word.length > 1 && word === word.toUpperCase();
}

/** The word ends in 's or ’s. */
function isPossessive(word: string): boolean {
  const n = word.length;
  return n >= 2 && word.charCodeAt(n - 1) === 115 && (word.charCodeAt(n - 2) === 39 || word.charCodeAt(n - 2) === 0x2019);
}

/** The word without a possessive ending: Smith's → Smith. */
function bare(word: string): string {
  const n = word.length;
  // no regex: this runs for every capitalised word of the text
  return n >= 2 && word.charCodeAt(n - 1) === 115 && (word[n - 2] === "'" || word[n - 2] === '’') ? word.slice(0, -2) : word;
}

interface Token {
  start: number;
  end: number;
  word: string;
}

/** The words of a text's capitalised spans, keyed by the spans (one list per text and scan). */
const tokensOf = new WeakMap<number[], Token[]>();

/** The capitalised words of the text (capitalised.ts), found and cut once per scan for PERSON and LOCATION. */
function capitalisedWords(text: string, scan?: ScanOptions): Token[] {
  const spans = capitalisedSpans(text, scan);
  let tokens = tokensOf.get(spans);
  if (!tokens) {
    tokens = [];
    for (let i = 0; i < spans.length; i += 2) tokens.push({ start: spans[i], end: spans[i + 1], word: text.slice(spans[i], spans[i + 1]) });
    tokensOf.set(spans, tokens);
  }
  return tokens;
}

/** Every place name by its first capitalised word, longest first ('New York City' before 'New York'). */
function placeIndex(): Map<string, string[]> {
  const names = [COUNTRIES, REGIONS, CITIES, FEATURES]
    .join(';')
    .split(';')
    .map(s => s.trim().replace(/^the /, ''))
    .filter(Boolean);
  const index = new Map<string, string[]>();
  for (const name of new Set(names)) {
    const first = name.match(new RegExp(CAPITALISED.source, 'u'))?.[0];
    if (!first || !name.startsWith(first)) continue;
    const list = index.get(first) ?? [];
    list.push(name);
    index.set(first, list);
  }
  for (const list of index.values()) list.sort((a, b) => b.length - a.length);
  return index;
}

const PLACES = placeIndex();

/** The place name that starts at token, if any: the longest one written there, ending at a word boundary. */
function placeAt(text: string, token: Token): string | undefined {
  for (const name of PLACES.get(token.word) ?? PLACES.get(bare(token.word)) ?? []) {
    if (text.startsWith(name, token.start) && !/^[\p{L}\p{M}\p{N}]/u.test(text.slice(token.start + name.length, token.start + name.length + 1))) return name;
  }
  return undefined;
}

function isPlaceWord(word: string): boolean {
  return (PLACES.get(word) ?? []).includes(word);
}

// ---------------------------------------------------------------------------------------------------------- PERSON

/** Names joined by one space, an initial's full stop or lower-case particles: the runs that may be one person. */
function* nameRuns(text: string, scan?: ScanOptions): Iterable<Token[]> {
  let run: Token[] = [];
  for (const token of capitalisedWords(text, scan)) {
    const prev = run[run.length - 1];
    if (prev) {
      const gap = token.start - prev.end <= LONGEST_GAP ? text.slice(prev.end, token.start) : '';
      const joined =
        gap !== '' && run.length < 6 && !isPossessive(prev.word) && (gap === ' ' || (prev.word.length === 1 && gap === '. ') || PARTICLE_GAP.test(gap));
      if (!joined) {
        yield run;
        run = [];
      }
    }
    run.push(token);
  }
  if (run.length) yield run;
}

/** Labels just before a name, on the same line: 'Name: John', 'Dear John', 'my name is John', 'Thanks, Brian'. */
function labelledBefore(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 30), start);
  const tail = before
    .slice(before.lastIndexOf('\n') + 1)
    .replace(/[:,\-–]?[ \t]{0,3}$/, '')
    .toLowerCase();
  return PERSON_CONTEXT.some(label => tail.endsWith(label) && !/[\p{L}\p{M}]/u.test(tail.charAt(tail.length - label.length - 1)));
}

/** A given name that is no ordinary word; double names count when each part is one (Jean-Pierre, Anne-Marie). */
function isGivenName(word: string): boolean {
  if (GIVEN_NAMES.has(word)) return !AMBIGUOUS_GIVEN_NAMES.has(word);
  return word.includes('-') && word.split('-').every(part => GIVEN_NAMES.has(part));
}

const KNOWN_NAMES = new Set([...GIVEN_NAMES, ...AMBIGUOUS_GIVEN_NAMES, ...SURNAMES]);

function isKnownName(word: string): boolean {
  return KNOWN_NAMES.has(word) || (word.includes('-') && isGivenName(word));
}

/**
 * Whether TITLE_BEFORE may match before start: it ends with the last letter of a title (or its full stop) and a
 * space. Most capitalised words stand after other letters, and a known name is looked at whatever precedes it.
 */
function mayFollowTitle(text: string, start: number): boolean {
  if (text.charCodeAt(start - 1) !== 32) return false;
  const c = text.charCodeAt(start - 2);
  // r s x f e u a in either case (the long s reads as s in a case-insensitive regex), or a full stop
  return c === 46 || c === 0x17f || TITLE_ENDINGS.has(c | 32);
}
const TITLE_ENDINGS = new Set([...'rsxfeua'].map(c => c.charCodeAt(0)));

/**
 * The person a run of capitalised words names, or null. A first word that is no known name in a run of three or
 * more opens a sentence or a heading ('Yesterday Priya Sharma signed'): the rest is tried without it.
 */
function personIn(text: string, run: Token[]): { start: number; end: number } | null {
  if (run.length === 1) return personInWord(text, run[0]);
  return personInRun(text, run) ?? (run.length >= 3 && !isKnownName(bare(run[0].word)) ? personInRun(text, run.slice(1)) : null);
}

/** The usual case in prose, a capitalised word alone (a sentence start): a name only after a title or a label. */
function personInWord(text: string, token: Token): { start: number; end: number } | null {
  const word = bare(token.word);
  if (word.length < 2) return null;
  const known = isKnownName(word);
  // without a title just before (TITLE_BEFORE), only a known name may be a name
  if (!known && !mayFollowTitle(text, token.start)) return null;
  if (NOT_NAME_WORDS.has(word) || isTitle(word) || isAllCaps(word)) return null;
  const span = { start: token.start, end: token.start + word.length };
  if (TITLE_BEFORE.test(text.slice(Math.max(0, token.start - 8), token.start))) return span;
  if (!known || isPlaceWord(word)) return null;
  return labelledBefore(text, token.start) ? span : null;
}

/** A title just before a word: 'Dr. ', 'Mrs ', 'Herr '. */
const TITLE_BEFORE = /(?:^|[^\p{L}])(?:mr|mrs|ms|mx|dr|prof|sir|dame|herr|frau|mme|mlle|sr|sra)\.? $/iu;

function personInRun(text: string, run: Token[]): { start: number; end: number } | null {
  let tokens = run;
  // a title opens the run ('Dr. Jane Roe', 'Mr Smith'); other opening words are sentence or heading words
  let titled = false;
  while (tokens.length && (NOT_NAME_WORDS.has(bare(tokens[0].word)) || isTitle(tokens[0].word))) {
    if (isTitle(tokens[0].word)) titled = true;
    tokens = tokens.slice(1);
  }
  const before = text.slice(Math.max(0, (tokens[0]?.start ?? 0) - 8), tokens[0]?.start ?? 0);
  if (tokens.length && !titled) titled = TITLE_BEFORE.test(before);
  if (tokens.length === 0 || tokens.length > 4) return null;
  // the name ends at a possessive ('Smith's car')
  const own = tokens.findIndex(t => isPossessive(t.word));
  if (own >= 0) tokens = tokens.slice(0, own + 1);
  const words = tokens.map(t => bare(t.word));
  if (words.some(w => isAllCaps(w))) return null;
  const first = words[0];
  const last = words[words.length - 1];
  const given = isGivenName(first);
  const givenAtAll = GIVEN_NAMES.has(first) || AMBIGUOUS_GIVEN_NAMES.has(first);
  const surname = words.length > 1 && SURNAMES.has(last);
  // a word that starts a heading or an organisation ('Morgan Bank', 'Victoria Station') ends any claim to a name,
  // unless it is also a surname after an unambiguous given name ('Jennifer Park', 'James Hall')
  if (words.slice(1).some(w => NOT_NAME_WORDS.has(w) && !(given && SURNAMES.has(w) && w === last))) return null;
  // initials only inside a name, and each one a single letter
  if (words.slice(1, -1).some(w => w.length === 1) && words.length < 3) return null;
  if (words[words.length - 1].length === 1 || (words.length === 1 && first.length < 2)) return null;
  // a place ('New York', 'Santa Clara') is not a person
  if (placeAt(text, tokens[0]) && !givenAtAll && !titled) return null;
  if (words.length === 1 && isPlaceWord(first) && !titled) return null;
  const span = { start: tokens[0].start, end: tokens[tokens.length - 1].start + bare(tokens[tokens.length - 1].word).length };
  if (titled) return span;
  if (words.length > 1 && (given || (givenAtAll && surname))) return span;
  const labelled = labelledBefore(text, tokens[0].start);
  if (labelled && (words.length > 1 || GIVEN_NAMES.has(first) || SURNAMES.has(first))) return span;
  return null;
}

/** A title ending the text before a name, with its space. */
const TITLE_BEFORE_NAME =
  /(?:^|[^\p{L}])(?:mr|mrs|ms|mx|dr|prof|professor|sir|dame|herr|frau|mme|mlle|madame|sr|sra|señor|señora|signor|signora|captain|judge|senator|president)\.? $/iu;

/** Confidence of a name: a title or a label with a known name is strongest, a known pair next, a label alone last. */
function personConfidence(value: string, before: string): number {
  const words = value.split(/[ .]+/).filter(Boolean);
  const first = words[0];
  const last = words[words.length - 1];
  const knownPair = words.length > 1 && (GIVEN_NAMES.has(first) || isGivenName(first)) && SURNAMES.has(last);
  // the title stands just before the name, so the regex reads only when the text before ends in a space
  const titled = before.endsWith(' ') && TITLE_BEFORE_NAME.test(before);
  const labelled = hasAnyWord(before.slice(-25), PERSON_CONTEXT);
  if (knownPair && (titled || labelled)) return 0.95;
  if (knownPair || titled) return 0.85;
  if (labelled) return 0.8;
  return 0.7;
}

export const PERSON: Rule = {
  info: {
    id: 'PERSON',
    name: 'Person name',
    description:
      'A person’s full name (given names, initials, surname), found from lists of common given names and surnames, titles (Mr, Dr, Frau …) and labels (Name:, Dear …). A capitalised word alone is not reported.',
    category: 'PII',
  },
  // a generator: the scan stops where the rule's hit limit is reached
  *find(text, scan) {
    for (const run of nameRuns(text, scan)) {
      const span = personIn(text, run);
      if (span) yield span;
    }
  },
  base: 0.7,
  check: (value, near) => personConfidence(value, near.before(30)),
  context: [],
};

// -------------------------------------------------------------------------------------------------------- LOCATION

export const CUE = new RegExp(
  `(?:^|[^\\p{L}])(?:${LOCATION_CUES.map(w => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[:]?\\s{1,3}(?:the\\s{1,3})?$`,
  'iu',
);
/** The longest text CUE can match: a separator, the longest cue, ':', spaces, 'the' and spaces. */
const CUE_REACH = 1 + Math.max(...LOCATION_CUES.map(w => w.length)) + 1 + 3 + 3 + 3;

/**
 * A locative word ends the text before a place. Tried on the last CUE_REACH + 1 characters only: a match must end
 * at the end, and one that would start at the cut (the '^' of CUE) would be longer than the whole match can be.
 */
export function cueBefore(before: string): boolean {
  return /\s$/.test(before) && CUE.test(before.length > CUE_REACH + 1 ? before.slice(-(CUE_REACH + 1)) : before);
}

/** Organisations named after a place: 'University of Texas', 'Bank of America'. */
const ORGANISATION_OF =
  /(?:University|College|Bank|Institute|Museum|School|Department|Government|Hospital|Church|Council|Court|Diocese|Duke|Duchess|Earl|King|Queen|Prince|Princess|Archbishop|Bishop|Mayor|Governor)\s{1,3}of\s{1,3}(?:the\s{1,3})?$/;

function locationIn(text: string, token: Token): { start: number; end: number } | null {
  const name = placeAt(text, token);
  if (!name) return null;
  const start = token.start;
  const end = start + name.length;
  const before = text.slice(Math.max(0, start - 40), start);
  if (before.includes('of') && ORGANISATION_OF.test(before)) return null;
  // a capitalised word just before or after makes it part of another name ('Air France', 'Texas Instruments',
  // 'Washington Post'), unless it is a locative word or another place ('Paris Texas' is rare; 'Austin, Texas' has a comma)
  const prev = before.endsWith(' ') ? /(?:^|[^\p{L}\p{M}'’])(\p{Lu}[\p{L}\p{M}]*)\.? $/u.exec(before) : null;
  if (prev && !cueBefore(before) && !['The', 'And', 'Or', 'Of'].includes(prev[1]) && !isPlaceWord(prev[1])) {
    if (isTitle(prev[1]) || GIVEN_NAMES.has(prev[1]) || !NOT_NAME_WORDS.has(prev[1])) return null;
  }
  const after = text.slice(end, end + 40);
  const next = /^ (\p{Lu}[\p{L}\p{M}]*)/u.exec(after);
  if (next && !isPlaceWord(next[1])) return null;
  // only a place that is also a name or a word needs a cue
  if (AMBIGUOUS_PLACES.has(name) && !(cueBefore(before) || nearPlace(text, end, after) || afterPlace(before))) return null;
  return { start, end };
}

/** Another place follows after a comma: 'Paris, Texas'. */
function nearPlace(text: string, end: number, after: string): boolean {
  return /^,\s*\p{Lu}/u.test(after) && !!placeAt(text, { start: end + after.search(/\p{Lu}/u), end: 0, word: /^,\s*(\p{Lu}[\p{L}\p{M}]*)/u.exec(after)![1] });
}

/** Another place comes before, with a comma: 'Austin, Texas'. */
function afterPlace(before: string): boolean {
  return /(\p{Lu}[\p{L}\p{M}.]*),\s*$/u.test(before) && isPlaceWord(/(\p{Lu}[\p{L}\p{M}.]*),\s*$/u.exec(before)![1]);
}

export const LOCATION: Rule = {
  info: {
    id: 'LOCATION',
    name: 'Location',
    description:
      'A named place: a country, state or province, city, continent, sea or mountain range, from lists of place names. Names that are also people, companies or words (Jordan, Phoenix, Nice) count only after a locative word (in, from, born in …) or beside another place.',
    category: 'PII',
  },
  *find(text, scan) {
    let from = 0;
    for (const token of capitalisedWords(text, scan)) {
      if (token.start < from) continue;
      const place = locationIn(text, token);
      if (place) {
        yield place;
        from = place.end;
      }
    }
  },
  base: 0.7,
  check(value, near) {
    const before = near.before(40);
    const cue = cueBefore(before) || /^,\s*\p{L}/u.test(near.after(3));
    if (AMBIGUOUS_PLACES.has(value)) return cue ? 0.6 : 0.5;
    return cue ? 0.85 : 0.7;
  },
  context: [],
};

export const NAME_RULES = [PERSON, LOCATION];
