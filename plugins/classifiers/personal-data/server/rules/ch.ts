/** Switzerland: AHV / AVS social insurance number (756 prefix, EAN-13 check digit). */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, token } from '../engine/rule';
import { gs1Mod10 } from '../engine/checksums';
import { CLUSTER_ANCHOR } from '../engine/anchors';

export function isValidAhv(digits: string): boolean {
  return digits.length === 13 && digits.startsWith('756') && gs1Mod10(digits);
}

export const CH_AHV: Rule = {
  info: {
    id: 'CH_AHV',
    name: 'Swiss social insurance number (AHV/AVS)',
    description: 'A Sozialversicherungsnummer: 756.1234.5678.97, the country code 756, nine digits and an EAN-13 check digit.',
    country: 'CH',
    category: 'Government ID',
  },
  pattern: token(String.raw`756\.\d{4}\.\d{4}\.\d{2}|756\d{10}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.4,
  checksum: true,
  check: value => isValidAhv(digitsOf(value)) && (value.includes('.') ? 0.6 : 0.4),
  context: [
    'ahv',
    'ahv-nr',
    'ahv-nummer',
    'ahvn13',
    'avs/ahv',
    'numéro avs',
    'numero avs',
    'n° avs',
    'sozialversicherungsnummer',
    'versichertennummer',
    "numéro d'assuré",
    'swiss social security',
  ],
  negative: BUSINESS_NUMBER_WORDS,
};

export const CH_RULES = [CH_AHV];
