/** Israel: identity number (Mispar Zehut), nine digits with a Luhn check digit. */
import type { Rule } from '../engine/rule';
import { digitsOf, token } from '../engine/rule';
import { isRepeated, luhn } from '../engine/checksums';
import { CLUSTER_ANCHOR } from '../engine/anchors';

/** Nine digits, leading zeros often dropped (3933742-3 is 039337423), valid under Luhn. */
export function isValidTeudatZehut(value: string): boolean {
  const digits = digitsOf(value).padStart(9, '0');
  return digits.length === 9 && !isRepeated(digits) && luhn(digits);
}

export const IL_ID: Rule = {
  info: {
    id: 'IL_ID',
    name: 'Israeli identity number (Teudat Zehut)',
    description:
      'A מספר זהות: nine digits (leading zeros may be dropped), the last a Luhn check digit; a short Luhn number says little alone, so only near an identity word.',
    country: 'IL',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{7,8}-\d|\d{9}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.5,
  checksum: true,
  contextRequired: true,
  check: isValidTeudatZehut,
  context: ['מספר זהות', 'תעודת זהות', 'ת.ז', 'ת"ז', 'teudat zehut', 'mispar zehut', 'israeli id', 'israeli identity number', 'israeli identity card'],
};

export const IL_RULES = [IL_ID];
