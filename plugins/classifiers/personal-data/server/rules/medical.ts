/** Medical licences: U.S. DEA registration numbers, with their check digit. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, token } from '../engine/rule';
import { isRepeated } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

/**
 * The first letter of a DEA number is the registrant type (A, B, F, G: practitioners and hospitals; M: mid-level
 * practitioners; P-U: distributors and manufacturers; X: opioid treatment), the second the initial of the
 * registrant's surname (or 9 for a business).
 */
const REGISTRANT_TYPES = 'ABCDEFGHJKLMPRSTUX';

/** DEA check digit: (d1 + d3 + d5) + 2 × (d2 + d4 + d6); its last digit is the seventh digit. */
export function isValidDea(value: string): boolean {
  const digits = value.slice(2);
  if (!/^\d{7}$/.test(digits) || isRepeated(digits.slice(0, 6))) return false;
  const d = [...digits].map(Number);
  return (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10 === d[6];
}

export const MEDICAL_LICENSE: Rule = {
  info: {
    id: 'MEDICAL_LICENSE',
    name: 'Medical licence (U.S. DEA number)',
    description:
      'A U.S. DEA registration number: a registrant-type letter, the initial of the surname (or 9), six digits and a check digit ((d1+d3+d5) + 2 × (d2+d4+d6) mod 10). Strong only near a DEA or prescriber word.',
    country: 'US',
    category: 'Health',
  },
  pattern: token(String.raw`[${REGISTRANT_TYPES}][A-Za-z9]\d{7}`),
  anchor: SIX_DIGITS_ANCHOR,
  // two letters and seven digits are also a part or order number: alone it stays below classification level
  base: 0.3,
  checksum: true,
  // two letters and seven digits with a wrong check digit are some other code, not a mistyped licence
  check: value => isValidDea(value),
  context: [
    'dea',
    'dea number',
    'dea no',
    'dea #',
    'dea#',
    'dea registration',
    'drug enforcement administration',
    'drug enforcement',
    'prescriber',
    'prescribing physician',
    'controlled substance',
    'controlled substances',
    'medical license',
    'medical licence',
  ],
  negative: BUSINESS_NUMBER_WORDS,
};

export const MEDICAL_RULES = [MEDICAL_LICENSE];
