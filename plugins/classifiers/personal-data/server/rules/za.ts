/** South Africa: identity number (birth date, citizenship, Luhn). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { isValidDate, luhn } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

export function isValidZaId(digits: string): boolean {
  const yy = Number(digits.slice(0, 2));
  // Two-digit years: the later century unless that would be in the future.
  const nowYY = new Date().getUTCFullYear() % 100;
  const year = (yy <= nowYY ? 2000 : 1900) + yy;
  if (!isValidDate(year, Number(digits.slice(2, 4)), Number(digits.slice(4, 6)))) return false;
  if (digits[10] !== '0' && digits[10] !== '1' && digits[10] !== '2') return false;
  return luhn(digits);
}

export const ZA_ID: Rule = {
  info: {
    id: 'ZA_ID',
    name: 'South African identity number',
    description: 'A South African ID number: YYMMDD, gender sequence, citizenship digit, a digit and a Luhn check digit.',
    country: 'ZA',
    category: 'Government ID',
  },
  // compact, or grouped as printed: '750330 5044089', '750330 5044 08 9'
  pattern: token(String.raw`\d{6} ?\d{4} ?\d{3}|\d{6} \d{4} \d{2} \d`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.5,
  checksum: true,
  check: value => isValidZaId(digitsOf(value)),
  context: ['id number', 'identity number', 'id no', 'south african id', 'rsa id', 'sa id', 'identity document', 'green id book', 'smart id'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const ZA_RULES = [ZA_ID];
