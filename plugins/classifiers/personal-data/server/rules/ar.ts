/** Argentina: CUIT / CUIL, the tax and labour code (type prefix, DNI, mod-11 check digit). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { weightedSum } from '../engine/checksums';
import { CLUSTER_ANCHOR } from '../engine/anchors';

const PREFIXES = ['20', '23', '24', '27', '30', '33', '34', '50', '51', '55'];

/** Weights 5,4,3,2,7,6,5,4,3,2; the check is 11 - Σ mod 11, 11 giving 0 and 10 giving 9. */
export function isValidCuit(digits: string): boolean {
  if (digits.length !== 11 || !PREFIXES.includes(digits.slice(0, 2))) return false;
  const check = '012345678990'[11 - (weightedSum(digits, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)];
  return check === digits[10];
}

export const AR_CUIT: Rule = {
  info: {
    id: 'AR_CUIT',
    name: 'Argentine CUIT / CUIL',
    description:
      'A Clave Única de Identificación Tributaria or Laboral: type prefix (20, 23, 24, 27 for people), the DNI and a mod-11 check digit, written 20-12345678-9 (bare only near a CUIT word).',
    country: 'AR',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{2}-\d{8}-\d|\d{11}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.5,
  checksum: true,
  check: (value, near) => isValidCuit(digitsOf(value)) && (value.includes('-') ? 0.5 : near.context() && 0.3),
  context: [
    'cuit',
    'cuil',
    'c.u.i.t',
    'c.u.i.l',
    'clave única de identificación tributaria',
    'código único de identificación tributaria',
    'clave única de identificación laboral',
  ],
  negative: BUSINESS_NUMBER_WORDS,
};

export const AR_RULES = [AR_CUIT];
