/** Portugal: NIF, the tax identification number (nine digits, mod-11 check digit). */
import type { Rule } from '../engine/rule';
import { digitsOf, token } from '../engine/rule';
import { isRepeated, weightedSum } from '../engine/checksums';
import { CLUSTER_ANCHOR } from '../engine/anchors';

/** Weights 9…2 over eight digits; the check is 11 - Σ mod 11, 10 and 11 written 0. No NIF starts with 0. */
export function isValidNif(digits: string): boolean {
  if (digits.length !== 9 || digits[0] === '0' || isRepeated(digits)) return false;
  return ((11 - (weightedSum(digits, [9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 11) % 10 === Number(digits[8]);
}

export const PT_NIF: Rule = {
  info: {
    id: 'PT_NIF',
    name: 'Portuguese tax identification number (NIF)',
    description: 'A número de identificação fiscal: nine digits (PT 123 456 789) with a mod-11 check digit; only near a NIF word.',
    country: 'PT',
    category: 'Government ID',
  },
  pattern: token(String.raw`(?:PT ?)?(?:\d{3} \d{3} \d{3}|\d{9})`),
  anchor: CLUSTER_ANCHOR,
  base: 0.5,
  checksum: true,
  contextRequired: true,
  check: value => isValidNif(digitsOf(value)),
  context: [
    'nif',
    'n.i.f',
    'nipc',
    'contribuinte',
    'número de contribuinte',
    'numero de contribuinte',
    'número de identificação fiscal',
    'numero de identificacao fiscal',
  ],
};

export const PT_RULES = [PT_NIF];
