/** Netherlands: burgerservicenummer (BSN) with the 11-proof. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, isFormatted, token } from '../engine/rule';
import { isRepeated, weightedSum } from '../engine/checksums';
import { CLUSTER_ANCHOR } from '../engine/anchors';

/**
 * 11-proof: 9*d1 + 8*d2 + ... + 2*d8 - d9 is divisible by 11. A number of eight digits is one whose
 * leading zero was dropped (as python-stdnum and Presidio read it).
 */
export function isValidBsn(input: string): boolean {
  if (input.length !== 8 && input.length !== 9) return false;
  const digits = input.padStart(9, '0');
  if (isRepeated(digits)) return false;
  return (weightedSum(digits, [9, 8, 7, 6, 5, 4, 3, 2]) - Number(digits[8])) % 11 === 0;
}

/** Nine digits scores base; eight bare digits (any count of things, a date, a reference) much less. */
function bsnConfidence(value: string): number {
  const digits = digitsOf(value);
  if (digits.length === 9) return 0.3;
  return isFormatted(value) ? 0.25 : 0.1;
}

export const NL_BSN: Rule = {
  info: {
    id: 'NL_BSN',
    name: 'Dutch citizen service number (BSN)',
    description:
      'A burgerservicenummer: nine digits (or eight, the leading zero dropped) satisfying the 11-proof, bare or grouped with dots or spaces (1112.22.333, 111 222 333).',
    country: 'NL',
    category: 'Government ID',
  },
  // grouped 4-2-3 (3-2-3 without the leading zero) or 3-3-3, one separator throughout
  pattern: token(String.raw`\d{8,9}|\d{3,4}([ .])\d{2}\1\d{3}|\d{3}([ .])\d{3}\2\d{3}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.3,
  checksum: true,
  check: value => isValidBsn(digitsOf(value)) && bsnConfidence(value),
  context: ['bsn', 'burgerservicenummer', 'burger service nummer', 'sofinummer', 'sofi-nummer', 'sofi nummer', 'persoonsnummer', 'citizen service number'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const NL_RULES = [NL_BSN];
