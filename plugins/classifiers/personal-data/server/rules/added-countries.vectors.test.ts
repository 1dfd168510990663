/**
 * The medical licence and the national identifiers added after Presidio's predefined list (TH_TNIN, KR_BRN, NG_NIN,
 * RU_INN, RU_SNILS, TW_NATIONAL_ID) against published vectors: Presidio's recognizer tests (DEA numbers, TNIN,
 * BRN), python-stdnum's examples (ru.inn, ru.snils, the Verhoeff algorithm of NG_NIN), and the sample numbers of
 * the issuing bodies' forms (A123456789 on Taiwanese forms, 112-233-445 95 on the Pension Fund's form).
 */
import { MEDICAL_LICENSE } from './medical';
import { TH_TNIN } from './th';
import { KR_BRN } from './kr-brn';
import { NG_NIN } from './ng';
import { RU_INN, RU_SNILS } from './ru';
import { TW_NATIONAL_ID } from './tw';
import { checkVectors, confidence, found } from './testing';

describe('MEDICAL_LICENSE vectors', () => {
  checkVectors({
    rule: MEDICAL_LICENSE,
    label: 'DEA number:',
    valid: ['BE1234563', 'Gn2494932', 'Gz1234563', 'AB1234563', 'M91234563'],
    // second-letter case and registrant type checked; wrong check digit; a letter the DEA does not issue first
    invalid: ['cA3561105', 'Nu2494932', 'NB1234563', 'AB123456', 'AB12345630', 'BE1234564', 'AB1234560', 'AB1111111'],
  });
  test('a valid number without any DEA word stays below classification level', () => {
    expect(confidence(MEDICAL_LICENSE, 'ref BE1234563 attached', 'BE1234563')).toBeGreaterThan(0);
    expect(confidence(MEDICAL_LICENSE, 'ref BE1234563 attached', 'BE1234563')).toBeLessThan(0.5);
  });
  test('a prescriber word is context', () => {
    expect(confidence(MEDICAL_LICENSE, 'Prescriber: Dr. Ann Lee, AL1234563', 'AL1234563')).toBeGreaterThanOrEqual(0.9);
  });
  test('an order number is not a licence', () => {
    expect(confidence(MEDICAL_LICENSE, 'Order AB1234563 shipped', 'AB1234563')).toBe(0);
  });
});

describe('TH_TNIN vectors', () => {
  checkVectors({
    rule: TH_TNIN,
    label: 'เลขประจำตัวประชาชน:',
    valid: ['1-2345-67890-12-1', '2-3456-78901-23-4', '1234567890121', '2345678901234', '3456789012347', '4567890123459', '5678901234560'],
    invalid: [
      '123456789012',
      '12345678901234',
      '0234567890124',
      '1034567890124',
      '1284567890124',
      '1994567890124',
      '1234567890123',
      '2345678901235',
      '3456789012346',
      '0000000000000',
      '1111111111111',
      '1-2345-67890-12-3',
    ],
  });
  test('an English label is context', () => {
    expect(confidence(TH_TNIN, 'Thai National ID 1234567890121', '1234567890121')).toBeGreaterThanOrEqual(0.9);
  });
});

describe('KR_BRN vectors', () => {
  checkVectors({
    rule: KR_BRN,
    label: '사업자등록번호:',
    valid: ['104-86-56659', '104-82-13138', '1048656659', '1048213138'],
    invalid: ['104-86-56658', '110-81-4127', '110-81-412722', '110-81-4127A', '123-45-67890', '000-00-00000'],
  });
  test('the English abbreviation is context', () => {
    expect(confidence(KR_BRN, 'My BRN is 1048656659', '1048656659')).toBeGreaterThanOrEqual(0.9);
  });
});

describe('NG_NIN vectors', () => {
  checkVectors({
    rule: NG_NIN,
    label: 'NIN:',
    valid: ['10000023757', '10000102947', '10000118785', '10000197975'],
    invalid: ['12345678901', '23456789012', '11111111111', '1000002375', '100000237570'],
  });
  test('the issuing body is context', () => {
    expect(confidence(NG_NIN, 'NIMC slip, number 10000102947', '10000102947')).toBeGreaterThanOrEqual(0.9);
  });
});

describe('RU_INN vectors', () => {
  checkVectors({
    rule: RU_INN,
    label: 'ИНН',
    valid: ['7707083893', '500100732259', '123456789047', '1234567894', '7830002293'],
    invalid: ['7707083894', '500100732258', '123456789048', '0000000000', '111111111111'],
  });
});

describe('RU_SNILS vectors', () => {
  checkVectors({
    rule: RU_SNILS,
    label: 'СНИЛС',
    valid: ['112-233-445 95', '087-654-303 00', '11223344595', '08765430300'],
    invalid: ['112-233-445 96', '11223344596', '11223344500', '001-001-998 00', '111-111-111 11'],
  });
});

describe('TW_NATIONAL_ID vectors', () => {
  checkVectors({
    rule: TW_NATIONAL_ID,
    label: '身分證字號:',
    valid: ['A123456789', 'F131104093'],
    invalid: ['A323456789', 'a123456789', 'A12345678', 'A1234567890'],
    traces: ['A123456788', 'B213456781'],
  });
  test('a wrong check digit without any ID word is not reported', () => {
    expect(found(TW_NATIONAL_ID, 'code A123456788 here')).toEqual([]);
  });
});
