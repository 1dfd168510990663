/** Estonia and Lithuania: isikukood and asmens kodas, one scheme (sex and century, birth date, serial, two-pass mod-11 check). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, token } from '../engine/rule';
import { isValidDate, weightedSum } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

const CENTURY: Record<string, number> = { '1': 1800, '2': 1800, '3': 1900, '4': 1900, '5': 2000, '6': 2000 };

/** Weights 1…9,1 then, when that gives 10, 3…9,1,2,3; a second 10 is written 0. */
export function isValidBalticPersonalCode(digits: string): boolean {
  if (digits.length !== 11 || !(digits[0] in CENTURY)) return false;
  if (!isValidDate(CENTURY[digits[0]] + Number(digits.slice(1, 3)), Number(digits.slice(3, 5)), Number(digits.slice(5, 7)))) return false;
  let check = weightedSum(digits, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]) % 11;
  if (check === 10) check = (weightedSum(digits, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 11) % 10;
  return check === Number(digits[10]);
}

const PATTERN = token(String.raw`[1-6]\d{10}`);

export const EE_PERSONAL_CODE: Rule = {
  info: {
    id: 'EE_PERSONAL_CODE',
    name: 'Estonian personal identification code (isikukood)',
    description: 'An isikukood: a sex and century digit, YYMMDD, a three-digit serial and a two-pass mod-11 check digit.',
    country: 'EE',
    category: 'Government ID',
  },
  pattern: PATTERN,
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.4,
  checksum: true,
  check: isValidBalticPersonalCode,
  context: ['isikukood', 'isikukoodi', 'isikukoodiga', 'estonian personal identification code', 'estonian id'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const LT_PERSONAL_CODE: Rule = {
  info: {
    id: 'LT_PERSONAL_CODE',
    name: 'Lithuanian personal code (asmens kodas)',
    description: 'An asmens kodas: a sex and century digit, YYMMDD, a three-digit serial and a two-pass mod-11 check digit.',
    country: 'LT',
    category: 'Government ID',
  },
  pattern: PATTERN,
  anchor: SIX_DIGITS_ANCHOR,
  // the same numbers as Estonian codes: which country only a context word says
  base: 0.3,
  checksum: true,
  contextRequired: true,
  check: isValidBalticPersonalCode,
  context: ['asmens kodas', 'asmens kodą', 'asmens kodo', 'lithuanian personal code'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const EE_RULES = [EE_PERSONAL_CODE, LT_PERSONAL_CODE];
