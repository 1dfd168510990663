/** Poland: PESEL (birth date with century in the month, weighted check digit). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, TRACE, token } from '../engine/rule';
import { isValidDate, weightedSum } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

const CENTURY_BY_MONTH_OFFSET: Record<number, number> = { 80: 1800, 0: 1900, 20: 2000, 40: 2100, 60: 2200 };

/** The birth date of the first six digits is a real date (the month carries the century). */
export function hasValidPeselDate(digits: string): boolean {
  const yy = Number(digits.slice(0, 2));
  const mm = Number(digits.slice(2, 4));
  const dd = Number(digits.slice(4, 6));
  const offset = Math.floor(mm / 20) * 20;
  const century = CENTURY_BY_MONTH_OFFSET[offset];
  return century !== undefined && isValidDate(century + yy, mm - offset, dd);
}

export function hasValidPeselCheckDigit(digits: string): boolean {
  return (10 - (weightedSum(digits, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === Number(digits[10]);
}

export function isValidPesel(digits: string): boolean {
  return hasValidPeselDate(digits) && hasValidPeselCheckDigit(digits);
}

export const PL_PESEL: Rule = {
  info: {
    id: 'PL_PESEL',
    name: 'Polish PESEL number',
    description:
      'A PESEL: birth date (century encoded in the month), serial with sex digit, and a 1-3-7-9 weighted check digit (a real birth date with a failing check digit is only a trace).',
    country: 'PL',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{11}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.4,
  checksum: value => hasValidPeselCheckDigit(value),
  check: value => hasValidPeselDate(value) && (hasValidPeselCheckDigit(value) || TRACE),
  context: ['pesel', 'numer pesel', 'nr pesel', 'powszechny elektroniczny system ewidencji ludności'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const PL_RULES = [PL_PESEL];
