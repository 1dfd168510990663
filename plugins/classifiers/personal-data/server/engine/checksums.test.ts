import { daysInMonth, gs1Mod10, icaoCheckDigit, isRepeated, isValidDate, iso7064Mod11_10, iso7064Mod11_2, luhn, modDecimal, verhoeff } from './checksums';
import { keccak256Hex } from './keccak';

describe('check-digit algorithms', () => {
  test('Luhn accepts published card numbers and rejects a changed digit', () => {
    expect(luhn('4111111111111111')).toBe(true);
    expect(luhn('79927398713')).toBe(true);
    expect(luhn('79927398710')).toBe(false);
    expect(luhn('4111111111111112')).toBe(false);
  });
  test('Verhoeff catches single errors and adjacent transpositions', () => {
    expect(verhoeff('2363')).toBe(true); // 236 with check digit 3 (textbook example)
    expect(verhoeff('2364')).toBe(false);
    expect(verhoeff('2633')).toBe(false);
  });
  test('ISO 7064 MOD 11,10', () => {
    expect(iso7064Mod11_10('86095742719')).toBe(true);
    expect(iso7064Mod11_10('86095742718')).toBe(false);
  });
  test('ISO 7064 MOD 11-2, X standing for 10 only as the check character', () => {
    expect(iso7064Mod11_2('0000000218250097')).toBe(true); // ORCID's documented example 0000-0002-1825-0097
    expect(iso7064Mod11_2('0000000218250098')).toBe(false);
    expect(iso7064Mod11_2('000000021694233X')).toBe(true); // ORCID 0000-0002-1694-233X
    expect(iso7064Mod11_2('38064219921117061X')).toBe(true);
    expect(iso7064Mod11_2('3806421992111706X1')).toBe(false);
  });
  test('GS1 mod 10 over EAN-13 numbers', () => {
    expect(gs1Mod10('4006381333931')).toBe(true);
    expect(gs1Mod10('4006381333932')).toBe(false);
    expect(gs1Mod10('9783161484100')).toBe(true);
  });
  test('ICAO 9303 check digit (7-3-1) over the specimen document number', () => {
    expect(icaoCheckDigit('L898902C3')).toBe(6); // ICAO 9303 specimen passport
  });
  test('decimal modulus without BigInt matches BigInt', () => {
    expect(modDecimal('1841276451089', 97)).toBe(Number(1841276451089n % 97n));
  });
  test('dates', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(isValidDate(2023, 2, 29)).toBe(false);
    expect(isValidDate(2023, 13, 1)).toBe(false);
    expect(isRepeated('111111111')).toBe(true);
    expect(isRepeated('111111112')).toBe(false);
  });
  test('Keccak-256 test vectors', () => {
    expect(keccak256Hex('')).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    expect(keccak256Hex('abc')).toBe('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
  });
});
