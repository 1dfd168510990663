/** Payment data: card numbers (Luhn + issuer prefixes), IBANs (ibantools), crypto-currency addresses. */
import { createHash } from 'node:crypto';
import { getCountrySpecifications, isValidIBAN } from 'ibantools';
import type { Rule, Span } from '../engine/rule';
import { BUSINESS_NUMBER_WORDS, LEFT, RIGHT, digitsOf, isFormatted } from '../engine/rule';
import { isRepeated, luhn } from '../engine/checksums';
import { keccak256Hex } from '../engine/keccak';
import { CLUSTER_ANCHOR, digitWords, type Anchor } from '../engine/anchors';

/** Issuer prefix ranges and the lengths each network issues. */
const CARD_NETWORKS: { prefixes: [number, number][]; lengths: number[] }[] = [
  { prefixes: [[4, 4]], lengths: [13, 16, 19] }, // Visa
  {
    prefixes: [
      [51, 55],
      [2221, 2720],
    ],
    lengths: [16],
  }, // Mastercard
  {
    prefixes: [
      [34, 34],
      [37, 37],
    ],
    lengths: [15],
  }, // American Express
  {
    prefixes: [
      [6011, 6011],
      [644, 649],
      [65, 65],
    ],
    lengths: [16, 17, 18, 19],
  }, // Discover
  {
    prefixes: [
      [300, 305],
      [36, 36],
      [38, 39],
    ],
    lengths: [14, 15, 16, 17, 18, 19],
  }, // Diners Club
  { prefixes: [[3528, 3589]], lengths: [16, 17, 18, 19] }, // JCB
  { prefixes: [[62, 62]], lengths: [16, 17, 18, 19] }, // UnionPay
  {
    prefixes: [
      [50, 50],
      [56, 58],
      [6304, 6304],
      [67, 67],
    ],
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
  }, // Maestro
  { prefixes: [[1, 1]], lengths: [15] }, // UATP (AirPlus)
];

/** UATP numbers start with 1 like many other 15-digit references: weak unless grouped or named. */
const isUatp = (digits: string) => digits.length === 15 && digits[0] === '1';

export function hasCardPrefix(digits: string): boolean {
  return CARD_NETWORKS.some(
    n =>
      n.lengths.includes(digits.length) &&
      n.prefixes.some(([lo, hi]) => {
        const p = Number(digits.slice(0, String(lo).length));
        return p >= lo && p <= hi;
      }),
  );
}

/** Groups of four (the last shorter), or American Express / Diners 4-6-5 and 4-6-4; one separator kind. */
function hasCardGrouping(value: string): boolean {
  const separators = new Set(value.replace(/\d/g, ''));
  if (separators.size === 0) return true;
  if (separators.size > 1) return false;
  const groups = value.split(/[ \-]/).map(g => g.length);
  if (groups.length === 3 && groups[0] === 4 && groups[1] === 6 && (groups[2] === 5 || groups[2] === 4)) return true;
  return groups.slice(0, -1).every(g => g === 4) && groups[groups.length - 1] >= 1 && groups[groups.length - 1] <= 4;
}

export const CREDIT_CARD: Rule = {
  info: {
    id: 'CREDIT_CARD',
    name: 'Payment card number',
    description:
      'A credit or debit card number: 12-19 digits with a valid Luhn check digit and a known issuer prefix (Visa, Mastercard, Amex, Discover, Diners, JCB, UnionPay, Maestro, UATP).',
    category: 'Financial',
  },
  pattern: new RegExp(`${LEFT}\\d(?:[ \\-]?\\d){11,18}${RIGHT}`, 'g'),
  anchor: CLUSTER_ANCHOR,
  base: 0.55,
  checksum: true,
  check(value) {
    const digits = digitsOf(value);
    if (isRepeated(digits) || !hasCardGrouping(value) || !hasCardPrefix(digits) || !luhn(digits)) return false;
    if (isFormatted(value)) return 0.7;
    return isUatp(digits) ? 0.4 : 0.55;
  },
  context: [
    'card',
    'credit card',
    'card number',
    'card no',
    'debit card',
    'visa',
    'mastercard',
    'amex',
    'american express',
    'discover',
    'diners',
    'jcb',
    'maestro',
    'unionpay',
    'cc',
    'ccn',
    'kreditkarte',
    'kartennummer',
    'carte bancaire',
    'carte de crédit',
    'numéro de carte',
    'tarjeta',
    'carta di credito',
    'creditcard',
    'karta kredytowa',
    'uatp',
    'airplus',
  ],
  negative: BUSINESS_NUMBER_WORDS,
};

const IBAN_SPECS = getCountrySpecifications();
export const IBAN_CANDIDATE = /(?<![\w])[A-Z]{2}\d{2}(?:[ \-]?[A-Z0-9]){11,30}/g;

/**
 * Takes exactly the country's IBAN length from a candidate: spaces or hyphens (AL47-2121-1009-...) may
 * stand between characters, one kind per number.
 */
export function* findIbans(text: string): Iterable<Span> {
  const re = new RegExp(IBAN_CANDIDATE.source, IBAN_CANDIDATE.flags);
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const spec = IBAN_SPECS[m[0].slice(0, 2)];
    const length = spec?.chars;
    let end = -1;
    if (length) {
      let taken = 0;
      for (let i = 0; i < m[0].length && taken < length; i++) {
        if (m[0][i] !== ' ' && m[0][i] !== '-') {
          taken++;
          if (taken === length) end = m.index + i + 1;
        }
      }
    }
    const value = end > 0 ? text.slice(m.index, end) : '';
    const oneSeparatorKind = !(value.includes(' ') && value.includes('-'));
    const continues = /^-?[A-Za-z0-9]/.test(text.slice(end, end + 2)); // the run goes on past the country's length
    if (end > 0 && oneSeparatorKind && !continues && isValidIBAN(value.replace(/[ \-]/g, ''))) {
      yield { start: m.index, end };
      re.lastIndex = end;
    } else {
      re.lastIndex = m.index + 1;
    }
  }
}

export const IBAN_CODE: Rule = {
  info: {
    id: 'IBAN_CODE',
    name: 'IBAN',
    description: 'An International Bank Account Number: country code, mod-97 check digits and the country-specific length and structure (ibantools).',
    category: 'Financial',
  },
  find: findIbans,
  base: 0.75,
  checksum: true,
  context: [
    'iban',
    'bank',
    'account',
    'bank account',
    'konto',
    'kontonummer',
    'bankverbindung',
    'compte',
    'rib',
    'cuenta',
    'conto',
    'rekening',
    'rekeningnummer',
    'numer konta',
    'swift',
    'bic',
    'sepa',
  ],
};

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export function base58Decode(value: string): Uint8Array | null {
  let n = 0n;
  for (const ch of value) {
    const v = BASE58.indexOf(ch);
    if (v < 0) return null;
    n = n * 58n + BigInt(v);
  }
  const bytes: number[] = [];
  while (n > 0n) {
    bytes.unshift(Number(n & 0xffn));
    n >>= 8n;
  }
  for (const ch of value) {
    if (ch !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** Legacy (P2PKH, version 0) and script (P2SH, version 5) addresses: base58 with a double-SHA-256 checksum. */
export function isBase58CheckAddress(value: string): boolean {
  const bytes = base58Decode(value);
  if (!bytes || bytes.length !== 25 || (bytes[0] !== 0x00 && bytes[0] !== 0x05)) return false;
  const payload = bytes.subarray(0, 21);
  const once = createHash('sha256').update(payload).digest();
  const twice = createHash('sha256').update(once).digest();
  return twice.subarray(0, 4).equals(Buffer.from(bytes.subarray(21)));
}

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function bech32Polymod(values: number[]): number {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= BECH32_GENERATORS[i];
  }
  return chk >>> 0;
}

/** Segwit addresses: bech32 (witness v0) or bech32m (v1+) checksum over the human-readable part and data. */
export function isBech32Address(value: string): boolean {
  if (value !== value.toLowerCase() && value !== value.toUpperCase()) return false;
  const lower = value.toLowerCase();
  const sep = lower.lastIndexOf('1');
  const hrp = lower.slice(0, sep);
  if (hrp !== 'bc' && hrp !== 'tb') return false;
  const data: number[] = [];
  for (const ch of lower.slice(sep + 1)) {
    const v = BECH32_CHARSET.indexOf(ch);
    if (v < 0) return false;
    data.push(v);
  }
  if (data.length < 7) return false;
  const expanded = [...[...hrp].map(c => c.charCodeAt(0) >> 5), 0, ...[...hrp].map(c => c.charCodeAt(0) & 31)];
  const check = bech32Polymod([...expanded, ...data]);
  const witnessVersion = data[0];
  return witnessVersion === 0 ? check === 1 : check === 0x2bc830a3;
}

/** EIP-55: in a mixed-case address, a letter is upper case exactly when its nibble of keccak256(address) is >= 8. */
export function isEip55Checksummed(address: string): boolean {
  const hex = address.slice(2);
  const hash = keccak256Hex(hex.toLowerCase());
  for (let i = 0; i < 40; i++) {
    const ch = hex[i];
    if (/[a-f]/.test(ch) && parseInt(hash[i], 16) >= 8) return false;
    if (/[A-F]/.test(ch) && parseInt(hash[i], 16) < 8) return false;
  }
  return true;
}

const CRYPTO_CANDIDATE = /(?<![\w])(?:[13][1-9A-HJ-NP-Za-km-z]{25,34}|(?:bc1|tb1|BC1|TB1)[02-9ac-hj-np-zAC-HJ-NP-Z]{6,87}|0x[0-9a-fA-F]{40})(?![\w])/g;

/**
 * Every address is one whole word with a digit: 26-35 base58 characters from 1 or 3, bech32 after bc1 or tb1
 * (9-90 characters), or 0x and 40 hex digits. Read from the words with digits that the numeric rules share.
 */
const WALLET_WORDS: Anchor = {
  find: (text, cache) => {
    const words = digitWords(text, cache);
    const out: number[] = [];
    for (let i = 0; i < words.length; i += 2) {
      const start = words[i];
      const length = words[i + 1] - start;
      if (length < 9 || length > 90) continue;
      const first = text.charCodeAt(start);
      const wallet =
        ((first === 49 || first === 51) && length >= 26 && length <= 35) || // 1, 3
        (length === 42 && text.startsWith('0x', start)) ||
        /^(?:bc1|tb1)$/i.test(text.slice(start, start + 3));
      if (wallet) out.push(start, words[i + 1]);
    }
    return out;
  },
  before: 0,
  reach: 90,
};

export const CRYPTO: Rule = {
  info: {
    id: 'CRYPTO',
    name: 'Crypto-currency wallet address',
    description: 'A Bitcoin address (base58check or bech32/bech32m checksum) or an Ethereum address (EIP-55 checksum when mixed case).',
    category: 'Financial',
  },
  pattern: CRYPTO_CANDIDATE,
  anchor: WALLET_WORDS,
  base: 0.8,
  checksum: true,
  check(value) {
    if (value.startsWith('0x')) {
      const hex = value.slice(2);
      // one case only: no checksum to verify, and 40 hex digits are also what hashes look like
      if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return 0.4;
      return isEip55Checksummed(value);
    }
    if (/^(?:bc1|tb1)/i.test(value)) return isBech32Address(value);
    return isBase58CheckAddress(value);
  },
  context: [
    'bitcoin',
    'btc',
    'wallet',
    'ethereum',
    'eth',
    'ether',
    'crypto',
    'cryptocurrency',
    'address',
    'send',
    'wallet address',
    'krypto',
    'portefeuille',
    'monedero',
    'billetera',
  ],
};
