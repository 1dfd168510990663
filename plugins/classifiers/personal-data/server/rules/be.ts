/** Belgium: national register number (birth date, counter, mod-97 check over a century-dependent value). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, isFormatted, token } from '../engine/rule';
import { daysInMonth, modDecimal } from '../engine/checksums';
import { CLUSTER_ANCHOR } from '../engine/anchors';

/** The check is 97 - (first nine digits mod 97), with a 2 in front of them for people born from 2000. */
function century(digits: string): number | undefined {
  const check = Number(digits.slice(9));
  if (97 - modDecimal(digits.slice(0, 9), 97) === check) return 1900;
  if (2000 + Number(digits.slice(0, 2)) <= new Date().getUTCFullYear() && 97 - modDecimal('2' + digits.slice(0, 9), 97) === check) return 2000;
  return undefined;
}

/** Month and day may be 00 when unknown or when a day's counters ran out; otherwise a real date. */
export function isValidBelgianNationalNumber(digits: string): boolean {
  if (digits.length !== 11 || /^0+$/.test(digits)) return false;
  const c = century(digits);
  if (c === undefined) return false;
  const month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  if (month === 0) return true;
  return month <= 12 && day <= daysInMonth(c + Number(digits.slice(0, 2)), month);
}

export const BE_NATIONAL_NUMBER: Rule = {
  info: {
    id: 'BE_NATIONAL_NUMBER',
    name: 'Belgian national register number',
    description: 'A rijksregisternummer / numéro de registre national: YYMMDD, a three-digit counter and a two-digit mod-97 check, written 85.07.30-033.28.',
    country: 'BE',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{2}\.\d{2}\.\d{2}-\d{3}[. ]\d{2}|\d{2} \d{2} \d{2} \d{3} \d{2}|\d{6}-\d{3}[. ]?\d{2}|\d{11}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.3,
  checksum: true,
  check: value => isValidBelgianNationalNumber(digitsOf(value)) && (isFormatted(value) ? 0.5 : 0.3),
  context: [
    'rijksregisternummer',
    'rijksregister',
    'numéro de registre national',
    'numero de registre national',
    'registre national',
    'nationalregisternummer',
    'national register number',
    'belgian national number',
    'insz',
    'niss',
    'identificatienummer van de sociale zekerheid',
  ],
  negative: BUSINESS_NUMBER_WORDS,
};

export const BE_RULES = [BE_NATIONAL_NUMBER];
