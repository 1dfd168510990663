/** Network identifiers: IPv4 and IPv6 addresses (validated), MAC addresses. */
import { isIPv6 } from 'node:net';
import type { Near, Rule, ScanOptions, Span } from '../engine/rule';
import { CONTEXT_WINDOW, TRACE, inCollationElement, patternSpans } from '../engine/rule';
import type { Anchor } from '../engine/anchors';

const VERSION_WORDS = ['version', 'ver', 'ver.', 'release', 'build', 'firmware', 'v', 'rev', 'revision', 'oid', 'sdk', 'api'];
/** 'version 1.2.3.4' reads as a version whatever other words surround it. */
const VERSION_LABEL = /\b(?:version|ver\.?|release|build|firmware|rev(?:ision)?|oid|v)\s{0,3}[:#]?\s{0,3}$/;

/** IPv4 with an optional CIDR prefix length ('192.168.1.0/24'). */
export const IPV4 = /(?<![\w.\-]|\d[.,:])(?:\d{1,3}\.){3}\d{1,3}(?:\/\d{1,2}(?!\d))?(?![\w\-]|\.\d)/g;

export const IP_ADDRESS_V4_CHECK = (value: string): boolean => {
  const [address, prefix] = value.split('/');
  return address.split('.').every(p => Number(p) <= 255 && (p === '0' || p[0] !== '0')) && (prefix === undefined || Number(prefix) <= 32);
};

/**
 * IPv6, with an embedded IPv4 tail ('::ffff:192.0.2.1'), a zone index of a link-local address ('fe80::1%eth0',
 * RFC 4007) and an optional prefix length ('2001:db8::/32').
 */
export const IPV6 =
  /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{1,4}|(?:\d{1,3}\.){3}\d{1,3})?(?:%[0-9A-Za-z._~\-]{1,16})?(?:\/\d{1,3}(?!\d))?(?![\w:%]|\.\w)/g;

/** The address, zone index and prefix length of an IPv6 candidate. */
function ipv6Parts(value: string): { address: string; zone?: string; prefix?: string } {
  const [addressAndZone, prefix] = value.split('/');
  const [address, zone] = addressAndZone.split('%');
  return { address, zone, prefix };
}

/** The unspecified address '::' (RFC 4291 2.5.2), alone or as the default route '::/0'. */
export function isUnspecifiedIPv6(value: string): boolean {
  return ipv6Parts(value).address === '::';
}

function isPlausibleIPv6(value: string): boolean {
  const { address, zone, prefix } = ipv6Parts(value);
  if (!isIPv6(address) || (prefix !== undefined && Number(prefix) > 128)) return false;
  if (zone !== undefined && !/^[0-9a-z]/i.test(zone)) return false;
  if (address === '::1' || address === '::') return true; // loopback, unspecified (a trace, see IP_ADDRESS)
  const groups = address.split(':').filter(g => g.length > 0);
  // an IPv4 address after '::' ('::192.168.1.1', RFC 4291 2.5.5.1) or a network prefix ('fe80::/10') is one group
  const least = /\.\d+$/.test(address) || prefix !== undefined ? 1 : 2;
  // 'a::b' in source code and the like carry too little to be an address
  if (address.includes('::')) return groups.length >= least && /\d/.test(address) && address.replace(/:/g, '').length >= 4;
  return true;
}

/**
 * The unspecified address names no host: a trace, and only where it stands as a value (after '=', before a
 * prefix length, or ending its line or sentence), not between two words ('x :: Int' in a type signature).
 */
function unspecifiedAddressTrace(value: string, near: Near): number | false {
  if (value.includes('/') || /=\s?$/.test(near.before(2))) return TRACE;
  return /^(?:[.,;)\]]?\s*$|[.,;)\]]?\s*\n)/.test(near.after(3)) && TRACE;
}

/** Two colons at most four hex digits apart: every IPv6 address has them, within its first five characters. */
const IPV6_ANCHOR: Anchor = { pattern: /:[0-9A-Fa-f]{0,4}:/g, before: 4, reach: 60 };
/** A dot, one to three digits, a dot and a digit: the middle of every IPv4 address. */
const IPV4_ANCHOR: Anchor = { pattern: /\.\d{1,3}\.\d/g, before: 3, reach: 20 };

function* spans(re: RegExp, anchor: Anchor, text: string, scan: ScanOptions, valid: (value: string) => boolean): Iterable<Span> {
  for (const span of patternSpans(text, re, anchor, scan)) if (valid(text.slice(span.start, span.end))) yield span;
}

/** Dotted numbers the text labels as versions somewhere ('v1.8.2.1', 'Version 1.8.2.1', 'release 2.0.0.1'). */
const LABELLED_VERSION = /(?<![\w.])(?:v|version |release |ver\. ?)(\d{1,3}(?:\.\d{1,3}){3})(?![\w.])/gi;

function versionNumbers(text: string): Set<string> {
  const found = new Set<string>();
  LABELLED_VERSION.lastIndex = 0;
  for (let m = LABELLED_VERSION.exec(text); m !== null; m = LABELLED_VERSION.exec(text)) found.add(m[1]);
  return found;
}

/**
 * IPv4 addresses, except those inside an IPv6 address ('::ffff:192.0.2.1' is one address) and dotted numbers
 * that the same text calls a version elsewhere (a change log names 'v1.8.2.1' once, then 'Git 1.8.2.1'), then IPv6.
 */
export function* findIpAddresses(text: string, scan: ScanOptions = {}): Iterable<Span> {
  const v6 = [...spans(IPV6, IPV6_ANCHOR, text, scan, isPlausibleIPv6)];
  let i = 0;
  let versions: Set<string> | undefined;
  for (const span of spans(IPV4, IPV4_ANCHOR, text, scan, IP_ADDRESS_V4_CHECK)) {
    versions ??= versionNumbers(text);
    if (versions.has(text.slice(span.start, span.end))) continue;
    while (i < v6.length && v6[i].end <= span.start) i++;
    if (i < v6.length && v6[i].start <= span.start && span.end <= v6[i].end) continue;
    yield span;
  }
  yield* v6;
}

/**
 * Dotted numbers that are not addresses: a table-of-contents entry ('1.1.1.1 ....... 12', leader dots
 * after it) or a heading number of a numbered outline, whose parent level stands just before it
 * ('2.18', '2.18.ii', then '2.18.2.1').
 */
/** Leader dots running to a page number ('...12', ' ........ 17'), not an ellipsis ending a sentence. */
const TOC_LEADER = /^ ?(?:\.{2,} ?\d|\.{4,})/;

export function isOutlineNumber(value: string, near: Near): boolean {
  if (TOC_LEADER.test(near.after(20))) return true;
  if (value.includes(':') || value.includes('/')) return false;
  const [a, b] = value.split('.');
  return new RegExp(String.raw`(?<![\d.])${a}\.${b}(?!\.?\d)`).test(near.before(CONTEXT_WINDOW));
}

export const IP_ADDRESS: Rule = {
  info: {
    id: 'IP_ADDRESS',
    name: 'IP address',
    description:
      'An IPv4 address (four octets 0-255, no leading zeros) or an IPv6 address (validated, with a zone index), with an optional CIDR prefix length; the unspecified address :: is only a trace.',
    category: 'Network',
  },
  find: findIpAddresses,
  base: 0.5,
  check: (value, near) => {
    if (isUnspecifiedIPv6(value)) return unspecifiedAddressTrace(value, near);
    return !VERSION_LABEL.test(near.before(20)) && !isOutlineNumber(value, near);
  },
  context: [
    'ip',
    'ip address',
    'ipv4',
    'ipv6',
    'address',
    'host',
    'server',
    'client',
    'gateway',
    'dns',
    'adresse ip',
    'ip-adresse',
    'dirección ip',
    'indirizzo ip',
    'subnet',
    'cidr',
  ],
  negative: VERSION_WORDS,
};

const MAC = /(?<![\w:\-.])(?:[0-9A-Fa-f]{2}([:\-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4})(?![\w:\-]|\.\w)/g;

export const MAC_ADDRESS: Rule = {
  info: {
    id: 'MAC_ADDRESS',
    name: 'MAC address',
    description:
      'A hardware (MAC) address: six hexadecimal pairs separated by colons or hyphens, or, with a MAC word nearby, three groups of four separated by dots (Cisco).',
    category: 'Network',
  },
  pattern: MAC,
  anchor: { pattern: /[:\-][0-9A-Fa-f]{2}[:\-]|\.[0-9A-Fa-f]{4}\./g, before: 4, reach: 17 },
  base: 0.6,
  check(value, near) {
    // Three dotted groups of four are as often version or collation weights (027E.0020.0004 in allkeys.txt) as a
    // Cisco-style address: only a MAC word nearby says which, and never inside a collation element.
    if (value.includes('.') && (inCollationElement(near) || !near.context())) return false;
    const hex = value.replace(/[:\-.]/g, '');
    if (/^0+$/.test(hex) || /^f+$/i.test(hex)) return false; // null and broadcast addresses name no device
    // all decimal digits separated by colons reads like a clock or a series of numbers
    return /[A-Fa-f]/.test(hex) ? true : 0.3;
  },
  context: ['mac', 'mac address', 'hardware address', 'ethernet', 'wifi', 'wi-fi', 'bssid', 'adresse mac', 'mac-adresse', 'physical address'],
};
