/** NRP: a group a person belongs to, not the same word as a language, a surname or part of a name. */
import { NRP } from './nrp';
import { confidence, found } from './testing';

describe('NRP', () => {
  test('a nationality, a faith or a party is reported; a label or a cue makes it stronger', () => {
    expect(found(NRP, 'Nationality: German')).toEqual(['German']);
    expect(confidence(NRP, 'Nationality: German', 'German')).toBeGreaterThan(confidence(NRP, 'I met a German.', 'German'));
    expect(found(NRP, 'Many Americans and South Africans voted.')).toEqual(['Americans', 'South Africans']);
  });

  test.each([
    ['a surname after a given name', 'fixed by (Bryan English) yesterday'],
    ['a language with what is written in it', 'Could be noticed with a Thai font. The Ukrainian messages were updated.'],
    ['a language after a verb of speaking', 'She speaks French.'],
    ['part of a hyphenated name', 'the Polish-slash keymap'],
    ['part of an organisation', 'He flew British Airways.'],
    ['an ordinary word without a cue', 'The Liberal arts college'],
  ])('%s is not reported', (_what, text) => {
    expect(found(NRP, text)).toEqual([]);
  });

  test('an ordinary word with a cue is reported', () => {
    expect(found(NRP, 'He is a Liberal party member.')).toEqual(['Liberal']);
  });
});
