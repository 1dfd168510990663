/**
 * German identifiers against published vectors: python-stdnum (de.idnr, de.vat), Presidio's recognizer
 * tests (tax id, Rentenversicherungsnummer, Personalausweis, Reisepass, USt-IdNr) and the specimen
 * documents of the Bundesdruckerei (Erika Mustermann).
 */
import { DE_ID_CARD, DE_PASSPORT, DE_SOCIAL_SECURITY, DE_TAX_ID, DE_VAT } from './de';
import { checkVectors, confidence } from './testing';

describe('DE_TAX_ID vectors', () => {
  checkVectors({
    rule: DE_TAX_ID,
    label: 'Steuer-IdNr.:',
    valid: [
      '36 574 261 809',
      '36574261809',
      '11234567890',
      '86095742719',
      '86 095 742 719',
      '47036892816',
      '65929970489',
      '57549285017',
      '25768131411',
      '65 929 970 489', // ELSTER's examples
      '26954371827',
      '19239456987',
      '12993456781',
      '38056471999', // python-stdnum: a digit three times, not in a row
    ],
    // no digit repeated: never issued, but the check digit is right (sample forms; Presidio's tax id tests)
    traces: ['12345678903', '98765432106'],
    invalid: [
      '36574261890', // check digit
      '36554266806', // two digits repeated
      '11112345678', // one digit four times
      '11123456786',
      '12345699902', // one digit three times in a row
      '04585675199',
      '39825979193',
      '02476291358',
      '91293949567',
      '11234566772',
      '65929970488', // python-stdnum
      '12222234567', // one digit five times (Presidio)
      '11111111111',
      '12345678901',
      '98765432100',
      '02345678901',
      '1234567890',
      '123456789030', // Presidio
      '01234567896',
      '116574261809',
      '3657426180',
      '36 574 261 8090',
    ],
  });
});

describe('DE_SOCIAL_SECURITY vectors', () => {
  checkVectors({
    rule: DE_SOCIAL_SECURITY,
    label: 'Rentenversicherungsnummer:',
    valid: ['15070649C103', '65070803A019', '20151090B023', '38551285K051', '15 070649 C 103', '65170839J003'],
    invalid: ['15070649C100', '65070803A012', '15070049C103', '15071349C103', '150706491103', '15070649C10', '15070649C1030', '15420649C103', '15850649C103'],
  });
});

describe('DE_ID_CARD vectors', () => {
  checkVectors({
    rule: DE_ID_CARD,
    label: 'Personalausweisnummer:',
    withLabel: 0.6,
    valid: [
      'L01X00T47',
      'T22000129', // specimen card numbers as printed
      'L01X00T471',
      'T220001293', // the same with the check digit of the machine-readable zone
      'l01x00t47',
      'LM2N3P4T5',
      'T12345679', // the last two: Presidio's personal id tests
    ],
    invalid: [
      'L01X00T472',
      'T220001294',
      'T2200012',
      'L01X00T4710',
      'L01X0OT47',
      '123456789',
      'C01234565',
      'C01X00T47',
      'K9988776M', // passport numbers start with C F G H J or K
      'A01X00T47',
      '101X00T47',
      'L01A00T47',
      'L01X00T4', // Presidio's identity card tests
    ],
  });
  test('a check digit that verifies makes the number strong', () => {
    expect(confidence(DE_ID_CARD, 'Ausweis L01X00T471', 'L01X00T471')).toBeGreaterThanOrEqual(0.9);
    expect(confidence(DE_ID_CARD, 'x L01X00T47 y', 'L01X00T47')).toBeLessThan(0.5);
  });
});

describe('DE_PASSPORT vectors', () => {
  checkVectors({
    rule: DE_PASSPORT,
    label: 'Reisepass Nr.:',
    valid: [
      'C01X00T47',
      'C01X00T478',
      'C01234565',
      'F12345671',
      'CZ6311T03',
      'c01x00t47',
      'C01X00T41',
      'F2N3P4M53',
      'G12345678',
      'H98765433',
      'J11223343',
      'K55667780',
      'K9988776M', // Presidio
    ],
    invalid: [
      'C01X00T479',
      'C0123456',
      'C01234565X1',
      'A01234567',
      'CABCDEFGH',
      'L01X00T47',
      'T22000129', // identity card numbers
      'A12345678',
      'B12345678',
      'D12345678',
      'CAEIOU123',
      'C1234567',
      'C1234567890',
      'C01A00T47', // Presidio
    ],
  });
});

describe('DE_VAT vectors', () => {
  checkVectors({
    rule: DE_VAT,
    label: 'USt-IdNr.:',
    valid: ['DE136695976', 'DE129273398', 'DE123456788', 'DE 136 695 976', 'DE 136695976', 'DE-136-695-976', 'DE.136.695.976', 'de136695976', 'de 136 695 976'],
    // the VAT shape with a wrong check digit (Presidio's USt-IdNr tests print these)
    traces: ['DE123456789', 'DE987654321', 'DE100000001', 'de123456789', 'DE 123 456 789', 'DE123 456 789'],
    invalid: [
      'DE12345678',
      'DE1234567890',
      'AT123456789',
      'DE 136 695-976',
      'DE013669597',
      'de 123 456 789', // a Spanish or French 'de' before an amount
      'FR12345678901',
      'FR123456789',
      'GB123456789',
      'DEA23456789', // Presidio
    ],
  });
});
