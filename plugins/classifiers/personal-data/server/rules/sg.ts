/** Singapore: NRIC and FIN with their check letter. */
import type { Rule } from '../engine/rule';
import { TRACE, token } from '../engine/rule';
import { weightedSum } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

const LETTERS: Record<string, { offset: number; table: string }> = {
  S: { offset: 0, table: 'JZIHGFEDCBA' },
  T: { offset: 4, table: 'JZIHGFEDCBA' },
  F: { offset: 0, table: 'XWUTRQPNMLK' },
  G: { offset: 4, table: 'XWUTRQPNMLK' },
  M: { offset: 3, table: 'XWUTRQPNJLK' },
};

/** Weights 2,7,6,5,4,3,2 over the seven digits plus the prefix offset; the remainder mod 11 picks the letter. */
export function isValidNric(value: string): boolean {
  const code = value.toUpperCase();
  const series = LETTERS[code[0]];
  const sum = weightedSum(code.slice(1, 8), [2, 7, 6, 5, 4, 3, 2]) + series.offset;
  return series.table[sum % 11] === code[8];
}

export const SG_NRIC_FIN: Rule = {
  info: {
    id: 'SG_NRIC_FIN',
    name: 'Singapore NRIC/FIN',
    description:
      'A National Registration Identity Card or Foreign Identification Number: S, T, F, G or M, seven digits and a check letter (a wrong check letter leaves only a trace).',
    country: 'SG',
    category: 'Government ID',
  },
  pattern: token(String.raw`[STFGM]\d{7}[A-Z]`, 'i'),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.6,
  checksum: isValidNric,
  // the layout with a wrong check letter is a mistyped number, or a sample one: a trace
  check: value => (value === value.toUpperCase() || value === value.toLowerCase()) && (isValidNric(value) || TRACE),
  context: ['nric', 'fin', 'nric no', 'nric number', 'ic number', 'ic no', 'identity card', 'identification number', 'foreign identification number', 'uin'],
};

export const SG_RULES = [SG_NRIC_FIN];
