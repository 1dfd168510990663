/**
 * Identity documents without a check digit (Italian, Indian and Korean passports, licences, identity and voter
 * cards, Indian number plates) and the Singapore UEN against published vectors: python-stdnum (sg.uen: its
 * module and detailed doctests) and Presidio's recognizer tests. A document number without a check digit is
 * a weak hit alone (below 0.5) and counts beside its label.
 */
import { SG_UEN } from './sg-uen';
import { IT_DRIVER_LICENSE, IT_IDENTITY_CARD, IT_PASSPORT } from './it-documents';
import { IN_PASSPORT, IN_VEHICLE_REGISTRATION, IN_VOTER } from './in-documents';
import { KR_DRIVER_LICENSE, KR_PASSPORT } from './kr-documents';
import type { Rule } from '../engine/rule';
import { checkVectors, confidence, found } from './testing';

/** python-stdnum tests/test_sg_uen.doctest: numbers found online, all valid (a sample of each series). */
const STDNUM_UENS = `00416700K 01402200A 03122200E 03989700A 05040200E 05328700B 05346600D 05682800D 05796700L 06108900A
  10080700C 10185500A 10362000A 10415300L 10482100X 10528100W 10655900A 10839500J 198101793G 199201624D 199409389H
  199607747H 199903512M 200001838R 200003956G 200311327H 200402245Z 200509725E 201434292D 201931750M 201933247R
  53143018M 53321041X 53322268X 53325701L 53399659K S16FC0121D S27FC0556D S64FC1644H S65SS0033F S66SS0041B
  S68FC1890G S85FC3621C S99FC5759D T01FC6132D T07LL0309A T08LL0003B T08LL0005E T17LL2098G T18FC0083E T19LL0797J`
  .trim()
  .split(/\s+/);

describe('SG_UEN vectors', () => {
  checkVectors({
    rule: SG_UEN,
    label: 'UEN:',
    valid: [...STDNUM_UENS, '00192200M', '197401143C', '53125226D', 'T16RF0037C', 'S57TU0392K', 'R16RF0037F'],
    // stdnum: wrong check letters, a year to come, no such entity type, letters where digits go
    invalid: ['00192200C', '1234567890', '999956789H', 'T02WW6789H', 'S2WLL6789H', 'T02LL6W89H', 'T99LL6789H', '53125226'],
    traces: ['T02LL6789H', 'S16FC0121E'],
  });

  test('a business number alone is weaker than a company number; both count beside UEN', () => {
    expect(confidence(SG_UEN, 'see 53125226D', '53125226D')).toBeLessThan(confidence(SG_UEN, 'see 201434292D', '201434292D'));
    expect(confidence(SG_UEN, 'ACRA registration 53125226D', '53125226D')).toBeGreaterThanOrEqual(0.9);
  });
});

/** Found whole in plain text below 0.5, and at 0.5 or more after its label. */
function weakAloneStrongLabelled(rule: Rule, label: string, values: string[]): void {
  test.each(values)(`${rule.info.id}: %s is weak alone and counts after '${label}'`, value => {
    const alone = confidence(rule, `see ${value} below`, value);
    expect(alone).toBeGreaterThan(0);
    expect(alone).toBeLessThan(0.5);
    expect(confidence(rule, `${label} ${value}`, value)).toBeGreaterThanOrEqual(0.5);
  });
}

function notFound(rule: Rule, label: string, values: string[]): void {
  test.each(values)(`${rule.info.id}: %s is not reported`, value => {
    expect(found(rule, `${label} ${value}.`)).toEqual([]);
  });
}

describe('Italian documents', () => {
  weakAloneStrongLabelled(IT_DRIVER_LICENSE, 'Patente di guida n.', ['AA0123456B', 'U1H00B000C', 'U1K711J11M', 'MI1234567X']);
  notFound(IT_DRIVER_LICENSE, 'Patente:', ['U1H00A000B', '990123456B', 'AA012345B', 'Aa0123456B']);
  // a commit hash in a change log
  notFound(IT_DRIVER_LICENSE, 'commit', ['fc3552305a', 'ee9694668b']);
  weakAloneStrongLabelled(IT_PASSPORT, 'Numero passaporto:', ['YA1234567', 'AA1234567', 'aa7654321']);
  notFound(IT_PASSPORT, 'Passaporto:', ['A1234567', 'AAA1234567', 'YA12345678']);
  weakAloneStrongLabelled(IT_IDENTITY_CARD, "Carta d'identità n.", ['AA1234567', 'AA 1234567', '1234567AA', 'CA12345AB']);
  notFound(IT_IDENTITY_CARD, 'CIE:', ['A1234567', 'CA1234AB', '123456AA']);
});

describe('Indian documents', () => {
  weakAloneStrongLabelled(IN_VOTER, 'EPIC no.', ['KSD1287349', 'DBJ2289013', 'uzb2345117']);
  notFound(IN_VOTER, 'Voter ID:', ['zxdf8923q1', 'A8923571WZ', 'KS1287349', 'KsD1287349', 'fff6162693', 'cef5010135']);
  weakAloneStrongLabelled(IN_PASSPORT, 'Passport number:', ['A3456781', 'J6932157', 'T35 69075']);
  notFound(IN_PASSPORT, 'Passport number:', ['A3456780', 'b0097650', 't3569075', 'A0456781']);

  test.each(['KA53ME3456', 'KA 53 ME 3456', 'OD-02-BA-2341', 'DL3CAB1234', '22 BH 1234 AA'])('IN_VEHICLE_REGISTRATION: %s is a plate', value => {
    expect(confidence(IN_VEHICLE_REGISTRATION, `parked ${value} outside`, value)).toBeGreaterThan(0);
    expect(confidence(IN_VEHICLE_REGISTRATION, `Vehicle registration number: ${value}`, value)).toBeGreaterThanOrEqual(0.5);
  });
  test.each(['MN2412', 'MCX1243', 'UP 1234'])('IN_VEHICLE_REGISTRATION: the legacy plate %s only beside a context word', value => {
    expect(found(IN_VEHICLE_REGISTRATION, `flight ${value} boards`)).toEqual([]);
    expect(confidence(IN_VEHICLE_REGISTRATION, `vehicle no. ${value}`, value)).toBeGreaterThanOrEqual(0.5);
  });
  notFound(IN_VEHICLE_REGISTRATION, 'Vehicle:', ['XX53ME3456', 'KA00ME3456', 'KA53ME0000', 'ABNE123456']);
});

describe('Korean documents', () => {
  weakAloneStrongLabelled(KR_PASSPORT, '여권번호:', ['M123A4567', 'S012D5678', 'M12345678']);
  notFound(KR_PASSPORT, 'passport', ['A123B4567', 'M12A4567', 'M1234A567', 'M123AB567', 'M123A45678', 'M123456789', 'MM123A4567', 'M123 A4567']);
  test('the layout used before 2021 is weaker alone than the current one', () => {
    expect(confidence(KR_PASSPORT, 'see M12345678', 'M12345678')).toBeLessThan(confidence(KR_PASSPORT, 'see M123A4567', 'M123A4567'));
  });

  weakAloneStrongLabelled(KR_DRIVER_LICENSE, '운전면허번호:', ['11-22-123456-12', '28 22 123456 12']);
  test('twelve digits in a row are a licence number only beside a context word', () => {
    expect(found(KR_DRIVER_LICENSE, 'order 112212345612')).toEqual([]);
    expect(confidence(KR_DRIVER_LICENSE, "driver's license 112212345612", '112212345612')).toBeGreaterThanOrEqual(0.5);
  });
  notFound(KR_DRIVER_LICENSE, 'license', ['99-22-123456-12', '27-22-123456-12', '11-22-12345-12', '11-22-123456-1', '111-22-123456-12', '11-22 123456-12']);
});
