import type { ClassifierHit } from '@fathom/sdk/server';
import { ALL_RULES } from '../rules';
import {
  CLUSTER_ANCHOR,
  DIGIT_CLUSTER,
  SIX_DIGITS,
  SIX_DIGITS_ANCHOR,
  anchoredMatches,
  digitChains,
  digitRuns,
  digitWordAnchor,
  digitWords,
  hasAnchor,
  hasMatch,
  wordAnchor,
  type AnchorCache,
} from './anchors';
import { runRule } from './rule';

/** Values of every kind, written the ways people write them, between prose, tables, code and look-alikes. */
const VALUES = [
  'jane.doe@example.org',
  '+44 20 7946 0958',
  '(201) 555-0123',
  '(949) 666 - 6666',
  'SSN 536-22-8726',
  '536 22 8726',
  '4111 1111 1111 1111',
  '4111-1111-1111-1111',
  'IBAN DE89 3704 0044 0532 0130 00',
  '192.168.10.20',
  '10.0.0.0/8',
  '2001:db8::8a2e:370:7334',
  '::ffff:192.0.2.1',
  'fe80::1',
  '00:1A:2B:3C:4D:5E',
  '001a.2b3c.4d5e',
  '[*0201.0020.0002]',
  'born 14 March 1985',
  'DOB: 14.03.1985',
  'NHS number 943 476 5919',
  'Steuer-ID 86095742719',
  'DNI 12345678Z',
  'NIE X1234567L',
  'RSSMRA85T10A562S',
  'rssmra85t10a562s',
  'RssMra85T10A562S',
  'Personalausweis T22000129',
  'l01x00t47',
  'Reisepass C01X00T47',
  'PESEL 44051401359',
  'personnummer 811228-9874',
  'henkilötunnus 131052-308T',
  'NRIC S1234567D',
  'RRN 900101-1234567',
  'ID 8001015009087',
  'TC 10000000146',
  'SIN 046 454 286',
  'TFN 123 456 782',
  'ABN 51 824 753 556',
  'ACN 004 085 616',
  'Medicare 2123 45670 1',
  'Aadhaar 2345 6789 0123',
  'PAN ABCPD1234E',
  'GSTIN 27AAPFU0939F1ZV',
  'NINO AB 12 34 56 C',
  'passport 925665416',
  'UK passport GB1234567',
  'licence MORGA657054SM9IJ',
  'postcode SW1A 1AA',
  'driver license D1234567',
  'DL W426-545-30-761-0',
  'NPI 1234567893',
  'routing 011000015',
  'account number 12345678901',
  'BSN 111222333',
  'USt-IdNr. DE136695976',
  'P.IVA IT12345678903',
  'NIR 1 85 05 78 006 084 36',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
  'https://example.org/a?b=1',
  'www.example.com',
];
const FILLER = [
  'the report was filed',
  'version 10.4.2.1',
  '2023-10-05T12:30:45.123Z',
  '550e8400-e29b-41d4-a716-446655440000',
  '150 155 11 4 0 0 0 0',
  '1234567 2345678 3456789',
  '12:30:45',
  'x = [1, 2, 3, 4, 5, 6, 7, 8]',
  'Order #100234567',
  '0061  ; [.1FA2.0020.0002] # LATIN SMALL LETTER A',
  'std::string a::b',
  'MAC address',
  'phone',
  'tax code',
  'ip address',
];

function mixedText(seed: number, parts: number): string {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
  const pick = (list: string[]) => list[Math.floor(next() * list.length)];
  const seps = [' ', '\n', ', ', ' - ', '\t', '; ', ' (', ') ', ''];
  return Array.from({ length: parts }, () => (next() < 0.4 ? pick(VALUES) : pick(FILLER)) + pick(seps)).join('');
}

function hits(text: string, wholeText: boolean): ClassifierHit[] {
  const out: ClassifierHit[] = [];
  const anchors: AnchorCache = new Map();
  for (const rule of ALL_RULES) runRule(rule, text, out, Infinity, { anchors, wholeText });
  return out;
}

describe('prefilter of literal anchors', () => {
  test.each([1, 2, 3, 4, 5, 6, 7, 8])('finds exactly what a whole-text scan of every rule finds (mixed text %i)', seed => {
    const text = mixedText(seed, 1500);
    const whole = hits(text, true);
    expect(whole.length).toBeGreaterThan(200);
    expect(hits(text, false)).toEqual(whole);
  });

  test('every value is found the same way alone, at the very start and end of a text', () => {
    for (const value of VALUES) expect(hits(value, false)).toEqual(hits(value, true));
  });

  test('a pattern is tried only around its anchor', () => {
    const text = 'xxxx far away ... x@xx';
    expect([...anchoredMatches(text, /x@x+|x+/g, { pattern: /@/g, before: 1, reach: 5 })]).toEqual([{ start: 18, end: 22 }]);
    expect(hasMatch(text, /\d{6}/g)).toBe(false);
  });

  test('a word anchor tries the pattern only on whole words of its lengths', () => {
    const text = 'AB12CD34 x-AB12CD34 AB12CD345 _AB12CD34 AB12CD34';
    expect([...anchoredMatches(text, /AB12CD34/g, wordAnchor(8))]).toEqual([
      { start: 0, end: 8 },
      { start: 11, end: 19 },
      { start: 40, end: 48 },
    ]);
  });
});

describe('digit runs: the one pass the numeric rules share', () => {
  const text = 'SSN 536-22-8726, tel (949) 666 - 6666; v1.2 x86 C01X00T47 T22000129\n12 34\n567 89 0 1 2 3 4 5 6';

  test('every maximal run of digits, once', () => {
    const runs = digitRuns(text);
    const values = [];
    for (let i = 0; i < runs.length; i += 2) values.push(text.slice(runs[i], runs[i + 1]));
    expect(values).toEqual([
      '536',
      '22',
      '8726',
      '949',
      '666',
      '6666',
      '1',
      '2',
      '86',
      '01',
      '00',
      '47',
      '22000129',
      '12',
      '34',
      '567',
      '89',
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
  });

  test('one scan per text: the derived anchors read the cached runs', () => {
    const cache: AnchorCache = new Map();
    digitRuns(text, cache);
    const size = cache.size;
    digitChains(text, 7, cache);
    expect(cache.size).toBe(size); // chains are not a pass of their own
    expect(hasAnchor(text, CLUSTER_ANCHOR, cache)).toBe(true);
  });

  test('chains of seven digits are where DIGIT_CLUSTER matches, and never across a line break or a word', () => {
    const chains = digitChains(text, 7);
    const values = [];
    for (let i = 0; i < chains.length; i += 2) values.push(text.slice(chains[i], chains[i + 1]));
    expect(values).toEqual(['536-22-8726', '(949) 666 - 6666'.slice(1), '22000129', '567 89 0 1 2 3 4 5 6']);
    for (const sample of ['12 34\n567', 'a1b2c3d4e5f6g7', '1234 56', '12-34-567', '1 2 3 4 5 6 7', '12 x 34567 89', '1.2.3.4.5.6.7']) {
      expect([sample, digitChains(sample, 7).length > 0]).toEqual([sample, new RegExp(DIGIT_CLUSTER.source).test(sample)]);
    }
  });

  test('runs of six stand for the six-digit regex', () => {
    for (const sample of ['12345', '123456', 'x123456789y', '12 3456', 'ab1234567']) {
      expect(hasAnchor(sample, SIX_DIGITS_ANCHOR)).toBe(new RegExp(SIX_DIGITS.source).test(sample));
      expect(hasMatch(sample, SIX_DIGITS)).toBe(new RegExp(SIX_DIGITS.source).test(sample));
    }
  });

  test('words with digits by length; a word without a digit is never a candidate', () => {
    const words = digitWords(text);
    const values = [];
    for (let i = 0; i < words.length; i += 2) values.push(text.slice(words[i], words[i + 1]));
    expect(values).toContain('C01X00T47');
    expect(values).toContain('x86');
    expect(values).not.toContain('SSN');
    const nine = digitWordAnchor(9);
    expect([...anchoredMatches(text, /\b[A-Z0-9]{9}\b/g, nine)].map(s => text.slice(s.start, s.end))).toEqual(['C01X00T47', 'T22000129']);
    expect([...anchoredMatches('CFGHJKLMN and C01X00T47', /\b[A-Z0-9]{9}\b/g, nine)].map(s => s.start)).toEqual([14]);
  });
});
