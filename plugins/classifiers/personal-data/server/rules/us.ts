/** United States: SSN, ITIN, passport, driver licence, NPI, ABA routing and bank account numbers. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, TRACE, digitsOf, isFormatted, token } from '../engine/rule';
import { isRepeated, luhn } from '../engine/checksums';
import { CLUSTER_ANCHOR, SIX_DIGITS_ANCHOR, digitRunAnchor } from '../engine/anchors';

/** Numbers printed in advertising and examples, never issued. */
const SAMPLE_SSNS = new Set([
  '078051120',
  '219099999',
  '457555462',
  '123456789',
  '987654320',
  '987654321',
  '987654322',
  '987654323',
  '987654324',
  '987654325',
  '987654326',
  '987654327',
  '987654328',
  '987654329',
]);

export function isValidSsn(digits: string): boolean {
  const area = digits.slice(0, 3);
  if (area === '000' || area === '666' || area[0] === '9') return false;
  if (digits.slice(3, 5) === '00' || digits.slice(5) === '0000') return false;
  return !SAMPLE_SSNS.has(digits) && !isRepeated(digits);
}

/** A dashed number is the usual SSN shape; spaces and dots are less telling; nine bare digits are weak. */
function groupedStrength(value: string): number {
  return value.includes('-') ? 0.45 : /[ .]/.test(value) ? 0.35 : 0.2;
}

/**
 * The second hyphen left out (078-051121): a slip of the pen, a trace. Not the first (07805-1121): that is
 * the shape of every ZIP+4 code in a U.S. address.
 */
const ONE_HYPHEN = /^\d{3}-\d{6}$/;
const ZIP_PLUS_FOUR_SHAPE = /^\d{5}-\d{4}$/;

export const US_SSN: Rule = {
  info: {
    id: 'US_SSN',
    name: 'U.S. Social Security number',
    description:
      'A U.S. Social Security number (AAA-GG-SSSS, with hyphens, spaces, dots or none; with one hyphen only a trace); areas 000, 666 and 900-999, group 00, serial 0000 and published sample numbers are rejected.',
    country: 'US',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{3}([\- .]?)\d{2}\1\d{4}|\d{3}-\d{6}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.2,
  check: value => isValidSsn(digitsOf(value)) && (ONE_HYPHEN.test(value) ? TRACE : groupedStrength(value)),
  context: ['ssn', 'ssn#', 'ss#', 'ss #', 'social security', 'social security number', 'social security no', 'soc sec', 'ssa number', 'ssid'],
  negative: BUSINESS_NUMBER_WORDS,
};

/** ITIN: 9XX-[50-65|70-88|90-92|94-99]-XXXX. */
export function isValidItin(digits: string): boolean {
  if (digits[0] !== '9') return false;
  const group = Number(digits.slice(3, 5));
  return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || (group >= 94 && group <= 99);
}

export const US_ITIN: Rule = {
  info: {
    id: 'US_ITIN',
    name: 'U.S. Individual Taxpayer Identification Number',
    description:
      'A U.S. ITIN: 9XX-GG-XXXX with group 50-65, 70-88, 90-92 or 94-99 (one hyphen left out or moved, as in 911-701234 or 91170-1234 after a taxpayer word, only a trace).',
    country: 'US',
    category: 'Government ID',
  },
  pattern: token(String.raw`9\d{2}([\- .]?)\d{2}\1\d{4}|9\d{2}-\d{6}|9\d{4}-\d{4}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.2,
  check(value, near) {
    if (!isValidItin(digitsOf(value))) return false;
    if (ONE_HYPHEN.test(value)) return TRACE;
    // the first hyphen moved (91170-1234) is also every ZIP+4 code of the West Coast: a trace only where the
    // text speaks of a taxpayer number
    if (ZIP_PLUS_FOUR_SHAPE.test(value)) return near.context() && TRACE;
    return groupedStrength(value);
  },
  context: ['itin', 'individual taxpayer', 'taxpayer identification', 'taxpayer id', 'tax id', 'tin', 'tax identification number'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const US_PASSPORT: Rule = {
  info: {
    id: 'US_PASSPORT',
    name: 'U.S. passport number',
    description: 'A U.S. passport book number: nine digits, or a letter and eight digits (next-generation passports).',
    country: 'US',
    category: 'Government ID',
  },
  pattern: token(String.raw`[A-Z]\d{8}|\d{9}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.2, // nine digits alone say little; with the word passport nearby the number is most likely one
  check: value => !isRepeated(digitsOf(value)),
  context: ['passport', 'passport number', 'passport no', 'passport #', 'passport#', 'us passport', 'u.s. passport', 'travel document'],
  negative: BUSINESS_NUMBER_WORDS,
};

/** State formats (a licence word is required, so the shapes may be broad). */
const DRIVER_LICENSE_FORMATS = [
  String.raw`[A-Z]{1,2}\d{4,14}`, // letters then digits: California D1234567, Michigan A123456789012
  String.raw`[A-Z]\d{3}([\- ])\d{3}\1\d{2}\1\d{3}\1\d`, // Florida W426-545-30-761-0
  String.raw`[A-Z]\d{3}([\- ])\d{4}\2\d{4}`, // Illinois S123-4567-8901
  String.raw`[A-Z]([\- ]?)\d{3}\3\d{3}\3\d{3}\3\d{3}`, // Maryland, Michigan: a letter and 12 digits in threes
  String.raw`\d{3}([\- ])\d{3}\4\d{3}`, // New York 123 456 789
  String.raw`\d{2}[A-Z]{3}\d{5,6}|[A-Z]\d{3}[A-Z]{3}\d{3}|[A-Z]{2}\d{6}[A-Z]|\d{3}[A-Z]{2}\d{4}|\d{7,9}[A-Z]{1,2}`,
  String.raw`[A-Z][A-Z*]{6}\d{3}[A-Z0-9]{2}`, // Washington (before 2018): name letters padded with '*'
  String.raw`[A-Z]\d{18}`, // New York (a letter and 18 digits)
  // digits only: 7-12 in most states, 13 or 14 in Montana, 16 in New York
  String.raw`\d{7,14}|\d{16}`,
];

/** One capital letter and 7-13 digits: the commonest state layout (California, Florida, Illinois, Michigan, ...). */
const LETTER_AND_DIGITS = /^[A-Z]\d{7,13}$/;

export const US_DRIVER_LICENSE: Rule = {
  info: {
    id: 'US_DRIVER_LICENSE',
    name: 'U.S. driver license number',
    description:
      'A U.S. state driver license number (the state formats: letters followed by digits, grouped forms such as W426-545-30-761-0, or 7-14 or 16 digits) with a licence word nearby; a letter and 7-13 digits alone is only a trace.',
    country: 'US',
    category: 'Government ID',
  },
  pattern: token(DRIVER_LICENSE_FORMATS.join('|')),
  anchor: digitRunAnchor(3, 20, 20),
  base: 0.3,
  check(value, near) {
    if (isRepeated(digitsOf(value))) return false;
    if (near.context()) return true;
    // without a licence word, digits alone or mixed layouts are any code; a letter and digits is the layout
    // most states print, yet also that of part and order numbers
    return LETTER_AND_DIGITS.test(value) && TRACE;
  },
  context: [
    'driver license',
    "driver's license",
    'drivers license',
    'driver licence',
    "driver's licence",
    'driving license',
    'dl:',
    'dl#',
    'dl #',
    'dl no',
    'dl no.',
    'dl number',
    'dln',
    'license number',
    'license no',
    'lic#',
    'lic no',
    'operator license',
  ],
};

export const US_NPI: Rule = {
  info: {
    id: 'US_NPI',
    name: 'U.S. National Provider Identifier',
    description: 'A U.S. NPI: ten digits (compact or 4-3-3) starting with 1 or 2 whose Luhn check digit is computed with the 80840 prefix.',
    country: 'US',
    category: 'Health',
  },
  pattern: token(String.raw`[12]\d{3}([ \-]?)\d{3}\1\d{3}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.3,
  checksum: true,
  check(value) {
    const digits = digitsOf(value);
    if (isRepeated(digits.slice(0, 9)) || !luhn(`80840${digits}`)) return false;
    return isFormatted(value) ? 0.4 : 0.3;
  },
  context: ['npi', 'npi#', 'npi number', 'national provider', 'national provider identifier', 'provider id', 'provider number', 'nppes', 'prescriber'],
  negative: BUSINESS_NUMBER_WORDS,
};

/** ABA routing: valid Federal Reserve prefix and the 3-7-1 weighted checksum. */
export function isValidAbaRouting(digits: string): boolean {
  const prefix = Number(digits.slice(0, 2));
  const prefixOk = (prefix >= 0 && prefix <= 12) || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
  if (!prefixOk || isRepeated(digits)) return false;
  const d = [...digits].map(Number);
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0;
}

export const ABA_ROUTING_NUMBER: Rule = {
  info: {
    id: 'ABA_ROUTING_NUMBER',
    name: 'U.S. ABA routing number',
    description: 'A U.S. bank routing transit number: nine digits, a Federal Reserve prefix and the 3-7-1 checksum.',
    country: 'US',
    category: 'Financial',
  },
  pattern: token(String.raw`[0-36-8]\d{8}|[0-36-8]\d{3}-\d{4}-\d`),
  anchor: CLUSTER_ANCHOR,
  base: 0.25,
  checksum: true,
  check: value => isValidAbaRouting(digitsOf(value)),
  context: ['routing', 'routing number', 'routing no', 'aba', 'aba number', 'rtn', 'routing transit', 'transit number', 'bank routing', 'ach'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const US_BANK_NUMBER: Rule = {
  info: {
    id: 'US_BANK_NUMBER',
    name: 'U.S. bank account number',
    description: 'A U.S. bank account number (8-17 digits); reported only with an account word nearby.',
    country: 'US',
    category: 'Financial',
  },
  pattern: token(String.raw`\d{8,17}`),
  base: 0.3,
  contextRequired: true,
  check: value => !isRepeated(value),
  context: [
    'bank account',
    'account number',
    'account no',
    'account #',
    'acct',
    'acct #',
    'acct no',
    'checking account',
    'savings account',
    'checking',
    'savings',
    'account num',
  ],
};

export const US_RULES = [US_SSN, US_ITIN, US_PASSPORT, US_DRIVER_LICENSE, US_NPI, ABA_ROUTING_NUMBER, US_BANK_NUMBER];
