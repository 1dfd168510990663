/** Pakistan: CNIC, the computerised national identity card number (locality, serial, sex digit); it has no check digit. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { CLUSTER_ANCHOR } from '../engine/anchors';

/** Thirteen digits: a province 1-7 first, a sex digit last (odd for men, even and not 0 for women). */
export function isValidCnic(digits: string): boolean {
  return digits.length === 13 && digits[0] >= '1' && digits[0] <= '7' && digits[12] !== '0';
}

export const PK_CNIC: Rule = {
  info: {
    id: 'PK_CNIC',
    name: 'Pakistani national identity card number (CNIC)',
    description:
      'A CNIC: 12345-1234567-1, a five-digit locality (province first), a seven-digit serial and a sex digit. Without a check digit it counts only near a CNIC word.',
    country: 'PK',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{5}-\d{7}-\d|\d{13}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.45,
  check: (value, near) => isValidCnic(digitsOf(value)) && (value.includes('-') ? 0.45 : near.context() && 0.3),
  context: ['cnic', 'snic', 'nadra', 'computerised national identity card', 'computerized national identity card', 'قومی شناختی کارڈ', 'شناختی کارڈ'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const PK_RULES = [PK_CNIC];
