/** Dates of birth: a real calendar date with a birth word nearby ('born', 'DOB', 'geboren', 'né le', ...). */
import type { Near, Rule } from '../engine/rule';
import { hasAnyWord, wordMatcher } from '../engine/context';
import { isValidDate } from '../engine/checksums';

const MONTHS: Record<string, number> = {};
const MONTH_NAMES: string[][] = [
  ['january', 'jan', 'januar', 'jänner', 'janvier', 'janv', 'enero', 'ene', 'gennaio', 'gen', 'januari', 'styczeń', 'stycznia'],
  ['february', 'feb', 'februar', 'février', 'fév', 'fev', 'febrero', 'febbraio', 'februari', 'luty', 'lutego'],
  ['march', 'mar', 'märz', 'mars', 'marzo', 'maart', 'marzec', 'marca'],
  ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile', 'kwiecień', 'kwietnia'],
  ['may', 'mai', 'mayo', 'maggio', 'mag', 'mei', 'maj', 'maja'],
  ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu', 'czerwiec', 'czerwca'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'lipiec', 'lipca'],
  ['august', 'aug', 'août', 'aout', 'agosto', 'ago', 'augustus', 'sierpień', 'sierpnia'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'settembre', 'set', 'wrzesień', 'września'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott', 'październik', 'października'],
  ['november', 'nov', 'novembre', 'noviembre', 'listopad', 'listopada'],
  ['december', 'dec', 'dezember', 'dez', 'décembre', 'diciembre', 'dic', 'dicembre', 'grudzień', 'grudnia'],
];
MONTH_NAMES.forEach((names, i) =>
  names.forEach(n => {
    MONTHS[n] = i + 1;
  }),
);
const MONTH_ALTERNATION = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** A time of midnight after an ISO date, as exports write a date-only field ('1985-03-14T00:00:00Z'). */
const MIDNIGHT = String.raw`T00:00(?::00(?:\.0{1,6})?)?(?:Z|[+\-]00:?00)?(?![\w:.+\-])`;

const DATE_CANDIDATE = new RegExp(
  String.raw`(?<![\w\-.\/:])(?:` +
    String.raw`\d{4}[\-\/.]\d{1,2}[\-\/.]\d{1,2}` + // 1985-03-14 (also before a time of midnight)
    String.raw`|(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])` + // 19850314 (ISO 8601 basic format)
    String.raw`|\d{1,2}[\-\/.]\d{1,2}[\-\/.](?:\d{4}|\d{2})` + // 14.03.1985, 03/14/85
    `|\\d{1,2}(?:st|nd|rd|th|\\.)? ?(?:of )?(?:${MONTH_ALTERNATION})\\.?,? \\d{4}` + // 14 March 1985, 14. März 1985
    `|(?:${MONTH_ALTERNATION})\\.? \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}` + // March 14, 1985
    `|\\d{1,2}-(?:${MONTH_ALTERNATION})-(?:\\d{4}|\\d{2})` + // 14-Mar-1985, 14-Mar-85
    `)(?:(?=${MIDNIGHT})|(?![\\w\\-:]|[.\\/]\\d))`,
  'giu',
);

function plausibleYear(year: number, twoDigit: boolean): boolean {
  return twoDigit || (year >= 1900 && year <= new Date().getUTCFullYear());
}

/** Accepts day-month-year, month-day-year and year-month-day readings that form a real past date. */
export function isBirthDate(value: string): boolean {
  if (/^\d{8}$/.test(value)) {
    const year = Number(value.slice(0, 4));
    return plausibleYear(year, false) && isValidDate(year, Number(value.slice(4, 6)), Number(value.slice(6, 8)));
  }
  const lower = value.toLowerCase();
  const numbers = lower.match(/\d{1,4}/g)?.map(Number) ?? [];
  const name = lower.match(/\p{L}{3,}/u)?.[0];
  const month = name !== undefined ? MONTHS[name] : undefined;
  if (name !== undefined) {
    if (month === undefined || numbers.length !== 2) return false;
    const [day, yearWritten] = numbers;
    const twoDigit = /\D\d{2}$/.test(lower);
    const year = twoDigit ? 1900 + yearWritten : yearWritten;
    return plausibleYear(year, twoDigit) && isValidDate(year, month, day);
  }
  if (numbers.length !== 3) return false;
  const parts = lower.split(/[\-\/.]/);
  if (parts[0].length === 4) return plausibleYear(numbers[0], false) && isValidDate(numbers[0], numbers[1], numbers[2]);
  const twoDigit = parts[2].length === 2;
  const year = twoDigit ? 1900 + numbers[2] : numbers[2];
  if (!plausibleYear(year, twoDigit)) return false;
  return isValidDate(year, numbers[1], numbers[0]) || isValidDate(year, numbers[0], numbers[1]);
}

/** Birth words in the languages of the national rules. */
const BIRTH_WORDS: string[] = [
  'born',
  'dob',
  'd.o.b',
  'd.o.b.',
  'date of birth',
  'birth date',
  'birthdate',
  'birthday',
  'birth',
  'geboren',
  'geb.',
  'geburtsdatum',
  'geburtstag',
  'né le',
  'née le',
  'né',
  'née',
  'date de naissance',
  'fecha de nacimiento',
  'nacido',
  'nacida',
  'data di nascita',
  'nato il',
  'nata il',
  'nato',
  'nata',
  'geboortedatum',
  'geboren op',
  'data urodzenia',
  'urodzony',
  'urodzona',
  'födelsedatum',
  'född',
  'syntymäaika',
  'syntynyt',
  'fødselsdato',
  'født',
  // column names of exports and forms
  'date_of_birth',
  'birth_date',
  'dateofbirth',
  'date-of-birth',
];

export const DATE_OF_BIRTH: Rule = {
  info: {
    id: 'DATE_OF_BIRTH',
    name: 'Date of birth',
    description:
      'A calendar date with a birth word within 100 characters (born, DOB, date of birth, geboren, né le, fecha de nacimiento, data di nascita, ...).',
    category: 'PII',
  },
  pattern: DATE_CANDIDATE,
  base: 0.5,
  contextRequired: true,
  check: (value, near) => isBirthDate(value) && birthWordInClause(near),
  context: BIRTH_WORDS,
};

/** How far from the date a birth word may stand in running text: a label, or 'born on ... in ...'. */
const WORD_BEFORE = 48;
const WORD_AFTER = 24;
/** A sentence or clause ends between the word and the date: 'born in 2001; renovated 2015-03-04'. */
const CLAUSE_BREAK = /[;!?]|\.\s|\n\s*\n/;

/**
 * The birth word labels this date: a column header, or a word shortly before it in the same clause
 * ('DOB: 03/14/1985', 'born on March 14th, 1985'), or just after it ('14.03.1985 (date of birth)').
 */
function birthWordInClause(near: Near): boolean {
  const header = near.header();
  if (header !== null && hasAnyWord(header, BIRTH_WORDS)) return true;
  const before = near.before(WORD_BEFORE);
  const words = wordMatcher(BIRTH_WORDS);
  words.lastIndex = 0;
  let last: RegExpExecArray | null = null;
  for (let m = words.exec(before); m !== null; m = words.exec(before)) last = m;
  if (last && !CLAUSE_BREAK.test(before.slice(last.index + last[0].length))) return true;
  const after = near.after(WORD_AFTER);
  words.lastIndex = 0;
  const next = words.exec(after);
  return !!next && !CLAUSE_BREAK.test(after.slice(0, next.index));
}
