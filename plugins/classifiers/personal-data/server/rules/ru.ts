/** Russia: taxpayer number (INN) and insurance account number (SNILS), with their check digits. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { isRepeated, weightedSum } from '../engine/checksums';
import { DIGIT_CLUSTER } from '../engine/anchors';

const checkOf = (digits: string, weights: readonly number[]) => (weightedSum(digits, weights) % 11) % 10;

/**
 * INN of an organisation: ten digits, weights 2,4,10,3,5,9,4,6,8 for the last; of a person: twelve digits,
 * weights 7,2,4,10,3,5,9,4,6,8 for the eleventh and 3,7,2,4,10,3,5,9,4,6,8 for the twelfth (each sum mod 11 mod 10).
 */
export function isValidInn(digits: string): boolean {
  if (isRepeated(digits) || digits.startsWith('00')) return false;
  if (digits.length === 10) return checkOf(digits, [2, 4, 10, 3, 5, 9, 4, 6, 8]) === Number(digits[9]);
  if (digits.length === 12)
    return (
      checkOf(digits, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === Number(digits[10]) && checkOf(digits, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === Number(digits[11])
    );
  return false;
}

export const RU_INN: Rule = {
  info: {
    id: 'RU_INN',
    name: 'Russian taxpayer number (INN)',
    description: 'A Russian INN: twelve digits for a person, ten for an organisation, with the Federal Tax Service check digits.',
    country: 'RU',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{12}|\d{10}`),
  requires: DIGIT_CLUSTER,
  base: 0.2,
  checksum: true,
  check: value => isValidInn(value) && (value.length === 12 ? 0.3 : 0.2),
  context: ['inn', 'инн', 'taxpayer identification number', 'taxpayer number', 'идентификационный номер налогоплательщика'],
  negative: BUSINESS_NUMBER_WORDS,
};

/**
 * SNILS: nine digits and a two-digit check: Σ d[i] × (9 - i); below 100 the sum itself, 100 or 101 give 00,
 * above that the sum mod 101 (100 again giving 00). Numbers up to 001-001-998 were issued before the check.
 */
export function isValidSnils(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || isRepeated(digits.slice(0, 9))) return false;
  if (Number(digits.slice(0, 9)) <= 1001998) return false;
  const sum = weightedSum(digits, [9, 8, 7, 6, 5, 4, 3, 2, 1]);
  const check = sum < 100 ? sum : sum % 101 === 100 ? 0 : sum % 101;
  return check === Number(digits.slice(9));
}

export const RU_SNILS: Rule = {
  info: {
    id: 'RU_SNILS',
    name: 'Russian insurance number (SNILS)',
    description: 'A Russian SNILS: eleven digits written 123-456-789 01 (or bare), with the Pension Fund two-digit check.',
    country: 'RU',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{3}-\d{3}-\d{3}[ \-]\d{2}|\d{11}`),
  requires: DIGIT_CLUSTER,
  base: 0.2,
  checksum: true,
  check: value => isValidSnils(digitsOf(value)) && (value.includes('-') ? 0.5 : 0.2),
  context: ['snils', 'снилс', 'insurance number', 'страховой номер', 'pension insurance', 'страховое свидетельство'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const RU_RULES = [RU_INN, RU_SNILS];
