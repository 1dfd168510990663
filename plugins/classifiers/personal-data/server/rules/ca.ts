/** Canada: social insurance number (Luhn). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, isFormatted, token } from '../engine/rule';
import { isRepeated, luhn } from '../engine/checksums';
import { CLUSTER_ANCHOR } from '../engine/anchors';

export function isValidSin(digits: string): boolean {
  return digits[0] !== '0' && digits[0] !== '8' && !isRepeated(digits) && luhn(digits);
}

export const CA_SIN: Rule = {
  info: {
    id: 'CA_SIN',
    name: 'Canadian social insurance number',
    description: 'A SIN: nine digits (3-3-3), not starting with 0 or 8, with a Luhn check digit.',
    country: 'CA',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{3}([ \-]?)\d{3}\1\d{3}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.3,
  checksum: true,
  check: value => isValidSin(digitsOf(value)) && (isFormatted(value) ? 0.45 : 0.3),
  context: ['sin', 'sin#', 'social insurance', 'social insurance number', "numéro d'assurance sociale", 'assurance sociale', 'nas'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const CA_RULES = [CA_SIN];
