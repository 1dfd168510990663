/** Austria: social insurance number (Versicherungsnummer), a serial, a mod-11 check digit and usually the birth date. */
import type { Rule } from '../engine/rule';
import { digitsOf, token } from '../engine/rule';
import { weightedSum } from '../engine/checksums';
import { CLUSTER_ANCHOR } from '../engine/anchors';

/** The fourth digit checks the others: weights 3,7,9,–,5,8,4,2,1,6 mod 11 (a result of 10 is never issued). */
export function isValidSvnr(digits: string): boolean {
  if (digits.length !== 10 || digits[0] === '0') return false;
  return weightedSum(digits, [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11 === Number(digits[3]);
}

export const AT_SVNR: Rule = {
  info: {
    id: 'AT_SVNR',
    name: 'Austrian social insurance number',
    description:
      'A Versicherungsnummer: a three-digit serial, a mod-11 check digit and six digits that are usually the birth date (1237 010180); only near an insurance-number word.',
    country: 'AT',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{4} ?\d{6}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.5,
  checksum: true,
  contextRequired: true,
  check: value => isValidSvnr(digitsOf(value)),
  context: ['versicherungsnummer', 'sozialversicherungsnummer', 'svnr', 'sv-nr', 'sv-nummer', 'vsnr'],
};

export const AT_RULES = [AT_SVNR];
