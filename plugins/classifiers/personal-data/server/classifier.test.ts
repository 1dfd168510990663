import { Classifiers } from '@fathom/sdk/server';
import plugin from './index';
import { createPersonalDataClassifier } from './classifier';
import { ALL_RULES } from './rules';
import { BARE_DOMAIN, DOMAIN, URL_CANDIDATE } from './rules/contact';
import { IPV4, IPV6 } from './rules/network';
import { IBAN_CANDIDATE } from './rules/financial';

const classifier = createPersonalDataClassifier();

describe('personal-data classifier', () => {
  test('the plugin exposes one classifier with every rule, each with a unique id and a description', () => {
    expect(plugin.id).toBe('personal-data');
    const contributed: unknown[] = [];
    plugin.register?.({
      provide: () => undefined,
      contribute: (point, c) => {
        expect(point).toBe(Classifiers);
        contributed.push(c);
      },
    });
    expect(contributed).toHaveLength(1);
    const ids = classifier.rules.map(r => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(45);
    for (const rule of classifier.rules) {
      expect(rule.description.length).toBeGreaterThan(20);
      expect(rule.name.length).toBeGreaterThan(2);
    }
    expect(ids).toEqual(
      expect.arrayContaining([
        'EMAIL_ADDRESS',
        'PHONE_NUMBER',
        'CREDIT_CARD',
        'IBAN_CODE',
        'IP_ADDRESS',
        'US_SSN',
        'UK_NHS',
        'UK_NINO',
        'DE_TAX_ID',
        'ES_NIF',
        'IT_FISCAL_CODE',
        'PL_PESEL',
        'IN_AADHAAR',
        'AU_TFN',
        'SG_NRIC_FIN',
      ]),
    );
  });

  test('every quantifier in every rule pattern and finder regex is bounded', () => {
    const patterns: [string, RegExp][] = [
      ...ALL_RULES.filter(r => r.pattern).map(r => [r.info.id, r.pattern!] as [string, RegExp]),
      ['DOMAIN', DOMAIN],
      ['URL_CANDIDATE', URL_CANDIDATE],
      ['BARE_DOMAIN', BARE_DOMAIN],
      ['IPV4', IPV4],
      ['IPV6', IPV6],
      ['IBAN_CANDIDATE', IBAN_CANDIDATE],
    ];
    expect(patterns.length).toBeGreaterThan(40);
    for (const [id, pattern] of patterns) {
      // strip escapes and character classes, then look for +, * or {n,}
      const skeleton = pattern.source.replace(/\\./g, 'x').replace(/\[[^\]]*\]/g, 'x');
      expect({ id, unbounded: /[+*]|\{\d+,\}/.test(skeleton) }).toEqual({ id, unbounded: false });
    }
  });

  test('rows of a numeric table are not read as grouped identifiers; the same groups with a label are', () => {
    const table = '150 155 11 4 0 0 0 0\n155 160 12 4 0 0 0 0\n750 760 100 9 0 0\n820 830 117 10 0 0\n';
    expect(classifier.classify(table).filter(h => /AU_|CA_SIN|NL_BSN/.test(h.ruleId))).toEqual([]);
    const labelled = classifier.classify('Tax file number: 123 456 782 1 page attached');
    expect(labelled.some(h => h.ruleId === 'AU_TFN' && h.text === '123 456 782' && h.confidence >= 0.9)).toBe(true);
    expect(classifier.classify('SIN 130 692 544').some(h => h.ruleId === 'CA_SIN')).toBe(true);
  });

  test('a document with several kinds of personal data: hits sorted by offset, offsets point at the text', () => {
    const text = 'Name: Jane Doe\nE-mail: jane@example.org\nSSN: 536-22-8726\nCard number 4111 1111 1111 1111\nDOB: 14.03.1985\n';
    const hits = classifier.classify(text);
    const strong = hits.filter(h => h.confidence >= 0.5).map(h => h.ruleId);
    expect(strong).toEqual(['PERSON', 'EMAIL_ADDRESS', 'US_SSN', 'CREDIT_CARD', 'DATE_OF_BIRTH', 'DATE_TIME']);
    for (const h of hits) expect(text.slice(h.start, h.end)).toBe(h.text);
    for (let i = 1; i < hits.length; i++) expect(hits[i].start).toBeGreaterThanOrEqual(hits[i - 1].start);
    for (const h of hits) {
      expect(h.confidence).toBeGreaterThan(0);
      expect(h.confidence).toBeLessThanOrEqual(1);
    }
  });

  test('ruleIds restricts the rules that run', () => {
    const hits = classifier.classify('jane@example.org 536-22-8726', { ruleIds: ['US_SSN'] });
    expect(hits.map(h => h.ruleId)).toEqual(['US_SSN']);
  });

  test('look-alikes produce no hit at 0.5 or more', () => {
    const text = [
      'id 550e8400-e29b-41d4-a716-446655440000 at 2023-10-05T12:30:45.123Z',
      'version 10.4.2.1, package 1.2.3, build 4.18.2.1',
      'Order #100234567 shipped; Invoice INV-2023-000042; tracking 1Z999AA10123456784',
      'Q1 2019 2020 2021 2022',
      '1234567 2345678 3456789 4567890 5678901',
      '0.123456789 3.14159265358979',
    ].join('\n');
    // the timestamp is a date (DATE_TIME), which no classification counts
    expect(
      classifier
        .classify(text)
        .filter(h => h.confidence >= 0.5)
        .map(h => `${h.ruleId}:${h.text}`),
    ).toEqual(['DATE_TIME:2023-10-05T12:30:45.123Z']);
  });

  test.each([
    ['letters', 'a'.repeat(3_000_000)],
    ['digits', '7'.repeat(3_000_000)],
    ['digits and spaces', '12 '.repeat(1_000_000)],
    ['at signs', 'ab@'.repeat(1_000_000)],
    ['dotted digits', '1.'.repeat(1_500_000)],
    ['colons', 'ab:'.repeat(1_000_000)],
    ['hex and hyphens', 'ab12-'.repeat(600_000)],
    ['url', `http://${'a'.repeat(3_000_000)}`],
  ])('a 3 MB single token (%s) completes', (_name, token) => {
    const hits = classifier.classify(token);
    expect(hits.length).toBeLessThanOrEqual(10_000 * classifier.rules.length);
  });
});
