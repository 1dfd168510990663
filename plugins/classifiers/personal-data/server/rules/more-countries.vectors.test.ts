/**
 * The second group of added national identifiers against python-stdnum's examples: at.vnr, gr.amka, si.emso, rs.jmbg,
 * lv.pvn (personal codes), is_.kennitala, co.nit, pe.cui, ec.ci, ua.rntrc, my.nric, mx.rfc, pk.cnic, id.nik and ve.rif; for Hong Kong and the
 * Emirates, which stdnum lacks, the examples and tests of other validating libraries (named beside them).
 */
import { AT_SVNR } from './at';
import { GR_AMKA } from './gr';
import { SI_EMSO } from './si';
import { LV_PERSONAL_CODE } from './lv';
import { IS_KENNITALA } from './is';
import { CO_NIT } from './co';
import { PE_CUI } from './pe';
import { EC_CI } from './ec';
import { UA_RNTRC } from './ua';
import { MY_NRIC } from './my';
import { MX_RFC } from './mx';
import { HK_HKID } from './hk';
import { AE_EMIRATES_ID } from './ae';
import { PK_CNIC } from './pk';
import { ID_NIK } from './id';
import { LU_NATIONAL_ID } from './lu';
import { HU_TAX_ID } from './hu';
import { VE_RIF } from './ve';
import type { Rule } from '../engine/rule';
import { checkVectors, confidence, found } from './testing';

describe('AT_SVNR vectors', () => {
  const valid = ['1237 010180', '1237010180'];
  checkVectors({ rule: AT_SVNR, label: 'Versicherungsnummer:', valid, withContextOnly: valid, invalid: ['2237 010180', '0237010180', '123701018'] });
});

describe('GR_AMKA vectors', () => {
  checkVectors({ rule: GR_AMKA, label: 'ΑΜΚΑ:', valid: ['01013099997'], invalid: ['01013099999', '32013099997', '0101309999'] });
});

describe('SI_EMSO vectors', () => {
  checkVectors({ rule: SI_EMSO, label: 'EMŠO:', valid: ['0101006500006'], invalid: ['0101006500007', '3201006500006', '010100650000'] });
  // rs.jmbg: the Serbian number of the same scheme
  checkVectors({ rule: SI_EMSO, label: 'JMBG:', valid: ['0101900350008'], invalid: ['0101900350007'] });
});

describe('LV_PERSONAL_CODE vectors', () => {
  checkVectors({
    rule: LV_PERSONAL_CODE,
    label: 'Personas kods:',
    valid: ['161175-19997', '16117519997'],
    // a bad date; a wrong check digit; a legal entity's number (first digit above 3), not a person's
    invalid: ['161375-19997', '161175-19996', '40003521600'],
  });
});

describe('IS_KENNITALA vectors', () => {
  checkVectors({
    rule: IS_KENNITALA,
    label: 'Kennitala:',
    valid: ['120174-3399', '1201743399'],
    // stdnum: a wrong check digit, a day of 32; an organisation's kennitala (day + 40) is not a person's
    invalid: ['530575-0299', '320174-3399', '450401-3150', '120174-3398'],
  });
});

describe('CO_NIT vectors', () => {
  checkVectors({
    rule: CO_NIT,
    label: 'NIT:',
    valid: ['213.123.432-1', '213.123.435-1'],
    withContextOnly: ['2131234351', '213123435-1'],
    invalid: ['2131234350', '213.123.435-0', '213123435', '213123435A'],
  });
});

describe('PE_CUI vectors', () => {
  const valid = ['10117410-2', '101174102'];
  checkVectors({ rule: PE_CUI, label: 'DNI:', valid, withContextOnly: valid, invalid: ['10117410-3', '10117410-A', '1011741-2'] });
});

describe('EC_CI vectors', () => {
  const valid = ['171430710-3', '1714307103'];
  checkVectors({ rule: EC_CI, label: 'Cédula:', valid, withContextOnly: valid, invalid: ['1714307104', '171430710', '9914307103'] });
});

describe('UA_RNTRC vectors', () => {
  const valid = ['1759013776', '2530414071'];
  checkVectors({ rule: UA_RNTRC, label: 'РНОКПП:', valid, withContextOnly: valid, invalid: ['1759013770', '12345', '2530414072'] });
});

describe('MY_NRIC vectors', () => {
  checkVectors({
    rule: MY_NRIC,
    label: 'No. Kad Pengenalan:',
    valid: ['770305-02-1234'],
    withContextOnly: ['770305021234'],
    // stdnum: a 13th month; place-of-birth code 17, which is not issued
    invalid: ['771305-02-1234', '770305-17-1234', '770305-02-123'],
  });
});

describe('MX_RFC vectors', () => {
  checkVectors({
    rule: MX_RFC,
    label: 'Registro Federal de Contribuyentes:',
    valid: ['GODE 561231 GR8', 'GODE561231GR8', 'GODE-561231-GR8'],
    // a company's RFC (three letters); a number without its homoclave; an impossible date
    invalid: ['MAB-930714-8T4', 'MAB9307148T4', 'COMG-600703', 'GODE561331GR8'],
  });
  test('a number failing the check (in use, stdnum: VACE-460910-SX6) counts only after its label', () => {
    expect(found(MX_RFC, 'see VACE-460910-SX6 below')).toEqual([]);
    expect(confidence(MX_RFC, 'Registro Federal de Contribuyentes: VACE-460910-SX6', 'VACE-460910-SX6')).toBeGreaterThanOrEqual(0.5);
  });
});

describe('HK_HKID vectors', () => {
  // A123456(3): Business::HK::IdentityCard; CA182361(1): HKID-Check-Digit; Z437626A: wei's isIdCardHk
  checkVectors({
    rule: HK_HKID,
    label: 'HKID:',
    valid: ['A123456(3)', 'CA182361(1)', 'A1234563', 'Z437626A'],
    invalid: ['A123456(4)', 'CA182361(2)', 'Z4376269', 'A12345(3)', 'ABC123456(3)'],
  });
  test('a bracketed number is reported without a label', () => {
    expect(confidence(HK_HKID, 'see A123456(3) below', 'A123456(3)')).toBeGreaterThanOrEqual(0.5);
  });
});

describe('AE_EMIRATES_ID vectors', () => {
  // the tests of the idnumbers library
  checkVectors({
    rule: AE_EMIRATES_ID,
    label: 'Emirates ID:',
    valid: ['784-1980-1234567-8', '784198012345678', '784-1979-1234567-1', '784-1952-0464048-6', '784-1968-6570305-0'],
    invalid: ['784-1981-1234567-9', '784-1980-1234567-9', '785-1980-1234567-8', '784-1980-123456-8'],
  });
});

describe('PK_CNIC vectors', () => {
  checkVectors({
    rule: PK_CNIC,
    label: 'CNIC:',
    valid: ['34201-0891231-8', '42201-0397640-8'],
    withContextOnly: ['3420108912318'],
    // no such province (8, 0); a sex digit of 0; too short
    invalid: ['84201-0891231-8', '04201-0891231-8', '34201-0891231-0', '34201-089123-8'],
    withLabel: 0.5,
  });
  test('without a check digit a formatted number alone stays below classification level', () => {
    expect(confidence(PK_CNIC, 'see 34201-0891231-8 below', '34201-0891231-8')).toBeLessThan(0.5);
  });
});

describe('ID_NIK vectors', () => {
  const valid = ['3171011708450001', '3171015708450001', '3171012902001234'];
  // stdnum: too short; province 99; a 20th month
  checkVectors({ rule: ID_NIK, label: 'NIK:', valid, withContextOnly: valid, invalid: ['31710117084500', '9971011708450001', '3171013002001234'] });
});

describe('LU_NATIONAL_ID vectors', () => {
  // the sample and counterexample of a published set of privacy presets (Luhn and Verhoeff verified)
  checkVectors({
    rule: LU_NATIONAL_ID,
    label: 'Matricule:',
    valid: ['1990010112384'],
    invalid: ['1990010112385', '1990010112374', '1990130112384', '199001011238'],
  });
});

describe('HU_TAX_ID vectors', () => {
  // 8422780135: the example checked by a published Hungarian tax-number generator
  checkVectors({ rule: HU_TAX_ID, label: 'Adóazonosító jel:', valid: ['8422780135'], invalid: ['8422780136', '7422780135', '842278013'] });
});

describe('VE_RIF vectors', () => {
  // stdnum: a wrong check digit; a company's type letter is not a person's number
  checkVectors({ rule: VE_RIF, label: 'RIF:', valid: ['V-11470283-4', 'V114702834'], invalid: ['V-11470283-3', 'X-11470283-4', 'V-1147028-4'] });
});

describe('a valid number inside a longer run of digits is not reported', () => {
  const cases: [Rule, string, string][] = [
    [AT_SVNR, 'Versicherungsnummer:', '1237010180'],
    [GR_AMKA, 'ΑΜΚΑ:', '01013099997'],
    [SI_EMSO, 'EMŠO:', '0101006500006'],
    [LV_PERSONAL_CODE, 'Personas kods:', '16117519997'],
    [IS_KENNITALA, 'Kennitala:', '1201743399'],
    [CO_NIT, 'NIT:', '2131234351'],
    [EC_CI, 'Cédula:', '1714307103'],
    [UA_RNTRC, 'РНОКПП:', '1759013776'],
    [MY_NRIC, 'MyKad:', '770305021234'],
    [AE_EMIRATES_ID, 'Emirates ID:', '784198012345678'],
    [PK_CNIC, 'CNIC:', '3420108912318'],
    [ID_NIK, 'NIK:', '3171011708450001'],
    [LU_NATIONAL_ID, 'Matricule:', '1990010112384'],
    [HU_TAX_ID, 'Adóazonosító jel:', '8422780135'],
    [VE_RIF, 'RIF:', 'V114702834'],
  ];
  test.each(cases)('%#: %s', (rule, label, value) => {
    expect(found(rule, `${label} ${value}`)).toEqual([value]);
    for (const run of [`1${value}`, `${value}1`, `12${value}34`, `x${value}`, `${value}.5`, `5.${value}`]) expect(found(rule, `${label} ${run}`)).toEqual([]);
  });
});
