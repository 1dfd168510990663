/** Colombia: NIT, the tax identification number (the cédula or a company number, with a mod-11 check digit). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { isRepeated } from '../engine/checksums';
import { CLUSTER_ANCHOR } from '../engine/anchors';

const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** Prime weights 3, 7, 13 … from the right of the nine-digit body; the check is '01987654321'[Σ mod 11]. */
export function isValidNit(digits: string): boolean {
  if (digits.length !== 10 || isRepeated(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (digits.charCodeAt(8 - i) - 48) * WEIGHTS[i];
  return '01987654321'[sum % 11] === digits[9];
}

export const CO_NIT: Rule = {
  info: {
    id: 'CO_NIT',
    name: 'Colombian tax identification number (NIT)',
    description: 'A Número de Identificación Tributaria: nine digits and a mod-11 check digit, written 213.123.432-1 (bare only near a NIT word).',
    country: 'CO',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{3}\.\d{3}\.\d{3}-\d|\d{9}-\d|\d{10}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.4,
  checksum: true,
  check: (value, near) => isValidNit(digitsOf(value)) && (value.includes('.') ? 0.5 : near.context() && 0.3),
  context: ['nit', 'n.i.t', 'número de identificación tributaria', 'numero de identificacion tributaria', 'registro único tributario', 'rut'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const CO_RULES = [CO_NIT];
