/**
 * The SQL back ends of the search compiler: one AST (sdk/api/search), one compiler (compile.ts, compile-expr.ts,
 * columns-sql.ts, content.ts), and a SearchDialect object for each database the store runs on. The dialect
 * says what the databases spell differently; everything else is written once.
 *
 * - SQLITE_DIALECT: FTS5 MATCH on idx_content, unicode_fold / unicode_lower / unicode_upper (store/text-fold.ts,
 *   registered on every connection that runs search SQL), strftime, group_concat, json_each.
 * - POSTGRES_DIALECT (migration 0012_postgres_search): content through the tsvector column idx_content.tsv
 *   (GIN), name patterns through fathom_fold(x) and its pg_trgm GIN index, to_timestamp/EXTRACT, string_agg,
 *   unnest of a JSON array.
 * - dialectOf(db): the dialect of a kysely instance (PostgreSQL when its adapter is PostgreSQL's).
 *
 * Where the back ends differ in meaning (README "Running at scale"):
 * - Content tokens: both index every run of letters and digits as one token, case-folded, diacritics removed
 *   (PostgreSQL: unaccent, which also spells ß as ss and a few ligatures as letters; FTS5 keeps them). PostgreSQL
 *   positions stop at 16383 (a phrase past it matches no more) and a document's tsvector holds at most 1 MB.
 * - NEAR(a b c, n): exact for two words; with more words PostgreSQL asks every pair to be near each other
 *   (FTS5 asks for one window of all of them).
 * - LIKE ignores case on both; PostgreSQL folds every letter (fathom_fold), SQLite folds A–Z, and other letters
 *   when the pattern holds one (unicode_fold): the same matches, different index paths.
 * - ORDER BY: SQLite's NULL order (first when ascending) and byte order of text are kept on PostgreSQL (text of a
 *   SELECT DISTINCT sorts in the database's collation there: its ORDER BY must repeat the select list).
 * - A column neither grouped nor aggregated beside an aggregate: SQLite answers one row's value, PostgreSQL a
 *   QueryValidationError (session-cursor.ts postgresSearchError).
 */
import { PostgresAdapter, sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { FOLD_FUNCTION, LOWER_FUNCTION, UPPER_FUNCTION, likeFold, needsFold } from '../store/text-fold';

export type DatePart = 'year' | 'month' | 'day';

export interface SearchDialect {
  readonly name: 'sqlite' | 'postgres';
  /** A numeric literal as a parameter (PostgreSQL needs its type where the context gives none). */
  number(value: number): RawBuilder<unknown>;
  /** Real division. */
  divide(left: RawBuilder<unknown>, right: RawBuilder<unknown>): RawBuilder<unknown>;
  /** `operand [NOT] LIKE pattern`, ignoring case as the language says (pattern: escaped with a backslash). */
  like(operand: RawBuilder<unknown>, pattern: string, negated: boolean): RawBuilder<SqlBool>;
  /** The same with a pattern computed per row. */
  likeComputed(operand: RawBuilder<unknown>, pattern: RawBuilder<unknown>, negated: boolean): RawBuilder<SqlBool>;
  lower(x: RawBuilder<unknown>): RawBuilder<unknown>;
  upper(x: RawBuilder<unknown>): RawBuilder<unknown>;
  /** Part of a date given in epoch seconds (UTC), as an integer. */
  datePart(part: DatePart, x: RawBuilder<unknown>): RawBuilder<unknown>;
  /** Epoch seconds `months` calendar months before `now` (months computed per row). */
  monthsBefore(now: number, months: RawBuilder<unknown>): RawBuilder<unknown>;
  /** An entry's distinct values of an idx_classifications column (alias l), sorted, joined by ';'. */
  classificationList(column: string): RawBuilder<unknown>;
  /** Distinct rule ids of a group of idx_classifications rows, joined by ','. */
  ruleIds: string;
  /** The right side of a long IN: the values as one parameter (SQLite binds at most 32766). */
  longList(values: (string | number | null)[]): RawBuilder<unknown>;
  /** A value used as a condition (`WHERE isDeleted`): SQLite reads any value so; PostgreSQL wants a boolean. */
  truth(x: RawBuilder<unknown>): RawBuilder<SqlBool>;
  /** HAVING may name a select item's alias. */
  readonly outputNamesInHaving: boolean;
  /** OFFSET without LIMIT needs a LIMIT (-1) in front. */
  readonly offsetNeedsLimit: boolean;
  /** ORDER BY spelled so NULLs and text sort as on SQLite (nulls first ascending, bytes). */
  orderValue(x: RawBuilder<unknown>, text: boolean): RawBuilder<unknown>;
  defaultNulls(direction: 'asc' | 'desc'): 'first' | 'last' | undefined;
}

const not = (negated: boolean) => sql.raw(negated ? 'NOT ' : '');

export const SQLITE_DIALECT: SearchDialect = {
  name: 'sqlite',
  number: v => sql`${v}`,
  divide: (l, r) => sql`(CAST(${l} AS REAL) / ${r})`,
  /**
   * SQLite's LIKE ignores the case of A–Z only, so a pattern with other cased letters (or accents that may be stored
   * decomposed) compares folded texts; an ASCII pattern stays plain LIKE, which the NOCASE indexes serve.
   */
  like(operand, pattern, negated) {
    if (!needsFold(pattern)) return sql<SqlBool>`${operand} ${not(negated)}LIKE ${pattern} ESCAPE '\\'`;
    return sql<SqlBool>`${sql.raw(FOLD_FUNCTION)}(${operand}) ${not(negated)}LIKE ${likeFold(pattern)} ESCAPE '\\'`;
  },
  likeComputed: (operand, pattern, negated) =>
    sql<SqlBool>`${sql.raw(FOLD_FUNCTION)}(${operand}) ${not(negated)}LIKE ${sql.raw(FOLD_FUNCTION)}(${pattern}) ESCAPE '\\'`,
  // SQLite's lower() and upper() change A–Z only.
  lower: x => sql`${sql.raw(LOWER_FUNCTION)}(${x})`,
  upper: x => sql`${sql.raw(UPPER_FUNCTION)}(${x})`,
  datePart: (part, x) => sql`CAST(strftime(${sql.lit(part === 'year' ? '%Y' : part === 'month' ? '%m' : '%d')}, ${x}, 'unixepoch') AS INTEGER)`,
  monthsBefore: (now, months) => sql`CAST(strftime('%s', ${now}, 'unixepoch', '-' || (${months}) || ' months') AS INTEGER)`,
  classificationList: column =>
    sql`(SELECT group_concat(x, ';') FROM (SELECT DISTINCT ${sql.ref(`l.${column}`)} AS x FROM idx_classifications l WHERE l.entry_id = e.entry_id ORDER BY x))`,
  ruleIds: 'group_concat(DISTINCT rule_id)',
  longList: values => sql`(SELECT value FROM json_each(${JSON.stringify(values)}))`,
  truth: x => sql<SqlBool>`${x}`,
  outputNamesInHaving: true,
  offsetNeedsLimit: true,
  orderValue: x => x,
  defaultNulls: () => undefined,
};

/** The PostgreSQL text search configuration and functions of migration 0012_postgres_search. */
export const PG_CONTENT_CONFIG = 'fathom_content';
export const PG_FOLD_FUNCTION = 'fathom_fold';
export const PG_CONTENT_WORDS = 'fathom_content_words';

/** A pattern folded as fathom_fold folds text: likeFold for any letter, and A–Z too. */
export function pgFoldPattern(pattern: string): string {
  return likeFold(pattern).toLowerCase();
}

const fold = (x: RawBuilder<unknown>) => sql`${sql.raw(PG_FOLD_FUNCTION)}(${x})`;

export const POSTGRES_DIALECT: SearchDialect = {
  name: 'postgres',
  number: v => (Number.isInteger(v) ? sql`${v}::bigint` : sql`${v}::double precision`),
  divide: (l, r) => sql`(CAST(${l} AS double precision) / ${r})`,
  like: (operand, pattern, negated) => sql<SqlBool>`${fold(sql`${operand}::text`)} ${not(negated)}LIKE ${pgFoldPattern(pattern)} ESCAPE '\\'`,
  likeComputed: (operand, pattern, negated) => sql<SqlBool>`${fold(sql`${operand}::text`)} ${not(negated)}LIKE ${fold(sql`${pattern}::text`)} ESCAPE '\\'`,
  lower: x => sql`lower(${x}::text COLLATE "und-x-icu")`,
  upper: x => sql`upper(${x}::text COLLATE "und-x-icu")`,
  datePart: (part, x) => sql`CAST(EXTRACT(${sql.raw(part.toUpperCase())} FROM to_timestamp(${x}) AT TIME ZONE 'UTC') AS bigint)`,
  monthsBefore: (now, months) =>
    sql`CAST(EXTRACT(EPOCH FROM (to_timestamp(${now}::bigint) AT TIME ZONE 'UTC' - make_interval(months => CAST(${months} AS integer)))) AS bigint)`,
  classificationList: column => {
    const x = sql`${sql.ref(`l.${column}`)} COLLATE "C"`;
    return sql`(SELECT string_agg(DISTINCT ${x}, ';' ORDER BY ${x}) FROM idx_classifications l WHERE l.entry_id = e.entry_id)`;
  },
  ruleIds: `string_agg(DISTINCT rule_id COLLATE "C", ',' ORDER BY rule_id COLLATE "C")`,
  // A typed array: numbers compare as numbers, anything else as text.
  longList: values =>
    values.every(v => typeof v === 'number' || v === null)
      ? sql`(SELECT unnest(${values}::double precision[]))`
      : sql`(SELECT unnest(${values.map(v => (v === null ? null : String(v)))}::text[]))`,
  truth: x => sql<SqlBool>`(${x} <> 0)`,
  outputNamesInHaving: false,
  offsetNeedsLimit: false,
  orderValue: (x, text) => (text ? sql`${x} COLLATE "C"` : x),
  defaultNulls: direction => (direction === 'asc' ? 'first' : 'last'),
};

export function dialectOf(db: Kysely<any> | undefined): SearchDialect {
  return db && db.getExecutor().adapter instanceof PostgresAdapter ? POSTGRES_DIALECT : SQLITE_DIALECT;
}
