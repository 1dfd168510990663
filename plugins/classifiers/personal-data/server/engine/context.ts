/**
 * Context words: each list compiles once into a case-insensitive regex that matches whole words only
 * ('dob' must not match 'adobe'). Testing a 200-character window with one regex is several times faster
 * than looking each word up in turn.
 */
const matchers = new WeakMap<readonly string[], RegExp>();

function escape(word: string): string { return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'); }

/** A global, case-insensitive regex matching any of the words as a whole word. */
export function wordMatcher(words: readonly string[]): RegExp {
  let re = matchers.get(words);
  if (!re) {
    // longest first, so 'date of birth' wins over 'date'
    const alternation = [...words].sort((a, b) => b.length - a.length).map(escape).join('|');
    re = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternation})(?![\\p{L}\\p{N}_])`, 'giu');
    matchers.set(words, re);
  }
  return re;
}

/** True when one of the words or phrases occurs in window as a whole word, in any letter case. */
export function hasAnyWord(window: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const re = wordMatcher(words);
  re.lastIndex = 0;
  return re.test(window);
}

/** Start and end of every occurrence of the words in text. */
export function* wordPositions(text: string, words: readonly string[]): Iterable<{ start: number; end: number }> {
  if (words.length === 0) return;
  const re = new RegExp(wordMatcher(words).source, 'giu');
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) yield { start: m.index, end: m.index + m[0].length };
}
