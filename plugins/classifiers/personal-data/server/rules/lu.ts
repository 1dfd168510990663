/** Luxembourg: national identification number (birth date YYYYMMDD, serial, a Luhn and a Verhoeff check digit). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { isValidDate, luhn, verhoeff } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

/** Thirteen digits: YYYYMMDD and a three-digit serial, then a Luhn digit over those eleven and a Verhoeff digit over all twelve. */
export function isValidLuxembourgId(digits: string): boolean {
  if (digits.length !== 13) return false;
  const year = Number(digits.slice(0, 4));
  if (year < 1850 || year > new Date().getUTCFullYear() || !isValidDate(year, Number(digits.slice(4, 6)), Number(digits.slice(6, 8)))) return false;
  return luhn(digits.slice(0, 12)) && verhoeff(digits);
}

export const LU_NATIONAL_ID: Rule = {
  info: {
    id: 'LU_NATIONAL_ID',
    name: 'Luxembourg national identification number',
    description: 'A matricule: birth date YYYYMMDD, a three-digit serial, a Luhn check digit and a Verhoeff check digit.',
    country: 'LU',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{13}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.5,
  checksum: true,
  check: value => isValidLuxembourgId(digitsOf(value)),
  context: [
    'matricule',
    'numéro d’identification national',
    "numéro d'identification national",
    'numéro de matricule',
    'luxembourg national id',
    'identifiant national',
  ],
  negative: BUSINESS_NUMBER_WORDS,
};

export const LU_RULES = [LU_NATIONAL_ID];
