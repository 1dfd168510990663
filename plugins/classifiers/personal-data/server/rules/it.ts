/** Italy: codice fiscale (with its check character) and partita IVA. */
import type { Rule, ScanOptions, Span } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, TRACE, patternSpans, token, windowedSpans } from '../engine/rule';
import { luhn } from '../engine/checksums';
import { SIX_DIGITS_ANCHOR, digitWordAnchor } from '../engine/anchors';

const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

function charIndex(ch: string): number {
  const c = ch.charCodeAt(0);
  return c >= 48 && c <= 57 ? c - 48 : c - 65;
}

/** Omocodia: letters that replace digits when two people would get the same code. */
const OMOCODE_DIGITS: Record<string, string> = { L: '0', M: '1', N: '2', P: '3', Q: '4', R: '5', S: '6', T: '7', U: '8', V: '9' };

/** Day of birth (plus 40 for women) after undoing omocodia: 1-31 or 41-71. */
function hasValidBirthDay(code: string): boolean {
  const day = Number(code.slice(9, 11).replace(/[LMNPQRSTUV]/g, c => OMOCODE_DIGITS[c]));
  return (day >= 1 && day <= 31) || (day >= 41 && day <= 71);
}

/** Codice fiscale: characters at odd positions (1st, 3rd, ...) use the odd table; sum mod 26 is the check letter. */
export function isValidFiscalCode(value: string): boolean {
  const code = value.toUpperCase();
  return hasValidBirthDay(code) && hasValidCheckChar(code);
}

function hasValidCheckChar(code: string): boolean {
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += i % 2 === 0 ? ODD_VALUES[charIndex(code[i])] : charIndex(code[i]);
  return String.fromCharCode(65 + (sum % 26)) === code[15];
}

/** Sixteen characters in this layout with a real birth day are a fiscal code; a wrong check letter leaves a trace. */
function fiscalCodeStrength(value: string): boolean | number {
  const code = value.toUpperCase();
  if ((value !== code && value !== value.toLowerCase()) || !hasValidBirthDay(code)) return false;
  return hasValidCheckChar(code) || TRACE;
}

const OMOCODE = '[0-9LMNPQRSTUV]';
const FISCAL_CODE = token(`[A-Z]{6}${OMOCODE}{2}[ABCDEHLMPRST]${OMOCODE}{2}[A-Z]${OMOCODE}{3}[A-Z]`, 'i');
/** Every digit place written as its omocodia letter: sixteen letters, a word like any other. */
const LETTERS_ONLY = /^[A-Za-z]{16}$/;
const FISCAL_WORDS = digitWordAnchor(16);
const FISCAL_CONTEXT = ['codice fiscale', 'cod. fisc', 'cod. fiscale', 'c.f.', 'cf', 'fiscal code', 'tax code', 'codice', 'tessera sanitaria'];

/**
 * Codes with a digit, around the words of sixteen characters with digits that the numeric rules share; a code
 * whose every digit place is an omocodia letter has no digit to be found by, so it is looked for only near a
 * context word (a sixteen-letter word alone is just a long word).
 */
function* findFiscalCodes(text: string, scan: ScanOptions = {}): Iterable<Span> {
  const withDigits = [...patternSpans(text, FISCAL_CODE, FISCAL_WORDS, scan)];
  const lettersOnly = [...windowedSpans(text, FISCAL_CODE, FISCAL_CONTEXT, scan)].filter(s => LETTERS_ONLY.test(text.slice(s.start, s.end)));
  yield* lettersOnly.length === 0 ? withDigits : [...withDigits, ...lettersOnly].sort((a, b) => a.start - b.start);
}
export const IT_FISCAL_CODE: Rule = {
  info: {
    id: 'IT_FISCAL_CODE',
    name: 'Italian fiscal code',
    description:
      'A codice fiscale: surname and name letters, birth year, month letter, day (+40 for women), municipality code and a check character (a wrong check character leaves only a trace).',
    country: 'IT',
    category: 'Government ID',
  },
  find: findFiscalCodes,
  base: 0.6,
  checksum: isValidFiscalCode,
  check: fiscalCodeStrength,
  context: FISCAL_CONTEXT,
};

/** Partita IVA: 11 digits, office code 001-100, 120, 121, 888 or 999, and a Luhn check digit. */
export function isValidItalianVat(digits: string): boolean {
  const office = Number(digits.slice(7, 10));
  const officeOk = (office >= 1 && office <= 100) || office === 120 || office === 121 || office === 888 || office === 999;
  return officeOk && digits !== '00000000000' && luhn(digits);
}

export const IT_VAT_CODE: Rule = {
  info: {
    id: 'IT_VAT_CODE',
    name: 'Italian VAT number',
    description: 'A partita IVA: 11 digits (optionally prefixed IT) with a valid office code and Luhn-style check digit.',
    country: 'IT',
    category: 'Financial',
  },
  pattern: token(String.raw`(?:IT ?)?\d{11}`),
  anchor: SIX_DIGITS_ANCHOR,
  base: 0.3,
  checksum: true,
  check: value => isValidItalianVat(value.slice(-11)) && (value.startsWith('IT') ? 0.55 : 0.3),
  context: ['partita iva', 'p.iva', 'p. iva', 'p.i.', 'piva', 'iva', 'vat', 'vat number', 'numero iva'],
  negative: BUSINESS_NUMBER_WORDS,
};

export const IT_RULES = [IT_FISCAL_CODE, IT_VAT_CODE];
