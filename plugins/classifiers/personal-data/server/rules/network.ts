/** Network identifiers: IPv4 and IPv6 addresses (validated), MAC addresses. */
import { isIPv6 } from 'node:net';
import type { Rule } from '../engine/rule';

const VERSION_WORDS = ['version', 'ver', 'ver.', 'release', 'build', 'firmware', 'v', 'rev', 'revision', 'oid', 'sdk', 'api'];
/** 'version 1.2.3.4' reads as a version whatever other words surround it. */
const VERSION_LABEL = /\b(?:version|ver\.?|release|build|firmware|rev(?:ision)?|oid|v)\s{0,3}[:#]?\s{0,3}$/;

export const IPV4 = /(?<![\w.\-]|\d[.,:])(?:\d{1,3}\.){3}\d{1,3}(?![\w\-]|\.\d)/g;

export const IP_ADDRESS_V4_CHECK = (value: string): boolean => value.split('.').every(p => Number(p) <= 255 && (p === '0' || p[0] !== '0'));

export const IPV6 = /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{1,4}|(?:\d{1,3}\.){3}\d{1,3})?(?![\w:]|\.\w)/g;

function isPlausibleIPv6(value: string): boolean {
  if (!isIPv6(value)) return false;
  const groups = value.split(':').filter(g => g.length > 0);
  // '::' alone, 'a::b' in source code and the like carry too little to be an address
  if (value.includes('::')) return groups.length >= 2 && /\d/.test(value) && value.replace(/:/g, '').length >= 4;
  return true;
}

export const IP_ADDRESS: Rule = {
  info: { id: 'IP_ADDRESS', name: 'IP address', description: 'An IPv4 address (four octets 0-255, no leading zeros) or an IPv6 address (validated).', category: 'Network' },
  find: function* (text) {
    for (const re of [IPV4, IPV6]) {
      const own = new RegExp(re.source, re.flags);
      let m: RegExpExecArray | null;
      while ((m = own.exec(text)) !== null) {
        const value = m[0];
        if (re === IPV4 ? IP_ADDRESS_V4_CHECK(value) : isPlausibleIPv6(value)) yield { start: m.index, end: m.index + value.length };
        if (value.length === 0) own.lastIndex++;
      }
    }
  },
  base: 0.5,
  check: (_value, near) => !VERSION_LABEL.test(near.before(20)),
  context: ['ip', 'ip address', 'ipv4', 'ipv6', 'address', 'host', 'server', 'client', 'gateway', 'dns', 'adresse ip', 'ip-adresse', 'dirección ip', 'indirizzo ip'],
  negative: VERSION_WORDS,
};

const MAC = /(?<![\w:\-.])(?:[0-9A-Fa-f]{2}([:\-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4})(?![\w:\-]|\.\w)/g;

export const MAC_ADDRESS: Rule = {
  info: { id: 'MAC_ADDRESS', name: 'MAC address', description: 'A hardware (MAC) address: six hexadecimal pairs separated by colons or hyphens, or three groups of four separated by dots.', category: 'Network' },
  pattern: MAC,
  base: 0.6,
  check(value) {
    const hex = value.replace(/[:\-.]/g, '');
    if (/^0+$/.test(hex) || /^f+$/i.test(hex)) return 0.3; // null and broadcast addresses
    // all decimal digits separated by colons reads like a clock or a series of numbers
    return /[A-Fa-f]/.test(hex) ? true : 0.3;
  },
  context: ['mac', 'mac address', 'hardware address', 'ethernet', 'wifi', 'wi-fi', 'bssid', 'adresse mac', 'mac-adresse', 'physical address'],
};
