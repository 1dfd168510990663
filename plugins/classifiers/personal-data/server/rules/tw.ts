/** Taiwan: the national identification number (a letter and nine digits) with its check digit. */
import type { Rule } from '../engine/rule';
import { TRACE, token } from '../engine/rule';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

/** Two-digit value of the letter of the household registration office (A=10 … Z=33, in the official order). */
const LETTER_VALUES = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';

/**
 * The letter's two digits weigh 1 and 9, the nine digits 8,7,…,1,1: the sum is a multiple of 10. The second
 * character is the sex (1, 2), or 8, 9 on resident certificates issued since 2021.
 */
export function isValidTwId(value: string): boolean {
  const code = value.toUpperCase();
  if (!/^[A-Z][1289]\d{8}$/.test(code)) return false;
  const n = LETTER_VALUES.indexOf(code[0]) + 10;
  let sum = Math.floor(n / 10) + (n % 10) * 9;
  for (let i = 1; i <= 8; i++) sum += Number(code[i]) * (9 - i);
  sum += Number(code[9]);
  return sum % 10 === 0;
}

export const TW_NATIONAL_ID: Rule = {
  info: {
    id: 'TW_NATIONAL_ID',
    name: 'Taiwan national ID number',
    description: 'A Taiwanese national identification number: a letter, 1 or 2 (8 or 9 for residents) and eight digits, the last a check digit.',
    country: 'TW',
    category: 'Government ID',
  },
  pattern: token(String.raw`[A-Z][1289]\d{8}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.5,
  checksum: isValidTwId,
  check: (value, near) => isValidTwId(value) || (near.context() && TRACE),
  context: ['身分證', '身分證字號', '身份證', '統一證號', 'national id', 'id number', 'taiwan id', 'identity card', 'arc number'],
};

export const TW_RULES = [TW_NATIONAL_ID];
