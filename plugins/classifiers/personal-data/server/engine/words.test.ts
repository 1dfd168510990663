import { CAPITALISED, capitalisedWords } from './words';

/** What one Unicode-aware pass over the whole text finds. */
function reference(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(new RegExp(CAPITALISED.source, 'gu'))) out.push(m.index!, m.index! + m[0].length);
  return out;
}

describe('capitalised words', () => {
  test('ASCII and other lines, over many blocks, give what one Unicode pass gives', () => {
    const lines = [
      "Dear Mr O'Brien, Anne-Marie McDonald wrote to x_Paris and 3Rome.",
      'Zoë Ångström met José Núñez in Düsseldorf; naïve Émile’s notes.',
      "A B C d'Arcy-Smith it's IBM and NASA's data-Set",
      '',
      `${'Long'.repeat(30)} word and Chris`,
    ];
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const text = Array.from({ length: 3000 }, () => lines[next() % lines.length]).join('\n');
    expect(text.length).toBeGreaterThan(100_000);
    expect(capitalisedWords(text)).toEqual(reference(text));
    const ascii = text.replace(/[^\x00-\x7f]/g, 'e');
    expect(capitalisedWords(ascii)).toEqual(reference(ascii));
  });
  test('a text is scanned once for every rule that asks', () => {
    const cache = new Map();
    const first = capitalisedWords('Hello World', cache);
    expect(capitalisedWords('Hello World', cache)).toBe(first);
    expect(first).toEqual([0, 5, 6, 11]);
  });
});
