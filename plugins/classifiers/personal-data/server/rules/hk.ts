/** Hong Kong: identity card number (one or two letters, six digits, a mod-11 check character in brackets). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, token } from '../engine/rule';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

/** Letters count A=10 … Z=35, a missing second letter 36; weights 9…2 and the check (A for 10) with 1 make a multiple of 11. */
export function isValidHkid(value: string): boolean {
  const compact = value.replace(/[()]/g, '');
  const body = compact.slice(0, -1).padStart(8, ' ');
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const c = body[i];
    sum += (c === ' ' ? 36 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55) * (9 - i);
  }
  const check = compact[compact.length - 1];
  return (sum + (check === 'A' ? 10 : Number(check))) % 11 === 0;
}

export const HK_HKID: Rule = {
  info: {
    id: 'HK_HKID',
    name: 'Hong Kong identity card number',
    description: 'An HKID number: one or two letters, six digits and a mod-11 check character (0-9 or A), written A123456(3).',
    country: 'HK',
    category: 'Government ID',
  },
  pattern: token(String.raw`[A-Z]{1,2}\d{6}(?:\([0-9A]\)|[0-9A])`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.3,
  checksum: true,
  check: value => isValidHkid(value) && (value.includes('(') ? 0.5 : 0.3),
  context: ['hkid', 'hong kong identity card', 'hong kong id', '香港身份證', '身份證號碼', 'identity card no'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const HK_RULES = [HK_HKID];
