/** Latvia: personas kods in its dated form (DDMMYY-CNNNN, the century in C, a mod-11 check digit). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { isValidDate, weightedSum } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

/** Century digit 0 (1800s), 1 (1900s) or 2 (2000s); check (1 + Σ weights 10,5,8,4,2,1,6,3,7,9) mod 11 mod 10. */
export function isValidLatvianPersonalCode(digits: string): boolean {
  if (digits.length !== 11 || digits[6] > '2') return false;
  const year = 1800 + Number(digits[6]) * 100 + Number(digits.slice(4, 6));
  if (!isValidDate(year, Number(digits.slice(2, 4)), Number(digits.slice(0, 2)))) return false;
  return ((1 + weightedSum(digits, [10, 5, 8, 4, 2, 1, 6, 3, 7, 9])) % 11) % 10 === Number(digits[10]);
}

export const LV_PERSONAL_CODE: Rule = {
  info: {
    id: 'LV_PERSONAL_CODE',
    name: 'Latvian personal code (personas kods)',
    description: 'A personas kods issued before 2017: birth date DDMMYY, a hyphen, a century digit, a serial and a mod-11 check digit.',
    country: 'LV',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{6}-?\d{5}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.3,
  checksum: true,
  check: value => isValidLatvianPersonalCode(digitsOf(value)) && (value.includes('-') ? 0.5 : 0.3),
  context: ['personas kods', 'personas kodu', 'personas koda', 'latvian personal code'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const LV_RULES = [LV_PERSONAL_CODE];
