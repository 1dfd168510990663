/** Mexico: CURP, the population registry key (name letters, birth date, sex, state, check digit). */
import type { Rule } from '../engine/rule';
import { token } from '../engine/rule';
import { isValidDate } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR, digitWordAnchor } from '../engine/anchors';

/** The two-letter codes of the 32 federal entities, and NE for those born abroad. */
const STATES = new Set('AS BC BS CC CH CL CM CS DF DG GR GT HG JC MC MN MS NE NL NT OC PL QR QT SL SP SR TC TL TS VZ YN ZS'.split(' '));
const ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ';

/** Check digit: Σ value × (18 - position) over the first 17 characters, (10 - Σ mod 10) mod 10. */
export function isValidCurp(value: string): boolean {
  if (!/^[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A-Z]\d$/.test(value) || !STATES.has(value.slice(11, 13))) return false;
  // the 17th character is a digit for people born before 2000, a letter after
  const year = (/\d/.test(value[16]) ? 1900 : 2000) + Number(value.slice(4, 6));
  if (!isValidDate(year, Number(value.slice(6, 8)), Number(value.slice(8, 10)))) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(value[i]) * (18 - i);
  return (10 - (sum % 10)) % 10 === Number(value[17]);
}

export const MX_CURP: Rule = {
  info: {
    id: 'MX_CURP',
    name: 'Mexican CURP',
    description:
      'A Clave Única de Registro de Población: four name letters, birth date, sex (H/M), state, three consonants, a century character and a check digit.',
    country: 'MX',
    category: 'Government ID',
  },
  pattern: token(String.raw`[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A-Z]\d`),
  anchor: digitWordAnchor(18),
  base: 0.6,
  checksum: true,
  check: isValidCurp,
  context: ['curp', 'clave única de registro de población', 'clave unica de registro de poblacion', 'registro de población'],
};

const RFC_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** The RFC's last character checks the twelve before it: Σ value × (13 - position), (11 - Σ) mod 11 ('A' for 10). */
export function hasRfcCheckDigit(compact: string): boolean {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += RFC_ALPHABET.indexOf(compact[i]) * (13 - i);
  return RFC_ALPHABET[(((11 - sum) % 11) + 11) % 11] === compact[12];
}

/** A person's RFC: four name letters, a real date YYMMDD and a three-character homoclave ending in a digit or A. */
export function isPersonalRfc(compact: string): boolean {
  if (!/^[A-ZÑ&]{4}\d{6}[1-9A-V][1-9A-Z][0-9A]$/.test(compact)) return false;
  return isValidDate(2000 + Number(compact.slice(4, 6)), Number(compact.slice(6, 8)), Number(compact.slice(8, 10)));
}

const compactRfc = (value: string) => value.replace(/[ \-]/g, '');

export const MX_RFC: Rule = {
  info: {
    id: 'MX_RFC',
    name: 'Mexican taxpayer number of a person (RFC)',
    description:
      "A person's Registro Federal de Contribuyentes: four name letters, birth date YYMMDD and a homoclave whose last character is a check digit; about one in seventy numbers in use fails the check, and those only near an RFC word.",
    country: 'MX',
    category: 'Government ID',
  },
  pattern: token(String.raw`[A-ZÑ&]{4}([ \-]?)\d{6}\1[0-9A-Z]{3}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.5,
  checksum: value => hasRfcCheckDigit(compactRfc(value)),
  check: (value, near) => {
    const compact = compactRfc(value);
    if (!isPersonalRfc(compact)) return false;
    return hasRfcCheckDigit(compact) ? 0.5 : near.context() && 0.3;
  },
  context: ['registro federal de contribuyentes', 'clave del rfc', 'rfc con homoclave', 'homoclave'],
};

export const MX_RULES = [MX_CURP, MX_RFC];
