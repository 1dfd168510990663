/** United Arab Emirates: Emirates ID number (784, birth year, serial, Luhn check digit). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { luhn } from '../engine/checksums';
import { CLUSTER_ANCHOR } from '../engine/anchors';

/** Fifteen digits: the country code 784, a birth year not in the future, seven serial digits, Luhn over the whole. */
export function isValidEmiratesId(digits: string): boolean {
  if (digits.length !== 15 || !digits.startsWith('784')) return false;
  const year = Number(digits.slice(3, 7));
  return year >= 1900 && year <= new Date().getUTCFullYear() && luhn(digits);
}

export const AE_EMIRATES_ID: Rule = {
  info: {
    id: 'AE_EMIRATES_ID',
    name: 'Emirates ID number',
    description: 'An Emirates ID: 784-YYYY-NNNNNNN-C, the country code, the birth year, a serial and a Luhn check digit.',
    country: 'AE',
    category: 'Government ID',
  },
  pattern: token(String.raw`784-\d{4}-\d{7}-\d|784\d{12}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.4,
  checksum: true,
  check: value => isValidEmiratesId(digitsOf(value)) && (value.includes('-') ? 0.6 : 0.4),
  context: ['emirates id', 'emirates identity card', 'رقم الهوية', 'الهوية الإماراتية', 'uae id'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const AE_RULES = [AE_EMIRATES_ID];
