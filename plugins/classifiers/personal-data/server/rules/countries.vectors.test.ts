/**
 * The national identifiers of the countries added after the first twenty-one, against the examples of
 * python-stdnum's modules (br.cpf, br.cnpj, mx.curp, ar.cuit, cl.rut, cn.ric and its unit test, jp.in_, il.idnr,
 * nz.ird, ch.ssn, no.fodselsnummer, be.nn, dk.cpr, pt.nif, ro.cnp, bg.egn, hr.oib, cz.rc, ee.ik, lt.asmens, ie.pps)
 * and the README of brazilnum (CPF 968.811.342-58, CNPJ 02.558.157/0001-62 and their invalid counterparts).
 */
import { BR_CNPJ, BR_CPF } from './br';
import { MX_CURP } from './mx';
import { AR_CUIT } from './ar';
import { CL_RUT } from './cl';
import { CN_RESIDENT_ID } from './cn';
import { JP_MY_NUMBER } from './jp';
import { IL_ID } from './il';
import { NZ_IRD } from './nz';
import { CH_AHV } from './ch';
import { NO_FODSELSNUMMER } from './no';
import { BE_NATIONAL_NUMBER } from './be';
import { DK_CPR } from './dk';
import { PT_NIF } from './pt';
import { RO_CNP } from './ro';
import { BG_EGN } from './bg';
import { HR_OIB } from './hr';
import { CZ_BIRTH_NUMBER } from './cz';
import { EE_PERSONAL_CODE, LT_PERSONAL_CODE } from './ee';
import { IE_PPS } from './ie';
import type { Rule } from '../engine/rule';
import { checkVectors, confidence, found } from './testing';

describe('BR_CPF vectors', () => {
  checkVectors({
    rule: BR_CPF,
    label: 'CPF:',
    valid: ['390.533.447-05', '968.811.342-58'],
    withContextOnly: ['39053344705', '96881134258'],
    invalid: ['231.002.999-00', '327.861.067-97', '390.533.447-06', '111.111.111-11', '3905334470', '390533447055'],
  });
});

describe('BR_CNPJ vectors', () => {
  checkVectors({
    rule: BR_CNPJ,
    label: 'CNPJ:',
    valid: ['16.727.230/0001-97', '02.558.157/0001-62'],
    withContextOnly: ['16727230000197', '02558157000162'],
    invalid: ['16.727.230/0001-98', '02.558.157/0001-55', '1672723000019', '00.000.000/0000-00'],
  });
});

describe('MX_CURP vectors', () => {
  checkVectors({
    rule: MX_CURP,
    label: 'CURP:',
    valid: ['BOXW310820HNERXN09'],
    // wrong check digit; a state code that does not exist; a 13th month; too short
    invalid: ['BOXW310820HNERXN08', 'BOXW310820HXXRXN09', 'BOXW311320HNERXN09', 'BOXW310820HNERXN0', 'boxw310820hnerxn09'],
  });
});

describe('AR_CUIT vectors', () => {
  checkVectors({
    rule: AR_CUIT,
    label: 'CUIT:',
    valid: ['20-05536168-2', '20-26756539-3'],
    withContextOnly: ['20055361682', '20267565393'],
    invalid: ['20267565392', '20-26756539-2', '200-5536168-2', '2026756539', '2026756A393', '99-26756539-3'],
  });
});

describe('CL_RUT vectors', () => {
  checkVectors({
    rule: CL_RUT,
    label: 'RUT:',
    valid: ['76086428-5', '12531909-2', '12.531.909-2'],
    withContextOnly: ['125319092'],
    invalid: ['12531909-3', '12.531.909-3', '76086A28-5', '76086428-K'],
  });
});

describe('CN_RESIDENT_ID vectors', () => {
  checkVectors({
    rule: CN_RESIDENT_ID,
    label: '身份证号:',
    valid: [
      '360426199101010071',
      '354133198209290022',
      '338720197801060214',
      '387908198001010226',
      '341617198002120424',
      '38064219921117061X',
      '45883019880120031X',
    ],
    invalid: ['360426199101010072', '38064219921117061Y', '36042619910101007', '3604261991010100711', '360426199113010071', '000000000000000000'],
  });
  test('an English label is context', () => {
    expect(confidence(CN_RESIDENT_ID, 'Resident identity card: 360426199101010071', '360426199101010071')).toBeGreaterThanOrEqual(0.9);
  });
});

describe('JP_MY_NUMBER vectors', () => {
  checkVectors({
    rule: JP_MY_NUMBER,
    label: 'マイナンバー:',
    valid: ['6214 9832 0257', '621498320257'],
    withContextOnly: ['6214 9832 0257', '621498320257'],
    invalid: ['6214 9832 0258', '621498320258', '6214 9832 025X', '6214 98320257'],
  });
});

describe('IL_ID vectors', () => {
  checkVectors({
    rule: IL_ID,
    label: 'מספר זהות:',
    valid: ['3933742-3', '039337423'],
    withContextOnly: ['3933742-3', '039337423'],
    invalid: ['3933742-2', '039337422', '490154203237518'],
  });
});

describe('NZ_IRD vectors', () => {
  checkVectors({
    rule: NZ_IRD,
    label: 'IRD number:',
    valid: ['4909185-0', '49-098-576', '49098576'],
    withContextOnly: ['4909185-0', '49-098-576', '49098576'],
    invalid: ['136410133', '9125568', '49-098-577'],
  });
});

describe('CH_AHV vectors', () => {
  checkVectors({
    rule: CH_AHV,
    label: 'AHV-Nr.:',
    valid: ['756.9217.0769.85', '7569217076985'],
    invalid: ['756.9217.0769.84', '7569217076984', '123.4567.8910.19'],
  });
  test('a dotted number is reported without a label', () => {
    expect(confidence(CH_AHV, 'see 756.9217.0769.85 below', '756.9217.0769.85')).toBeGreaterThanOrEqual(0.5);
  });
});

describe('NO_FODSELSNUMMER vectors', () => {
  checkVectors({
    rule: NO_FODSELSNUMMER,
    label: 'Fødselsnummer:',
    valid: ['151086 95088', '151086-95088', '15108695088'],
    invalid: ['15108695077', '151086 95077', '1510869508', '151086950888'],
  });
});

describe('BE_NATIONAL_NUMBER vectors', () => {
  checkVectors({
    rule: BE_NATIONAL_NUMBER,
    label: 'Rijksregisternummer:',
    valid: ['85.07.30-033 28', '85.07.30-033.28', '85 07 30 033 28', '17 07 30 033 84', '85073003328'],
    invalid: ['12345678901', '85073003329', '85.07.30-033.29'],
  });
});

describe('DK_CPR vectors', () => {
  checkVectors({
    rule: DK_CPR,
    label: 'CPR-nr.:',
    valid: ['211062-5629'],
    withContextOnly: ['2110625629'],
    invalid: ['511062-5629', '211362-5629', '21106256290'],
  });
});

describe('PT_NIF vectors', () => {
  checkVectors({
    rule: PT_NIF,
    label: 'NIF:',
    valid: ['PT 501 964 843', '501 964 843', '501964843'],
    withContextOnly: ['PT 501 964 843', '501 964 843', '501964843'],
    invalid: ['PT 501 964 842', '501964842', '50196484', '5019648430'],
  });
});

describe('RO_CNP vectors', () => {
  checkVectors({
    rule: RO_CNP,
    label: 'CNP:',
    valid: ['1630615123457'],
    invalid: ['0800101221142', '1632215123457', '1630615123458', '163061512345'],
  });
});

describe('BG_EGN vectors', () => {
  checkVectors({
    rule: BG_EGN,
    label: 'ЕГН:',
    valid: ['8032056031', '7523169263', '752316 926 3'],
    invalid: ['8019010008', '8032056032', '7552A10004', '803205603'],
  });
});

describe('HR_OIB vectors', () => {
  checkVectors({
    rule: HR_OIB,
    label: 'OIB:',
    valid: ['HR 33392005961', '33392005961'],
    withContextOnly: ['HR 33392005961', '33392005961'],
    invalid: ['33392005962', 'HR 33392005962', '3339200596'],
  });
});

describe('CZ_BIRTH_NUMBER vectors', () => {
  checkVectors({
    rule: CZ_BIRTH_NUMBER,
    label: 'Rodné číslo:',
    valid: ['710319/2745', '7103192745'],
    withContextOnly: ['991231123'],
    invalid: ['7103192746', '710319/2746', '1103492745', '590312/123'],
  });
});

describe('EE_PERSONAL_CODE vectors', () => {
  checkVectors({
    rule: EE_PERSONAL_CODE,
    label: 'Isikukood:',
    valid: ['36805280109'],
    invalid: ['36805280108', '96805280109', '36813280109'],
  });
});

describe('LT_PERSONAL_CODE vectors', () => {
  checkVectors({
    rule: LT_PERSONAL_CODE,
    label: 'Asmens kodas:',
    valid: ['33309240064'],
    withContextOnly: ['33309240064'],
    invalid: ['33309240164'],
  });
});

describe('IE_PPS vectors', () => {
  checkVectors({
    rule: IE_PPS,
    label: 'PPS No:',
    valid: ['6433435F', '6433435FT', '6433435FW', '6433435OA', '6433435IH'],
    invalid: ['6433435E', '6433435VH', '643343F'],
  });
  test('a PPS number inside a longer word is not reported', () => {
    expect(found(IE_PPS, 'ref X6433435F')).toEqual([]);
  });
});

describe('a valid number inside a longer run of digits is not reported', () => {
  const cases: [Rule, string, string][] = [
    [BR_CPF, 'CPF:', '39053344705'],
    [BR_CNPJ, 'CNPJ:', '16727230000197'],
    [AR_CUIT, 'CUIT:', '20267565393'],
    [CN_RESIDENT_ID, '身份证号:', '360426199101010071'],
    [JP_MY_NUMBER, 'マイナンバー:', '621498320257'],
    [IL_ID, 'מספר זהות:', '039337423'],
    [CH_AHV, 'AHV:', '7569217076985'],
    [NO_FODSELSNUMMER, 'Fødselsnummer:', '15108695088'],
    [BE_NATIONAL_NUMBER, 'Rijksregisternummer:', '85073003328'],
    [DK_CPR, 'CPR:', '2110625629'],
    [PT_NIF, 'NIF:', '501964843'],
    [RO_CNP, 'CNP:', '1630615123457'],
    [BG_EGN, 'ЕГН:', '8032056031'],
    [HR_OIB, 'OIB:', '33392005961'],
    [CZ_BIRTH_NUMBER, 'Rodné číslo:', '7103192745'],
    [EE_PERSONAL_CODE, 'Isikukood:', '36805280109'],
  ];
  test.each(cases)('%#: %s', (rule, label, value) => {
    expect(found(rule, `${label} ${value}`)).toEqual([value]);
    for (const run of [`1${value}`, `${value}1`, `12${value}34`, `x${value}`, `${value}.5`, `5.${value}`]) expect(found(rule, `${label} ${run}`)).toEqual([]);
  });
});
