/** Australia: tax file number, business number, company number, Medicare card number. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { isRepeated, weightedSum } from '../engine/checksums';
import { CLUSTER_ANCHOR } from '../engine/anchors';

export function isValidTfn(digits: string): boolean {
  if (isRepeated(digits)) return false;
  const weights = digits.length === 9 ? [1, 4, 3, 7, 5, 8, 6, 9, 10] : [10, 7, 8, 4, 6, 3, 5, 1];
  return digits.length === weights.length && weightedSum(digits, weights) % 11 === 0;
}

export const AU_TFN: Rule = {
  info: {
    id: 'AU_TFN',
    name: 'Australian tax file number',
    description: 'A TFN: eight or nine digits whose weighted sum is divisible by 11.',
    country: 'AU',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{3}([ \-])\d{3}\1\d{2,3}|\d{8,9}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.3,
  checksum: true,
  check: value => isValidTfn(digitsOf(value)),
  context: ['tfn', 'tax file number', 'tax file no', 'tax file'],
  negative: BUSINESS_NUMBER_WORDS,
};

/** ABN: subtract 1 from the first digit; weights 10,1,3,...,19; divisible by 89. */
export function isValidAbn(digits: string): boolean {
  if (digits.length !== 11 || digits[0] === '0') return false;
  const adjusted = String(Number(digits[0]) - 1) + digits.slice(1);
  return weightedSum(adjusted, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]) % 89 === 0;
}

export const AU_ABN: Rule = {
  info: {
    id: 'AU_ABN',
    name: 'Australian business number',
    description: 'An ABN: 11 digits (often 2-3-3-3) validated by the modulus 89 rule.',
    country: 'AU',
    category: 'Financial',
  },
  pattern: token(String.raw`\d{2} \d{3} \d{3} \d{3}|\d{11}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.4,
  checksum: true,
  check: value => isValidAbn(digitsOf(value)),
  context: ['abn', 'australian business number', 'business number'],
  negative: BUSINESS_NUMBER_WORDS,
};

/** ACN: weights 8..1 over eight digits; check = (10 - sum mod 10) mod 10. */
export function isValidAcn(digits: string): boolean {
  if (digits.length !== 9 || isRepeated(digits)) return false;
  return (10 - (weightedSum(digits, [8, 7, 6, 5, 4, 3, 2, 1]) % 10)) % 10 === Number(digits[8]);
}

export const AU_ACN: Rule = {
  info: {
    id: 'AU_ACN',
    name: 'Australian company number',
    description: 'An ACN: nine digits (3-3-3) with a weighted complement check digit.',
    country: 'AU',
    category: 'Financial',
  },
  pattern: token(String.raw`\d{3}([ \-])\d{3}\1\d{3}|\d{9}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.3,
  checksum: true,
  check: value => isValidAcn(digitsOf(value)),
  context: ['acn', 'australian company number', 'company number'],
  negative: BUSINESS_NUMBER_WORDS,
};

/** Medicare card: first digit 2-6, weights 1,3,7,9,1,3,7,9 over eight digits, sum mod 10 is the ninth. */
export function isValidMedicare(digits: string): boolean {
  if (!/^[2-6]/.test(digits) || (digits.length !== 10 && digits.length !== 11)) return false;
  return weightedSum(digits, [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === Number(digits[8]) && digits[9] !== '0';
}

export const AU_MEDICARE: Rule = {
  info: {
    id: 'AU_MEDICARE',
    name: 'Australian Medicare number',
    description: 'A Medicare card number: ten digits (4-5-1), optionally the individual reference number, with a weighted check digit.',
    country: 'AU',
    category: 'Health',
  },
  pattern: token(String.raw`[2-6]\d{3} ?\d{5} ?\d(?:[ \-\/]?[1-9])?`),
  anchor: CLUSTER_ANCHOR,
  base: 0.4,
  checksum: true,
  check: value => isValidMedicare(digitsOf(value)),
  context: ['medicare', 'medicare number', 'medicare card', 'medicare no'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const AU_RULES = [AU_TFN, AU_ABN, AU_ACN, AU_MEDICARE];
