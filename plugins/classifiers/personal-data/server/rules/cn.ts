/** China: resident identity card number (region, birth date, order code, ISO 7064 MOD 11-2 check). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, token } from '../engine/rule';
import { isValidDate, iso7064Mod11_2 } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

/** Eighteen characters: a region code (provinces 11-82), YYYYMMDD of a birth not in the future, three digits and the check. */
export function isValidResidentId(value: string): boolean {
  const province = Number(value.slice(0, 2));
  if (province < 11 || province > 82) return false;
  const year = Number(value.slice(6, 10));
  if (year < 1900 || year > new Date().getUTCFullYear()) return false;
  return isValidDate(year, Number(value.slice(10, 12)), Number(value.slice(12, 14))) && iso7064Mod11_2(value);
}

export const CN_RESIDENT_ID: Rule = {
  info: {
    id: 'CN_RESIDENT_ID',
    name: 'Chinese resident identity card number',
    description:
      'A 居民身份证 number: six-digit region code, birth date YYYYMMDD, order code (odd for men) and an ISO 7064 MOD 11-2 check character (0-9 or X).',
    country: 'CN',
    category: 'Government ID',
  },
  pattern: token(String.raw`[1-8]\d{16}[\dXx]`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.5,
  checksum: true,
  check: isValidResidentId,
  context: ['身份证', '身份证号', '身份证号码', '居民身份证', '公民身份号码', 'resident identity card', 'resident id', 'chinese id', 'prc id', 'shenfenzheng'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const CN_RULES = [CN_RESIDENT_ID];
