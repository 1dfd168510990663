/** Brazil: CPF (individuals) and CNPJ (companies), each with two mod-11 check digits. */
import type { Rule } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, digitsOf, isFormatted, token } from '../engine/rule';
import { isRepeated, weightedSum } from '../engine/checksums';
import { CLUSTER_ANCHOR } from '../engine/anchors';

const mod11Digit = (sum: number) => ((11 - (sum % 11)) % 11) % 10;

/** CPF: first check digit weights 10…2 over nine digits, the second 11…2 over ten. */
export function isValidCpf(digits: string): boolean {
  if (digits.length !== 11 || isRepeated(digits)) return false;
  return (
    mod11Digit(weightedSum(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2])) === Number(digits[9]) &&
    mod11Digit(weightedSum(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])) === Number(digits[10])
  );
}

/** CNPJ: weights 5…2,9…2 over twelve digits, then 6…2,9…2 over thirteen. */
export function isValidCnpj(digits: string): boolean {
  if (digits.length !== 14 || isRepeated(digits)) return false;
  return (
    mod11Digit(weightedSum(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])) === Number(digits[12]) &&
    mod11Digit(weightedSum(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])) === Number(digits[13])
  );
}

export const BR_CPF: Rule = {
  info: {
    id: 'BR_CPF',
    name: 'Brazilian CPF number',
    description: 'A Cadastro de Pessoas Físicas number: 000.000.000-00 with two mod-11 check digits (bare eleven digits only near a CPF word).',
    country: 'BR',
    category: 'Government ID',
  },
  pattern: token(String.raw`\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.5,
  checksum: true,
  check: (value, near) => isValidCpf(digitsOf(value)) && (isFormatted(value) ? 0.5 : near.context() && 0.3),
  context: ['cpf', 'cpf/mf', 'cadastro de pessoas físicas', 'cadastro de pessoa física', 'cadastro de pessoas fisicas', 'inscrito no cpf'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const BR_CNPJ: Rule = {
  info: {
    id: 'BR_CNPJ',
    name: 'Brazilian CNPJ number',
    description: 'A Cadastro Nacional da Pessoa Jurídica number: 00.000.000/0000-00 with two mod-11 check digits (bare fourteen digits only near a CNPJ word).',
    country: 'BR',
    category: 'Financial',
  },
  pattern: token(String.raw`\d{2}\.\d{3}\.\d{3}/\d{4}-\d{2}|\d{14}`),
  anchor: CLUSTER_ANCHOR,
  base: 0.5,
  checksum: true,
  check: (value, near) => isValidCnpj(digitsOf(value)) && (isFormatted(value) ? 0.5 : near.context() && 0.3),
  context: ['cnpj', 'cnpj/mf', 'cadastro nacional da pessoa jurídica', 'cadastro nacional de pessoa jurídica', 'cadastro nacional da pessoa juridica'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const BR_RULES = [BR_CPF, BR_CNPJ];
