/**
 * French, Spanish, Italian, Dutch, Polish, Swedish and Finnish identifiers against published vectors:
 * python-stdnum (fr.nir, es.dni, es.nie, it.codicefiscale, it.iva, nl.bsn, pl.pesel, se.personnummer,
 * fi.hetu) and Presidio's recognizer tests (ES_NIF, ES_NIE, IT_VAT_CODE, FI_PERSONAL_IDENTITY_CODE).
 */
import { FR_NIR } from './fr';
import { ES_NIE, ES_NIF } from './es';
import { IT_FISCAL_CODE, IT_VAT_CODE } from './it';
import { NL_BSN } from './nl';
import { PL_PESEL } from './pl';
import { SE_PERSONNUMMER } from './se';
import { FI_PERSONAL_IDENTITY_CODE } from './fi';
import { checkVectors } from './testing';

describe('FR_NIR vectors', () => {
  checkVectors({
    rule: FR_NIR,
    label: 'Numéro de sécurité sociale :',
    valid: [
      '2 95 10 99 126 111 93',
      '295109912611193',
      '253072B07300470',
      '253072A07300443',
      '2 53 07 2A 073 004 43',
      '2 55 08 14 168 025 38',
      '1 84 12 76 451 089 46',
      '2.95.10.99.126.111.93',
      '253072b07300470',
    ],
    invalid: ['295109912611199', '253072C07300443', '6546546546546703', '2 95 10 99 126 111 94', '29510991261119', '595109912611193', '2 95 10 99 126.111 93'],
  });
});

describe('ES_NIF vectors', () => {
  checkVectors({
    rule: ES_NIF,
    label: 'DNI:',
    valid: [
      '12345678Z',
      '55555555K',
      '55555555-K',
      '1111111-G',
      '1111111G',
      '01111111G',
      '11111111H',
      '87654321X',
      '12.345.678-Z',
      '12.345.678Z',
      '12345678 Z',
      '12345678z',
    ],
    invalid: ['12345678A', '11111111T', '1234567Z', '123456789Z', '401-023-2138', 'X1111111G', '12.345678-Z', '12345678-AB'],
  });
});

describe('ES_NIE vectors', () => {
  checkVectors({
    rule: ES_NIE,
    label: 'NIE:',
    valid: ['X1234567L', 'X1111111G', 'Z8078221M', 'X9613851N', 'Y8063915Z', 'Y8063915-Z', 'X-1234567-L', 'X 1234567 L', 'x1234567l'],
    invalid: ['X1111111A', 'Y8063915Q', 'Y806391Q', '58063915Q', 'W8063915Q', 'L1111111G', 'X12345678L', 'x1234567L'],
  });
});

describe('IT_FISCAL_CODE vectors', () => {
  checkVectors({
    rule: IT_FISCAL_CODE,
    label: 'Codice fiscale:',
    valid: [
      'MRTNTN23M02D969P',
      'RCCMNL83S18D969H',
      'MRSMSR81D60Z611H',
      'CNTCHR83T41D969D',
      'FOXDRA26C24H872Y',
      'MAILCU91A25F839D',
      'RSSMRA45C12F205C',
      'RSSMRA45C12F20RX',
      'RSSMRA45C12F2L5N',
      'RSSMRA45C12F2LRI',
      'AAAAAA00B11C333Y',
      'mrtntn23m02d969p',
    ],
    // every digit place an omocodia letter: sixteen letters, found only near a context word
    withContextOnly: ['RSSMRAQRCMNFNLRG'],
    // a wrong check letter (Presidio's fiscal code tests: AAAAAA00B11C333N)
    traces: ['FOXDRA26C24H872A', 'AAAAAA00B11C333N'],
    invalid: ['CSTNGL22I10D086I', 'CNTCHR83T32D969H', 'A55AAA00B11C333N', 'AAAAAA - 00B11C333N', 'RSSMRA45C12F205', 'MrtNTN23M02D969P'],
  });
});

describe('IT_VAT_CODE vectors', () => {
  checkVectors({
    rule: IT_VAT_CODE,
    label: 'Partita IVA:',
    valid: ['00743110157', 'IT00743110157', 'IT 00743110157', '01333550323', '12345670017'],
    invalid: ['00743110158', '00000000000', '00000000001', '0074311015', '007431101570', '00000001018'],
  });
});

describe('NL_BSN vectors', () => {
  checkVectors({
    rule: NL_BSN,
    label: 'BSN:',
    valid: [
      '111222333',
      '123456782',
      '1112.22.333',
      '123.456.782',
      '123 456 782',
      '1234.56.782',
      '1112 22 333',
      '14105718',
      '80817221',
      '141.05.718', // the leading zero dropped
    ],
    invalid: [
      '111252333',
      '1112.52.333',
      '1112223334',
      '123456783',
      '11122233',
      '000000000',
      '00000000',
      '123-456.782',
      '1112.22 333',
      '123 456.782',
      '1410571',
      '14105719',
    ],
  });
});

describe('PL_PESEL vectors', () => {
  checkVectors({
    rule: PL_PESEL,
    label: 'PESEL:',
    valid: ['44051401359', '02270803624', '85123101236', '90021504568', '05213107898', '76030212342'],
    // a real birth date with a failing check digit (Presidio's PESEL tests: 11111111114)
    traces: ['44051401358', '11111111114'],
    invalid: ['02381307589', '4405140135', '440514013590', '85133101236', '85023001235', '11110021111', '11-11-11-11114'],
  });
});

describe('SE_PERSONNUMMER vectors', () => {
  checkVectors({
    rule: SE_PERSONNUMMER,
    label: 'Personnummer:',
    valid: [
      '670919-9530',
      '811228-9874',
      '880320-0016',
      '880320-0057',
      '8803200073',
      '8803200420',
      '19811228-9874',
      '198112289874',
      '121212-1212',
      '121212+1212',
      '400606+5827',
      '191705120424',
      '701063-2391', // samordningsnummer: day + 60
      // Presidio's personnummer tests (Skatteverket's test numbers, some born in the 1800s)
      '189004119807',
      '189110089811',
      '191005059801',
      '198712202384',
      '871220-2384',
      '199109242397',
      '19910924-2397',
      '199201232387',
      '9201232387',
      '200109022392',
      '201109252385',
      '20110925-2385',
    ],
    invalid: ['8899200425', '811228-9875', '670919-9531', '811328-9874', '81122898741', '811228--9874'],
  });
});

describe('FI_PERSONAL_IDENTITY_CODE vectors', () => {
  checkVectors({
    rule: FI_PERSONAL_IDENTITY_CODE,
    label: 'Henkilötunnus:',
    valid: [
      '131052-308T',
      '131052+308T',
      '131052A308T',
      '131052a308t',
      '010594Y9032',
      '010594Y9021',
      '020594X903P',
      '020594X902N',
      '030594W903B',
      '040594V9030',
      '050594U903M',
      '010516B903X',
      '020516C903K',
      '030516D9037',
      '010501E9032',
      '020503F9037',
      '020504A902E',
    ],
    invalid: [
      '131052-308U',
      '131052/308T',
      '131052T308T',
      '310252-308Y',
      '130052-308R',
      '131052-000V',
      '111111-111A',
      '111111+110G',
      '311190-1111',
      '310289-211C',
      '012245A110G',
      '131052A308t',
    ],
  });
});
