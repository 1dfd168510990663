/** Venezuela: RIF of a person (V for Venezuelans, E for foreigners, P for a passport), eight digits and a mod-11 check digit. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, token } from '../engine/rule';
import { weightedSum } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR } from '../engine/anchors';

/** The type letter counts V=4, E=8, P=16; with weights 3,2,7,6,5,4,3,2 over the digits, the check is '00987654321'[Σ mod 11]. */
const PERSON_TYPES: Record<string, number> = { V: 4, E: 8, P: 16 };

export function isValidPersonalRif(value: string): boolean {
  const compact = value.replace(/-/g, '').toUpperCase();
  if (!/^[VEP]\d{9}$/.test(compact)) return false;
  const sum = PERSON_TYPES[compact[0]] + weightedSum(compact.slice(1), [3, 2, 7, 6, 5, 4, 3, 2]);
  return '00987654321'[sum % 11] === compact[9];
}

export const VE_RIF: Rule = {
  info: {
    id: 'VE_RIF',
    name: 'Venezuelan fiscal registration number of a person (RIF)',
    description:
      "A person's Registro de Información Fiscal: V, E or P, the eight digits of the cédula or passport, and a mod-11 check digit (V-12345678-9); companies' (J, G) are not reported.",
    country: 'VE',
    category: 'Government ID',
  },
  pattern: token(String.raw`[VEP]-?\d{8}-?\d`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.4,
  checksum: true,
  check: value => isValidPersonalRif(value) && (value.includes('-') ? 0.5 : 0.4),
  context: ['rif', 'r.i.f', 'registro de información fiscal', 'registro de informacion fiscal', 'cédula de identidad venezolana'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const VE_RULES = [VE_RIF];
