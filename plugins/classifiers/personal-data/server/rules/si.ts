/**
 * Slovenia and Serbia: EMŠO / JMBG, the unique master citizen number of the former Yugoslav registers (DDMMYYY,
 * region, serial, mod-11 check digit), still issued in both countries under the same scheme.
 */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, token } from '../engine/rule';
import { isValidDate, weightedSum } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

/** Three-digit years below 800 are in the 2000s; weights 7,6,5,4,3,2 twice, check -Σ mod 11 mod 10. */
export function isValidEmso(digits: string): boolean {
  if (digits.length !== 13) return false;
  const yyy = Number(digits.slice(4, 7));
  if (!isValidDate(yyy < 800 ? 2000 + yyy : 1000 + yyy, Number(digits.slice(2, 4)), Number(digits.slice(0, 2)))) return false;
  return ((11 - (weightedSum(digits, [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11) % 10 === Number(digits[12]);
}

export const SI_EMSO: Rule = {
  info: {
    id: 'SI_EMSO',
    name: 'Slovenian and Serbian unique master citizen number (EMŠO / JMBG)',
    description: 'An EMŠO or JMBG: birth date DDMMYYY, a two-digit region of registration, a three-digit serial (sex) and a mod-11 check digit.',
    country: 'SI',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{13}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.45,
  checksum: true,
  check: isValidEmso,
  context: [
    'emšo',
    'emso',
    'enotna matična številka občana',
    'enotna maticna stevilka obcana',
    'matična številka',
    'unique master citizen number',
    'jmbg',
    'јмбг',
    'jedinstveni matični broj građana',
    'јединствени матични број грађана',
    'matični broj',
  ],
  negative: BUSINESS_NUMBER_WORDS,
};

export const SI_RULES = [SI_EMSO];
