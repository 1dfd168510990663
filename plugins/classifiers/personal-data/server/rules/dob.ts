/** Dates of birth: a real calendar date with a birth word nearby ('born', 'DOB', 'geboren', 'né le', ...). */
import type { Rule } from '../engine/rule';
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

const DATE_CANDIDATE = new RegExp(
  String.raw`(?<![\w\-.\/:])(?:` +
    String.raw`\d{4}[\-\/.]\d{1,2}[\-\/.]\d{1,2}` + // 1985-03-14
    String.raw`|\d{1,2}[\-\/.]\d{1,2}[\-\/.](?:\d{4}|\d{2})` + // 14.03.1985, 03/14/85
    `|\\d{1,2}(?:st|nd|rd|th|\\.)? ?(?:of )?(?:${MONTH_ALTERNATION})\\.?,? \\d{4}` + // 14 March 1985, 14. März 1985
    `|(?:${MONTH_ALTERNATION})\\.? \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}` + // March 14, 1985
    `|\\d{1,2}-(?:${MONTH_ALTERNATION})-(?:\\d{4}|\\d{2})` + // 14-Mar-1985, 14-Mar-85
    String.raw`)(?![\w\-:]|[.\/]\d)`,
  'giu',
);

function plausibleYear(year: number, twoDigit: boolean): boolean {
  return twoDigit || (year >= 1900 && year <= new Date().getUTCFullYear());
}

/** Accepts day-month-year, month-day-year and year-month-day readings that form a real past date. */
export function isBirthDate(value: string): boolean {
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
  check: value => isBirthDate(value),
  context: [
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
  ],
};
