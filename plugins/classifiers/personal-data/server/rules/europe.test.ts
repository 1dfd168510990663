import { FR_NIR } from './fr';
import { ES_NIE, ES_NIF } from './es';
import { IT_FISCAL_CODE, IT_VAT_CODE } from './it';
import { NL_BSN } from './nl';
import { PL_PESEL } from './pl';
import { SE_PERSONNUMMER } from './se';
import { FI_PERSONAL_IDENTITY_CODE } from './fi';
import type { Rule } from '../engine/rule';
import { LOOKALIKES, breakLastDigit, confidence, found } from './testing';

/** [rule, valid published value, a context sentence prefix, an invalid value]. */
const CASES: [Rule, string, string, string][] = [
  [FR_NIR, '2 55 08 14 168 025 38', 'Numéro de sécurité sociale :', '2 55 08 14 168 025 39'],
  [FR_NIR, '1 84 12 76 451 089 46', 'N° INSEE', '1 84 12 76 451 089 47'],
  [ES_NIF, '12345678Z', 'DNI:', '12345678A'],
  [ES_NIE, 'X1234567L', 'NIE', 'X1234567M'],
  [IT_FISCAL_CODE, 'RSSMRA85T10A562S', 'Codice fiscale', 'RSSMRA85T10A562T'],
  [IT_VAT_CODE, 'IT00743110157', 'Partita IVA', 'IT00743110158'],
  [NL_BSN, '111222333', 'BSN', '111222334'],
  [PL_PESEL, '44051401359', 'PESEL', '44051401358'],
  [SE_PERSONNUMMER, '811228-9874', 'Personnummer', '811228-9875'],
  [FI_PERSONAL_IDENTITY_CODE, '131052-308T', 'Henkilötunnus', '131052-308U'],
];

/** Layouts distinctive enough that a wrong check character still leaves a trace (below 0.5 with its label). */
const ALTERED_IS_TRACE = new Set<Rule>([IT_FISCAL_CODE, PL_PESEL]);

describe.each(CASES)('%#: %s', (rule, valid, label, invalid) => {
  const id = rule.info.id;
  test(`${id}: the published value is found, the altered one is not (or only as a trace)`, () => {
    expect(found(rule, `value ${valid} end`)).toEqual([valid]);
    if (ALTERED_IS_TRACE.has(rule)) expect(confidence(rule, `${label} ${invalid}`, invalid)).toBeLessThan(0.5);
    else expect(found(rule, `value ${invalid} end`)).toEqual([]);
  });
  test(`${id}: context raises a checksum-valid hit to at least 0.85`, () => {
    expect(confidence(rule, `${label} ${valid}`, valid)).toBeGreaterThanOrEqual(0.85);
  });
  test(`${id}: no hit in look-alike strings`, () => {
    for (const text of LOOKALIKES) expect(found(rule, text)).toEqual([]);
  });
});

describe('country details', () => {
  test('FR_NIR: Corsican departments 2A and 2B count as 19 and 18', () => {
    const body = '184022A001234'; // sex, year, month, department 2A, commune, order
    const key = 97 - Number(BigInt(body.replace('2A', '19')) % 97n);
    const nir = `${body}${String(key).padStart(2, '0')}`;
    expect(found(FR_NIR, `NIR ${nir}`)).toEqual([nir]);
  });
  test('IT_FISCAL_CODE: omocodia letters in digit places still check', () => {
    // the last digit 2 written as its omocode letter N: exactly one check letter fits
    const fits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').filter(c => confidence(IT_FISCAL_CODE, `x RSSMRA85T10A56N${c} y`, `RSSMRA85T10A56N${c}`) >= 0.5);
    expect(fits).toHaveLength(1);
  });
  test('IT_VAT_CODE: bare 11 digits are weak, the IT prefix is stronger', () => {
    expect(confidence(IT_VAT_CODE, 'x 00743110157', '00743110157')).toBeLessThan(0.5);
    expect(confidence(IT_VAT_CODE, 'x IT00743110157', 'IT00743110157')).toBeGreaterThan(0.5);
  });
  test('NL_BSN: eight digits (leading zero dropped) are weak alone, strong after BSN', () => {
    expect(confidence(NL_BSN, 'x 14105718', '14105718')).toBeLessThan(0.5);
    expect(confidence(NL_BSN, 'BSN: 14105718', '14105718')).toBeGreaterThanOrEqual(0.85);
    expect(confidence(NL_BSN, 'Burgerservicenummer 1112.22.333', '1112.22.333')).toBeGreaterThanOrEqual(0.85);
  });
  test('PL_PESEL: the month carries the century (2000s: +20)', () => {
    const body = '0227080362'; // 8 July 2002
    const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
    const check = (10 - ([...body].reduce((s, d, i) => s + Number(d) * weights[i], 0) % 10)) % 10;
    expect(found(PL_PESEL, `${body}${check}`)).toEqual([`${body}${check}`]);
    expect(found(PL_PESEL, '44053401352')).toEqual([]); // 34 is not a month in any century
  });
  test('SE_PERSONNUMMER: 12-digit form and samordningsnummer (day + 60)', () => {
    expect(found(SE_PERSONNUMMER, '19811228-9874')).toEqual(['19811228-9874']);
    expect(found(SE_PERSONNUMMER, breakLastDigit('19811228-9874'))).toEqual([]);
  });
  test('FI_PERSONAL_IDENTITY_CODE: 21st-century sign A and an impossible date', () => {
    expect(found(FI_PERSONAL_IDENTITY_CODE, '010594Y9021 010101A123N')).toContain('010594Y9021');
    expect(found(FI_PERSONAL_IDENTITY_CODE, '310252-308T')).toEqual([]);
  });
});
