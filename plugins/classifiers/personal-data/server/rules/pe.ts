/** Peru: CUI, the number on the national identity document (eight digits and a check digit or letter). */
import type { Rule } from '../engine/rule';
import { token } from '../engine/rule';
import { weightedSum } from '../engine/checksums';
import { CLUSTER_ANCHOR } from '../engine/anchors';

/** Weights 3,2,7,6,5,4,3,2; Σ mod 11 selects the check digit in '65432110987' or the letter in 'KJIHGFEDCBA'. */
export function isValidCui(value: string): boolean {
  const compact = value.replace(/-/g, '').toUpperCase();
  if (!/^\d{8}[0-9A-K]$/.test(compact)) return false;
  const c = weightedSum(compact, [3, 2, 7, 6, 5, 4, 3, 2]) % 11;
  return '65432110987'[c] === compact[8] || 'KJIHGFEDCBA'[c] === compact[8];
}

export const PE_CUI: Rule = {
  info: {
    id: 'PE_CUI',
    name: 'Peruvian identity number (CUI / DNI)',
    description: 'A Cédula Única de Identidad: the eight digits of the DNI and its check digit or letter (10117410-2); only near a DNI word.',
    country: 'PE',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{8}-?[0-9A-K]`),
  anchor: CLUSTER_ANCHOR,
  base: 0.5,
  checksum: true,
  contextRequired: true,
  check: isValidCui,
  context: ['dni', 'cui', 'documento nacional de identidad', 'cédula única de identidad', 'cedula unica de identidad', 'reniec'],
};

export const PE_RULES = [PE_CUI];
