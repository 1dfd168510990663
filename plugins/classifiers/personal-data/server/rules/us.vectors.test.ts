/**
 * U.S. identifiers against published vectors: python-stdnum (us.ssn, us.itin, us.rtn), Presidio's
 * recognizer tests (SSN, ITIN, ABA routing, NPI, driver licence formats) and the CMS NPI example.
 */
import { ABA_ROUTING_NUMBER, US_BANK_NUMBER, US_DRIVER_LICENSE, US_ITIN, US_NPI, US_PASSPORT, US_SSN } from './us';
import { checkVectors, confidence, found } from './testing';

describe('US_SSN vectors', () => {
  checkVectors({
    rule: US_SSN,
    label: 'SSN:',
    valid: ['536-90-4399', '536 90 4399', '536.90.4399', '536904399', '078-05-1123', '078.05.1123', '078 05 1123', '078051121', '001-01-0001', '899-99-9998'],
    invalid: [
      '078-05-1120',
      '078.05.1120',
      '457-55-5462',
      '219-09-9999', // published sample numbers
      '000-12-3456',
      '666-12-3456',
      '912-90-3456',
      '536-00-4399',
      '536-90-0000',
      '111-11-1111',
      '123-45-6789',
      '693-09.4444',
      '1112-23333',
      '0780511201',
      '53690439',
      '536-90-43991',
      '078051120',
      '000000000',
      '666000000',
      '078-05-0000',
      '078 00 1123', // Presidio
      '07805-1121',
      '61705-6613', // a ZIP+4 code, not an SSN missing a hyphen
    ],
    // the second hyphen left out (Presidio's SSN tests: 078-051121)
    traces: ['536-904399', '078-051121'],
  });
  test('separators make the number stronger than a bare run of nine digits', () => {
    expect(confidence(US_SSN, 'x 536-90-4399', '536-90-4399')).toBeGreaterThan(confidence(US_SSN, 'x 536904399', '536904399'));
    expect(confidence(US_SSN, 'x 536.90.4399', '536.90.4399')).toBeLessThan(0.5);
  });
});

describe('US_ITIN vectors', () => {
  checkVectors({
    rule: US_ITIN,
    label: 'ITIN:',
    valid: ['912-90-3456', '911-70-1234', '911701234', '900-50-0001', '999-65-4321', '912 78 4567', '912.88.4567', '923-94-1234', '911-53-1234', '911-64-1234'],
    invalid: ['911-89-1234', '912-93-4567', '912-66-1234', '912-49-1234', '123-45-6789', '812-70-1234', '912-70 1234', '9129-03456'],
    // the second hyphen left out, or the first moved after a taxpayer word (Presidio's ITIN tests)
    traces: ['911-701234', '91170-1234'],
  });
  test('five digits, a hyphen and four digits without a taxpayer word are a ZIP+4 code', () => {
    expect(found(US_ITIN, 'Pasadena, CA 91170-1234')).toEqual([]);
    expect(found(US_ITIN, 'my taxpayer id is 91170-1234')).toEqual(['91170-1234']);
  });
});

describe('US_PASSPORT vectors', () => {
  checkVectors({
    rule: US_PASSPORT,
    label: 'Passport number:',
    withLabel: 0.55,
    valid: ['912803456', '340020013', 'A12345678', 'Z98765432'],
    invalid: ['12345678', '1234567890', 'AB1234567', '000000000', 'A1234567'],
  });
});

describe('US_DRIVER_LICENSE vectors', () => {
  checkVectors({
    rule: US_DRIVER_LICENSE,
    label: "Driver's license number:",
    withLabel: 0.6,
    valid: [
      'D1234567', // California: a letter and 7 digits
      'W426545307610', // Florida
      'A123456789012', // Michigan
      'H12234567', // Presidio's driver license tests
    ],
    withContextOnly: [
      'W426-545-30-761-0', // Florida
      'S123-4567-8901', // Illinois
      '123 456 789',
      '123456789', // New York
      '12ABC12345', // Colorado-style
      'SMITH*A123PD', // Washington, with '*'
      '1234567901234', // Montana: 13 digits (Presidio's context sentences)
      '12345679012345', // Montana: 14 digits
      '1234567890123456', // New York: 16 digits
      'A123456789012345678', // New York: a letter and 18 digits
    ],
    invalid: ['0000000', '11111111', 'C12T345672', 'ABCDEFG', 'ABCDEFGHI', 'ABCD', '123456789012345', '12345678901234567'],
  });
  test('nothing without a licence word', () => {
    expect(confidence(US_DRIVER_LICENSE, 'code W426-545-30-761-0 here', 'W426-545-30-761-0')).toBe(0);
  });
});

describe('US_NPI vectors', () => {
  checkVectors({
    rule: US_NPI,
    label: 'NPI:',
    valid: ['1234567893', '1245319599', '1003000126', '2000000002', '1234 567 893', '1234-567-893'],
    invalid: ['1234567890', '1245319598', '3234567893', '123456789', '12345678931', '1111111112', '1234 567-893'],
  });
});

describe('ABA_ROUTING_NUMBER vectors', () => {
  checkVectors({
    rule: ABA_ROUTING_NUMBER,
    label: 'Routing number:',
    valid: ['121000358', '3222-7162-7', '121042882', '0711-0130-7', '111000025', '021000021', '011000015', '026009593', '322271627'],
    invalid: ['421042111', '1234-0000-0', '112000025', '021000022', '121000359', '451000021', '12100035', '1210003580', '0211-0002-1'],
  });
});

describe('US_BANK_NUMBER vectors', () => {
  checkVectors({
    rule: US_BANK_NUMBER,
    label: 'Account number:',
    withLabel: 0.6,
    valid: ['12345678', '000123456789', '12345678901234567'],
    invalid: ['1234567', '123456789012345678', '00000000'],
  });
});
