/**
 * South Korea: passport and driver's licence numbers. Neither has a published check digit, so only the exact
 * layouts are read, and a hit counts (0.5 or more) only beside a context word; twelve digits in a row, the licence
 * number without its hyphens, are not looked at all without one.
 */
import type { Rule } from '../engine/rule';
import { digitsOf, token } from '../engine/rule';
import { SIX_DIGITS_ANCHOR, digitWordAnchor } from '../engine/anchors';

/** Passports since 2021: type letter (M multiple, S single, R residence, O official, D diplomatic, G official), three digits, a letter, four digits. */
const CURRENT_PASSPORT = /^[MSRODG]\d{3}[A-Z]\d{4}$/i;

export const KR_PASSPORT: Rule = {
  info: {
    id: 'KR_PASSPORT',
    name: 'Korean passport number',
    description:
      'A 여권번호: the type letter (M, S, R, O, D, G), three digits, a letter and four digits (M123A4567), or the type letter and eight digits before 2021. Counted only beside a word such as passport or 여권.',
    country: 'KR',
    category: 'Government ID',
  },
  pattern: token(String.raw`[MSRODG]\d{3}[A-Z]\d{4}|[MSRODG]\d{8}`, 'i'),
  anchor: digitWordAnchor(9),
  base: 0.15,
  // the layout used before 2021 is plainer (a letter and eight digits): weaker without a context word
  check: (value, near) => CURRENT_PASSPORT.test(value) || near.context() || 0.1,
  context: ['passport', 'passport no', 'passport number', 'korean passport', '여권', '여권번호', '여권 번호'],
};

/** Licensing regions: 11 Seoul ... 26 Ulsan, 28 northern Gyeonggi (27 is not issued). */
const REGION = '(?:1[1-9]|2[0-68])';

export const KR_DRIVER_LICENSE: Rule = {
  info: {
    id: 'KR_DRIVER_LICENSE',
    name: "Korean driver's licence number",
    description:
      'A 운전면허번호: region code (11-26, 28), year of issue, six serial digits and two check digits, written 11-22-123456-12. Counted only beside a word such as licence or 운전면허; twelve digits in a row are read only then.',
    country: 'KR',
    category: 'Government ID',
  },
  pattern: token(String.raw`${REGION}([\- ])\d{2}\1\d{6}\1\d{2}|${REGION}\d{10}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.15,
  check: (value, near) => digitsOf(value) !== value || near.context(),
  context: [
    "driver's license",
    'driver license',
    'driving licence',
    'driving license',
    'license',
    'licence',
    'license no',
    '운전면허',
    '운전면허번호',
    '운전면허증',
    '면허번호',
  ],
};

export const KR_DOCUMENT_RULES = [KR_PASSPORT, KR_DRIVER_LICENSE];
