/** India: Aadhaar (Verhoeff), PAN, GSTIN (mod-36 check character). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, TRACE, digitsOf, isFormatted, token } from '../engine/rule';
import { isRepeated, verhoeff } from '../engine/checksums';
import { CLUSTER_ANCHOR, digitWordAnchor } from '../engine/anchors';

export function isValidAadhaar(digits: string): boolean {
  // palindromes and repeated digits are test values
  return !isRepeated(digits) && digits !== [...digits].reverse().join('') && verhoeff(digits);
}

export const IN_AADHAAR: Rule = {
  info: {
    id: 'IN_AADHAAR',
    name: 'Indian Aadhaar number',
    description:
      'An Aadhaar number: 12 digits not starting with 0 or 1, with a Verhoeff check digit, bare or in groups of four separated by spaces, hyphens or colons.',
    country: 'IN',
    category: 'Government ID',
  },
  // colon-separated groups only when no further colon is attached (not a slice of an IPv6 address)
  pattern: token(String.raw`[2-9]\d{3}([ \-]?)\d{4}\1\d{4}|(?<!:)[2-9]\d{3}:\d{4}:\d{4}(?!:)`),
  anchor: CLUSTER_ANCHOR,
  base: 0.35,
  checksum: true,
  check: value => isValidAadhaar(digitsOf(value)) && (isFormatted(value) ? 0.5 : 0.35),
  context: ['aadhaar', 'aadhar', 'adhaar', 'aadhaar number', 'uidai', 'uid', 'unique identification', 'आधार'],
  negative: BUSINESS_NUMBER_WORDS,
};

/** The fourth letter of a PAN is the holder type: A, B, C, F, G, H, J, K, L, P or T. */
const HOLDER_TYPE = /[ABCFGHJKLPT]/;

/** A serial number other than 0000 (and, in a GSTIN, one letter case throughout). */
function isPlausiblePan(pan: string): boolean {
  return (pan === pan.toUpperCase() || pan === pan.toLowerCase()) && pan.slice(5, 9) !== '0000';
}

export const IN_PAN: Rule = {
  info: {
    id: 'IN_PAN',
    name: 'Indian Permanent Account Number (PAN)',
    description:
      'A PAN: five letters (the fourth the holder type: P person, C company, H HUF, F firm, ...), a serial of four digits other than 0000 and a letter; an unknown holder type leaves only a trace.',
    country: 'IN',
    category: 'Government ID',
  },
  // upper case only: PANs are printed so, and a pattern starting with any lower-case letter would be
  // tried at every word of ordinary text
  pattern: token(String.raw`[A-Z]{5}\d{4}[A-Z]`),
  anchor: digitWordAnchor(10),
  base: 0.45,
  // an unknown holder type in the fourth place: the PAN layout, but no PAN issued so
  check: value => isPlausiblePan(value) && (HOLDER_TYPE.test(value[3]) || TRACE),
  context: ['pan', 'pan card', 'pan number', 'pan no', 'permanent account number', 'income tax', 'income-tax'],
};

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GSTIN check character: alternate factors 1 and 2 in base 36, summing quotient and remainder of each product. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** State code (01-38, 97 other territory, 99 centre) and the embedded PAN or TAN in one letter case. */
function isGstinShape(input: string): boolean {
  if (!isPlausiblePan(input.slice(2, 12))) return false;
  const state = Number(input.slice(0, 2));
  return (state >= 1 && state <= 38) || state === 97 || state === 99;
}

export function isValidGstin(input: string): boolean {
  const value = input.toUpperCase();
  return isGstinShape(input) && gstinCheckChar(value.slice(0, 14)) === value[14];
}

export const IN_GSTIN: Rule = {
  info: {
    id: 'IN_GSTIN',
    name: 'Indian GST identification number',
    description: "A GSTIN: state code, the holder's PAN, entity number, Z and a mod-36 check character (a wrong check character leaves only a trace).",
    country: 'IN',
    category: 'Financial',
  },
  // the ten characters after the state code are a PAN of any holder type, or the TAN of a tax deductor
  pattern: token(String.raw`\d{2}(?:[A-Z]{5}\d{4}|[A-Z]{4}\d{5})[A-Z][1-9A-Z]Z[0-9A-Z]`, 'i'),
  anchor: digitWordAnchor(15),
  base: 0.7,
  checksum: isValidGstin,
  // fifteen characters in this exact layout are a GSTIN even when the check character was mistyped
  check: value => isGstinShape(value) && (isValidGstin(value) || TRACE),
  context: ['gstin', 'gst', 'gst number', 'gst no', 'gstin no', 'goods and services tax'],
};

export const IN_RULES = [IN_AADHAAR, IN_PAN, IN_GSTIN];
