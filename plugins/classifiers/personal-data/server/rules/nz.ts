/** New Zealand: IRD number, eight or nine digits with a two-pass mod-11 check digit. */
import type { Rule } from '../engine/rule';
import { digitsOf, token } from '../engine/rule';
import { weightedSum } from '../engine/checksums';
import { CLUSTER_ANCHOR } from '../engine/anchors';

/**
 * Between 10,000,000 and 150,000,000; padded to nine digits, the check is -Σ mod 11 with weights 3,2,7,6,5,4,3,2,
 * or with 7,4,3,2,5,2,7,6 when the first gives 10 (a second 10 is invalid).
 */
export function isValidIrd(digits: string): boolean {
  const n = Number(digits);
  if (!(n > 10_000_000 && n < 150_000_000)) return false;
  const body = digits.padStart(9, '0').slice(0, 8);
  let check = (11 - (weightedSum(body, [3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
  if (check === 10) check = (11 - (weightedSum(body, [7, 4, 3, 2, 5, 2, 7, 6]) % 11)) % 11;
  return check === Number(digits[digits.length - 1]);
}

export const NZ_IRD: Rule = {
  info: {
    id: 'NZ_IRD',
    name: 'New Zealand IRD number',
    description: 'An Inland Revenue number: eight or nine digits (12-345-678, 123-456-789) with a mod-11 check digit; only near an IRD word.',
    country: 'NZ',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{2,3}-\d{3}-\d{3}|\d{7,8}-\d|\d{8,9}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.5,
  checksum: true,
  contextRequired: true,
  check: value => isValidIrd(digitsOf(value)),
  context: ['ird', 'ird number', 'ird no', 'inland revenue', 'te tari tāke', 'te tari take'],
};

export const NZ_RULES = [NZ_IRD];
