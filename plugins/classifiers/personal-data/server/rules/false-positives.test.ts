/**
 * Text that looks like identifiers but is not personal data: UUIDs, timestamps, version strings, order
 * and ticket numbers, ISBNs, hashes, tables of numbers, amounts. No rule may report it at 0.5 or more;
 * telephone numbers may only be reported as telephone numbers.
 */
import type { ClassifierHit } from '@fathom/sdk/server';
import { runRule } from '../engine/rule';
import { ALL_RULES } from './index';

function hits(text: string): ClassifierHit[] {
  const out: ClassifierHit[] = [];
  for (const rule of ALL_RULES) runRule(rule, text, out);
  return out;
}

function strongHits(text: string): ClassifierHit[] {
  return hits(text).filter(h => h.confidence >= 0.5);
}

const NOT_PERSONAL = {
  uuids: ['550e8400-e29b-41d4-a716-446655440000', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', '123e4567-e89b-12d3-a456-426614174000'],
  timestamps: [
    '2023-10-05T12:30:45.123Z',
    '2023-10-05 12:30:45',
    'at 20231005123045',
    'epoch 1696509045',
    'epoch ms 1696509045123',
    'Thu, 05 Oct 2023 12:30:45 GMT',
  ],
  versions: ['version 10.4.2.1', 'v1.2.3.4', 'release 4.18.2', 'node 20.11.1', 'build 1.0.0-beta.2', 'Chrome/118.0.5993.88', 'Windows 10.0.19045.3570'],
  orders: [
    'Order #100234567 shipped',
    'Invoice 2023-00042',
    'PO 4500012345',
    'Tracking 1Z999AA10123456784',
    'Ticket INC0012345',
    'SKU 123456789012',
    'Issue #12345',
    'Order no. 4111111111111111',
  ],
  isbns: ['ISBN 978-3-16-148410-0', 'ISBN 9783161484100', 'ISBN 0-306-40615-2', 'ISBN-10 0306406152', 'ISSN 0317-8471'],
  hashes: [
    'md5 d41d8cd98f00b204e9800998ecf8427e',
    'sha1 da39a3ee5e6b4b0d3255bfef95601890afd80709',
    'sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    'commit 3f2a9c1',
    'tx 0x9fceb02d0ae598e95dc970b74767f19372d61af8',
  ],
  tables: [
    '150 155 11 4 0 0 0 0\n155 160 12 4 0 0 0 0',
    '1234567 2345678 3456789 4567890 5678901',
    '0.123456789 3.14159265358979',
    '1,234,567.89 2,345,678.90',
    '2019 2020 2021 2022 2023',
    '101 102 103\n104 105 106\n107 108 109',
    '12 345 678 901 234 567',
  ],
  amounts: ['$12,345.00', 'EUR 1.234.567,89', '1 234 567,89 €', 'total 123456789.00'],
  outlines: [
    'Contents\n1 Introduction\n1.1 Scope\n1.1.1 Terms\n1.1.1.1...12',
    '2.17\n2.18\n2.18.i\n2.18.ii\n2.18.2.1\n2',
    '3.2 Results\n3.2.1 Method\n3.2.1.4 Samples',
  ],
  other: [
    '48.8566, 2.3522',
    'color #ff00aa',
    'Serial: C02XG0FDH7JY',
    'part no. 12345-67890',
    'room 4B, floor 12',
    'Makefile.in report.pdf setup.py',
    'page 12 of 345',
  ],
};

describe.each(Object.entries(NOT_PERSONAL))('%s', (kind, texts) => {
  // a timestamp is a date (DATE_TIME, which no classification counts), never an identifier
  test.each(texts)('%s: no rule reports it', text => {
    const strong = strongHits(text).filter(h => !(kind === 'timestamps' && h.ruleId === 'DATE_TIME'));
    expect(strong.map(h => `${h.ruleId}:${h.text}`)).toEqual([]);
  });
});

test('a timestamp is reported as a date and time, whole', () => {
  expect(strongHits('2023-10-05T12:30:45.123Z').map(h => `${h.ruleId}:${h.text}`)).toEqual(['DATE_TIME:2023-10-05T12:30:45.123Z']);
  expect(strongHits('at 2023-10-05 12:30:45').map(h => `${h.ruleId}:${h.text}`)).toEqual(['DATE_TIME:2023-10-05 12:30:45']);
});

test('after ISBN or ISSN a valid-looking national telephone number is only a trace', () => {
  const phones = hits('ISBN 0-306-40615-2, ISSN 0317-8471').filter(h => h.ruleId === 'PHONE_NUMBER');
  expect(Math.max(0, ...phones.map(h => h.confidence))).toBeLessThanOrEqual(0.1);
});

describe('telephone numbers', () => {
  test.each(['+1 415 555 2671', 'Tel. (415) 555-2671', '+44 20 7946 0958', 'phone 020 7946 0958', '+49 30 901820', '+33 1 42 68 53 00', 'call 415.555.2671'])(
    '%s is only a telephone number',
    text => {
      expect([...new Set(strongHits(text).map(h => h.ruleId))]).toEqual(['PHONE_NUMBER']);
    },
  );
});

describe('telephone numbers and dates of the countries with national identifiers', () => {
  test.each([
    '+55 11 98765-4321',
    'Tel: (11) 3456-7890',
    '+52 55 1234 5678',
    '+54 9 11 2345-6789',
    '+56 2 2345 6789',
    '+86 138 0013 8000',
    '+81 3-1234-5678',
    '+972 3-123-4567',
    '+64 9 123 4567',
    '+41 44 668 18 00',
    '+47 22 12 34 56',
    '+32 2 123 45 67',
    '+45 32 12 34 56',
    '+351 21 123 4567',
    '+40 21 123 4567',
    '+359 2 123 4567',
    '+420 221 123 456',
    '+372 612 3456',
    '+353 1 234 5678',
    '+971 4 123 4567',
    '+92 300 1234567',
    '+62 812-3456-7890',
    '+60 3-1234 5678',
    '+852 2123 4567',
    'on 05.10.2023',
    'dated 2023-10-05',
    'stamp 20231005',
    'from 05/10/2023 to 31/12/2023',
  ])('%s: no national identifier', text => {
    const other = strongHits(text).filter(h => h.ruleId !== 'PHONE_NUMBER' && h.ruleId !== 'DATE_TIME' && h.ruleId !== 'DATE_OF_BIRTH');
    expect(other.map(h => `${h.ruleId}:${h.text}`)).toEqual([]);
  });
});
