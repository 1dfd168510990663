/** Spain: NIF/DNI and NIE with their control letter. */
import type { Rule } from '../engine/rule';
import { digitsOf, token } from '../engine/rule';
import { CLUSTER_ANCHOR, SIX_DIGITS_ANCHOR } from '../engine/anchors';

const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** DNI/NIF: eight digits (a leading 0 may be left out) and the letter at (number mod 23); NIE: X/Y/Z read as 0/1/2, then the same. */
export function isValidSpanishId(value: string): boolean {
  const compact = value.replace(/[\- .]/g, '').toUpperCase();
  const number = compact.slice(0, -1).replace(/^X/, '0').replace(/^Y/, '1').replace(/^Z/, '2').padStart(8, '0');
  if (!/^\d{8}$/.test(number)) return false;
  return CONTROL_LETTERS[Number(number) % 23] === compact[compact.length - 1];
}

export const ES_NIF: Rule = {
  info: {
    id: 'ES_NIF',
    name: 'Spanish NIF/DNI',
    description:
      'A Documento Nacional de Identidad / NIF: eight digits (seven when the leading 0 is left out, or dotted 12.345.678) and a control letter (number mod 23).',
    country: 'ES',
    category: 'Government ID',
  },
  pattern: token(String.raw`(?:\d{7,8}|\d{1,2}\.\d{3}\.\d{3})[\- ]?[A-Za-z]`),
  anchor: CLUSTER_ANCHOR,
  base: 0.5,
  checksum: true,
  check(value) {
    // a lower-case letter after a space is more likely a word ('12345678 y 87654321')
    if (/ [a-z]$/.test(value) || !isValidSpanishId(value)) return false;
    return digitsOf(value).length === 8 ? 0.5 : 0.4;
  },
  context: [
    'dni',
    'nif',
    'documento nacional de identidad',
    'número de identificación fiscal',
    'identificación fiscal',
    'documento de identidad',
    'd.n.i',
    'n.i.f',
  ],
};

export const ES_NIE: Rule = {
  info: {
    id: 'ES_NIE',
    name: 'Spanish NIE',
    description: 'A Número de Identidad de Extranjero: X, Y or Z, seven digits and a control letter.',
    country: 'ES',
    category: 'Government ID',
  },
  pattern: token(String.raw`[XYZ][\- ]?\d{7}[\- ]?[A-Z]`, 'i'),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.55,
  checksum: true,
  check: value => (value === value.toUpperCase() || value === value.toLowerCase()) && isValidSpanishId(value),
  context: ['nie', 'número de identidad de extranjero', 'identidad de extranjero', 'extranjero', 'tarjeta de residencia', 'n.i.e'],
};

export const ES_RULES = [ES_NIF, ES_NIE];
