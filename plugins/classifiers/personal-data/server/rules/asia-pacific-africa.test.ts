import { IN_AADHAAR, IN_GSTIN, IN_PAN, gstinCheckChar } from './in';
import { AU_ABN, AU_ACN, AU_MEDICARE, AU_TFN } from './au';
import { SG_NRIC_FIN } from './sg';
import { KR_RRN } from './kr';
import { ZA_ID } from './za';
import { TR_NATIONAL_ID } from './tr';
import { CA_SIN } from './ca';
import type { Rule } from '../engine/rule';
import { LOOKALIKES, confidence, found } from './testing';

/** [rule, valid value, context label, invalid value]. */
const CASES: [Rule, string, string, string][] = [
  [IN_AADHAAR, '4991 1866 5246', 'Aadhaar no.', '4991 1866 5247'],
  [IN_GSTIN, '27AAPFU0939F1ZV', 'GSTIN', '27AAPFU0939F1ZW'],
  [AU_TFN, '123 456 782', 'Tax file number', '123 456 783'],
  [AU_ABN, '51 824 753 556', 'ABN', '51 824 753 557'],
  [AU_ACN, '004 085 616', 'ACN', '004 085 617'],
  [AU_MEDICARE, '2123 45670 1', 'Medicare card', '2123 45671 1'],
  [SG_NRIC_FIN, 'S1234567D', 'NRIC', 'S1234567E'],
  [SG_NRIC_FIN, 'T0123456G', 'NRIC', 'T0123456A'],
  [SG_NRIC_FIN, 'F1234567N', 'FIN', 'F1234567M'],
  [ZA_ID, '8001015009087', 'ID number', '8001015009088'],
  [TR_NATIONAL_ID, '10000000146', 'TC Kimlik No', '10000000147'],
  [CA_SIN, '130 692 544', 'Social insurance number', '130 692 545'],
];

/** Layouts distinctive enough that a wrong check character still leaves a trace (below 0.5 with its label). */
const ALTERED_IS_TRACE = new Set<Rule>([IN_GSTIN, SG_NRIC_FIN]);

describe.each(CASES)('%#: %s', (rule, valid, label, invalid) => {
  const id = rule.info.id;
  test(`${id}: the valid value is found, the altered one is not (or only as a trace)`, () => {
    expect(found(rule, `value ${valid} end`)).toEqual([valid]);
    if (ALTERED_IS_TRACE.has(rule)) expect(confidence(rule, `${label}: ${invalid}`, invalid)).toBeLessThan(0.5);
    else expect(found(rule, `value ${invalid} end`)).toEqual([]);
  });
  test(`${id}: context raises it to at least 0.85`, () => {
    expect(confidence(rule, `${label}: ${valid}`, valid)).toBeGreaterThanOrEqual(0.85);
  });
  test(`${id}: no hit in look-alike strings`, () => {
    for (const text of LOOKALIKES) expect(found(rule, text)).toEqual([]);
  });
});

describe('country details', () => {
  test('IN_AADHAAR: numbers starting with 0 or 1, and palindromes, are not Aadhaar numbers', () => {
    expect(found(IN_AADHAAR, '1991 1866 5246 0991 1866 5246')).toEqual([]);
    expect(confidence(IN_AADHAAR, 'x 499118665246', '499118665246')).toBeLessThan(0.5);
  });
  test('IN_AADHAAR: colon-separated groups inside an IPv6 address are not Aadhaar numbers', () => {
    expect(found(IN_AADHAAR, 'fe80::3123:4567:8909 2001:db8:3123:4567:8909::1')).toEqual([]);
    expect(found(IN_AADHAAR, 'Aadhaar: 3123:4567:8909.')).toEqual(['3123:4567:8909']);
  });
  test('IN_PAN: the fourth letter is the holder type', () => {
    expect(found(IN_PAN, 'PAN ABCPE1234F ABCDE1234F')).toEqual(['ABCPE1234F', 'ABCDE1234F']);
    expect(confidence(IN_PAN, 'PAN ABCDE1234F', 'ABCDE1234F')).toBeLessThan(0.5); // D is no holder type
    expect(confidence(IN_PAN, 'PAN card: ABCPE1234F', 'ABCPE1234F')).toBeGreaterThanOrEqual(0.8);
  });
  test('IN_GSTIN: the check character is the mod-36 complement', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(found(IN_GSTIN, '40AAPFU0939F1ZV')).toEqual([]); // state code 40 does not exist
  });
  test('AU_TFN: eight-digit numbers use their own weights', () => {
    const body = '8123456';
    const weights = [10, 7, 8, 4, 6, 3, 5, 1];
    const last = [...'0123456789'].find(d => [...`${body}${d}`].reduce((s, c, i) => s + Number(c) * weights[i], 0) % 11 === 0);
    expect(last).toBeDefined();
    expect(found(AU_TFN, `TFN ${body}${last}`)).toEqual([`${body}${last}`]);
  });
  test('SG_NRIC_FIN: M series for foreigners uses its own offset and table', () => {
    expect(found(SG_NRIC_FIN, 'M1234567K')).toEqual(['M1234567K']);
    expect(confidence(SG_NRIC_FIN, 'FIN M1234567L', 'M1234567L')).toBeLessThan(0.5);
  });
  test('KR_RRN: a valid check digit is stronger; an impossible birth date is rejected', () => {
    const body = '850315-123456';
    const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
    const digits = body.replace('-', '');
    const check = (11 - ([...digits].reduce((s, d, i) => s + Number(d) * weights[i], 0) % 11)) % 10;
    const valid = `${body}${check}`;
    const unchecked = `${body}${(check + 1) % 10}`;
    expect(confidence(KR_RRN, `x ${valid}`, valid)).toBeGreaterThan(confidence(KR_RRN, `x ${unchecked}`, unchecked));
    expect(confidence(KR_RRN, `주민등록번호 ${valid}`, valid)).toBeGreaterThanOrEqual(0.85);
    expect(found(KR_RRN, '851315-1234567 850230-1234567')).toEqual([]);
  });
  test('ZA_ID: birth date must exist and the citizenship digit is 0, 1 or 2', () => {
    expect(found(ZA_ID, '8013015009087')).toEqual([]);
  });
  test('CA_SIN: numbers starting with 0 or 8 are not issued to people', () => {
    expect(found(CA_SIN, '046 454 286')).toEqual([]);
  });
});
