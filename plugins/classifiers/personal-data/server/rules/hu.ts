/** Hungary: adóazonosító jel, the tax identification number of a person (8, days since 1867, serial, mod-11 check). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, token } from '../engine/rule';
import { weightedSum } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

const DAY_MS = 86_400_000;
const EPOCH_1867 = Date.UTC(1867, 0, 1);

/** Ten digits: 8, the birth date as days since 1 January 1867 (not in the future), three serial digits, Σ i × digit mod 11. */
export function isValidHungarianTaxId(digits: string): boolean {
  if (digits.length !== 10 || digits[0] !== '8') return false;
  if (EPOCH_1867 + Number(digits.slice(1, 6)) * DAY_MS > Date.now()) return false;
  return weightedSum(digits, [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11 === Number(digits[9]);
}

export const HU_TAX_ID: Rule = {
  info: {
    id: 'HU_TAX_ID',
    name: 'Hungarian tax identification number (adóazonosító jel)',
    description: "A person's adóazonosító jel: 8, the birth date as days since 1867-01-01, a three-digit serial and a mod-11 check digit.",
    country: 'HU',
    category: 'Government ID',
  },
  pattern: token(String.raw`8\d{9}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.3,
  checksum: true,
  check: isValidHungarianTaxId,
  context: ['adóazonosító jel', 'adóazonosító', 'adóazonosító szám', 'adoazonosito jel', 'hungarian tax identification number'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const HU_RULES = [HU_TAX_ID];
