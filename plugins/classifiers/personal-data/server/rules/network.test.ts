import { IP_ADDRESS, MAC_ADDRESS } from './network';
import { confidence, found } from './testing';

describe('IP_ADDRESS', () => {
  test('IPv4 and IPv6 addresses', () => {
    expect(found(IP_ADDRESS, 'hosts 192.168.1.20, 8.8.8.8 and 2001:db8::ff00:42:8329 and fe80::1ff:fe23:4567:890a.')).toEqual([
      '192.168.1.20',
      '8.8.8.8',
      '2001:db8::ff00:42:8329',
      'fe80::1ff:fe23:4567:890a',
    ]);
  });
  test('octets above 255, leading zeros, five parts and times are not addresses', () => {
    expect(found(IP_ADDRESS, '256.1.1.1 192.168.01.1 1.2.3.4.5 12:30:45 a::b std::string :: x')).toEqual([]);
  });
  test('version strings are not addresses', () => {
    expect(found(IP_ADDRESS, 'version 1.2.3.4, v10.0.0.1, Build: 4.18.2.1, release 2.0.0.1')).toEqual([]);
  });
  test('outline and table-of-contents numbers are not addresses', () => {
    expect(found(IP_ADDRESS, '2.17\n\n2.18\n\n2.18.i\n\n2.18.ii\n\n2.18.2.1\n\n2')).toEqual([]);
    expect(found(IP_ADDRESS, '1.1.1.1...1\n1.2.3.4 ........ 17')).toEqual([]);
  });
  test('addresses of one subnet, one after another, are all found', () => {
    expect(found(IP_ADDRESS, 'hosts 192.168.1.1, 192.168.1.2 and 10.0.0.1; dns 1.1.1.1 and 1.0.0.1...')).toEqual([
      '192.168.1.1',
      '192.168.1.2',
      '10.0.0.1',
      '1.1.1.1',
      '1.0.0.1',
    ]);
  });
  test('context raises confidence', () => {
    expect(confidence(IP_ADDRESS, 'client IP address 10.0.0.7', '10.0.0.7')).toBeGreaterThan(confidence(IP_ADDRESS, 'x 10.0.0.7', '10.0.0.7'));
  });
});

describe('MAC_ADDRESS', () => {
  test('colon, hyphen and dotted forms', () => {
    expect(found(MAC_ADDRESS, 'MAC addresses 00:1A:2B:3C:4D:5E 00-1a-2b-3c-4d-5e 001a.2b3c.4d5e')).toEqual([
      '00:1A:2B:3C:4D:5E',
      '00-1a-2b-3c-4d-5e',
      '001a.2b3c.4d5e',
    ]);
  });
  test('mixed separators and seven groups are not MAC addresses', () => {
    expect(found(MAC_ADDRESS, '00:1A-2B:3C:4D:5E 00:1A:2B:3C:4D:5E:6F')).toEqual([]);
  });
  test('all-decimal groups read like clock times and stay weak', () => {
    expect(confidence(MAC_ADDRESS, 'at 10:20:30:40:50:60', '10:20:30:40:50:60')).toBeLessThan(0.5);
  });
});

describe('IP_ADDRESS: RFC 4291 and RFC 4007 forms', () => {
  test('a zone index belongs to its link-local address, before a prefix length', () => {
    expect(found(IP_ADDRESS, 'ping fe80::1%eth0 and fe80::1%eth0/64 or 2001:db8::%eth0/128')).toEqual([
      'fe80::1%eth0',
      'fe80::1%eth0/64',
      '2001:db8::%eth0/128',
    ]);
  });
  test("IPv4-compatible addresses after '::' and one-group network prefixes are whole addresses", () => {
    expect(found(IP_ADDRESS, 'tunnel ::192.168.1.1 and ::10.0.0.1, link-local fe80::/10')).toEqual(['::192.168.1.1', '::10.0.0.1', 'fe80::/10']);
  });
  test("the unspecified address '::' is only a trace, and only where it stands as a value", () => {
    expect(confidence(IP_ADDRESS, 'bind address ::', '::')).toBeGreaterThan(0);
    expect(confidence(IP_ADDRESS, 'bind address ::', '::')).toBeLessThan(0.5);
    expect(found(IP_ADDRESS, 'src=:: dst=::1, default route ::/0.')).toEqual(['::', '::1', '::/0']);
    expect(confidence(IP_ADDRESS, 'default route ::/0.', '::/0')).toBeLessThan(0.5);
    expect(found(IP_ADDRESS, 'length :: [a] -> Int\nstd::vector a::b')).toEqual([]);
  });
});

describe('IP_ADDRESS on real text', () => {
  test('a dotted number the text calls a version elsewhere is a version wherever it stands', () => {
    const changelog = 'Version v1.8.2.2; changes since v1.8.2.1:\n  Start preparing for 1.8.2.1\n  Git 1.8.2.1\n  server 10.1.2.3';
    expect(found(IP_ADDRESS, changelog)).toEqual(['10.1.2.3']);
    expect(found(IP_ADDRESS, 'Git 1.8.2.1 on host 1.8.2.1')).toEqual(['1.8.2.1', '1.8.2.1']);
  });
});

describe('MAC_ADDRESS on real text', () => {
  test('collation weights of Unicode tables (allkeys.txt) are not Cisco-style MAC addresses', () => {
    const allkeys = [
      '0061  ; [.1FA2.0020.0002] # LATIN SMALL LETTER A',
      '2059  ; [*02FC.0020.0002] # FIVE DOT PUNCTUATION',
      '26CB  ; [*0AED.0020.0002] # WHITE DIAMOND IN SQUARE, mac address table',
      '323A  ; [*0328.0020.0004][.FB40.0020.0004][.D47C.0000.0000][*038B.0020.0004] # PARENTHESIZED IDEOGRAPH',
    ].join('\n');
    expect(found(MAC_ADDRESS, allkeys)).toEqual([]);
  });
  test('a dotted MAC address in brackets or after an asterisk is still one', () => {
    expect(found(MAC_ADDRESS, 'MAC of port [001a.2b3c.4d5e] and *001a.2b3c.4d5f*')).toEqual(['001a.2b3c.4d5e', '001a.2b3c.4d5f']);
  });
  test('three dotted groups of four hex digits are no MAC address without a MAC word (collation weights, versions)', () => {
    // allkeys.txt and other tables written without the brackets, and four-part numbers in prose
    const weights = '027E.0020.0004 ; 1FA2.0020.0002\nweights 0F8D.0020.0002 and 2001.0db8.0001 are listed';
    expect(found(MAC_ADDRESS, weights)).toEqual([]);
    expect(found(MAC_ADDRESS, 'Cisco MAC 0012.3456.789a')).toEqual(['0012.3456.789a']);
    // the six-pair forms need no word
    expect(found(MAC_ADDRESS, 'see 00:1A:2B:3C:4D:5E')).toEqual(['00:1A:2B:3C:4D:5E']);
  });
});
