/**
 * LIKE patterns of the statement language: backslash escapes %, _ and itself (compiled with ESCAPE '\\').
 *
 * - likeToText(pattern): 'x%' / '%x' / '%x%' as startsWith / endsWith / contains x, else null.
 * - escapeLike(text): a pattern matching exactly the text.
 * - likePattern(pattern): the pattern as SQLite must read it: a backslash that escapes nothing stands for itself
 *   (so '%\Users\me%' reads as written), where SQLite would drop it.
 */
/**
 * 'x%', '%x' and '%x%' where x has no unescaped wildcard are startsWith / endsWith / contains x.
 * Backslash escapes %, _ and itself.
 */
export function likeToText(pattern: string): { op: 'startsWith' | 'contains' | 'endsWith'; value: string } | null {
  const lead = pattern.startsWith('%');
  const trail = pattern.length > 1 && pattern.endsWith('%') && !isEscapedAt(pattern, pattern.length - 1);
  if (!lead && !trail) return null;
  const body = pattern.slice(lead ? 1 : 0, trail ? -1 : undefined);
  let value = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '\\') {
      const next = body[i + 1];
      if (next === '%' || next === '_' || next === '\\') {
        value += next;
        i++;
        continue;
      }
      return null;
    }
    if (ch === '%' || ch === '_') return null;
    value += ch;
  }
  if (!value) return null;
  return { op: lead && trail ? 'contains' : lead ? 'endsWith' : 'startsWith', value };
}

function isEscapedAt(text: string, index: number): boolean {
  let n = 0;
  for (let i = index - 1; i >= 0 && text[i] === '\\'; i--) n++;
  return n % 2 === 1;
}

/** Escapes %, _ and backslash so a text matches itself in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, m => `\\${m}`);
}

/** A backslash before anything but %, _ or a backslash (or at the end) is a literal backslash. */
export function likePattern(pattern: string): string {
  return pattern.replace(/\\([\\%_])|\\/g, (m, escaped: string | undefined) => (escaped ? m : '\\\\'));
}
