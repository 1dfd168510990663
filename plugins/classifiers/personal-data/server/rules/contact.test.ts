import { EMAIL_ADDRESS, PHONE_NUMBER, URL, makePhoneRule } from './contact';
import { confidence, found, scan } from './testing';

describe('EMAIL_ADDRESS', () => {
  test('finds addresses with sub-domains, plus and dots in the local part', () => {
    expect(found(EMAIL_ADDRESS, 'Mail jane.doe+tag@mail.example.co.uk, or <bob@example.org>.')).toEqual(['jane.doe+tag@mail.example.co.uk', 'bob@example.org']);
  });
  test('context raises confidence', () => {
    expect(confidence(EMAIL_ADDRESS, 'E-mail: bob@example.org', 'bob@example.org')).toBeGreaterThan(
      confidence(EMAIL_ADDRESS, 'x bob@example.org', 'bob@example.org'),
    );
  });
  test('internationalised domains; an ASCII address ends where Japanese text goes on', () => {
    expect(found(EMAIL_ADDRESS, 'ユーザー test@例え.テスト、連絡はmail@example.comまで')).toEqual(['test@例え.テスト', 'mail@example.com']);
    expect(found(EMAIL_ADDRESS, 'Punycode xn--user-jta@xn--d1acpjx3f.xn--p1ai.')).toEqual(['xn--user-jta@xn--d1acpjx3f.xn--p1ai']);
  });
  test('no address in file names, handles or a local part longer than 64 characters', () => {
    expect(found(EMAIL_ADDRESS, 'logo@2x.png @handle a@b user@localhost')).toEqual([]);
    expect(found(EMAIL_ADDRESS, `${'a'.repeat(70)}@example.org`)).toEqual([]);
  });
});

describe('PHONE_NUMBER', () => {
  test('international numbers are validated without any country context', () => {
    expect(found(PHONE_NUMBER, 'Call +44 20 7946 0958 or +1 415 555 2671 or +4915112345678.')).toEqual([
      '+44 20 7946 0958',
      '+1 415 555 2671',
      '+4915112345678',
    ]);
  });
  test('an invalid international number is not reported', () => {
    expect(found(PHONE_NUMBER, 'Call +44 20 7946 09 now')).toEqual([]);
    expect(found(PHONE_NUMBER, '+1 555 555 5555')).toEqual([]);
  });
  test('national numbers are validated against the configured regions', () => {
    expect(found(PHONE_NUMBER, 'Office (201) 555-0123, London 020 7946 0958, Paris 06 12 34 56 78')).toEqual([
      '(201) 555-0123',
      '020 7946 0958',
      '06 12 34 56 78',
    ]);
    expect(found(makePhoneRule(['US']), 'London 020 7946 0958')).toEqual([]);
  });
  test('phone words raise confidence; a national number without them stays below 0.5', () => {
    expect(confidence(PHONE_NUMBER, 'see (201) 555-0123', '(201) 555-0123')).toBeLessThan(0.5);
    expect(confidence(PHONE_NUMBER, 'Tel: (201) 555-0123', '(201) 555-0123')).toBeGreaterThanOrEqual(0.7);
    expect(confidence(PHONE_NUMBER, 'Telefon: +49 30 901820', '+49 30 901820')).toBeGreaterThanOrEqual(0.9);
  });
  test('a bare run of digits counts only with a phone word', () => {
    expect(found(PHONE_NUMBER, 'id 4155552671')).toEqual([]);
    expect(found(PHONE_NUMBER, 'Phone numbers:\n(949) 666 - 6666\n')).toEqual(['(949) 666 - 6666']);
    expect(found(PHONE_NUMBER, 'ratio 0.999956 and cells 0 14 39 60')).toEqual([]);
    expect(found(PHONE_NUMBER, 'phone 4155552671')).toEqual(['4155552671']);
  });
  test('tables of numbers, dates, IP addresses and timestamps are not phone numbers', () => {
    const table = '2019 2020 2021\n12 34 56 78 90 11 22\n4155552671 4155552672 4155552673\n';
    expect(found(PHONE_NUMBER, table)).toEqual([]);
    expect(found(PHONE_NUMBER, 'on 2023-10-05 at 2023-10-05T12:30:45Z from 192.168.100.200 and 14.03.1985')).toEqual([]);
  });
  test("a number right after a label's colon is one; after a time's or an address's colon it is not", () => {
    expect(found(PHONE_NUMBER, 'my phone number is:(425) 882-9090')).toEqual(['(425) 882-9090']);
    expect(found(PHONE_NUMBER, 'Tel.:030 12345678')).toEqual(['030 12345678']);
    expect(found(PHONE_NUMBER, 'at 12:030 1234567 and fe80::030 1234567')).toEqual([]);
  });
});

describe('URL', () => {
  test('finds http, https, ftp and www addresses and drops trailing punctuation', () => {
    expect(found(URL, 'See https://example.org/a?b=1). Also (www.example.com), ftp://files.example.net/x.')).toEqual([
      'https://example.org/a?b=1',
      'www.example.com',
      'ftp://files.example.net/x',
    ]);
  });
  test('a scheme without a host is not an address', () => {
    expect(found(URL, 'http://, https://x and www.')).toEqual([]);
  });
});

describe('URL on real text', () => {
  test('an address in documentation or a link is only a trace, labelled as a home page or not', () => {
    expect(
      confidence(
        URL,
        'See the link https://github.com/nodejs/node/pull/10116 and the URL http://bugs.python.org/issue15756',
        'https://github.com/nodejs/node/pull/10116',
      ),
    ).toBeLessThan(0.5);
    expect(confidence(URL, 'pr-url: https://github.com/nodejs/node/pull/10116', 'https://github.com/nodejs/node/pull/10116')).toBeLessThan(0.5);
    expect(confidence(URL, '<a href="https://developer.mozilla.org/en-US/docs/Web">x</a>', 'https://developer.mozilla.org/en-US/docs/Web')).toBeGreaterThan(0);
    expect(confidence(URL, 'Homepage: https://jane-doe.me/', 'https://jane-doe.me/')).toBeGreaterThan(0);
    expect(confidence(URL, 'Homepage: https://jane-doe.me/', 'https://jane-doe.me/')).toBeLessThan(0.5);
  });
  test('an address with a user name and password counts; the e-mail address of a mailto: link is an e-mail address', () => {
    expect(confidence(URL, 'clone ftp://jane:s3cret@files.example.org/x', 'ftp://jane:s3cret@files.example.org/x')).toBeGreaterThanOrEqual(0.5);
    expect(found(URL, '<a href="mailto:jane@example.org">')).toEqual([]);
    expect(found(EMAIL_ADDRESS, '<a href="mailto:jane@example.org">')).toEqual(['jane@example.org']);
  });
});

describe('URL in documentation', () => {
  // as a README or a Debian copyright file writes them: project home pages, download and bug tracker links
  const README = [
    'avahi 0.8',
    'Home page: http://avahi.org/',
    'Mailing list: http://lists.freedesktop.org/archives/avahi/',
    'Homepage: https://www.gnu.org/software/gettext/',
    'Source: https://salsa.debian.org/debian/adduser',
    'Website: https://creativecommons.org/licenses/by-sa/3.0/ (see www.gnome.org)',
    'Bugs: https://github.com/nodejs/node/issues and docs.python.org/3/library',
    'clone http://user@host.xz/path/to/repo.git/',
  ].join('\n');

  test('no address of a README counts as personal data; only the one with an account name does', () => {
    const hits = scan(URL, README);
    expect(hits.length).toBeGreaterThanOrEqual(8);
    expect(hits.filter(h => h.confidence >= 0.5).map(h => h.text)).toEqual(['http://user@host.xz/path/to/repo.git/']);
  });
});

describe('PHONE_NUMBER on real text', () => {
  test('a US ZIP+4 code after its state is not a number to call', () => {
    expect(found(PHONE_NUMBER, 'Boston, MA 02110-1301, USA, or call (617) 542-5942')).toEqual(['(617) 542-5942']);
  });
  test('collation weights of a Unicode table are not dotted telephone numbers', () => {
    const allkeys = '2317  ; [*0750.0020.0002] # VIEWDATA SQUARE\n323A  ; [*0328.0020.0004][.FB40.0020.0004][.D47C.0000.0000][*0329.0020.0004] # TELEPHONE';
    expect(found(PHONE_NUMBER, allkeys)).toEqual([]);
  });
});
