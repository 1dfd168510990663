/** Turkey: T.C. Kimlik No (two check digits). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, token } from '../engine/rule';
import { isRepeated } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

export function isValidTcKimlik(digits: string): boolean {
  if (digits[0] === '0' || isRepeated(digits.slice(0, 10))) return false;
  const d = [...digits].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return tenth === d[9] && eleventh === d[10];
}

export const TR_NATIONAL_ID: Rule = {
  info: {
    id: 'TR_NATIONAL_ID',
    name: 'Turkish national identification number',
    description: 'A T.C. Kimlik No: 11 digits, no leading zero, with two check digits.',
    country: 'TR',
    category: 'Government ID',
  },
  pattern: token(String.raw`[1-9]\d{10}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.45,
  checksum: true,
  check: isValidTcKimlik,
  context: [
    'tc kimlik',
    't.c. kimlik',
    'tc kimlik no',
    'kimlik no',
    'kimlik numarası',
    'tckn',
    'tc no',
    't.c. no',
    'turkish identification',
    'turkish id',
    'nüfus',
  ],
  negative: BUSINESS_NUMBER_WORDS,
};

export const TR_RULES = [TR_NATIONAL_ID];
