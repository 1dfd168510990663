/**
 * WHICH CONTAIN → FTS5 MATCH on idx_content (rowid = entry_id). As much of the content condition as FTS5 can say
 * becomes one MATCH string: words and phrases as "quoted strings" (a trailing * is a prefix), NEAR("a" "b", n),
 * ANY/ALL as OR/AND groups, and AND NOT inside a conjunction with a positive part. What FTS5 cannot say alone
 * (a lone NOT, OR with a negation) is combined in SQL around several MATCH sub-selects.
 *
 * - contentCondition(content): a parameterised condition on e.entry_id.
 * - toFtsQuery(content): the FTS5 query string, or null when it needs SQL around it.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ContentExpr } from '@fathom/sdk/api/search/ast';
import { balanced } from './compile-expr';

/** FTS5's default NEAR distance. */
export const DEFAULT_NEAR_DISTANCE = 10;

const ftsString = (text: string) => `"${text.replace(/"/g, '""')}"`;

function term(word: string): string {
  const w = word.trim();
  return w.endsWith('*') && w.length > 1 ? `${ftsString(w.slice(0, -1))}*` : ftsString(w);
}

const isNegative = (c: ContentExpr) => c.type === 'not' || c.type === 'none';
const positiveOf = (c: ContentExpr): ContentExpr => (c.type === 'not' ? c.operand : c.type === 'none' ? { type: 'any', words: c.words } : c);

export function toFtsQuery(c: ContentExpr): string | null {
  switch (c.type) {
    case 'word':
      return term(c.value);
    case 'phrase':
      return ftsString(c.value);
    case 'near':
      return `NEAR(${c.words.map(ftsString).join(' ')}, ${c.distance ?? DEFAULT_NEAR_DISTANCE})`;
    case 'any':
      return c.words.length === 1 ? term(c.words[0]) : `(${c.words.map(term).join(' OR ')})`;
    case 'all':
      return c.words.length === 1 ? term(c.words[0]) : `(${c.words.map(term).join(' AND ')})`;
    case 'none':
    case 'not':
      return null;
    case 'or': {
      const parts = c.operands.map(toFtsQuery);
      return parts.every((p): p is string => p !== null) ? `(${parts.join(' OR ')})` : null;
    }
    case 'and': {
      const pos = c.operands.filter(o => !isNegative(o)).map(toFtsQuery);
      const neg = c.operands.filter(isNegative).map(o => toFtsQuery(positiveOf(o)));
      if (pos.length === 0 || [...pos, ...neg].some(p => p === null)) return null;
      const positive = pos.length === 1 ? pos[0]! : `(${pos.join(' AND ')})`;
      return neg.length === 0 ? positive : `${positive} NOT (${neg.join(' OR ')})`;
    }
  }
}

const match = (query: string) => sql<SqlBool>`e.entry_id IN (SELECT rowid FROM idx_content WHERE idx_content MATCH ${query})`;

export function contentCondition(c: ContentExpr): RawBuilder<SqlBool> {
  const whole = toFtsQuery(c);
  if (whole !== null) return match(whole);
  switch (c.type) {
    case 'not':
      return sql<SqlBool>`NOT (${contentCondition(c.operand)})`;
    case 'none':
      return sql<SqlBool>`NOT (${contentCondition({ type: 'any', words: c.words })})`;
    case 'and':
    case 'or': {
      return balanced(c.operands.map(contentCondition), c.type === 'and' ? 'AND' : 'OR');
    }
    default:
      throw new Error(`Unexpected content node ${c.type}`);
  }
}
