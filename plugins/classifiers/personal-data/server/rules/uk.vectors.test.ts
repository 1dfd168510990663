/**
 * U.K. identifiers against published vectors: python-stdnum (gb.nhs), Presidio's recognizer tests (NHS,
 * NINO), the DVLA's example licence number and Royal Mail postcode formats.
 */
import { UK_DRIVING_LICENCE, UK_NHS, UK_NINO, UK_PASSPORT, UK_POSTCODE } from './uk';
import { checkVectors } from './testing';

describe('UK_NHS vectors', () => {
  checkVectors({
    rule: UK_NHS,
    label: 'NHS number:',
    valid: ['943 476 5870', '943-476-5870', '9434765870', '401-023-2137', '221 395 1837', '0032698674', '485 777 3457', '943 476 5919'],
    invalid: ['9434765871', '401-023-2138', '943 476 587', '94347658700', '943-476 5870', '1111111111', '485 777 3456'],
  });
});

describe('UK_NINO vectors', () => {
  checkVectors({
    rule: UK_NINO,
    label: 'National Insurance number:',
    withLabel: 0.75,
    valid: ['AA 12 34 56 B', 'hh 01 02 03 d', 'tw987654a', 'PR 123612C', 'YZ 61 48 68 B', 'AB123456C', 'JG 10 37 59 A', 'AB 123456 C'],
    invalid: [
      'AA 12 34 56 H',
      'FQ 00 00 00 C',
      'BG123612A',
      'nt 99 88 77 a',
      'UV 98 76 54 B',
      'GB123456A',
      'DA123456C',
      'AO123456C',
      'QQ123456C',
      'AB12345C',
      'AB1234567C',
      'Ab123456C',
      'AB 12 3456 C',
    ],
  });
});

describe('UK_PASSPORT vectors', () => {
  checkVectors({
    rule: UK_PASSPORT,
    label: 'Passport number:',
    withLabel: 0.55,
    valid: ['AB1234567', 'XY9876543', 'ab1234567', 'CD7654321'], // Presidio's U.K. passport tests
    withContextOnly: ['925076473', '107185703', '123456789'], // the older all-digit numbers
    invalid: [
      '12345678',
      '1234567890',
      '000000000',
      'A12345678',
      'ABC123456',
      'AB123456',
      'AB12345678',
      'AB 1234567',
      '1234567AB',
      'XYZAB1234567QRS',
      'Ab1234567', // Presidio
    ],
  });
});

describe('UK_DRIVING_LICENCE vectors', () => {
  checkVectors({
    rule: UK_DRIVING_LICENCE,
    label: 'Driving licence number:',
    withLabel: 0.8,
    valid: [
      'MORGA657054SM9IJ',
      'MORGA607054SM9IJ',
      'JONES710153J99EF',
      'SMITH802290AB1CD',
      'FO999512018AA1AB',
      'SMIT9801015JK2CD',
      'morga657054sm9ij',
      'MORGA 657054 SM9IJ',
    ],
    invalid: [
      'MORGA613054SM9IJ',
      'MORGA657324SM9IJ',
      'MORGA657004SM9IJ',
      '99999657054SM9IJ',
      'MORGA657054SM9I',
      'MORGA657054SM9IJK',
      'MorGA657054SM9IJ',
      'MO9G9657054SM9IJ',
      '9ORGA657054SM9IJ',
    ],
  });
});

describe('UK_POSTCODE vectors', () => {
  checkVectors({
    rule: UK_POSTCODE,
    label: 'Postcode:',
    withLabel: 0.4,
    valid: [
      'SW1A 1AA',
      'EC1A 1BB',
      'W1A 0AX',
      'M1 1AE',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
      'GIR 0AA',
      'M1 1AA',
      'M60 1NW',
      'W1A 1HQ',
      'EC2A 1NT',
      'SW1A1AA',
      'M11AA',
      'EC1A1BB',
      'DN551PT',
      'GIR0AA',
      'sw1a 1aa',
      'sw1a1aa',
      'ec1a 1bb',
      'm11aa',
    ],
    invalid: ['QA1 1AA', 'V1 1AA', 'XA1 1AA', 'SW1A 1AC', 'SW1A 1IA', 'M1 1CA', 'M1 1AI', '1A1 1AA', 'AAA 1AA', '123 456', 'Sw1a 1AA', 'sw1a 1AA'],
  });
});
