/** PERSON and LOCATION: what makes a capitalised word a name or a place, and bounded work on any input. */
import { createPersonalDataClassifier } from '../classifier';
import { CUE, LOCATION, PERSON, cueBefore } from './names';
import { confidence, found, scan } from './testing';

describe('PERSON', () => {
  test('a known given name and surname is a name; with a title or label it is stronger', () => {
    expect(confidence(PERSON, 'Maria Garcia called.', 'Maria Garcia')).toBe(0.85);
    expect(confidence(PERSON, 'Name: Maria Garcia', 'Maria Garcia')).toBe(0.95);
    expect(confidence(PERSON, 'Dr. Maria Garcia', 'Maria Garcia')).toBe(0.95);
  });
  test('a title makes any capitalised surname a name, without the title', () => {
    expect(found(PERSON, 'Please call Mr Okonkwo back.')).toEqual(['Okonkwo']);
    expect(found(PERSON, 'Sehr geehrte Frau Schneider,')).toEqual(['Schneider']);
  });
  test('a single given name needs a label', () => {
    expect(found(PERSON, 'Dear Hannah,')).toEqual(['Hannah']);
    expect(found(PERSON, 'Hannah was late.')).toEqual([]);
  });
  test('given names that are ordinary words need a known surname', () => {
    expect(found(PERSON, 'Will Smith starred.')).toEqual(['Will Smith']);
    expect(found(PERSON, 'Will Power Tools ships worldwide.')).toEqual([]);
    expect(found(PERSON, 'Grace Period ends soon.')).toEqual([]);
  });
  test('organisations, streets, places and headings are not names', () => {
    for (const text of ['Johnson Street is closed.', 'Morgan Stanley Bank', 'We flew to New York.', 'The Annual Report For Fiscal Year', 'INVOICE TOTAL DUE'])
      expect(found(PERSON, text)).toEqual([]);
  });
  test('initials, particles, hyphens, apostrophes and possessives', () => {
    expect(found(PERSON, 'John F. Kennedy spoke.')).toEqual(['John F. Kennedy']);
    expect(found(PERSON, 'Ludwig van Beethoven wrote it.')).toEqual(['Ludwig van Beethoven']);
    expect(found(PERSON, 'Jean-Pierre Dubois arrived.')).toEqual(['Jean-Pierre Dubois']);
    expect(found(PERSON, "Kevin O'Brien's desk")).toEqual(["Kevin O'Brien"]);
  });
});

describe('LOCATION', () => {
  test('an unambiguous place is a place; after a locative word it is stronger', () => {
    expect(confidence(LOCATION, 'Germany and Austria', 'Germany')).toBe(0.7);
    expect(confidence(LOCATION, 'born in Germany', 'Germany')).toBe(0.85);
    expect(found(LOCATION, 'Our office is in San Francisco, California.')).toEqual(['San Francisco', 'California']);
  });
  test('a place that is also a name or a word needs a locative word or a neighbouring place', () => {
    expect(found(LOCATION, 'I live in Paris.')).toEqual(['Paris']);
    expect(found(LOCATION, 'Austin, Texas')).toEqual(['Austin', 'Texas']);
    for (const text of ['Paris Hilton attended.', 'Charlotte wrote the minutes.', 'Nice to meet you!', 'Java developers wanted.'])
      expect(found(LOCATION, text)).toEqual([]);
  });
  test('a place inside the name of an organisation is not reported', () => {
    for (const text of ['Air France cancelled it.', 'Texas Instruments makes calculators.', 'The University of California campus'])
      expect(found(LOCATION, text)).toEqual([]);
  });
});

describe('bounded work', () => {
  test('a long text of names stops at the hit limit, and a huge capitalised token is no name', () => {
    const classifier = createPersonalDataClassifier({ maxHitsPerRule: 100 });
    const hits = classifier.classify('Dear Jane Doe, see you in Berlin.\n'.repeat(20_000), { ruleIds: ['PERSON', 'LOCATION'] });
    expect(hits.filter(h => h.ruleId === 'PERSON')).toHaveLength(100);
    expect(hits.filter(h => h.ruleId === 'LOCATION')).toHaveLength(100);
    expect(scan(PERSON, 'A' + 'b'.repeat(1_000_000))).toEqual([]);
    expect(scan(PERSON, 'Ab '.repeat(100_000))).toEqual([]);
  });
});

describe('locative words before a place', () => {
  test('read from the last characters only, as CUE reads the whole text before', () => {
    const pieces = ['in', 'from', 'born in', 'place of birth', 'Place Of Birth', ' ', '  ', ':', 'the', 'THE', 'x', 'é', ',', '\t', 'ab'];
    let seed = 3;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    for (let t = 0; t < 20000; t++) {
      let before = '';
      for (let n = Math.floor(next() * 12); n > 0; n--) before += pieces[Math.floor(next() * pieces.length)];
      before = before.slice(-40);
      expect({ before, cue: cueBefore(before) }).toEqual({ before, cue: CUE.test(before) });
    }
  });
});
