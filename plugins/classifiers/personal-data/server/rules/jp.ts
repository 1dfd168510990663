/** Japan: Individual Number ('My Number'), twelve digits with a mod-11 check digit. */
import type { Rule } from '../engine/rule';
import { token } from '../engine/rule';
import { isRepeated, weightedSum } from '../engine/checksums';
import { CLUSTER_ANCHOR } from '../engine/anchors';

/** Weights 6,5,4,3,2,7,6,5,4,3,2; the check is -Σ mod 11, 10 written 0. */
export function isValidMyNumber(digits: string): boolean {
  if (digits.length !== 12 || isRepeated(digits)) return false;
  return ((11 - (weightedSum(digits, [6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11) % 10 === Number(digits[11]);
}

export const JP_MY_NUMBER: Rule = {
  info: {
    id: 'JP_MY_NUMBER',
    name: 'Japanese Individual Number (My Number)',
    description:
      'A 個人番号: twelve digits, written 1234 5678 9012 on the My Number card, with a mod-11 check digit; no personal data is encoded, so only near a My Number word.',
    country: 'JP',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{4}([ \-]?)\d{4}\1\d{4}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.5,
  checksum: true,
  contextRequired: true,
  check: value => isValidMyNumber(value.replace(/\D/g, '')),
  context: ['マイナンバー', '個人番号', 'マイナンバーカード', 'my number card', 'mynumber', 'japanese individual number', 'kojin bango', 'kojin bangō'],
};

export const JP_RULES = [JP_MY_NUMBER];
