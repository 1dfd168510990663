/** Malaysia: MyKad NRIC number (birth date, place-of-birth code, serial); it has no check digit. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { isValidDate } from '../engine/checksums';
import { CLUSTER_ANCHOR } from '../engine/anchors';

/**
 * Place-of-birth codes the National Registration Department issues: states 01-16 and 21-59, countries and
 * regions abroad 60-68, 71-72, 74-79 and 83-93, 82 for an unknown state, 98-99 for the stateless and unknown.
 */
export function isMalaysianBirthPlace(code: number): boolean {
  return (
    (code >= 1 && code <= 16) ||
    (code >= 21 && code <= 68) ||
    code === 71 ||
    code === 72 ||
    (code >= 74 && code <= 79) ||
    (code >= 82 && code <= 93) ||
    code === 98 ||
    code === 99
  );
}

/** YYMMDD a real date in the 1900s or 2000s, and a known place-of-birth code. */
export function isValidMyKad(digits: string): boolean {
  if (digits.length !== 12) return false;
  const yy = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  return (isValidDate(1900 + yy, month, day) || isValidDate(2000 + yy, month, day)) && isMalaysianBirthPlace(Number(digits.slice(6, 8)));
}

export const MY_NRIC: Rule = {
  info: {
    id: 'MY_NRIC',
    name: 'Malaysian identity card number (MyKad NRIC)',
    description:
      'A MyKad number: YYMMDD-PB-###G with a real birth date and a known place-of-birth code; there is no check digit, so bare twelve digits only near a MyKad word.',
    country: 'MY',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{6}-\d{2}-\d{4}|\d{12}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.5,
  check: (value, near) => isValidMyKad(digitsOf(value)) && (value.includes('-') ? 0.5 : near.context() && 0.3),
  context: ['mykad', 'nric', 'kad pengenalan', 'no. kad pengenalan', 'no. k/p', 'no. kp', 'ic no', 'i/c no', 'malaysian ic', 'mykid'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const MY_RULES = [MY_NRIC];
