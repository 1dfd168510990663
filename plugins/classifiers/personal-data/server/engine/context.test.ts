import { hasAnyWord, wordMatcher, wordPositions } from './context';
import { confidenceOf, inNumberRun, runRule, type Rule } from './rule';

describe('context words', () => {
  test('match whole words in any case, not inside other words', () => {
    expect(hasAnyWord('Your DOB is', ['dob'])).toBe(true);
    expect(hasAnyWord('Adobe reader', ['dob'])).toBe(false);
    expect(hasAnyWord('né le', ['né le'])).toBe(true);
    expect(hasAnyWord('SS# ', ['ss#'])).toBe(true);
    expect([...wordPositions('a born b BORN', ['born'])].map(p => p.start)).toEqual([2, 9]);
  });
  test('an ASCII window, answered without the regex, gets the regex answer', () => {
    const words = ['dob', 'ss#', 'acct #', 'c.f.', 'cf', 'x', 'date of birth', 'birth', 'né le', 'Account No', 'ſsn'];
    const pieces = [
      'dob',
      'DOB',
      'adob',
      'dobs',
      'ss#',
      'SS#1',
      'acct #',
      'acct #5',
      'c.f.',
      'c.f.x',
      'CF',
      'cfx',
      'x',
      'X_',
      '_x',
      'Date of Birth',
      'birthday',
      'ne le',
      'account no',
      'account no.',
      'SSN',
      '7',
      ' ',
      '-',
      ':',
      '\n',
      '#',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const re = new RegExp(wordMatcher(words).source, 'iu');
    for (let n = 0; n < 3000; n++) {
      const window = Array.from({ length: 1 + (next() % 6) }, () => pieces[next() % pieces.length]).join(next() % 2 ? '' : ' ');
      expect([window, hasAnyWord(window, words)]).toEqual([window, re.test(window)]);
    }
  });
  test('positions in a long text of ASCII and other lines are those one Unicode-aware pass finds', () => {
    const words = ['date of birth', 'dob', 'födelsedatum', 'né le', 'ſsn', 'c.f.'];
    const lines = ['Her DOB: 1990-01-01, date of birth again', 'Födelsedatum: 1990; NÉ LE 3', 'adobe dobs SSN c.f. x', '', 'Date Of Birth'];
    let seed = 5;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const text = Array.from({ length: 4000 }, () => lines[next() % lines.length]).join('\n');
    const edge = new RegExp(wordMatcher(words).source, 'giu');
    const reference = [...text.matchAll(edge)].map(m => ({ start: m.index!, end: m.index! + m[0].length }));
    expect(reference.length).toBeGreaterThan(1000);
    expect([...wordPositions(text, words)]).toEqual(reference);
  });
  test('positions read from the shared pass of several lists are those each list finds alone', () => {
    const lists = [
      ['date of birth', 'dob', 'birth', 'födelsedatum', 'né le'],
      ['ſsn', 'ss#', 'x', 'c.f.', 'kimlik no', 'kelvin'],
      ['ідентифікаційний код', 'acct #', 'account', 'account number'],
    ];
    const pieces = [
      ...lists.flat(),
      'DOB',
      'Adobe',
      'SSN',
      'ACCOUNT NUMBERS',
      'KİMLİK NO',
      'KELVIN',
      '\u212Aelvin',
      'Ідентифікаційний код',
      'é',
      '𝐀',
      '😀x',
      ' ',
      '\n',
      '-',
      '_',
      '7',
    ];
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647);
    let found = 0;
    for (let n = 0; n < 300; n++) {
      const text = Array.from({ length: 1 + (next() % 40) }, () => pieces[next() % pieces.length]).join(next() % 3 ? ' ' : '');
      const cache = new Map();
      for (const words of lists) {
        const alone = [...wordPositions(text, words)];
        expect([text, [...wordPositions(text, words, cache)]]).toEqual([text, alone]);
        found += alone.length;
      }
    }
    expect(found).toBeGreaterThan(1000);
  });
  test('Turkish dotted and dotless i read as i', () => {
    expect(hasAnyWord('TC KİMLİK NO:', ['tc kimlik'])).toBe(true);
    expect(hasAnyWord('KIMLIK', ['kımlık'])).toBe(false); // the words are written with i
    expect([...wordPositions('ad KİMLİK NO', ['kimlik no'])]).toEqual([{ start: 3, end: 12 }]);
  });
});

const SAMPLE: Rule = {
  info: { id: 'SAMPLE', name: 'Sample', description: 'A test rule.', category: 'PII' },
  pattern: /\d{3}-X/g,
  base: 0.3,
  context: ['sample'],
  negative: ['order'],
};

describe('confidence', () => {
  test('weak without context stays below 0.5; context raises it; checksum with context is at least 0.9', () => {
    expect(confidenceOf(SAMPLE, 0.3, false, false)).toBeLessThan(0.5);
    expect(confidenceOf(SAMPLE, 0.3, true, false)).toBeCloseTo(0.65);
    expect(confidenceOf({ ...SAMPLE, checksum: true }, 0.4, true, false)).toBeGreaterThanOrEqual(0.85);
    expect(confidenceOf(SAMPLE, 0.3, false, true)).toBe(0);
  });
  test('context is looked for within 100 characters on either side', () => {
    const out: { confidence: number }[] = [];
    runRule(SAMPLE, `sample ${'.'.repeat(90)} 123-X ${'.'.repeat(200)} 456-X`, out as never);
    expect(out.map(h => h.confidence)).toEqual([0.65, 0.3]);
  });
  test('a context-required rule reports nothing without its words, and finds values near them', () => {
    const rule: Rule = { ...SAMPLE, contextRequired: true };
    const hits: { text: string }[] = [];
    runRule(rule, `123-X ${'.'.repeat(300)} sample: 456-X`, hits as never);
    expect(hits.map(h => h.text)).toEqual(['456-X']);
  });
});

describe('numbers in a row', () => {
  const runAt = (text: string, value: string) => inNumberRun(text, text.indexOf(value), text.indexOf(value) + value.length, value);
  test('a space-grouped value between other bare numbers is a slice of a table row', () => {
    expect(runAt('150 155 4012 8888 8888 1881 0 0', '4012 8888 8888 1881')).toBe(true);
    expect(runAt('4012 8888 8888 1881 2024.', '4012 8888 8888 1881')).toBe(true);
  });
  test('a neighbour written with hyphens or decimals is another value', () => {
    expect(runAt('4012-8888-8888-1881 4012 8888 8888 1881', '4012 8888 8888 1881')).toBe(false);
    expect(runAt('card 4012 8888 8888 1881 3.5 points', '4012 8888 8888 1881')).toBe(false);
  });
});
