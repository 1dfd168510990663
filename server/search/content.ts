/**
 * WHICH CONTAIN → a full-text match on idx_content (rowid = entry_id).
 *
 * SQLite: FTS5 MATCH. As much of the content condition as FTS5 can say becomes one MATCH string: words and
 * phrases as "quoted strings" (a trailing * is a prefix), NEAR("a" "b", n), ANY/ALL as OR/AND groups, and AND NOT
 * inside a conjunction with a positive part. What FTS5 cannot say alone (a lone NOT, OR with a negation) is
 * combined in SQL around several MATCH sub-selects.
 * PostgreSQL: the same shape as one tsquery matched against idx_content.tsv (migration 0012_postgres_search):
 * words and phrases through phraseto_tsquery of the same token split (a trailing * is a :* prefix of the last
 * token), NEAR as tsquery_phrase at every distance up to n in both orders, ANY/ALL/AND/OR/AND NOT as || && !!.
 * The same parts need SQL around them on both, so a lone NOT also finds entries without text on both.
 *
 * - contentBackend(dialect): { query(content), joinMatch(query), condition(content) } for the dialect.
 * - contentCondition(content): a parameterised condition on e.entry_id (SQLite).
 * - toFtsQuery(content): the FTS5 query string, or null when it needs SQL around it.
 * - toTsQuery(content): the PostgreSQL tsquery expression, or null when it needs SQL around it.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ContentExpr } from '@fathom/sdk/api/search/ast';
import { balanced } from './compile-expr';
import { PG_CONTENT_CONFIG, PG_CONTENT_WORDS, type SearchDialect } from './dialect';

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

/** A PostgreSQL tsquery: an expression of type tsquery. */
type TsQuery = RawBuilder<unknown>;

const tsPhrase = (text: string): TsQuery => sql`phraseto_tsquery(${sql.lit(PG_CONTENT_CONFIG)}::regconfig, ${sql.raw(PG_CONTENT_WORDS)}(${text}))`;
const HAS_TOKEN = /[\p{L}\p{N}]/u;

function tsTerm(word: string): TsQuery {
  const w = word.trim();
  if (!(w.endsWith('*') && w.length > 1 && HAS_TOKEN.test(w.slice(0, -1)))) return tsPhrase(w);
  // The prefix applies to the last token, as FTS5's "a.b"* does.
  return sql`(${tsPhrase(w.slice(0, -1))}::text || ':*')::tsquery`;
}

const tsJoin = (parts: TsQuery[], op: '&&' | '||'): TsQuery => (parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql.raw(` ${op} `))})`);

/** NEAR(a b …, n): FTS5 allows n tokens between; tsquery_phrase says an exact distance, so every one up to n + 1. */
function tsNear(words: string[], distance: number): TsQuery {
  if (words.length === 1) return tsPhrase(words[0]);
  const pairs: TsQuery[] = [];
  for (let i = 0; i < words.length; i++)
    for (let j = i + 1; j < words.length; j++) {
      const near: TsQuery[] = [];
      for (let d = 1; d <= distance + 1; d++)
        for (const [a, b] of [
          [words[i], words[j]],
          [words[j], words[i]],
        ])
          near.push(sql`tsquery_phrase(${tsPhrase(a)}, ${tsPhrase(b)}, ${d})`);
      pairs.push(tsJoin(near, '||'));
    }
  return tsJoin(pairs, '&&');
}

/** The tsquery of a content condition, null where toFtsQuery is null (the same parts need SQL around them). */
export function toTsQuery(c: ContentExpr): TsQuery | null {
  switch (c.type) {
    case 'word':
      return tsTerm(c.value);
    case 'phrase':
      return tsPhrase(c.value);
    case 'near':
      return tsNear(c.words, c.distance ?? DEFAULT_NEAR_DISTANCE);
    case 'any':
      return tsJoin(c.words.map(tsTerm), '||');
    case 'all':
      return tsJoin(c.words.map(tsTerm), '&&');
    case 'none':
    case 'not':
      return null;
    case 'or': {
      const parts = c.operands.map(toTsQuery);
      return parts.every((p): p is TsQuery => p !== null) ? tsJoin(parts, '||') : null;
    }
    case 'and': {
      const pos = c.operands.filter(o => !isNegative(o)).map(toTsQuery);
      const neg = c.operands.filter(isNegative).map(o => toTsQuery(positiveOf(o)));
      if (pos.length === 0 || [...pos, ...neg].some(p => p === null)) return null;
      const positive = tsJoin(pos as TsQuery[], '&&');
      return neg.length === 0 ? positive : sql`(${positive} && !!${tsJoin(neg as TsQuery[], '||')})`;
    }
  }
}

export interface ContentBackend {
  /** The whole condition as one full-text query, or null when it needs SQL around several. */
  query(c: ContentExpr): RawBuilder<unknown> | null;
  /** The match of a query on idx_content joined as f. */
  joinMatch(query: RawBuilder<unknown>): RawBuilder<SqlBool>;
  /** A condition on e.entry_id. */
  condition(c: ContentExpr): RawBuilder<SqlBool>;
}

function backend(
  query: (c: ContentExpr) => RawBuilder<unknown> | null,
  matches: (q: RawBuilder<unknown>, alias?: string) => RawBuilder<SqlBool>,
): ContentBackend {
  const condition = (c: ContentExpr): RawBuilder<SqlBool> => {
    const whole = query(c);
    if (whole !== null) return sql<SqlBool>`e.entry_id IN (SELECT rowid FROM idx_content WHERE ${matches(whole)})`;
    switch (c.type) {
      case 'not':
        return sql<SqlBool>`NOT (${condition(c.operand)})`;
      case 'none':
        return sql<SqlBool>`NOT (${condition({ type: 'any', words: c.words })})`;
      case 'and':
      case 'or':
        return balanced(c.operands.map(condition), c.type === 'and' ? 'AND' : 'OR');
      default:
        throw new Error(`Unexpected content node ${c.type}`);
    }
  };
  return { query, joinMatch: q => matches(q, 'f'), condition };
}

const SQLITE_CONTENT = backend(
  c => {
    const q = toFtsQuery(c);
    return q === null ? null : sql`${q}`;
  },
  (q, alias) => sql<SqlBool>`${sql.raw(alias ? `${alias}.idx_content` : 'idx_content')} MATCH ${q}`,
);
const POSTGRES_CONTENT = backend(toTsQuery, (q, alias) => sql<SqlBool>`${sql.raw(alias ? `${alias}.tsv` : 'tsv')} @@ ${q}`);

export function contentBackend(d: Pick<SearchDialect, 'name'>): ContentBackend {
  return d.name === 'postgres' ? POSTGRES_CONTENT : SQLITE_CONTENT;
}

export function contentCondition(c: ContentExpr): RawBuilder<SqlBool> {
  return SQLITE_CONTENT.condition(c);
}
