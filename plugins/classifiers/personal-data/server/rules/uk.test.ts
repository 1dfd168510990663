import { UK_DRIVING_LICENCE, UK_NHS, UK_NINO, UK_PASSPORT, UK_POSTCODE } from './uk';
import { LOOKALIKES, breakLastDigit, confidence, found } from './testing';

describe('UK_NHS', () => {
  test('mod 11 check digit', () => {
    expect(found(UK_NHS, 'NHS 943 476 5919 and 9434765919')).toEqual(['943 476 5919', '9434765919']);
    expect(found(UK_NHS, breakLastDigit('9434765919'))).toEqual([]);
    expect(confidence(UK_NHS, 'NHS number: 943 476 5919', '943 476 5919')).toBeGreaterThanOrEqual(0.85);
    expect(confidence(UK_NHS, 'x 943 476 5919', '943 476 5919')).toBeLessThan(0.5);
  });
  test('a phone word lowers a 3-3-4 number', () => {
    expect(confidence(UK_NHS, 'call 943-476-5919', '943-476-5919')).toBeLessThan(0.3);
  });
  test.each(LOOKALIKES)('no hit in %s', text => {
    expect(found(UK_NHS, text)).toEqual([]);
  });
});

describe('UK_NINO', () => {
  test('valid prefixes and suffixes, compact or spaced', () => {
    expect(found(UK_NINO, 'AB123456C and AB 12 34 56 C')).toEqual(['AB123456C', 'AB 12 34 56 C']);
    expect(confidence(UK_NINO, 'National Insurance number AB123456C', 'AB123456C')).toBeGreaterThanOrEqual(0.8);
  });
  test('forbidden prefixes, letters and suffixes are rejected', () => {
    expect(found(UK_NINO, 'GB123456C BG123456A DA123456C AO123456C AB123456E AB 12 3456C')).toEqual([]);
  });
});

describe('UK_PASSPORT', () => {
  test('nine digits only with the word passport; two letters and seven digits alone, weakly', () => {
    expect(confidence(UK_PASSPORT, 'x 925076473', '925076473')).toBe(0);
    expect(confidence(UK_PASSPORT, 'x AB1234567', 'AB1234567')).toBeLessThan(0.5);
    expect(confidence(UK_PASSPORT, 'British passport 925076473', '925076473')).toBeGreaterThan(0.4);
  });
});

describe('UK_DRIVING_LICENCE', () => {
  test('the DVLA example and a month/day check', () => {
    expect(found(UK_DRIVING_LICENCE, 'licence MORGA753116SM9IJ')).toEqual(['MORGA753116SM9IJ']);
    expect(found(UK_DRIVING_LICENCE, 'MORGA713116SM9IJ MORGA753326SM9IJ')).toEqual([]); // month 13; day 32
    expect(confidence(UK_DRIVING_LICENCE, 'Driving licence: MORGA753116SM9IJ', 'MORGA753116SM9IJ')).toBeGreaterThanOrEqual(0.85);
  });
});

describe('UK_POSTCODE', () => {
  test('Royal Mail formats', () => {
    expect(found(UK_POSTCODE, 'SW1A 1AA, EC1A 1BB, M1 1AE, B33 8TH, CR2 6XH, DN55 1PT')).toEqual([
      'SW1A 1AA',
      'EC1A 1BB',
      'M1 1AE',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
    ]);
  });
  test('letters never used in postcodes are rejected', () => {
    expect(found(UK_POSTCODE, 'QA1 1AA V1 1AA SW1A 1AC')).toEqual([]);
  });
  test('an address word raises confidence', () => {
    expect(confidence(UK_POSTCODE, '10 Downing Street, London SW1A 2AA', 'SW1A 2AA')).toBeGreaterThan(confidence(UK_POSTCODE, 'x SW1A 2AA', 'SW1A 2AA'));
  });
  test('lower case and without the space: found, at lower confidence', () => {
    expect(found(UK_POSTCODE, 'sw1a 1aa, sw1a1aa, m1 1ae, ec1a1bb, gir0aa')).toEqual(['sw1a 1aa', 'sw1a1aa', 'm1 1ae', 'ec1a1bb', 'gir0aa']);
    const upper = confidence(UK_POSTCODE, 'Postcode: SW1A 1AA', 'SW1A 1AA');
    const compact = confidence(UK_POSTCODE, 'Postcode: SW1A1AA', 'SW1A1AA');
    const lower = confidence(UK_POSTCODE, 'Postcode: sw1a 1aa', 'sw1a 1aa');
    const lowerCompact = confidence(UK_POSTCODE, 'Postcode: sw1a1aa', 'sw1a1aa');
    expect(compact).toBeLessThan(upper);
    expect(lower).toBeLessThan(upper);
    expect(lowerCompact).toBeLessThan(Math.min(compact, lower));
    expect(lowerCompact).toBeGreaterThan(0);
    expect(confidence(UK_POSTCODE, 'x sw1a1aa', 'sw1a1aa')).toBeLessThan(0.2);
  });
  test('mixed case, letters never used and postcodes glued to words are not postcodes', () => {
    expect(found(UK_POSTCODE, 'Sw1A 1aA sW1a1Aa qa1 1aa m1 1ca m1 1ai 1a1 1aa ABCM11AADEF abcm11aadef')).toEqual([]);
  });
});
