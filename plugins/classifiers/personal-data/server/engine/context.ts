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

const ASCII_ONLY = /^[\x00-\x7f]*$/;
const lowerCased = new WeakMap<readonly string[], string[]>();

/**
 * In a window of ASCII text (most of them) a word can only be there if its lower-case spelling is a substring
 * of the lower-cased window: a few includes() settle most windows before the Unicode-aware regex runs. (Outside
 * ASCII, case folding has surprises such as the Kelvin sign for 'k', so such windows always go to the regex.)
 */
function mayContainAny(window: string, words: readonly string[]): boolean {
  if (!ASCII_ONLY.test(window)) return true;
  let lower = lowerCased.get(words);
  if (!lower) { lower = words.map(w => w.toLowerCase()); lowerCased.set(words, lower); }
  const text = window.toLowerCase();
  return lower.some(w => text.includes(w));
}

/** True when one of the words or phrases occurs in window as a whole word, in any letter case. */
export function hasAnyWord(window: string, words: readonly string[]): boolean {
  if (words.length === 0 || !mayContainAny(window, words)) return false;
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
