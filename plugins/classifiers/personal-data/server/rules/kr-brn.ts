/** South Korea: the business registration number (사업자등록번호) with its check digit. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { isRepeated, weightedSum } from '../engine/checksums';
import { DIGIT_CLUSTER } from '../engine/anchors';

/**
 * National Tax Service rule: weights 1,3,7,1,3,7,1,3,5 over the first nine digits, plus the tens of 5 × the
 * ninth digit; the check digit is (10 - sum mod 10) mod 10.
 */
export function isValidBrn(digits: string): boolean {
  if (!/^\d{10}$/.test(digits) || isRepeated(digits) || digits.startsWith('000')) return false;
  const sum = weightedSum(digits, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + Math.floor((Number(digits[8]) * 5) / 10);
  return (10 - (sum % 10)) % 10 === Number(digits[9]);
}

export const KR_BRN: Rule = {
  info: {
    id: 'KR_BRN',
    name: 'Korean business registration number',
    description: 'A Korean business registration number: ten digits (3-2-5, as 104-86-56659) with the National Tax Service check digit.',
    country: 'KR',
    category: 'Financial',
  },
  pattern: token(String.raw`\d{3}-\d{2}-\d{5}|\d{10}`),
  requires: DIGIT_CLUSTER,
  base: 0.3,
  checksum: true,
  check: value => isValidBrn(digitsOf(value)) && (value.includes('-') ? 0.5 : 0.3),
  context: ['brn', 'business registration number', 'business registration no', 'business number', '사업자등록번호', '사업자 등록 번호', '사업자번호'],
  negative: BUSINESS_NUMBER_WORDS.filter(w => w !== 'transaction'),
};

export const KR_BRN_RULES = [KR_BRN];
