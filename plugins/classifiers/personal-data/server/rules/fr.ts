/** France: NIR (numéro de sécurité sociale / INSEE) with its key. */
import type { Rule } from '../engine/rule';
import { token } from '../engine/rule';
import { modDecimal } from '../engine/checksums';
import { CLUSTER_ANCHOR } from '../engine/anchors';

/** NIR: 13 characters (Corsica 2A / 2B count as 19 / 18) and a key equal to 97 - (number mod 97). */
export function isValidNir(value: string): boolean {
  const compact = value.replace(/[ .]/g, '').toUpperCase();
  const body = compact
    .slice(0, 13)
    .replace(/^(.{5})2A/, '$119')
    .replace(/^(.{5})2B/, '$118');
  if (!/^\d{13}$/.test(body)) return false;
  return 97 - modDecimal(body, 97) === Number(compact.slice(13));
}

export const FR_NIR: Rule = {
  info: {
    id: 'FR_NIR',
    name: 'French social security number (NIR/INSEE)',
    description: "A numéro d'inscription au répertoire: sex, year and month of birth, department (2A/2B for Corsica), commune, order number and a mod-97 key.",
    country: 'FR',
    category: 'Government ID',
  },
  // one separator kind throughout ('2 95 10 99 126 111 93', '2.95.10.99.126.111.93' or none); forms
  // often give the key its own box ('1841276451089 46')
  pattern: token(String.raw`[1-478]([ .]?)\d{2}\1(?:0[1-9]|1[0-2]|[2-9]\d)\1(?:\d{2}|2[ABab])\1\d{3}\1\d{3}(?:\1| )\d{2}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.6,
  checksum: true,
  check: isValidNir,
  context: [
    'sécurité sociale',
    'securite sociale',
    'numéro de sécurité sociale',
    'n° de sécurité sociale',
    'nir',
    'insee',
    'numéro insee',
    'carte vitale',
    'sécu',
    'secu',
    'social security',
    'n° ss',
  ],
};

export const FR_RULES = [FR_NIR];
