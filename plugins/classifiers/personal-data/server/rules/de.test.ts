import { DE_ID_CARD, DE_PASSPORT, DE_SOCIAL_SECURITY, DE_TAX_ID, DE_VAT, isValidDeTaxId } from './de';
import { LOOKALIKES, breakLastDigit, confidence, found } from './testing';

describe('DE_TAX_ID', () => {
  test('ISO 7064 check digit and the repeated-digit rule', () => {
    expect(found(DE_TAX_ID, 'IdNr 86095742719 and 86 095 742 719')).toEqual(['86095742719', '86 095 742 719']);
    expect(found(DE_TAX_ID, breakLastDigit('86095742719'))).toEqual([]);
    expect(isValidDeTaxId('12345678903')).toBe(false); // no digit repeated
    expect(confidence(DE_TAX_ID, 'Steuer-ID: 86095742719', '86095742719')).toBeGreaterThanOrEqual(0.85);
    expect(confidence(DE_TAX_ID, 'x 86095742719', '86095742719')).toBeLessThan(0.5);
  });
  test.each(LOOKALIKES)('no hit in %s', text => {
    expect(found(DE_TAX_ID, text)).toEqual([]);
  });
});

describe('DE_SOCIAL_SECURITY', () => {
  test('published examples, with and without spaces', () => {
    expect(found(DE_SOCIAL_SECURITY, '15 070649 C 103 / 65170839J003')).toEqual(['15 070649 C 103', '65170839J003']);
    expect(found(DE_SOCIAL_SECURITY, '15070649C104 15073249C103')).toEqual([]); // wrong check digit; 32nd day
    expect(confidence(DE_SOCIAL_SECURITY, 'Rentenversicherungsnummer 15070649C103', '15070649C103')).toBeGreaterThanOrEqual(0.85);
  });
});

describe('DE_ID_CARD', () => {
  test('specimen card number with its ICAO check digit', () => {
    expect(found(DE_ID_CARD, 'Ausweis T220001293')).toEqual(['T220001293']);
    expect(found(DE_ID_CARD, 'T220001294')).toEqual([]);
    expect(confidence(DE_ID_CARD, 'Personalausweisnummer: T220001293', 'T220001293')).toBeGreaterThanOrEqual(0.85);
  });
});

describe('DE_PASSPORT', () => {
  test('with a check digit it is stronger; a wrong one is rejected', () => {
    expect(confidence(DE_PASSPORT, 'x C01X00T478', 'C01X00T478')).toBeGreaterThan(confidence(DE_PASSPORT, 'x C01X00T47', 'C01X00T47'));
    expect(found(DE_PASSPORT, 'C01X00T479')).toEqual([]);
    expect(confidence(DE_PASSPORT, 'Reisepass C01X00T478', 'C01X00T478')).toBeGreaterThanOrEqual(0.75);
  });
});

describe('DE_VAT', () => {
  test('DE prefix and ISO 7064 check digit', () => {
    expect(found(DE_VAT, 'USt-IdNr. DE136695976 / DE 136695976')).toEqual(['DE136695976', 'DE 136695976']);
    expect(confidence(DE_VAT, 'USt-IdNr.: DE136695977', 'DE136695977')).toBeLessThan(0.5); // wrong check digit: a trace
    expect(confidence(DE_VAT, 'USt-IdNr.: DE136695976', 'DE136695976')).toBeGreaterThanOrEqual(0.85);
  });
});
