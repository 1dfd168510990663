/** Croatia: OIB, the personal identification number (eleven digits, ISO 7064 MOD 11,10). */
import type { Rule } from '../engine/rule';
import { digitsOf, token } from '../engine/rule';
import { isRepeated, iso7064Mod11_10 } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

export function isValidOib(digits: string): boolean {
  return digits.length === 11 && !isRepeated(digits) && iso7064Mod11_10(digits);
}

export const HR_OIB: Rule = {
  info: {
    id: 'HR_OIB',
    name: 'Croatian personal identification number (OIB)',
    description:
      'An osobni identifikacijski broj: eleven digits (HR prefix optional) with an ISO 7064 MOD 11,10 check digit; it encodes nothing, so only near an OIB word.',
    country: 'HR',
    category: 'Government ID',
  },
  pattern: token(String.raw`(?:HR ?)?\d{11}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.5,
  checksum: true,
  contextRequired: true,
  check: value => isValidOib(digitsOf(value)),
  context: ['oib', 'o.i.b', 'osobni identifikacijski broj', 'osobnog identifikacijskog broja'],
};

export const HR_RULES = [HR_OIB];
