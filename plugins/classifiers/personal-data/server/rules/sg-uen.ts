/** Singapore: Unique Entity Number (UEN) of businesses, companies and other entities, with its check letter. */
import type { Rule } from '../engine/rule';
import { TRACE, token } from '../engine/rule';
import { weightedSum } from '../engine/checksums';
import { digitWordAnchor } from '../engine/anchors';

/** Entity-type codes of the 'others' series (ACRA and other issuing agencies: LL limited liability partnership, FC foreign company, ...). */
const ENTITY_TYPES = new Set('CC CD CH CL CM CP CS CX DP FB FC FM FN GA GB GS HS LL LP MB MC MD MH MM MQ NB NR PA PB PF RF RP SM SS TC TU VH XL'.split(' '));

/** Businesses (ROB): eight digits; weights 10,4,9,3,8,2,7,1, the sum mod 11 picks the letter. */
export function businessCheckLetter(digits: string): string {
  return 'XMKECAWLJDB'[weightedSum(digits, [10, 4, 9, 3, 8, 2, 7, 1]) % 11];
}

/** Local companies (ROC): year of incorporation and five digits; weights 10,8,6,4,9,7,5,3,1. */
export function companyCheckLetter(digits: string): string {
  return 'ZKCMDNERGWH'[weightedSum(digits, [10, 8, 6, 4, 9, 7, 5, 3, 1]) % 11];
}

const OTHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWX0123456789';

/** Other entities: R/S/T (18, 19, 20) and the year, the entity type and four digits, over a 32-character alphabet. */
export function otherCheckLetter(first9: string): string {
  const weights = [4, 3, 5, 3, 10, 2, 2, 5, 7];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += OTHER_ALPHABET.indexOf(first9[i]) * weights[i];
  return OTHER_ALPHABET[(((sum - 5) % 11) + 11) % 11];
}

type Kind = 'business' | 'company' | 'other';

function kindOf(value: string): Kind {
  if (/^\d{8}[A-Z]$/.test(value)) return 'business';
  return /^\d/.test(value) ? 'company' : 'other';
}

/** A year of issue that has come: a company's four digits, an 'other' number's century letter and two digits. */
function hasPastYear(value: string, kind: Kind): boolean {
  const now = new Date().getUTCFullYear();
  if (kind === 'company') return Number(value.slice(0, 4)) >= 1800 && Number(value.slice(0, 4)) <= now;
  if (kind === 'other') return ({ R: 1800, S: 1900, T: 2000 }[value[0]] ?? Infinity) + Number(value.slice(1, 3)) <= now;
  return true;
}

export function isValidUen(value: string): boolean {
  const kind = kindOf(value);
  if (!hasPastYear(value, kind)) return false;
  if (kind === 'business') return businessCheckLetter(value.slice(0, 8)) === value[8];
  if (kind === 'company') return companyCheckLetter(value.slice(0, 9)) === value[9];
  return ENTITY_TYPES.has(value.slice(3, 5)) && otherCheckLetter(value.slice(0, 9)) === value[9];
}

/**
 * Strength by series: the 'others' layout (T08LL0001B) is distinctive, so a wrong check letter leaves a trace; eight
 * or nine digits and a letter are a UEN only when the letter checks.
 */
function uenStrength(value: string): boolean | number {
  const kind = kindOf(value);
  if (!hasPastYear(value, kind)) return false;
  if (kind === 'other' && !ENTITY_TYPES.has(value.slice(3, 5))) return false;
  if (!isValidUen(value)) return kind === 'other' ? TRACE : false;
  return kind === 'business' ? 0.4 : 0.5;
}

export const SG_UEN: Rule = {
  info: {
    id: 'SG_UEN',
    name: 'Singapore Unique Entity Number (UEN)',
    description:
      'A UEN: a business (eight digits), a local company (year and five digits) or another entity (R/S/T, year, entity type, four digits), each with its check letter.',
    country: 'SG',
    category: 'Financial',
  },
  // upper case only, as ACRA prints them
  pattern: token(String.raw`\d{8,9}[A-Z]|[RST]\d{2}[A-Z]{2}\d{4}[A-Z]`),
  anchor: digitWordAnchor(9, 10),
  base: 0.4,
  checksum: isValidUen,
  check: uenStrength,
  context: ['uen', 'unique entity number', 'acra', 'business registration', 'company registration', 'company registration number'],
};
