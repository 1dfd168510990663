/** Chile: RUT / RUN, the national tax and identity number (mod-11 check character 0-9 or K). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, token } from '../engine/rule';
import { CLUSTER_ANCHOR } from '../engine/anchors';

/** Weights 2,3,4,5,6,7 repeating from the right; the check is 11 - Σ mod 11, 10 written K and 11 written 0. */
export function isValidRut(value: string): boolean {
  const compact = value.replace(/[.\-]/g, '').toUpperCase();
  const body = compact.slice(0, -1);
  if (!/^\d{7,8}$/.test(body)) return false;
  let sum = 0;
  for (let i = body.length - 1, w = 2; i >= 0; i--, w = w === 7 ? 2 : w + 1) sum += (body.charCodeAt(i) - 48) * w;
  return '0K987654321'[sum % 11] === compact[compact.length - 1];
}

export const CL_RUT: Rule = {
  info: {
    id: 'CL_RUT',
    name: 'Chilean RUT / RUN',
    description:
      'A Rol Único Tributario or Nacional: seven or eight digits and a mod-11 check character (0-9 or K), written 12.345.678-5 (without dots or hyphen only near a RUT word).',
    country: 'CL',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{1,2}\.\d{3}\.\d{3}-[\dkK]|\d{7,8}-?[\dkK]`),
  anchor: CLUSTER_ANCHOR,
  base: 0.5,
  checksum: true,
  check: (value, near) => isValidRut(value) && (value.includes('.') ? 0.5 : value.includes('-') ? 0.4 : near.context() && 0.3),
  context: ['rut', 'r.u.t', 'rol único tributario', 'rol unico tributario', 'rol único nacional', 'cédula de identidad', 'cedula de identidad'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const CL_RULES = [CL_RUT];
