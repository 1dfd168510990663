/** Bulgaria: EGN, the uniform civil number (birth date with the century in the month, mod-11 check digit). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { isValidDate, weightedSum } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

/** Months 21-32 are the 1800s, 41-52 the 2000s; weights 2,4,8,5,10,9,7,3,6, check Σ mod 11 mod 10. */
export function isValidEgn(digits: string): boolean {
  if (digits.length !== 10) return false;
  let year = 1900 + Number(digits.slice(0, 2));
  let month = Number(digits.slice(2, 4));
  if (month > 40) {
    year += 100;
    month -= 40;
  } else if (month > 20) {
    year -= 100;
    month -= 20;
  }
  if (!isValidDate(year, month, Number(digits.slice(4, 6)))) return false;
  return (weightedSum(digits, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === Number(digits[9]);
}

export const BG_EGN: Rule = {
  info: {
    id: 'BG_EGN',
    name: 'Bulgarian uniform civil number (EGN)',
    description: 'An ЕГН: YYMMDD (the century in the month), a three-digit birth order number and a mod-11 check digit.',
    country: 'BG',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{6} ?\d{3} ?\d`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.3,
  checksum: true,
  check: value => isValidEgn(digitsOf(value)),
  context: ['егн', 'egn', 'единен граждански номер', 'личен номер', 'uniform civil number', 'bulgarian personal number'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const BG_RULES = [BG_EGN];
