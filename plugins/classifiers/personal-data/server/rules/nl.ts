/** Netherlands: burgerservicenummer (BSN) with the 11-proof. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { isRepeated, weightedSum } from '../engine/checksums';

/** 11-proof: 9*d1 + 8*d2 + ... + 2*d8 - d9 is divisible by 11. */
export function isValidBsn(digits: string): boolean {
  if (digits.length !== 9 || isRepeated(digits)) return false;
  return (weightedSum(digits, [9, 8, 7, 6, 5, 4, 3, 2]) - Number(digits[8])) % 11 === 0;
}

export const NL_BSN: Rule = {
  info: { id: 'NL_BSN', name: 'Dutch citizen service number (BSN)', description: 'A burgerservicenummer: nine digits satisfying the 11-proof.', country: 'NL', category: 'Government ID' },
  pattern: token(String.raw`\d{9}|\d{4}\.\d{2}\.\d{3}|\d{3}[ .]\d{3}[ .]\d{3}`),
  base: 0.3,
  checksum: true,
  check: value => isValidBsn(digitsOf(value)),
  context: ['bsn', 'burgerservicenummer', 'burger service nummer', 'sofinummer', 'sofi-nummer', 'sofi nummer', 'persoonsnummer', 'citizen service number'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const NL_RULES = [NL_BSN];
