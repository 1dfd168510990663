/**
 * Dates and times (Presidio's DATE_TIME): calendar dates written with digits or an English month name, ISO 8601
 * timestamps, and the weak month/year forms (05/21, 5/2021). A date alone is not personal data: no classification
 * counts it; DATE_OF_BIRTH (dob.ts) is the date that is.
 */
import type { Near, Rule } from '../engine/rule';
import { token } from '../engine/rule';
import { isValidDate } from '../engine/checksums';
import { digitRuns, type Anchor } from '../engine/anchors';

const MONTH = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const MONTH_INDEX: [RegExp, number][] = MONTH.split('|').map((m, i) => [new RegExp(`^(?:${m})$`, 'i'), i + 1]);
const ORDINAL = '(?:st|nd|rd|th)?';
const CLOCK = String.raw`\d{1,2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?`;
const ZONE = String.raw`(?:Z|[+\-]\d{2}:?\d{2})`;
/** A time after a date: ISO 'T' or a space, seconds and fraction optional, then am/pm or a zone. */
const TIME = `(?:(?:T|, | )${CLOCK}(?: ?[ap]m)?(?: ?(?:${ZONE}|utc|gmt))?)?`;

const DATE_TIME_PATTERN = token(
  `(?=[\\dJFMASONDjfmasond])(?:` +
    `\\d{4}([\\-/.])\\d{1,2}\\1\\d{1,2}${TIME}` + // 2021-05-21, 2024-03-15T14:30:00.123Z
    `|\\d{1,2}([\\-/.])\\d{1,2}\\2(?:\\d{4}|\\d{2})${TIME}` + // 5-20-2021, 21.5.21, 05/21/21
    `|\\d{1,2}${ORDINAL}[ \\-](?:${MONTH})\\.?(?:,?[ \\-]\\d{4})?` + // 5-May-2021, 21-May, 14 March 1985
    `|(?:${MONTH})\\.?[ \\-]\\d{1,2}${ORDINAL}(?:,? \\d{4})?` + // May-21, May 1st, March 14, 1985
    `|(?:${MONTH})\\.?[ \\-]\\d{4}` + // May-2021
    `|\\d{1,2}/(?:\\d{4}|\\d{2})` + // 05/21, 5/2021 (weak)
    `)`,
  'i',
);

const isDigit = (c: number) => c >= 48 && c <= 57;
const isAsciiLetter = (c: number) => (c | 32) >= 97 && (c | 32) <= 122;

/**
 * The first run of digits of every date: followed by a separator and a digit (2021-05-21, 05/21, 21.5.21), or of
 * one or two digits followed by an ordinal, a space or a hyphen (14 March, 5-May), or after a month name (its last
 * letter or full stop) and a space or a hyphen (March 14, May-2021). Read from the shared digit runs, so the pattern
 * runs near these runs only, not near every number of a text of code or tables.
 */
const FIRST_DATE_DIGITS: Anchor = {
  find: (text, cache) => {
    const runs = digitRuns(text, cache);
    const out: number[] = [];
    for (let i = 0; i < runs.length; i += 2) {
      const start = runs[i];
      const end = runs[i + 1];
      const next = text.charCodeAt(end);
      const before = text.charCodeAt(start - 1);
      const separated = (next === 45 || next === 47 || next === 46) && isDigit(text.charCodeAt(end + 1));
      const dayFirst = end - start <= 2 && (next === 32 || next === 45 || ORDINAL_LETTERS.has(next | 32));
      const monthFirst = (before === 32 || before === 45) && (text.charCodeAt(start - 2) === 46 || isAsciiLetter(text.charCodeAt(start - 2)));
      if (separated || dayFirst || monthFirst) out.push(start, end);
    }
    return out;
  },
  // a month name and its full stop and separator stand at most eleven characters before the digits
  before: 12,
  reach: 40,
};
/** First letters of st, nd, rd and th, lower case. */
const ORDINAL_LETTERS = new Set([115, 110, 114, 116]);

function monthOf(name: string): number | undefined {
  return MONTH_INDEX.find(([re]) => re.test(name.replace(/\.$/, '')))?.[1];
}

/** Day, month and year of a numeric date in any of the orders written (year first, day first, month first). */
function numericDate(parts: number[], yearFirst: boolean, twoDigitYear: boolean, dotted: boolean): boolean {
  const year = yearFirst ? parts[0] : twoDigitYear ? 2000 + parts[2] : parts[2];
  if (!twoDigitYear && (year < YEARS[0] || year > YEARS[1])) return false;
  if (yearFirst) return isValidDate(year, parts[1], parts[2]);
  // dots separate day, month and year in that order (21.5.2021); slashes and hyphens also month first (5/20/2021)
  return isValidDate(year, parts[1], parts[0]) || (!dotted && isValidDate(year, parts[0], parts[1]));
}

/** Years a written date may name: a wider range reads version and patch numbers (7.3.1000) as dates. */
const YEARS = [1900, 2100];

/** A time, when written, is a real one. */
function validClock(value: string): boolean {
  const clock = /(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(value.replace(/^\d{4}[\-/.]\d{1,2}[\-/.]\d{1,2}|^\d{1,2}[\-/.]\d{1,2}[\-/.]\d{2,4}/, ''));
  return !clock || (Number(clock[1]) < 24 && Number(clock[2]) < 60 && Number(clock[3] ?? 0) < 61);
}

/** Words before a dotted number that make it a version ('version 12.3.45', 'v1.2.21'). */
const VERSION_BEFORE = /(?:version|ver\.?|release|build|firmware|v)\s{0,2}$/;

/** Confidence: a full date 0.6, month and year written as digits only 0.2, month/two-digit year 0.1. */
function dateStrength(value: string, near: Near): number | false {
  if (!validClock(value)) return false;
  const date = value.split(/[T ,]/)[0];
  const numeric = /^(\d{1,4})([\-/.])(\d{1,2})\2(\d{1,4})$/.exec(date);
  if (numeric) {
    if (numeric[2] === '.' && VERSION_BEFORE.test(near.before(12))) return false;
    const parts = [numeric[1], numeric[3], numeric[4]].map(Number);
    return numericDate(parts, numeric[1].length === 4, numeric[4].length === 2, numeric[2] === '.') && 0.6;
  }
  const weak = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(value);
  if (weak) {
    const month = Number(weak[1]);
    if (month < 1 || month > 12) return false;
    if (weak[2].length === 4) return Number(weak[2]) >= YEARS[0] && Number(weak[2]) <= YEARS[1] && 0.2;
    return 0.1;
  }
  const name = /\p{L}+\.?/u.exec(value)![0];
  const month = monthOf(name);
  // a month name written in lower case is too often a word ('may')
  if (month === undefined || name[0] !== name[0].toUpperCase()) return false;
  const numbers = (value.match(/\d+/g) ?? []).map(Number);
  const day = numbers.find(n => n <= 31 && n > 0);
  if (numbers.length === 1 && numbers[0] > 31) return 0.6; // May-2021
  return day !== undefined && isValidDate(numbers.find(n => n > 999) ?? 2000, month, day) && 0.6;
}

export const DATE_TIME: Rule = {
  info: {
    id: 'DATE_TIME',
    name: 'Date or time',
    description:
      'A calendar date or timestamp: 2021-05-21, 5/20/2021, 21.5.21, 5-May-2021, March 14, 1985, ISO 8601 date-times with a zone; month and year alone (05/2021, 05/21) are weak. No classification counts a date on its own.',
    category: 'PII',
  },
  pattern: DATE_TIME_PATTERN,
  anchor: FIRST_DATE_DIGITS,
  base: 0.6,
  check: dateStrength,
  context: ['date', 'dated', 'today', 'time', 'timestamp', 'created', 'modified', 'updated', 'issued', 'expires', 'expiry', 'valid until', 'due'],
};
