/**
 * Case-insensitive text matching beyond ASCII. SQLite's LIKE and NOCASE fold only A–Z, so `name LIKE '%müller%'`
 * would miss 'MÜLLER.docx'. Search compiles such a comparison as `unicode_fold(name) LIKE <folded pattern>` when the
 * pattern holds a letter outside ASCII; an ASCII pattern keeps plain LIKE and so the NOCASE index.
 *
 * - likeFold(text): the text with every cased character folded (upper then lower case in the root locale, so ß is ss,
 *   ς is σ, İ and ı are i) and composed (NFC, so a name stored decomposed matches one typed composed). ASCII text is
 *   returned as it is: LIKE ignores the case of A–Z already.
 * - needsFold(pattern): does a LIKE pattern hold a character plain LIKE would compare by case or by composition?
 *   (Caseless characters such as CJK, digits, € or dashes do not: those patterns keep the fast path.)
 * - registerTextFunctions(sqlite): registers unicode_fold(x), and unicode_lower(x) / unicode_upper(x) behind the
 *   statement functions LOWER and UPPER (SQLite's lower() and upper() change A–Z only), on a connection; every
 *   connection that runs search SQL needs them (the store's, and each search worker's).
 */
import type Database from 'better-sqlite3';

/** The SQL names of the functions (written into SQL as fixed names). */
export const FOLD_FUNCTION = 'unicode_fold';
export const LOWER_FUNCTION = 'unicode_lower';
export const UPPER_FUNCTION = 'unicode_upper';

const NON_ASCII = /[^\x00-\x7f]/;
const CASED_OR_MARK = /[\p{Cased}\p{M}]/u;

export function likeFold(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  return text
    .toUpperCase()
    .toLowerCase()
    .replace(/i\u0307/g, 'i')
    .replace(/ς/g, 'σ')
    .normalize('NFC');
}

export function needsFold(pattern: string): boolean {
  if (!NON_ASCII.test(pattern)) return false;
  for (const ch of pattern) {
    if (ch <= '\x7f') continue;
    if (CASED_OR_MARK.test(ch) || ch.normalize('NFD') !== ch) return true;
  }
  return false;
}

/** What unicode_fold gives for any SQLite value: texts folded, everything else (NULL, numbers, blobs) as it is. */
export function foldValue(value: unknown): unknown {
  return typeof value === 'string' ? likeFold(value) : value;
}

/** As SQLite's lower() / upper(): NULL stays NULL, any other value becomes text; here with Unicode's case mapping. */
const caseMapped =
  (upper: boolean) =>
  (value: unknown): string | null => {
    if (value === null || value === undefined) return null;
    const text = Buffer.isBuffer(value) ? value.toString('utf8') : String(value);
    return upper ? text.toUpperCase() : text.toLowerCase();
  };

export function registerTextFunctions(sqlite: Database.Database): void {
  sqlite.function(FOLD_FUNCTION, { deterministic: true }, foldValue);
  sqlite.function(LOWER_FUNCTION, { deterministic: true }, caseMapped(false));
  sqlite.function(UPPER_FUNCTION, { deterministic: true }, caseMapped(true));
}
