/** Greece: AMKA, the social security number (birth date DDMMYY, serial, Luhn check digit). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, token } from '../engine/rule';
import { isValidDate, luhn } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

/** The birth date in the 1900s or, failing that, the 2000s; the whole number valid under Luhn. */
export function isValidAmka(digits: string): boolean {
  if (digits.length !== 11) return false;
  const day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const yy = Number(digits.slice(4, 6));
  return (isValidDate(1900 + yy, month, day) || isValidDate(2000 + yy, month, day)) && luhn(digits);
}

export const GR_AMKA: Rule = {
  info: {
    id: 'GR_AMKA',
    name: 'Greek social security number (AMKA)',
    description: 'An ΑΜΚΑ: the birth date DDMMYY, a four-digit serial (odd for men) and a Luhn check digit.',
    country: 'GR',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{11}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.3,
  checksum: true,
  check: isValidAmka,
  context: ['αμκα', 'α.μ.κ.α', 'amka', 'αριθμός μητρώου κοινωνικής ασφάλισης', 'αριθμός μητρώου', 'greek social security'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const GR_RULES = [GR_AMKA];
