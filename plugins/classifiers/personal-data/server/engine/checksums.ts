/** Check-digit algorithms used by national identifiers and payment numbers. Inputs are digit strings. */

export function luhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 1 && sum % 10 === 0;
}

const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Verhoeff: detects every single-digit error and every adjacent transposition (Aadhaar). */
export function verhoeff(digits: string): boolean {
  let c = 0;
  const n = digits.length;
  for (let i = 0; i < n; i++) c = VERHOEFF_D[c][VERHOEFF_P[i % 8][digits.charCodeAt(n - 1 - i) - 48]];
  return c === 0;
}

/** ISO 7064 MOD 11,10 (pure hybrid system): the last digit checks the others (DE tax id, DE VAT). */
export function iso7064Mod11_10(digits: string): boolean {
  let product = 10;
  for (let i = 0; i < digits.length - 1; i++) {
    let sum = (digits.charCodeAt(i) - 48 + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  let check = 11 - product;
  if (check === 10) check = 0;
  return check === digits.charCodeAt(digits.length - 1) - 48;
}

/**
 * ISO 7064 MOD 11-2: Σ value × 2^(position from the right, 0-based) ≡ 1 (mod 11), the check character 'X'
 * standing for 10 (Chinese resident identity numbers, ISO 11649).
 */
export function iso7064Mod11_2(value: string): boolean {
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    const v = ch === 'X' || ch === 'x' ? (i === value.length - 1 ? 10 : NaN) : ch.charCodeAt(0) - 48;
    if (!(v >= 0 && v <= 10)) return false;
    sum = (sum * 2 + v) % 11;
  }
  return sum === 1;
}

/** GS1 mod 10 (EAN-13, GTIN): weights 3 and 1 alternating from the right of the payload; the total is a multiple of 10. */
export function gs1Mod10(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 1, w = 1; i >= 0; i--, w = 4 - w) sum += (digits.charCodeAt(i) - 48) * w;
  return digits.length > 1 && sum % 10 === 0;
}

/** Sum of digit[i] * weights[i]. */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (digits.charCodeAt(i) - 48) * weights[i];
  return sum;
}

/** Remainder of a long decimal string modulo m, without BigInt. */
export function modDecimal(digits: string, m: number): number {
  let r = 0;
  for (let i = 0; i < digits.length; i++) r = (r * 10 + digits.charCodeAt(i) - 48) % m;
  return r;
}

/** Value of an alphanumeric character in machine-readable zones: digits 0-9, A=10 … Z=35, '<'=0. */
export function mrzValue(ch: string): number {
  const c = ch.charCodeAt(0);
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 90) return c - 55;
  return 0;
}

/** ICAO 9303 check digit (weights 7, 3, 1) over an alphanumeric field. */
export function icaoCheckDigit(field: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < field.length; i++) sum += mrzValue(field[i]) * weights[i % 3];
  return sum % 10;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** True when every character is the same ('000000000', '111111111'): test or filler values. */
export function isRepeated(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}
