/** Denmark: CPR number (DDMMYY-SSSS; the first serial digit gives the century). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { isValidDate, weightedSum } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

function birthYear(yy: number, first: number): number {
  if (first >= 5 && first <= 8 && yy >= 58) return 1800 + yy;
  if (first <= 3 || ((first === 4 || first === 9) && yy >= 37)) return 1900 + yy;
  return 2000 + yy;
}

export function hasValidCprDate(digits: string): boolean {
  return digits.length === 10 && isValidDate(birthYear(Number(digits.slice(4, 6)), Number(digits[6])), Number(digits.slice(2, 4)), Number(digits.slice(0, 2)));
}

/** Numbers issued before 2007 have a mod-11 check (weights 4,3,2,7,6,5,4,3,2,1); later ones need not. */
export function hasCprChecksum(digits: string): boolean {
  return weightedSum(digits, [4, 3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
}

export const DK_CPR: Rule = {
  info: {
    id: 'DK_CPR',
    name: 'Danish CPR number',
    description:
      'A CPR-nummer: DDMMYY-SSSS. The mod-11 check was dropped in 2007, so a number without it, or written without the hyphen, is reported only near a CPR word.',
    country: 'DK',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{6}-?\d{4}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.3,
  checksum: value => hasCprChecksum(digitsOf(value)),
  check: (value, near) => {
    const digits = digitsOf(value);
    if (!hasValidCprDate(digits)) return false;
    if (value.includes('-') && hasCprChecksum(digits)) return 0.5;
    return near.context() && 0.3;
  },
  context: ['cpr', 'cpr-nr', 'cpr nr', 'cpr-nummer', 'cpr nummer', 'personnummer', 'det centrale personregister', 'danish personal id'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const DK_RULES = [DK_CPR];
