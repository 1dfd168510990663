/** Sweden: personnummer and samordningsnummer (Luhn over YYMMDDNNNC). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, token } from '../engine/rule';
import { isValidDate, luhn } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

/** Ten-digit numbers omit the century: the latest year not in the future, one century earlier after '+' (100 or older). */
function tenDigitYear(yy: number, plus: boolean): number {
  const now = new Date().getUTCFullYear();
  let year = now - ((now - yy) % 100);
  if (plus) year -= 100;
  return year;
}

export function isValidPersonnummer(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  const ten = digits.slice(-10);
  const month = Number(ten.slice(2, 4));
  let day = Number(ten.slice(4, 6));
  if (day > 60) day -= 60; // samordningsnummer
  const year = digits.length === 12 ? Number(digits.slice(0, 4)) : tenDigitYear(Number(ten.slice(0, 2)), value.includes('+'));
  return year <= new Date().getUTCFullYear() && isValidDate(year, month, day) && luhn(ten);
}

export const SE_PERSONNUMMER: Rule = {
  info: {
    id: 'SE_PERSONNUMMER',
    name: 'Swedish personal identity number',
    description: 'A personnummer or samordningsnummer: birth date (YYMMDD or YYYYMMDD), separator - or +, three serial digits and a Luhn check digit.',
    country: 'SE',
    category: 'Government ID',
  },
  // the century is written out in twelve-digit numbers (18 for people born in the 1800s, found in registers)
  pattern: token(String.raw`(?:18|19|20)?\d{6}[\-+]?\d{4}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.3,
  checksum: true,
  check: value => isValidPersonnummer(value) && (/[\-+]/.test(value) ? 0.5 : 0.3),
  context: ['personnummer', 'personnr', 'person nr', 'pnr', 'samordningsnummer', 'personal identity number', 'personal identity code', 'födelsenummer'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const SE_RULES = [SE_PERSONNUMMER];
