/** United Kingdom: National Insurance number, NHS number, passport, driving licence, postcode. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, isFormatted, token } from '../engine/rule';
import { isRepeated, weightedSum } from '../engine/checksums';
import { PHONE_CONTEXT } from './contact';
import { CLUSTER_ANCHOR, SIX_DIGITS_ANCHOR } from '../engine/anchors';

const NINO_BAD_PREFIXES = new Set(['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ']);

/** Written compact, with a space after the prefix and/or before the suffix, or in pairs ('AB 12 34 56 C'). */
const NINO_LAYOUTS = new Set(['AA999999A', 'AA 999999A', 'AA 999999 A', 'AA999999 A', 'AA 99 99 99 A']);

export function isValidNino(value: string): boolean {
  if (value !== value.toUpperCase() && value !== value.toLowerCase()) return false;
  const upper = value.toUpperCase();
  return !NINO_BAD_PREFIXES.has(upper.slice(0, 2)) && NINO_LAYOUTS.has(upper.replace(/[A-Z]/g, 'A').replace(/\d/g, '9'));
}

export const UK_NINO: Rule = {
  info: {
    id: 'UK_NINO',
    name: 'U.K. National Insurance number',
    description:
      'A U.K. National Insurance number: two prefix letters (D, F, I, Q, U, V never; O never second; BG, GB, NK, KN, TN, NT, ZZ never), six digits and a suffix A-D, in either letter case.',
    country: 'GB',
    category: 'Government ID',
  },
  pattern: token(String.raw`[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]`, 'i'),
  // six digits, spaced or not, and the suffix letter A-D closing the number
  anchor: { pattern: /\d\d ?\d\d ?\d\d ?[A-Da-d](?![\w\-])/g, before: 3, reach: 13 },
  base: 0.45,
  check: isValidNino,
  context: ['national insurance', 'national insurance number', 'nino', 'ni number', 'ni no', 'ni #', 'insurance number', 'nat ins'],
};

/** NHS number: weights 10..2 over nine digits; check = 11 - sum mod 11 (11 means 0, 10 is never issued). */
export function isValidNhsNumber(digits: string): boolean {
  if (digits.length !== 10 || isRepeated(digits)) return false;
  let check = 11 - (weightedSum(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  if (check === 11) check = 0;
  return check !== 10 && check === Number(digits[9]);
}

export const UK_NHS: Rule = {
  info: {
    id: 'UK_NHS',
    name: 'U.K. NHS number',
    description: 'A National Health Service number: ten digits (often 3-3-4) with a modulus 11 check digit.',
    country: 'GB',
    category: 'Health',
  },
  pattern: token(String.raw`\d{3}([ \-]?)\d{3}\1\d{4}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.35,
  checksum: true,
  check: value => isValidNhsNumber(digitsOf(value)) && (isFormatted(value) ? 0.45 : 0.35),
  context: ['nhs', 'nhs number', 'nhs no', 'nhs #', 'national health service', 'health service', 'patient', 'patient number', 'chi number', 'hospital number'],
  negative: [...BUSINESS_NUMBER_WORDS, ...PHONE_CONTEXT],
};

export const UK_PASSPORT: Rule = {
  info: {
    id: 'UK_PASSPORT',
    name: 'U.K. passport number',
    description: 'A U.K. passport number: two letters and seven digits, or nine digits (older passports, only near the word passport).',
    country: 'GB',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{9}|[A-Z]{2}\d{7}`, 'i'),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.2,
  // nine bare digits (the numbering before 2020) are any number unless the text speaks of a passport
  check: (value, near) => (/^\d/.test(value) ? near.context() : value === value.toUpperCase() || value === value.toLowerCase()) && !isRepeated(digitsOf(value)),
  context: ['passport', 'passport number', 'passport no', 'uk passport', 'british passport', 'hm passport'],
  negative: BUSINESS_NUMBER_WORDS,
};

/** Driving licence: surname (5, padded with 9), decade digit, month (+50 for women), day, year digit, initials, digit, two check letters. */
export function isValidUkDrivingLicence(value: string): boolean {
  if (value !== value.toUpperCase() && value !== value.toLowerCase()) return false;
  const compact = value.replace(/ /g, '');
  // the surname's first five letters, padded with 9s when shorter ('FO999'): never a 9 before a letter
  if (!/^[A-Z]{1,5}9{0,4}$/i.test(compact.slice(0, 5))) return false;
  const month = Number(compact.slice(6, 8));
  const day = Number(compact.slice(8, 10));
  return ((month >= 1 && month <= 12) || (month >= 51 && month <= 62)) && day >= 1 && day <= 31;
}

export const UK_DRIVING_LICENCE: Rule = {
  info: {
    id: 'UK_DRIVING_LICENCE',
    name: 'U.K. driving licence number',
    description: 'A DVLA driving licence number: 16 characters encoding surname, date of birth and initials (also written in three blocks or in lower case).',
    country: 'GB',
    category: 'Government ID',
  },
  pattern: token(String.raw`[A-Z9]{5} ?\d{6} ?[A-Z9]{2}\d[A-Z]{2}`, 'i'),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.5,
  check: isValidUkDrivingLicence,
  context: ['driving licence', 'driving license', 'driver licence', 'driver', 'dvla', 'licence number', 'licence no', 'licence'],
};

const POSTCODE = String.raw`GIR ?0AA|(?:[A-PR-UWYZ]\d{1,2}|[A-PR-UWYZ][A-HK-Y]\d{1,2}|[A-PR-UWYZ]\d[A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y]\d[ABEHMNPRVWXY]) ?\d[ABD-HJLNP-UW-Z]{2}`;

/**
 * Written as Royal Mail prints it (capitals, a space before the inward code) a postcode scores base;
 * without the space, or all in lower case ('sw1a 1aa', 'sw1a1aa', as typed into forms), less.
 */
export function postcodeConfidence(value: string): number | false {
  const upper = value === value.toUpperCase();
  if (!upper && value !== value.toLowerCase()) return false; // 'Sw1A 1aA'
  const spaced = value.includes(' ');
  if (upper) return spaced ? 0.4 : 0.2;
  return spaced ? 0.2 : 0.1;
}

export const UK_POSTCODE: Rule = {
  info: {
    id: 'UK_POSTCODE',
    name: 'U.K. postcode',
    description:
      'A U.K. postcode (outward code, space, inward code) following the Royal Mail letter rules; without the space or in lower case at lower confidence.',
    country: 'GB',
    category: 'Contact',
  },
  pattern: token(POSTCODE, 'i'),
  anchor: { pattern: /\d[ABD-HJLNP-UW-Z]{2}(?![\w\-])/gi, before: 8, reach: 9 },
  base: 0.4,
  check: postcodeConfidence,
  context: ['postcode', 'post code', 'postal code', 'address', 'uk', 'united kingdom', 'england', 'scotland', 'wales', 'london', 'street', 'road', 'lane'],
};

export const UK_RULES = [UK_NINO, UK_NHS, UK_PASSPORT, UK_DRIVING_LICENCE, UK_POSTCODE];
