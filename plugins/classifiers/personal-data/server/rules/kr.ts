/** South Korea: resident registration number. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, TRACE, digitsOf, token } from '../engine/rule';
import { isValidDate, weightedSum } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

/** The seventh digit gives sex and century: 9/0 1800s, 1/2 (5/6 foreigners) 1900s, 3/4 (7/8) 2000s. */
const CENTURY_BY_SEX_DIGIT: Record<string, number> = { 9: 1800, 0: 1800, 1: 1900, 2: 1900, 5: 1900, 6: 1900, 3: 2000, 4: 2000, 7: 2000, 8: 2000 };

function birthYear(digits: string): number {
  return CENTURY_BY_SEX_DIGIT[digits[6]] + Number(digits.slice(0, 2));
}

export function hasValidRrnDate(digits: string): boolean {
  return isValidDate(birthYear(digits), Number(digits.slice(2, 4)), Number(digits.slice(4, 6)));
}

/** The check digit (weights 2..9,2..5; (11 - sum mod 11) mod 10). */
export function hasValidRrnCheckDigit(digits: string): boolean {
  return (11 - (weightedSum(digits, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10 === Number(digits[12]);
}

/**
 * Numbers issued since October 2020 end in a random digit instead of a check digit. Everyone born before
 * 2020 was numbered earlier, so theirs should check; those that do not were renumbered since, mistyped or
 * made up for an example.
 */
export function isValidRrn(digits: string): boolean {
  return hasValidRrnDate(digits) && (hasValidRrnCheckDigit(digits) || birthYear(digits) >= 2020);
}

export const KR_RRN: Rule = {
  info: {
    id: 'KR_RRN',
    name: 'Korean resident registration number',
    description:
      'A 주민등록번호: birth date YYMMDD, a sex/century digit and six digits, the last a check digit (numbers of people born since 2020 may have none; they stay weaker; an older number whose check digit fails is only a trace).',
    country: 'KR',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{6}[\- ]?\d{7}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.3,
  checksum: value => hasValidRrnCheckDigit(digitsOf(value)),
  check(value) {
    const digits = digitsOf(value);
    if (!hasValidRrnDate(digits)) return false;
    const separated = /[\- ]/.test(value);
    if (hasValidRrnCheckDigit(digits)) return separated ? 0.55 : 0.45;
    if (!isValidRrn(digits)) return TRACE;
    return separated ? 0.3 : 0.15;
  },
  context: ['rrn', 'resident registration', 'resident registration number', '주민등록번호', '주민번호', 'registration number'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const KR_RULES = [KR_RRN];
