/** Spain: NIF/DNI and NIE with their control letter. */
import type { Rule } from '../engine/rule';
import { token } from '../engine/rule';

const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** DNI/NIF: eight digits and the letter at (number mod 23); NIE: X/Y/Z read as 0/1/2, then the same. */
export function isValidSpanishId(value: string): boolean {
  const compact = value.replace(/[\- ]/g, '').toUpperCase();
  const number = compact.slice(0, -1).replace(/^X/, '0').replace(/^Y/, '1').replace(/^Z/, '2');
  if (!/^\d{8}$/.test(number)) return false;
  return CONTROL_LETTERS[Number(number) % 23] === compact[compact.length - 1];
}

export const ES_NIF: Rule = {
  info: { id: 'ES_NIF', name: 'Spanish NIF/DNI', description: 'A Documento Nacional de Identidad / NIF: eight digits and a control letter (number mod 23).', country: 'ES', category: 'Government ID' },
  pattern: token(String.raw`\d{8}[\- ]?[A-Z]`),
  base: 0.5,
  checksum: true,
  check: isValidSpanishId,
  context: ['dni', 'nif', 'documento nacional de identidad', 'número de identificación fiscal', 'identificación fiscal', 'documento de identidad', 'd.n.i', 'n.i.f'],
};

export const ES_NIE: Rule = {
  info: { id: 'ES_NIE', name: 'Spanish NIE', description: 'A Número de Identidad de Extranjero: X, Y or Z, seven digits and a control letter.', country: 'ES', category: 'Government ID' },
  pattern: token(String.raw`[XYZ][\- ]?\d{7}[\- ]?[A-Z]`),
  base: 0.55,
  checksum: true,
  check: isValidSpanishId,
  context: ['nie', 'número de identidad de extranjero', 'identidad de extranjero', 'extranjero', 'tarjeta de residencia', 'n.i.e'],
};

export const ES_RULES = [ES_NIF, ES_NIE];
