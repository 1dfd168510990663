/** South Korea: resident registration number. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { isValidDate, weightedSum } from '../engine/checksums';

const CENTURY_BY_SEX_DIGIT: Record<string, number> = { 1: 1900, 2: 1900, 5: 1900, 6: 1900, 3: 2000, 4: 2000, 7: 2000, 8: 2000 };

export function hasValidRrnDate(digits: string): boolean {
  const year = CENTURY_BY_SEX_DIGIT[digits[6]] + Number(digits.slice(0, 2));
  return isValidDate(year, Number(digits.slice(2, 4)), Number(digits.slice(4, 6)));
}

/** The check digit (weights 2..9,2..5; (11 - sum mod 11) mod 10); numbers issued since October 2020 have none. */
export function hasValidRrnCheckDigit(digits: string): boolean {
  return (11 - (weightedSum(digits, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10 === Number(digits[12]);
}

export const KR_RRN: Rule = {
  info: { id: 'KR_RRN', name: 'Korean resident registration number', description: 'A 주민등록번호: birth date YYMMDD, a sex/century digit and six digits; the check digit raises confidence (numbers since 2020 have none).', country: 'KR', category: 'Government ID' },
  pattern: token(String.raw`\d{6}[\- ]?[1-8]\d{6}`),
  base: 0.3,
  check(value) {
    const digits = digitsOf(value);
    if (!hasValidRrnDate(digits)) return false;
    const separated = /[\- ]/.test(value);
    if (hasValidRrnCheckDigit(digits)) return separated ? 0.55 : 0.45;
    return separated ? 0.3 : 0.15;
  },
  context: ['rrn', 'resident registration', 'resident registration number', '주민등록번호', '주민번호', 'registration number'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const KR_RULES = [KR_RRN];
