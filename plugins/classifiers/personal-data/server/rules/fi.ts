/** Finland: henkilötunnus (HETU) with its mod-31 check character. */
import type { Rule } from '../engine/rule';
import { token } from '../engine/rule';
import { isValidDate } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

const CHECK_CHARS = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const CENTURY: Record<string, number> = {
  '+': 1800,
  '-': 1900,
  U: 1900,
  V: 1900,
  W: 1900,
  X: 1900,
  Y: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

export function isValidHetu(input: string): boolean {
  if (input !== input.toUpperCase() && input !== input.toLowerCase()) return false;
  const value = input.toUpperCase();
  const century = CENTURY[value[6]];
  const year = century + Number(value.slice(4, 6));
  if (!isValidDate(year, Number(value.slice(2, 4)), Number(value.slice(0, 2)))) return false;
  const serial = Number(value.slice(7, 10));
  if (serial < 2) return false;
  return CHECK_CHARS[Number(value.slice(0, 6) + value.slice(7, 10)) % 31] === value[10];
}

export const FI_PERSONAL_IDENTITY_CODE: Rule = {
  info: {
    id: 'FI_PERSONAL_IDENTITY_CODE',
    name: 'Finnish personal identity code (HETU)',
    description: 'A henkilötunnus: DDMMYY, century sign (+, -, A-F, U-Y), individual number and a mod-31 check character.',
    country: 'FI',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{6}[+\-A-FU-Y]\d{3}[0-9A-Y]`, 'i'),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.6,
  checksum: true,
  check: isValidHetu,
  context: ['henkilötunnus', 'henkilotunnus', 'hetu', 'sosiaaliturvatunnus', 'personbeteckning', 'personal identity code', 'identity code'],
};

export const FI_RULES = [FI_PERSONAL_IDENTITY_CODE];
