/** Nigeria: the National Identification Number issued by NIMC, with its Verhoeff check digit. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, token } from '../engine/rule';
import { isRepeated, verhoeff } from '../engine/checksums';
import { DIGIT_CLUSTER } from '../engine/anchors';

export function isValidNin(digits: string): boolean {
  return /^\d{11}$/.test(digits) && !isRepeated(digits) && verhoeff(digits);
}

export const NG_NIN: Rule = {
  info: {
    id: 'NG_NIN',
    name: 'Nigerian National Identification Number',
    description: 'A Nigerian NIN: eleven digits whose last is a Verhoeff check digit. Eleven bare digits say little alone: strong only near a NIN word.',
    country: 'NG',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{11}`),
  requires: DIGIT_CLUSTER,
  base: 0.2,
  checksum: true,
  check: value => isValidNin(value),
  context: [
    'nin',
    'nin number',
    'national identification number',
    'national identity number',
    'nimc',
    'national identity',
    'nigeria id',
    'nigerian identification',
  ],
  negative: BUSINESS_NUMBER_WORDS,
};

export const NG_RULES = [NG_NIN];
