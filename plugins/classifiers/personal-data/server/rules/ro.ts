/** Romania: CNP, the personal numeric code (sex and century, birth date, county, serial, check digit). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, token } from '../engine/rule';
import { isValidDate, weightedSum } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

const CENTURY: Record<string, number> = { '1': 1900, '2': 1900, '3': 1800, '4': 1800, '5': 2000, '6': 2000 };

/** Weights 2,7,9,1,4,6,3,5,8,2,7,9; the check is Σ mod 11, 10 written 1. Residents (7, 8) and others (9): year in 1900. */
export function isValidCnp(digits: string): boolean {
  if (digits.length !== 13 || digits[0] === '0') return false;
  const year = (CENTURY[digits[0]] ?? 1900) + Number(digits.slice(1, 3));
  if (!isValidDate(year, Number(digits.slice(3, 5)), Number(digits.slice(5, 7)))) return false;
  const check = weightedSum(digits, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
  return (check === 10 ? 1 : check) === Number(digits[12]);
}

export const RO_CNP: Rule = {
  info: {
    id: 'RO_CNP',
    name: 'Romanian personal numeric code (CNP)',
    description: 'A cod numeric personal: a sex and century digit, YYMMDD, county code, serial and a mod-11 check digit.',
    country: 'RO',
    category: 'Government ID',
  },
  pattern: token(String.raw`[1-9]\d{12}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.45,
  checksum: true,
  check: isValidCnp,
  context: ['cnp', 'c.n.p', 'cod numeric personal', 'codul numeric personal', 'cod numeric'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const RO_RULES = [RO_CNP];
