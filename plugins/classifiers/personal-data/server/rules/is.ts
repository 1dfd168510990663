/** Iceland: kennitala of a person (DDMMYY, two random digits, a mod-11 check digit, the century). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { isValidDate, weightedSum } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

/**
 * Weights 3,2,7,6,5,4,3,2,1 make a multiple of 11; the last digit is 9 for the 1900s and 0 for the 2000s.
 * Organisations add 40 to the day: theirs are not a person's, so not reported.
 */
export function isValidKennitala(digits: string): boolean {
  if (digits.length !== 10 || (digits[9] !== '9' && digits[9] !== '0')) return false;
  const year = (digits[9] === '9' ? 1900 : 2000) + Number(digits.slice(4, 6));
  if (!isValidDate(year, Number(digits.slice(2, 4)), Number(digits.slice(0, 2)))) return false;
  return weightedSum(digits, [3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
}

export const IS_KENNITALA: Rule = {
  info: {
    id: 'IS_KENNITALA',
    name: 'Icelandic identity number (kennitala)',
    description: "A person's kennitala: DDMMYY-RRCC, two random digits, a mod-11 check digit and the century (9 or 0).",
    country: 'IS',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{6}-?\d{4}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.3,
  checksum: true,
  check: value => isValidKennitala(digitsOf(value)) && (value.includes('-') ? 0.5 : 0.3),
  context: ['kennitala', 'kennitölu', 'icelandic id number'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const IS_RULES = [IS_KENNITALA];
