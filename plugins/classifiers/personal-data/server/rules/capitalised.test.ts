/** The character pass finds exactly what the CAPITALISED regex finds, on any input, and shares one pass per scan. */
import { CAPITALISED, capitalisedSpans, scanCapitalised } from './capitalised';
import type { AnchorCache } from '../engine/anchors';

function byRegex(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(new RegExp(CAPITALISED.source, CAPITALISED.flags))) out.push(m.index, m.index + m[0].length);
  return out;
}

/** Letters of both cases in and out of ASCII, marks, digits of other scripts, astral letters, apostrophes, hyphens, a long word. */
const PIECES = [
  'A',
  'b',
  'Z',
  'é',
  'É',
  'Ł',
  'ß',
  '1',
  '٣',
  "'",
  '’',
  '-',
  ' ',
  '_',
  '.',
  '\n',
  'Ab',
  "O'Brien",
  '𝐀',
  '𝐚',
  '\u0301',
  'Σ',
  'ǅ',
  'x'.repeat(45),
  'Q',
];

describe('capitalised words', () => {
  test.each([
    "Kevin O’Brien and Anne-Marie McDonald met Jean-Pierre's friend",
    'Thomas Müller, Łukasz Żółć and Ægir visited São Paulo',
    "rock'n'Roll x_Yz 3Com l'Oréal d'Artagnan Abc-Def-Ghi-Jkl-Mno",
    `${'A'.repeat(50)} ${'B'.repeat(41)}-${'c'.repeat(41)}`,
    '',
  ])('%s', text => {
    expect(scanCapitalised(text)).toEqual(byRegex(text));
  });

  test('generated strings of awkward characters', () => {
    let seed = 1;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    for (let t = 0; t < 5000; t++) {
      let text = '';
      for (let n = Math.floor(next() * 30); n > 0; n--) text += PIECES[Math.floor(next() * PIECES.length)];
      expect({ text, spans: scanCapitalised(text) }).toEqual({ text, spans: byRegex(text) });
    }
  });

  test('one pass per scan: the rules that read words share it', () => {
    const anchors: AnchorCache = new Map();
    const first = capitalisedSpans('Maria Garcia lives in Lisbon', { anchors });
    expect(capitalisedSpans('Maria Garcia lives in Lisbon', { anchors })).toBe(first);
  });
});
