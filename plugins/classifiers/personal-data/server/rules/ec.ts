/** Ecuador: cédula de identidad (province code, serial and a mod-10 check digit with weights 2 and 1). */
import type { Rule } from '../engine/rule';
import { digitsOf, token } from '../engine/rule';
import { CLUSTER_ANCHOR } from '../engine/anchors';

/** Provinces 01-24, 30 for Ecuadorians abroad; the third digit below 6 for people; weights 2,1,2,… with digits of products summed. */
export function isValidEcuadorCi(digits: string): boolean {
  if (digits.length !== 10) return false;
  const province = Number(digits.slice(0, 2));
  if (!((province >= 1 && province <= 24) || province === 30) || digits[2] > '5') return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const p = (digits.charCodeAt(i) - 48) * (i % 2 === 0 ? 2 : 1);
    sum += p > 9 ? p - 9 : p;
  }
  return sum % 10 === 0;
}

export const EC_CI: Rule = {
  info: {
    id: 'EC_CI',
    name: 'Ecuadorian identity number (cédula)',
    description: 'A cédula de identidad: a province code, a serial and a mod-10 check digit (171430710-3); only near a cédula word.',
    country: 'EC',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{9}-?\d`),
  anchor: CLUSTER_ANCHOR,
  base: 0.5,
  checksum: true,
  contextRequired: true,
  check: value => isValidEcuadorCi(digitsOf(value)),
  context: ['cédula', 'cedula', 'cédula de identidad', 'cédula de ciudadanía', 'número de cédula'],
};

export const EC_RULES = [EC_CI];
