/** Norway: fødselsnummer and D-number (birth date, individual number, two mod-11 check digits). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { isValidDate, weightedSum } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

const checkOf = (digits: string, weights: readonly number[]) => (11 - (weightedSum(digits, weights) % 11)) % 11;

/** The century follows from the individual number (digits 7-9); D-numbers add 40 to the day, H-numbers 40 to the month. */
function birthYear(yy: number, individual: number): number | undefined {
  if (individual < 500) return 1900 + yy;
  if (individual < 750 && yy >= 54) return 1800 + yy;
  if (yy < 40) return 2000 + yy;
  if (individual >= 900) return 1900 + yy;
  return undefined;
}

export function isValidFodselsnummer(digits: string): boolean {
  if (digits.length !== 11) return false;
  if (checkOf(digits, [3, 7, 6, 1, 8, 9, 4, 5, 2]) !== Number(digits[9])) return false;
  if (checkOf(digits, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) !== Number(digits[10])) return false;
  let day = Number(digits.slice(0, 2));
  let month = Number(digits.slice(2, 4));
  if (day > 40) day -= 40;
  if (month > 40) month -= 40;
  const year = birthYear(Number(digits.slice(4, 6)), Number(digits.slice(6, 9)));
  if (year === undefined || !isValidDate(year, month, day)) return false;
  return Date.UTC(year, month - 1, day) <= Date.now();
}

export const NO_FODSELSNUMMER: Rule = {
  info: {
    id: 'NO_FODSELSNUMMER',
    name: 'Norwegian national identity number',
    description: 'A fødselsnummer or D-nummer: DDMMYY, three individual digits (which give the century) and two mod-11 check digits.',
    country: 'NO',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{6}[ \-]?\d{5}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.4,
  checksum: true,
  check: value => isValidFodselsnummer(digitsOf(value)) && (/[ \-]/.test(value) ? 0.5 : 0.4),
  context: [
    'fødselsnummer',
    'fodselsnummer',
    'f.nr',
    'fnr',
    'd-nummer',
    'personnummer',
    'norwegian national identity number',
    'norwegian id',
    'identitetsnummer',
  ],
  negative: BUSINESS_NUMBER_WORDS,
};

export const NO_RULES = [NO_FODSELSNUMMER];
