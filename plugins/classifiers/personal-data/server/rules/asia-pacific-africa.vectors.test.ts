/**
 * Indian, Australian, Singaporean, Korean, South African, Turkish and Canadian identifiers against
 * published vectors: python-stdnum (in.aadhaar, in.pan, in.gstin, au.tfn, au.abn, au.acn, kr.rrn,
 * za.idnr, tr.tckimlik, ca.sin) and Presidio's recognizer tests (Aadhaar, PAN, TFN, ABN, ACN, Medicare,
 * NRIC/FIN, RRN, SIN).
 */
import { IN_AADHAAR, IN_GSTIN, IN_PAN } from './in';
import { AU_ABN, AU_ACN, AU_MEDICARE, AU_TFN } from './au';
import { SG_NRIC_FIN } from './sg';
import { KR_FRN, KR_RRN } from './kr';
import { ZA_ID } from './za';
import { TR_NATIONAL_ID } from './tr';
import { CA_SIN } from './ca';
import { checkVectors, confidence } from './testing';

describe('IN_AADHAAR vectors', () => {
  checkVectors({
    rule: IN_AADHAAR,
    label: 'Aadhaar number:',
    valid: [
      '234123412346',
      '2341 2341 2346',
      '2341-2341-2346',
      '312345678909',
      '3123 4567 8909',
      '3123-4567-8909',
      '399876543211',
      '400123456787',
      '4991 1866 5246',
      '3123:4567:8909',
      '3998:7654:3211',
      '3998-7654-3211',
    ],
    invalid: [
      '234123412347',
      '123412341234',
      '1234 5678 9012',
      '1234-5678-9012',
      '1234:5678:9012',
      '222222222222',
      '2341 2341-2346',
      '3123:4567-8909',
      '23412341234',
      '2341234123460',
    ],
  });
});

describe('IN_PAN vectors', () => {
  checkVectors({
    rule: IN_PAN,
    label: 'PAN:',
    withLabel: 0.8,
    valid: ['AAKFD7113K', 'AAPPV8261K', 'ABMPA3211G', 'ACUPA7085R', 'AFZPK7190K', 'ABCPD1234Z', 'ABBPM4567S', 'AAAKA1234B'],
    // the PAN layout with a fourth letter that is no holder type (Presidio's PAN tests: AAASA1111R, ABCND1234Z)
    traces: ['ABMXA3211G', 'AAASA1111R', 'ABCND1234Z'],
    invalid: ['ABMPA32111', 'ABCD1234', 'ABCPD0000Z', 'A1111DFSFS', 'ABCPD12345Z', 'AbCPD1234Z', 'aappv8261k'],
  });
});

describe('IN_GSTIN vectors', () => {
  checkVectors({
    rule: IN_GSTIN,
    label: 'GSTIN:',
    valid: [
      '27AAPFU0939F1ZV',
      '07AAACR5055K1Z9',
      '29AAGCB7383J1Z4',
      '33AAACH7409R1Z8',
      '09AAACI1195H1ZK',
      '27AAAKA1234B1Z1',
      '38AAAPL1234C1ZB',
      '27aapfu0939f1zv',
    ],
    // the GSTIN layout with a wrong check character (Presidio's GSTIN tests print these); 38 is Ladakh
    traces: ['27AAPFU0939F1ZO', '27ABCDE1234F1Z5', '07PQRST6789K1Z2', '01ABCDE1234F1Z5', '37ABCDE1234F1Z5', '38ABCDE1234F1Z5'],
    invalid: [
      '27AAPFU0939F1Z',
      '27AAPFU0939F1ZVV',
      '27AAPFU0000F1ZV',
      '00AAPFU0939F1ZV',
      '40AAPFU0939F1ZV',
      '27AAPFU0939F1YV',
      '00ABCDE1234F1Z5',
      '27ABCDE1234F1Y5',
      '27ABCDE1234F1Z55',
      '123456789012345',
      'ABCDEFGHIJKLMNO', // Presidio
    ],
  });
});

describe('AU_TFN vectors', () => {
  checkVectors({
    rule: AU_TFN,
    label: 'Tax file number:',
    valid: ['112474082', '459599230', '565051603', '812 239 321', '865414088', '876 543 210', '876543210', '907974668', '123 456 782', '123-456-782'],
    invalid: ['824 753 557', '824753557', '5282475355632', '876 543 211', '51 824 753 5564', '123 456-782'],
  });
});

describe('AU_ABN vectors', () => {
  checkVectors({
    rule: AU_ABN,
    label: 'ABN:',
    valid: [
      '51 824 753 556',
      '51824753556',
      '11574456001',
      '12 123 552 732',
      '14 007 145 637',
      '43 002 724 334',
      '53 004 085 616',
      '83562801946',
      '99870624871',
    ],
    invalid: ['52 824 753 556', '52824753556', '51 824 753 5564', '5282475355632', '01824753556', '51 824 753 557'],
  });
});

describe('AU_ACN vectors', () => {
  checkVectors({
    rule: AU_ACN,
    label: 'ACN:',
    valid: ['000 024 733', '001 002 731', '004 085 616', '010 249 966', '143477632', '099503456', '000 000 019', '004-085-616'],
    invalid: ['000 024 734', '004 085 617', '143477633', '000 000 000', '04 085 616'],
  });
});

describe('AU_MEDICARE vectors', () => {
  checkVectors({
    rule: AU_MEDICARE,
    label: 'Medicare card number:',
    valid: ['2123 45670 1', '2123456701', '2123 45670 1 1', '2123 45670 1-1', '21234567011'],
    invalid: ['2123 25870 1', '2123258701', '212345670221', '2123456702AF', '1123 45670 1', '2123 45670 0'],
  });
});

describe('SG_NRIC_FIN vectors', () => {
  checkVectors({
    rule: SG_NRIC_FIN,
    label: 'NRIC:',
    valid: [
      'S2740116C',
      'F2346401L',
      'M4332674T',
      'S9108268C',
      'T7572225C',
      'S1234567D',
      'T0123456G',
      'F1234567N',
      'M1234567K',
      'T1234567J',
      'G1122144R',
      's1234567d',
    ],
    // the layout with a wrong check letter (Presidio's NRIC/FIN tests: T1234567Z, G1122144L)
    traces: ['T1234567Z', 'G1122144L', 'S1234567E'],
    invalid: ['A1234567Z', 'B1234567Z', 'PA12348L', 'S123456D', 'S12345678D', 's1234567D'],
  });
});

describe('KR_RRN vectors', () => {
  checkVectors({
    rule: KR_RRN,
    label: 'Resident registration number:',
    valid: [
      '960121-1021413',
      '9601211021413',
      '050912-2000019',
      '0509122000019',
      '880411-2238459',
      '760406-1679592',
      '210315-3123456', // born after October 2020: no check digit
    ],
    // born before 2020 and the check digit fails: renumbered since 2020, mistyped, or a sample (Presidio's RRN tests)
    traces: ['960121-1234567', '9601211234567', '000505-3637892', '0005053637892'],
    invalid: [
      '001332-1234567',
      '0013321234567',
      '960121+1021413',
      '960111-10214131',
      '960121-10214131',
      '971310-9019908',
      '960230-1021413',
      '971013901990',
      // born in the 1800s (sex digit 9 or 0): nobody alive
      '9710139019902',
      '971013-9019902',
      '971013-9019903',
      '050912-0000008',
      '960303-0021413',
      '051102-9234110',
      // foreigners' numbers are KR_FRN
      '931112-6271351',
      '760413-5212134',
    ],
  });
  test('a number without its check digit is weak even with a label', () => {
    expect(confidence(KR_RRN, 'RRN 210315-3123456', '210315-3123456')).toBeLessThan(0.9);
  });
});

describe('KR_FRN vectors', () => {
  checkVectors({
    rule: KR_FRN,
    label: 'Foreigner registration number:',
    // the last two check with the foreigners' formula only (Presidio's RRN tests list them as not resident numbers)
    valid: ['931112-6271351', '940624-5149547', '881219-5460537', '741213-6670511', '7412136670511', '000402-6214431'],
    traces: ['000505-7637892', '0005057637892', '760413-5212134'],
    invalid: ['960121-1021413', '971013-9019902', '931312-6271351', '930230-6271351', '931112+6271351'],
  });
});

describe('ZA_ID vectors', () => {
  checkVectors({
    rule: ZA_ID,
    label: 'ID number:',
    valid: [
      '7503305044089',
      '750330 5044 08 9',
      '750330 5044089',
      '8001015009087',
      '5306060050180',
      '6107165087088',
      '6302285896084',
      '7209170838080',
      '7611055077082',
      '8510290194083',
      '9103225261083',
      '9708205014086',
      '0001015077082'.replace('0001015077082', '7405035028087'),
    ],
    invalid: ['8503305044089', '0099015077086', '5306060050883', '9125568', '8013015009087', '75033050440890', '750330 50440 89'],
  });
});

describe('TR_NATIONAL_ID vectors', () => {
  checkVectors({
    rule: TR_NATIONAL_ID,
    label: 'TC Kimlik No:',
    valid: ['17291716060', '10000000146', '12345678950'],
    invalid: ['17291716050', '1729171606', '07291716092', '17291716061', '11111111110', '172917160600'],
  });
  test('an identity card label in capitals (TC KİMLİK NO) is context', () => {
    expect(confidence(TR_NATIONAL_ID, 'TC KİMLİK NO: 10000000146', '10000000146')).toBeGreaterThanOrEqual(0.9);
  });
});

describe('CA_SIN vectors', () => {
  checkVectors({
    rule: CA_SIN,
    label: 'SIN:',
    valid: ['130 692 544', '435 418 165', '948 584 792', '347-677-452', '731-530-150', '130692544', '550090112', '258 933 688', '123-456-782'],
    invalid: [
      '130 692 545',
      '130692545',
      '435-418-166',
      '046 454 286',
      '812 345 678',
      '823456785',
      '111 111 111',
      '999 999 999',
      '046-454 286',
      '130-692 544',
      '13069254',
      '1306925440',
    ],
  });
});
