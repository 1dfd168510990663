/** Thailand: the 13-digit national identification number with its check digit. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, isFormatted, token } from '../engine/rule';
import { isRepeated, weightedSum } from '../engine/checksums';
import { DIGIT_CLUSTER } from '../engine/anchors';

/** Province codes (second and third digits) that the Department of Provincial Administration never assigned. */
const UNUSED_PROVINCES = new Set(['28', '29', '59', '68', '69', '78', '79', '87', '88', '89', '97', '98', '99']);

/**
 * The first digit is the kind of person (1-8), the second and third the province: neither starts with 0. The
 * check digit is (11 - (Σ d[i] × (13 - i) for the first twelve) mod 11) mod 10.
 */
export function isValidTnin(digits: string): boolean {
  if (!/^[1-8][1-9]\d{11}$/.test(digits) || UNUSED_PROVINCES.has(digits.slice(1, 3)) || isRepeated(digits)) return false;
  const sum = weightedSum(digits, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return (11 - (sum % 11)) % 10 === Number(digits[12]);
}

export const TH_TNIN: Rule = {
  info: {
    id: 'TH_TNIN',
    name: 'Thai national ID number',
    description:
      'A Thai national identification number: 13 digits (bare or 1-2345-67890-12-3), person type 1-8, an assigned province code and a mod-11 check digit.',
    country: 'TH',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d([ \-])\d{4}\1\d{5}\1\d{2}\1\d|\d{13}`),
  requires: DIGIT_CLUSTER,
  base: 0.3,
  checksum: true,
  check: value => isValidTnin(digitsOf(value)) && (isFormatted(value) ? 0.5 : 0.3),
  context: [
    'thai national id',
    'thai id',
    'thai id number',
    'tnin',
    'national id',
    'citizen id',
    'identification number',
    'เลขประจำตัวประชาชน',
    'เลขบัตรประชาชน',
    'รหัสปชช',
    'บัตรประชาชน',
  ],
  negative: BUSINESS_NUMBER_WORDS,
};

export const TH_RULES = [TH_TNIN];
