/** Contact details: e-mail addresses, telephone numbers (validated by libphonenumber-js), URLs. */
import type { CountryCode, PhoneNumber } from 'libphonenumber-js/max';

type PhoneLibrary = typeof import('libphonenumber-js/max');
/** Loaded at the first candidate number: a scan thread starts (and walks) without the library's metadata. */
let phoneLibrary: PhoneLibrary | undefined;
function parsePhoneNumberFromString(value: string, region?: CountryCode): PhoneNumber | undefined {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  phoneLibrary ??= require('libphonenumber-js/max') as PhoneLibrary;
  return region ? phoneLibrary.parsePhoneNumberFromString(value, region) : phoneLibrary.parsePhoneNumberFromString(value);
}
import { inCollationElement, type Rule, type Span } from '../engine/rule';
import { clusterAnchor } from '../engine/anchors';

/** [A-Za-z0-9], by character code (a regex test per character costs a string per character). */
function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
/** [A-Za-z0-9._%+-]: a character of a local part. */
function isLocalChar(c: number): boolean {
  return isAlnum(c) || c === 46 || c === 95 || c === 37 || c === 43 || c === 45;
}
/**
 * Domain after '@': labels of at most 63 characters, at most 10 labels, a letters-only top-level domain.
 * Internationalised domains count, written in Unicode (例え.テスト) or in Punycode (xn--d1acpjx3f.xn--p1ai); an
 * ASCII top-level domain ends at the first other letter ('mail@example.comまで' in Japanese text).
 */
export const DOMAIN =
  /(?:[\p{L}\p{N}](?:[\p{L}\p{N}\-]{0,61}[\p{L}\p{N}])?\.){1,10}(?:(?:[A-Za-z]{2,24}|xn--[A-Za-z0-9\-]{1,59})(?![A-Za-z0-9\-])|(?=[^\x00-\x7F])\p{L}{2,24}(?![\p{L}\p{N}\-]))/uy;
/** 'logo@2x.png' is a file name, not an address. */
const FILE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'bmp', 'ico', 'css', 'js', 'ts', 'json', 'pdf', 'txt', 'html', 'xml', 'zip']);

/** Finds addresses from each '@', scanning at most 64 characters back: linear on any input. */
export function* findEmails(text: string): Iterable<Span> {
  let at = text.indexOf('@');
  while (at >= 0) {
    let start = at;
    while (start > 0 && at - start < 65 && isLocalChar(text.charCodeAt(start - 1))) start--;
    // A run longer than a local part may be is a token, not an address.
    const tooLong = at - start > 64;
    while (start < at && !isAlnum(text.charCodeAt(start))) start++;
    let next = at + 1;
    if (!tooLong && start < at) {
      DOMAIN.lastIndex = at + 1;
      const m = DOMAIN.exec(text);
      if (m) {
        const end = at + 1 + m[0].length;
        const labels = m[0].split('.');
        const tld = labels[labels.length - 1].toLowerCase();
        // dots may not end the local part nor follow each other ('john..doe@'); leading ones were left out above
        const local = text.slice(start, at);
        const dotsOk = !local.includes('..') && !local.endsWith('.');
        if (dotsOk && !(labels.length === 2 && FILE_EXTENSIONS.has(tld))) yield { start, end };
        next = end;
      }
    }
    at = text.indexOf('@', next);
  }
}

export const EMAIL_ADDRESS: Rule = {
  info: {
    id: 'EMAIL_ADDRESS',
    name: 'E-mail address',
    description: 'An e-mail address (local part, @, a domain with a top-level domain).',
    category: 'Contact',
  },
  find: findEmails,
  base: 0.8,
  context: ['email', 'e-mail', 'mail', 'contact', 'courriel', 'correo', 'posta elettronica', 'adres e-mail'],
};

/** Regions whose national numbers are tried when a number has no '+' country code. */
export const DEFAULT_PHONE_REGIONS: CountryCode[] = ['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'AU', 'IN', 'CA', 'IL', 'BR'];
/** Regions where a national number need not start with the trunk prefix 0. */
const NO_TRUNK_ZERO = new Set<CountryCode>(['US', 'CA', 'IT']);
export const PHONE_CANDIDATE = new RegExp(
  // not preceded by a digit and a space: a column of a table of numbers is not a phone number; a colon only
  // after a label ('phone:(425) 882-9090'), not after a digit or another colon (12:30, IPv6)
  String.raw`(?<![\w+\-.\/]|\d[ ]|[\d:]:)` +
    '(?:' +
    // +44 20 7946 0958; a national number may follow the country code in one block (+91 4155550132, +49 30 1234567)
    String.raw`\+\d{1,3}(?:[ .\-]?\(\d{1,5}\))?(?:[ .\-]\d{1,12}){1,6}` +
    String.raw`|\+\d{7,15}` + // +4915112345678
    String.raw`|\(\d{1,5}\)[ .\-]?\d{1,8}(?:(?: ?[.\-] ?| )\d{1,8}){0,4}` + // (201) 555-0123, (949) 666 - 6666, (030) 12345678
    // 020 7946 0958, 415-555-2671; a subscriber number of seven or eight digits in one block (030 12345678, 09-7625400)
    String.raw`|\d{1,5}(?:[ .\-]\d{1,8}){1,5}` +
    String.raw`|\d{7,12}` + // 4155552671 (only with context)
    ')' +
    String.raw`(?![\w\-]|[ .,:\/]?\d)`,
  'g',
);
const DATE_SHAPE = /^(?:\d{4}[\-./]\d{1,2}[\-./]\d{1,2}|\d{1,2}[\-./]\d{1,2}[\-./]\d{2,4})$/;
const IPV4_SHAPE = /^\d{1,3}(?:\.\d{1,3}){3}$/;
/** A decimal number (0.999956) or a table cell run starting with a lone zero (0 14 39 60). */
const NOT_A_PHONE_SHAPE = /^\d+[.,]\d+$|^0 /;
/** A US ZIP+4 code after its state ('Boston, MA 02110-1301'), not a national number. */
const ZIP_PLUS_FOUR = /^\d{5}-\d{4}$/;
const US_STATE_BEFORE =
  /(?<![\w.])(?:a[klrsz]|c[aot]|d[ce]|fl|ga|hi|i[adln]|k[sy]|la|m[adeinost]|n[cdehjmvy]|o[hkr]|pa|ri|s[cd]|t[nx]|ut|v[at]|w[aivy]|pr|gu)\.?,? {1,3}$/;

export const PHONE_CONTEXT = [
  'phone',
  'tel',
  'tel.',
  'telephone',
  'mobile',
  'cell',
  'fax',
  'call',
  'contact',
  'whatsapp',
  'telefon',
  'handy',
  'mobil',
  'téléphone',
  'telephone',
  'portable',
  'teléfono',
  'móvil',
  'telefono',
  'cellulare',
  'telefoon',
  'mobiel',
  'telefonnummer',
  'puhelin',
];

/** Validation verdicts by number: validating with full metadata costs ~50 µs, and signatures repeat numbers. */
const VERDICT_CACHE_LIMIT = 5000;

export function makePhoneRule(regions: readonly CountryCode[] = DEFAULT_PHONE_REGIONS): Rule {
  const verdicts = new Map<string, boolean | number>();
  const remember = (key: string, verdict: boolean | number) => {
    if (verdicts.size >= VERDICT_CACHE_LIMIT) verdicts.clear();
    verdicts.set(key, verdict);
    return verdict;
  };
  return {
    info: {
      id: 'PHONE_NUMBER',
      name: 'Telephone number',
      description:
        'A telephone number valid for its country: international (+country code) numbers are validated on their own, national numbers against the configured regions.',
      category: 'Contact',
    },
    pattern: PHONE_CANDIDATE,
    // a number worth validating has seven digits (the check asks for 7-15), chained by short separators
    anchor: clusterAnchor(100, 100),
    base: 0.4,
    context: PHONE_CONTEXT,
    // a hyphenated ISBN or ISSN, or an order or part number, is a valid-looking national number
    negative: ['isbn', 'isbn-10', 'isbn-13', 'issn', 'doi', 'order', 'invoice', 'tracking', 'serial', 'sku', 'part no', 'part number'],
    check(value, near) {
      const digits = value.replace(/\D/g, '');
      if (digits.length < 7 || digits.length > 15) return false;
      if (DATE_SHAPE.test(value) || IPV4_SHAPE.test(value) || NOT_A_PHONE_SHAPE.test(value)) return false;
      if (ZIP_PLUS_FOUR.test(value) && US_STATE_BEFORE.test(near.before(8))) return false;
      if (inCollationElement(near)) return false;
      const grouped = /[ .\-()]/.test(value);
      // A bare run of digits is a phone number only when the text says so; skipping it early also keeps
      // number-heavy files fast.
      if (!grouped && !value.startsWith('+') && !near.context()) return false;
      const known = verdicts.get(value);
      if (known !== undefined) return known;
      if (value.startsWith('+')) {
        const parsed = parsePhoneNumberFromString(value);
        return remember(value, !!parsed && parsed.isValid() && (grouped ? 0.6 : 0.5));
      }
      for (const region of regions) {
        if (!NO_TRUNK_ZERO.has(region) && digits[0] !== '0') continue;
        const parsed = parsePhoneNumberFromString(value, region);
        if (parsed && parsed.isValid()) return remember(value, grouped ? 0.4 : 0.2);
      }
      return remember(value, false);
    },
  };
}
export const PHONE_NUMBER = makePhoneRule();

/**
 * A scheme or www. not glued to a word, an address or a dot, then the address. The edge is checked after the
 * literal prefix (a lookbehind first would be tried at every position of the text, three times slower).
 */
export const URL_CANDIDATE = new RegExp(String.raw`(?:(?:https?|ftp):\/\/|www\.)(?<=(?<![\w@.])(?:(?:https?|ftp):\/\/|www\.))[^\s<>"'\`{}|\\^]{2,2048}`, 'gi');
const URL_TRAILING = /[.,;:!?)\]}'"]{1,32}$/;

/** Top-level domains a bare host name ('example.org') may end in: common ones that are not also file extensions. */
const BARE_TLDS =
  'com|org|net|edu|gov|mil|int|info|biz|io|co|me|tv|eu|uk|de|fr|es|it|nl|be|ch|at|se|no|dk|fi|ie|pt|gr|cz|ru|ua|cn|jp|kr|tw|hk|sg|au|nz|ca|us|mx|br|ar|cl|za|il|tr|ae';
/** A host name without scheme: labels, a lower-case top-level domain from the list, an optional path. */
export const BARE_DOMAIN = new RegExp(
  String.raw`(?<![\w@.\-\/:])(?:[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?\.){1,10}(?:${BARE_TLDS})(?![\w\-]|\.[A-Za-z0-9])(?:[/?#][^\s<>"'\`{}|\\^]{0,2048})?`,
  'g',
);
/** Where a bare host name ends: a dot, a listed top-level domain, and no further label. */
const TLD_ANCHOR = new RegExp(String.raw`\.(?:${BARE_TLDS})(?![\w\-]|\.[A-Za-z0-9])`, 'g');
const HOST_CHAR = /[A-Za-z0-9.\-]/;

/**
 * Bare host names, found from their top-level domain and read back at most 253 characters: one pass of a
 * cheap anchor instead of trying the host pattern at every word.
 */
function* bareDomains(text: string): Iterable<RegExpExecArray> {
  const anchor = new RegExp(TLD_ANCHOR.source, 'g');
  const host = new RegExp(BARE_DOMAIN.source, 'y');
  let a: RegExpExecArray | null;
  while ((a = anchor.exec(text)) !== null) {
    let start = a.index;
    while (start > 0 && a.index - start < 253 && HOST_CHAR.test(text[start - 1])) start--;
    host.lastIndex = start;
    const m = host.exec(text);
    if (m && start + m[0].length >= anchor.lastIndex) {
      yield m;
      anchor.lastIndex = Math.max(anchor.lastIndex, start + m[0].length);
    }
  }
}

/**
 * The part after the scheme up to the first '/', '?' or '#' must be localhost, an IP address or a host
 * name ending in an alphabetic top-level domain ('www.example' alone is not an address).
 */
function hasHost(url: string): boolean {
  const rest = url.replace(/^(?:(?:https?|ftp):\/\/)/i, '');
  const host = rest
    .split(/[/?#]/, 1)[0]
    .replace(/^[^@]{1,256}@/, '')
    .replace(/:\d{1,5}$/, '');
  if (!/^[A-Za-z0-9.\-]{1,253}$/.test(host)) return false;
  if (host.toLowerCase() === 'localhost' || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) return true;
  const labels = host.split('.');
  if (labels.length < (labels[0].toLowerCase() === 'www' ? 3 : 2) || labels.some(l => l.length === 0)) return false;
  return /^(?:[A-Za-z]{2,24}|xn--[A-Za-z0-9\-]{1,59})$/.test(labels[labels.length - 1]);
}

function* candidates(matches: Iterable<RegExpExecArray>): Iterable<Span> {
  for (const m of matches) {
    const value = m[0].replace(URL_TRAILING, '');
    if (hasHost(value)) yield { start: m.index, end: m.index + value.length };
  }
}

function* allMatches(re: RegExp, text: string): Iterable<RegExpExecArray> {
  const own = new RegExp(re.source, re.flags);
  let m: RegExpExecArray | null;
  while ((m = own.exec(text)) !== null) yield m;
}

/** Addresses with a scheme or www., and bare host names that are not part of one, in text order. */
export function* findUrls(text: string): Iterable<Span> {
  const full = [...candidates(allMatches(URL_CANDIDATE, text))];
  let i = 0;
  for (const bare of candidates(bareDomains(text))) {
    while (i < full.length && full[i].end <= bare.start) yield full[i++];
    if (i < full.length && full[i].start < bare.end) continue; // inside (or overlapping) a full address
    yield bare;
  }
  while (i < full.length) yield full[i++];
}

/** 'https://jane:secret@host/' names an account and carries its password. */
const URL_CREDENTIALS = /^(?:https?|ftp):\/\/[^\s/?#@]{1,256}@/i;

/**
 * A web address names a place, not a person: documentation and source code are full of them, and a label such as
 * 'home page' is as often a project's as a person's. It is personal data only when it carries a personal
 * identifier of its own: an account's user name (and password) before the host. Every other address is kept as a
 * trace (below 0.5, where classifications and figures start counting), whatever words surround it; an e-mail
 * address in a link (mailto:, ?email=) is found by EMAIL_ADDRESS. No built-in classification uses this rule.
 */
export const URL: Rule = {
  info: {
    id: 'URL',
    name: 'Web address',
    description:
      'A web or FTP address (http://, https://, ftp:// or www.) or a bare host name with a common top-level domain: only a trace, unless it carries a user name (and password) before its host.',
    category: 'Contact',
  },
  find: findUrls,
  base: 0.45,
  check: value => (URL_CREDENTIALS.test(value) ? 0.6 : true),
  context: [],
};
