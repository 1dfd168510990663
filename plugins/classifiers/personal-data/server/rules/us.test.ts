import { ABA_ROUTING_NUMBER, US_BANK_NUMBER, US_DRIVER_LICENSE, US_ITIN, US_NPI, US_PASSPORT, US_SSN, isValidSsn } from './us';
import { LOOKALIKES, breakLastDigit, confidence, found } from './testing';

describe('US_SSN', () => {
  test('formatted and bare numbers; context makes a dashed number strong', () => {
    expect(found(US_SSN, 'SSN 536-22-8726 or 536 22 8726 or 536228726')).toEqual(['536-22-8726', '536 22 8726', '536228726']);
    expect(confidence(US_SSN, 'Social Security Number: 536-22-8726', '536-22-8726')).toBeGreaterThanOrEqual(0.8);
    expect(confidence(US_SSN, 'x 536-22-8726', '536-22-8726')).toBeLessThan(0.5);
    expect(confidence(US_SSN, 'x 536228726', '536228726')).toBeLessThan(0.3);
  });
  test('invalid areas, groups, serials and sample numbers are rejected', () => {
    for (const bad of ['000-12-3456', '666-12-3456', '912-12-3456', '536-00-3456', '536-22-0000', '078-05-1120', '123-45-6789', '111-11-1111']) {
      expect(isValidSsn(bad.replace(/-/g, ''))).toBe(false);
    }
  });
  test('mixed separators and longer numbers do not match', () => {
    expect(found(US_SSN, '536-22 8726 1536-22-8726 536-22-87261')).toEqual([]);
  });
  test.each(LOOKALIKES)('no strong hit in %s', text => {
    expect(
      Math.max(0, ...[US_SSN, US_ITIN, US_PASSPORT, US_NPI, ABA_ROUTING_NUMBER].flatMap(r => found(r, text).map(v => confidence(r, text, v)))),
    ).toBeLessThan(0.5);
  });
});

describe('US_ITIN', () => {
  test('valid group ranges only', () => {
    expect(found(US_ITIN, 'ITIN 912-70-1234 912-93-1234 912-50-1234')).toEqual(['912-70-1234', '912-50-1234']);
    expect(confidence(US_ITIN, 'ITIN: 912-70-1234', '912-70-1234')).toBeGreaterThanOrEqual(0.8);
  });
});

describe('US_PASSPORT', () => {
  test('weak without context, raised by the word passport', () => {
    expect(confidence(US_PASSPORT, 'no 912803456', '912803456')).toBeLessThan(0.5);
    expect(confidence(US_PASSPORT, 'US passport number A12345678', 'A12345678')).toBeGreaterThan(0.4);
  });
});

describe('US_DRIVER_LICENSE', () => {
  test('a letter and digits alone is only a trace; other layouts need a licence word', () => {
    expect(confidence(US_DRIVER_LICENSE, 'code D1234567 here', 'D1234567')).toBeLessThan(0.2);
    expect(found(US_DRIVER_LICENSE, 'code 123456789 or S123-4567-8901 here')).toEqual([]);
    expect(confidence(US_DRIVER_LICENSE, "Driver's license: D1234567", 'D1234567')).toBeGreaterThanOrEqual(0.6);
  });
});

describe('US_NPI', () => {
  test('Luhn with the 80840 prefix', () => {
    expect(found(US_NPI, 'NPI 1234567893')).toEqual(['1234567893']);
    expect(found(US_NPI, `NPI ${breakLastDigit('1234567893')}`)).toEqual([]);
    expect(confidence(US_NPI, 'NPI: 1234567893', '1234567893')).toBeGreaterThanOrEqual(0.85);
  });
});

describe('ABA_ROUTING_NUMBER', () => {
  test('published routing numbers pass the 3-7-1 checksum; a changed digit fails', () => {
    expect(found(ABA_ROUTING_NUMBER, '021000021 011000015 0210-0002-1')).toEqual(['021000021', '011000015', '0210-0002-1']);
    expect(found(ABA_ROUTING_NUMBER, breakLastDigit('021000021'))).toEqual([]);
    expect(found(ABA_ROUTING_NUMBER, '451000021')).toEqual([]); // prefix 45 is not a Federal Reserve district
    expect(confidence(ABA_ROUTING_NUMBER, 'Routing number: 021000021', '021000021')).toBeGreaterThanOrEqual(0.85);
  });
});

describe('US_BANK_NUMBER', () => {
  test('only with an account word nearby', () => {
    expect(found(US_BANK_NUMBER, 'total 12345678901')).toEqual([]);
    expect(found(US_BANK_NUMBER, 'Checking account number 12345678901')).toEqual(['12345678901']);
  });
});

describe('US_DRIVER_LICENSE on real text', () => {
  test("'dl' counts as a label only when written as one (DL: or DL#), not as a module or a branch name", () => {
    expect(confidence(US_DRIVER_LICENSE, 'DL: D1234567', 'D1234567')).toBeGreaterThanOrEqual(0.5);
    expect(confidence(US_DRIVER_LICENSE, 'DL# 1234567', '1234567')).toBeGreaterThanOrEqual(0.5);
    expect(confidence(US_DRIVER_LICENSE, 'now provides the dl module. (SF patch #1454844)', '1454844')).toBeLessThan(0.5);
    expect(confidence(US_DRIVER_LICENSE, '(merge 4153274052 dl/doc-credential-helper later to maint)', '4153274052')).toBeLessThan(0.5);
  });
});

describe('numbers in CSV rows', () => {
  test('a comma between fields does not glue an SSN to the number beside it; a thousands group still does', () => {
    const csv = 'Name,SSN,Salary\nAnn Lee,301-58-4412,61000\nBo Park,412-67-9021,58500';
    expect(found(US_SSN, csv)).toEqual(['301-58-4412', '412-67-9021']);
    expect(found(US_SSN, 'Id,SSN\n61000,301-58-4412')).toEqual(['301-58-4412']);
    expect(found(US_SSN, 'total 1,301584412,000 units')).toEqual([]);
  });
});
