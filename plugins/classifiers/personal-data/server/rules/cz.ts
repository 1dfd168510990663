/** Czechia and Slovakia: rodné číslo, the birth number (YYMMDD with sex in the month, serial, mod-11 check). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { isValidDate } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

/**
 * Ten digits since 1954, the whole number divisible by 11 (or the first nine mod 11 being 10 and the check 0);
 * nine digits, without a check, before. Women have 50 added to the month, and 20 is added when serials run out.
 */
export function isValidBirthNumber(digits: string): boolean {
  if (digits.length !== 9 && digits.length !== 10) return false;
  let year = 1900 + Number(digits.slice(0, 2));
  if (digits.length === 9) {
    if (year >= 1980) year -= 100;
    if (year > 1953) return false;
  } else if (year < 1954) {
    year += 100;
  }
  if (!isValidDate(year, (Number(digits.slice(2, 4)) % 50) % 20, Number(digits.slice(4, 6)))) return false;
  if (digits.length === 9) return true;
  let r = 0;
  for (let i = 0; i < 9; i++) r = (r * 10 + digits.charCodeAt(i) - 48) % 11;
  return r % 10 === Number(digits[9]);
}

export const CZ_BIRTH_NUMBER: Rule = {
  info: {
    id: 'CZ_BIRTH_NUMBER',
    name: 'Czech and Slovak birth number (rodné číslo)',
    description:
      'A rodné číslo: YYMMDD (50 added to the month for women), a slash and a three- or four-digit serial; ten-digit numbers carry a mod-11 check. Nine-digit numbers (before 1954) only near a birth-number word.',
    country: 'CZ',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{6}/\d{3,4}|\d{9,10}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.3,
  checksum: value => digitsOf(value).length === 10,
  check: (value, near) => {
    const digits = digitsOf(value);
    if (!isValidBirthNumber(digits)) return false;
    if (digits.length === 9) return near.context() && 0.3;
    return value.includes('/') ? 0.5 : 0.3;
  },
  context: ['rodné číslo', 'rodne cislo', 'rodného čísla', 'rodneho cisla', 'r.č.', 'birth number', 'czech birth number'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const CZ_RULES = [CZ_BIRTH_NUMBER];
