/** South Korea: resident registration number (citizens) and foreigner registration number. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, TRACE, digitsOf, token } from '../engine/rule';
import { isValidDate, weightedSum } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

/**
 * The seventh digit gives sex and century: 1/2 1900s and 3/4 2000s for citizens (주민등록번호), 5/6 and 7/8 for
 * registered foreigners (외국인등록번호). 9 and 0 stand for the 1800s: numbers were first issued in 1968 and
 * nobody born then is alive, so such a number names nobody.
 */
const CITIZEN_CENTURY: Record<string, number> = { 1: 1900, 2: 1900, 3: 2000, 4: 2000 };
const FOREIGNER_CENTURY: Record<string, number> = { 5: 1900, 6: 1900, 7: 2000, 8: 2000 };

function birthYear(digits: string): number {
  return (CITIZEN_CENTURY[digits[6]] ?? FOREIGNER_CENTURY[digits[6]]) + Number(digits.slice(0, 2));
}

function hasValidBirthDate(digits: string, centuries: Record<string, number>): boolean {
  const century = centuries[digits[6]];
  return century !== undefined && isValidDate(century + Number(digits.slice(0, 2)), Number(digits.slice(2, 4)), Number(digits.slice(4, 6)));
}

export function hasValidRrnDate(digits: string): boolean {
  return hasValidBirthDate(digits, CITIZEN_CENTURY);
}

function weighted(digits: string): number {
  return weightedSum(digits, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]);
}

/** The check digit of a resident registration number (weights 2..9,2..5; (11 - sum mod 11) mod 10). */
export function hasValidRrnCheckDigit(digits: string): boolean {
  return (11 - (weighted(digits) % 11)) % 10 === Number(digits[12]);
}

/**
 * The check digit of a foreigner registration number: two more than a resident number's ((13 - sum mod 11)
 * mod 10). Numbers checked with the citizens' formula are also in use and accepted.
 */
export function hasValidFrnCheckDigit(digits: string): boolean {
  return (13 - (weighted(digits) % 11)) % 10 === Number(digits[12]) || hasValidRrnCheckDigit(digits);
}

/**
 * Numbers issued since October 2020 end in a random digit instead of a check digit. Everyone born before
 * 2020 was numbered earlier, so theirs should check; those that do not were renumbered since, mistyped or
 * made up for an example.
 */
export function isValidRrn(digits: string): boolean {
  return hasValidRrnDate(digits) && (hasValidRrnCheckDigit(digits) || birthYear(digits) >= 2020);
}

/** Base by strength: a verified check digit, a number without one (born since 2020), or a trace. */
function strength(value: string, centuries: Record<string, number>, checks: (digits: string) => boolean): number | false {
  const digits = digitsOf(value);
  if (!hasValidBirthDate(digits, centuries)) return false;
  const separated = /[\- ]/.test(value);
  if (checks(digits)) return separated ? 0.55 : 0.45;
  if (birthYear(digits) < 2020) return TRACE;
  return separated ? 0.3 : 0.15;
}

const PATTERN = token(String.raw`\d{6}[\- ]?\d{7}`);

export const KR_RRN: Rule = {
  info: {
    id: 'KR_RRN',
    name: 'Korean resident registration number',
    description:
      'A 주민등록번호: birth date YYMMDD, a sex/century digit (1-4) and six digits, the last a check digit (numbers of people born since 2020 may have none; they stay weaker; an older number whose check digit fails is only a trace).',
    country: 'KR',
    category: 'Government ID',
  },
  pattern: PATTERN,
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.3,
  checksum: value => hasValidRrnCheckDigit(digitsOf(value)),
  check: value => strength(value, CITIZEN_CENTURY, hasValidRrnCheckDigit),
  context: ['rrn', 'resident registration', 'resident registration number', '주민등록번호', '주민번호', 'registration number'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const KR_FRN: Rule = {
  info: {
    id: 'KR_FRN',
    name: 'Korean foreigner registration number',
    description:
      'A 외국인등록번호: birth date YYMMDD, a sex/century digit (5-8) and six digits, the last a check digit (none since 2020 for people born since; an older number whose check digit fails is only a trace).',
    country: 'KR',
    category: 'Government ID',
  },
  pattern: PATTERN,
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.3,
  checksum: value => hasValidFrnCheckDigit(digitsOf(value)),
  check: value => strength(value, FOREIGNER_CENTURY, hasValidFrnCheckDigit),
  context: ['frn', 'foreigner registration', 'foreigner registration number', 'alien registration', '외국인등록번호', '외국인번호', 'registration number'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const KR_RULES = [KR_RRN, KR_FRN];
