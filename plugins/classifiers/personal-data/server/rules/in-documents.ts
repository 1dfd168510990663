/**
 * India: voter identity card (EPIC), passport and vehicle registration numbers. None has a check digit: bare values
 * are weak hits (below 0.5), and the short legacy plates are looked for only beside a context word.
 */
import type { Rule } from '../engine/rule';
import { token } from '../engine/rule';
import { digitRunAnchor, digitWordAnchor } from '../engine/anchors';
import { isHexDigest } from './digest';

export const IN_VOTER: Rule = {
  info: {
    id: 'IN_VOTER',
    name: 'Indian voter ID (EPIC) number',
    description:
      "An Elector's Photo Identity Card number issued by the Election Commission of India: three letters and seven digits (ABC1234567). Counted beside a word such as voter or EPIC.",
    country: 'IN',
    category: 'Government ID',
  },
  pattern: token(String.raw`[A-Z]{3}\d{7}`, 'i'),
  anchor: digitWordAnchor(10),
  base: 0.3,
  check: value => (value === value.toUpperCase() || value === value.toLowerCase()) && !isHexDigest(value),
  context: [
    'voter',
    'voter id',
    'voter card',
    'epic',
    'epic no',
    'epic number',
    'elector',
    "elector's photo identity card",
    'electoral',
    'election commission',
  ],
};

export const IN_PASSPORT: Rule = {
  info: {
    id: 'IN_PASSPORT',
    name: 'Indian passport number',
    description:
      'An Indian passport number: a capital letter and seven digits, the first and the last not 0 (A1234567). Counted beside a word such as passport.',
    country: 'IN',
    category: 'Government ID',
  },
  pattern: token(String.raw`[A-Z][1-9]\d ?\d{4}[1-9]`),
  anchor: digitRunAnchor(5, 4, 9),
  base: 0.15,
  context: ['passport', 'passport no', 'passport number', 'indian passport', 'पासपोर्ट'],
};

/** Registration prefixes of the states and union territories, current and former (UA, UL, OR, CT, DN, DD). */
const STATES = 'AN AP AR AS BR CG CH CT DD DH DL DN GA GJ HP HR JH JK KA KL LA LD MH ML MN MP MZ NL OD OR PB PY RJ SK TN TR TS UA UK UL UP UT WB';
const STATE = `(?:${STATES.split(' ').join('|')})`;
const SEP = '[ \\-]?';

/** State, district (1-2 digits, not 0), series of one to three letters and a number 0001-9999; or the Bharat (BH) series. */
const CURRENT = `${STATE}${SEP}(?!00|0\\D)\\d{1,2}${SEP}[A-Z]{1,3}${SEP}(?!0000)\\d{4}`;
const BHARAT = `\\d{2}${SEP}BH${SEP}(?!0000)\\d{4}${SEP}[A-HJ-NP-Z]{1,2}`;
/** Plates of before 1989: a state (or a three-letter series) and four digits; they look like many codes, so they need context. */
const LEGACY = `${STATE}${SEP}(?!0000)\\d{4}|[A-Z]{3}${SEP}(?!0000)\\d{4}`;

const isLegacy = (value: string) => new RegExp(`^(?:${LEGACY})$`).test(value);

export const IN_VEHICLE_REGISTRATION: Rule = {
  info: {
    id: 'IN_VEHICLE_REGISTRATION',
    name: 'Indian vehicle registration number',
    description:
      'An Indian number plate: state code, district, series letters and four digits (KA 53 ME 3456), or the Bharat series (22 BH 1234 AA); plates of the older state-and-four-digit layout only beside a word such as vehicle or registration.',
    country: 'IN',
    category: 'PII',
  },
  pattern: token(`${CURRENT}|${BHARAT}|${LEGACY}`),
  // every layout ends in (or, in the BH series, holds) four digits at most ten characters in
  anchor: digitRunAnchor(4, 10, 14),
  base: 0.4,
  check: (value, near) => (isLegacy(value) ? near.context() && 0.15 : true),
  context: [
    'vehicle',
    'vehicle no',
    'vehicle number',
    'registration',
    'registration no',
    'registration number',
    'number plate',
    'plate',
    'rto',
    'car',
    'bike',
    'motorcycle',
  ],
};

export const IN_DOCUMENT_RULES = [IN_VOTER, IN_PASSPORT, IN_VEHICLE_REGISTRATION];
