/** Germany: tax id, social security (pension insurance) number, identity card, passport, VAT number. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, TRACE, digitsOf, token } from '../engine/rule';
import { icaoCheckDigit, isValidDate, iso7064Mod11_10 } from '../engine/checksums';
import { CLUSTER_ANCHOR, SIX_DIGITS_ANCHOR, digitWordAnchor } from '../engine/anchors';

/**
 * Steuer-IdNr: 11 digits, no leading 0; in the first ten digits exactly one digit occurs two or three
 * times and the last digit is an ISO 7064 MOD 11,10 check digit.
 */
export function isValidDeTaxId(digits: string): boolean {
  return repeatedDigitCounts(digits).length === 1 && deTaxIdShape(digits);
}

function repeatedDigitCounts(digits: string): number[] {
  const counts = new Map<string, number>();
  for (const d of digits.slice(0, 10)) counts.set(d, (counts.get(d) ?? 0) + 1);
  return [...counts.values()].filter(c => c > 1);
}

/** 11 digits, no leading 0, no digit more than three times nor three times in a row, and the check digit. */
function deTaxIdShape(digits: string): boolean {
  if (digits.length !== 11 || digits[0] === '0' || /(\d)\1\1/.test(digits.slice(0, 10))) return false;
  const repeated = repeatedDigitCounts(digits);
  return repeated.length <= 1 && (repeated[0] ?? 0) <= 3 && iso7064Mod11_10(digits);
}

/**
 * A valid number is strong; ten distinct leading digits with a correct check digit are never issued but
 * are what sample forms print (12345678903): only a trace.
 */
export function deTaxIdStrength(digits: string, base: number): number | false {
  if (!deTaxIdShape(digits)) return false;
  return repeatedDigitCounts(digits).length === 1 ? base : TRACE;
}

export const DE_TAX_ID: Rule = {
  info: {
    id: 'DE_TAX_ID',
    name: 'German tax identification number',
    description:
      'A Steuerliche Identifikationsnummer: 11 digits with one digit repeated (not three times in a row) and an ISO 7064 MOD 11,10 check digit; ten distinct leading digits leave only a trace.',
    country: 'DE',
    category: 'Government ID',
  },
  pattern: token(String.raw`[1-9]\d{10}|[1-9]\d \d{3} \d{3} \d{3}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.4,
  checksum: value => isValidDeTaxId(digitsOf(value)),
  check: value => deTaxIdStrength(digitsOf(value), 0.4),
  context: [
    'steuer-id',
    'steuerid',
    'steuer-idnr',
    'steueridentifikationsnummer',
    'steuerliche identifikationsnummer',
    'identifikationsnummer',
    'idnr',
    'id-nr',
    'steuernummer',
    'tax id',
    'tin',
  ],
  negative: BUSINESS_NUMBER_WORDS,
};

/**
 * Rentenversicherungsnummer: area (2), birth date DDMMYY (6), surname initial, serial (2), check digit.
 * The letter counts as its two-digit alphabet position; weights 2,1,2,5,7,1,2,1,2,1,2,1; digit sums of
 * the products, modulo 10.
 */
export function isValidDeSocialSecurity(value: string): boolean {
  const compact = value.replace(/ /g, '');
  const day = Number(compact.slice(2, 4));
  const month = Number(compact.slice(4, 6));
  if (!isValidDate(2000, month, day > 50 ? day - 50 : day)) return false; // 2000: 29 February is allowed
  const letter = String(compact.charCodeAt(8) - 64).padStart(2, '0');
  const digits = compact.slice(0, 8) + letter + compact.slice(9, 11);
  const weights = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const p = Number(digits[i]) * weights[i];
    sum += Math.floor(p / 10) + (p % 10);
  }
  return sum % 10 === Number(compact[11]);
}

export const DE_SOCIAL_SECURITY: Rule = {
  info: {
    id: 'DE_SOCIAL_SECURITY',
    name: 'German social security number',
    description: 'A Sozialversicherungs-/Rentenversicherungsnummer: area, birth date, surname initial, serial and check digit.',
    country: 'DE',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{2} ?\d{6} ?[A-Z] ?\d{2} ?\d`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.5,
  checksum: true,
  check: isValidDeSocialSecurity,
  context: [
    'sozialversicherungsnummer',
    'rentenversicherungsnummer',
    'sv-nummer',
    'svnr',
    'sv-nr',
    'versicherungsnummer',
    'rvnr',
    'sozialversicherung',
    'social security',
  ],
};

/** Letters of the document number alphabet (no vowels, no B, D, Q, S). */
const DOC_LETTERS = 'CFGHJKLMNPRTVWXYZ';
/** The first letter tells the document: identity cards (since 2010) L M N P R T V W X Y, passports C F G H J K. */
const ID_CARD_FIRST = 'LMNPRTVWXY';
const PASSPORT_FIRST = 'CFGHJK';

/**
 * Identity card and passport numbers: nine characters as printed on the document, or ten with the ICAO
 * 7-3-1 check digit of the machine-readable zone. Verified when the tenth digit checks the nine; a
 * printed number whose ninth digit checks the first eight is read the same way.
 */
export function documentCheckDigitVerified(value: string): boolean {
  const upper = value.toUpperCase();
  if (upper.length === 10) return icaoCheckDigit(upper.slice(0, 9)) === Number(upper[9]);
  return /\d$/.test(upper) && icaoCheckDigit(upper.slice(0, 8)) === Number(upper[8]);
}

function documentNumber(value: string, unverified: number, verified: number): number | false {
  if (value !== value.toUpperCase() && value !== value.toLowerCase()) return false;
  if (!/\d/.test(value.slice(1, 9))) return false; // letters only: a word, not a number
  if (documentCheckDigitVerified(value)) return verified;
  return value.length === 9 && unverified;
}

export const DE_ID_CARD: Rule = {
  info: {
    id: 'DE_ID_CARD',
    name: 'German identity card number',
    description:
      'A Personalausweis number: L, M, N, P, R, T, V, W, X or Y and eight characters of the document alphabet (C F G H J K L M N P R T V W X Y Z and digits) as printed, or ten with the ICAO 7-3-1 check digit of the machine-readable zone.',
    country: 'DE',
    category: 'Government ID',
  },
  pattern: token(`[${ID_CARD_FIRST}][${DOC_LETTERS}0-9]{8}\\d?`, 'i'),
  anchor: digitWordAnchor(9, 10),
  base: 0.3,
  checksum: documentCheckDigitVerified,
  check: value => documentNumber(value, 0.3, 0.5),
  context: ['personalausweis', 'personalausweisnummer', 'ausweisnummer', 'ausweis', 'ausweis-nr', 'id card', 'identity card', 'identitätskarte', 'perso'],
};

export const DE_PASSPORT: Rule = {
  info: {
    id: 'DE_PASSPORT',
    name: 'German passport number',
    description: 'A Reisepass number: C, F, G, H, J or K followed by eight characters of the passport alphabet, with an optional ICAO check digit.',
    country: 'DE',
    category: 'Government ID',
  },
  pattern: token(`[${PASSPORT_FIRST}][${DOC_LETTERS}0-9]{8}\\d?`, 'i'),
  anchor: digitWordAnchor(9, 10),
  base: 0.2,
  checksum: documentCheckDigitVerified,
  check: value => documentNumber(value, 0.2, 0.45),
  context: ['reisepass', 'reisepassnummer', 'passnummer', 'pass-nr', 'passport', 'passport number', 'pass nr'],
};

/** USt-IdNr: DE and nine digits, the first not 0, the last an ISO 7064 MOD 11,10 check digit. */
export function isValidDeVat(value: string): boolean {
  const digits = digitsOf(value);
  return digits[0] !== '0' && iso7064Mod11_10(digits);
}

/**
 * 'de' in lower case is also a French and Spanish word before a grouped amount ('de 136 695 976'): weaker,
 * and nothing at all when the check digit fails. An upper-case DE prefix with nine digits is the VAT shape
 * itself: with a wrong check digit (DE123456789 on a sample invoice) it is still a trace.
 */
function deVatStrength(value: string): number | false {
  const upper = value.startsWith('DE');
  if (digitsOf(value)[0] === '0') return false;
  if (isValidDeVat(value)) return upper ? 0.55 : 0.3;
  return (upper || !/[ \-.]/.test(value)) && TRACE;
}

export const DE_VAT: Rule = {
  info: {
    id: 'DE_VAT',
    name: 'German VAT identification number',
    description:
      'A USt-IdNr: DE and nine digits (compact or in groups of three) with an ISO 7064 MOD 11,10 check digit (a wrong check digit after an upper-case DE leaves only a trace).',
    country: 'DE',
    category: 'Financial',
  },
  pattern: token(String.raw`DE[ \-.]?\d{3}([ \-.]?)\d{3}\1\d{3}`, 'i'),
  anchor: CLUSTER_ANCHOR,
  base: 0.55,
  checksum: isValidDeVat,
  check: deVatStrength,
  context: ['ust-idnr', 'ust-id', 'ustid', 'ust-id-nr', 'umsatzsteuer', 'umsatzsteuer-identifikationsnummer', 'vat', 'vat id', 'vat number', 'mwst', 'ust'],
};

export const DE_RULES = [DE_TAX_ID, DE_SOCIAL_SECURITY, DE_ID_CARD, DE_PASSPORT, DE_VAT];
