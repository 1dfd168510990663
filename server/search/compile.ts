/**
 * Search statements → kysely queries over the index (spec 001 §3, §7).
 *
 * - compileStatement(ast, { scope, store?, db?, now?, costs?, withDeleted?, maxRows? }): { query, columns }. `query` is a
 *   kysely SelectQueryBuilder over idx_entries (alias e) restricted to the caller's scope and the statement's
 *   STORE; `columns` names each result column with its wire type (STRING, NUMBER, DATE). Without `db` the query
 *   can only be compiled (explain), not run. `store` is the resolved STORE (resolveStore); without it, only a
 *   path or '/' can be read from the text.
 * - explain(ast, options?): { sql, parameters } — the exact SQL and values the query runs.
 * - prepareSearch(db, text | ast, { scope, homeId, … }): parses, resolves STORE('…') and compiles.
 *
 * Rules: a statement counts files, as every dashboard figure does (SELECT COUNT(*) answers the dashboard's file
 * count); folders take part only when it names classId (WHERE classId = 'idxcontainer', or IN both classes).
 * Deleted entries are left out unless the statement names isDeleted (or withDeleted is set); classification
 * columns join per classification when GROUP BY names one; content conditions use FTS5 (content.ts), as a join
 * on idx_content (alias f) when the whole condition is one FTS5 query.
 * One compiler, two SQL back ends: the dialect (dialect.ts) follows `db` (PostgreSQL's kysely compiles for
 * PostgreSQL: tsvector/GIN content, pg_trgm name patterns), or options.dialect for a statement only explained.
 * The AST must come from parseStatement / builderToStatement (checked): operator and function names are
 * written into SQL only from fixed tables, values always as parameters.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Expr, SelectItem, Statement } from '@fathom/sdk/api/search/ast';
import { inlineVariables, typeOf } from '@fathom/sdk/api/search/check';
import { DEFAULT_COLUMNS, findColumn, wireType, type WireColumnType } from '@fathom/sdk/api/search/columns';
import { QueryValidationError } from '@fathom/sdk/api/search/errors';
import { parseStatement } from '@fathom/sdk/api/search/index';
import { printExpr } from '@fathom/sdk/api/search/printer';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api/wire';
import type { DB } from '../store/schema';
import { classificationJoin, type SearchCosts } from './columns-sql';
import { ExprCompiler, usesClassification } from './compile-expr';
import { contentBackend } from './content';
import { dialectOf, type SearchDialect } from './dialect';
import { resolveStore, scopeCondition, storeCondition, storeFromText, type SearchScope, type StoreFilter } from './scope';

export interface CompileOptions {
  scope: SearchScope;
  store?: StoreFilter;
  db?: Kysely<DB>;
  /** Epoch seconds used for NOW() and *_AGO(n); defaults to the current time. */
  now?: number;
  costs?: SearchCosts;
  withDeleted?: boolean;
  /** Caps the statement's LIMIT (e.g. DISCOVER_MAX_RESULTS for a result list). */
  maxRows?: number;
  /** Without db: the back end to compile for (explain); SQLite by default. With db its own. */
  dialect?: SearchDialect['name'];
}

/** SQLite binds at most 32766 values; the hidden columns and the scope add a few. */
export const MAX_PARAMETERS = 32000;

export interface ResultColumn {
  name: string;
  type: WireColumnType;
  caption: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SearchQuery = SelectQueryBuilder<any, any, any>;
export interface CompiledSearch {
  query: SearchQuery;
  columns: ResultColumn[];
}

const compileOnly = new Map<SearchDialect['name'], Kysely<DB>>();
function compileOnlyDb(name: SearchDialect['name'] = 'sqlite'): Kysely<DB> {
  let db = compileOnly.get(name);
  if (!db) {
    const pg = name === 'postgres';
    db = new Kysely<DB>({
      dialect: {
        createAdapter: () => (pg ? new PostgresAdapter() : new SqliteAdapter()),
        createDriver: () => new DummyDriver(),
        createIntrospector: k => (pg ? new PostgresIntrospector(k) : new SqliteIntrospector(k)),
        createQueryCompiler: () => (pg ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
      },
    });
    compileOnly.set(name, db);
  }
  return db;
}

function mentions(e: Expr | undefined, column: string): boolean {
  if (!e) return false;
  if (e.type === 'column') return e.name === column;
  return Object.values(e).some(v =>
    Array.isArray(v)
      ? v.some(x => x && typeof x === 'object' && 'type' in x && mentions(x as Expr, column))
      : v && typeof v === 'object' && 'type' in v && mentions(v as Expr, column),
  );
}

function selectItems(statement: Statement): { expr: Expr; name: string }[] {
  const used = new Map<string, number>();
  const items = statement.columns.flatMap((i: SelectItem) =>
    i.type === 'star'
      ? DEFAULT_COLUMNS.map(name => ({ expr: { type: 'column', name } as Expr, alias: undefined as string | undefined }))
      : [{ expr: i.expr, alias: i.alias }],
  );
  return items.map(({ expr, alias }) => {
    const base = alias ?? (expr.type === 'column' ? expr.name : printExpr(expr, 'display', statement));
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return { expr, name: n === 1 ? base : `${base}_${n}` };
  });
}

export function compileStatement(ast: Statement, options: CompileOptions): CompiledSearch {
  if (!options.scope) throw new ApiError(ERROR_NAMES.noPermission, 'A search needs a scope');
  const statement = inlineVariables(ast);
  const store = options.store ?? storeFromText(statement.store);
  if (!store) throw new ApiError(ERROR_NAMES.objectNotFound, `Store ${statement.store} must be resolved first`);
  const joined = statement.groupBy.some(usesClassification);
  const items = selectItems(statement);
  const aliases = new Map(items.map(i => [i.name, i.name]));
  const db = options.db ?? compileOnlyDb(options.dialect);
  const dialect = dialectOf(db);
  const exprContext = { now: options.now ?? Math.floor(Date.now() / 1000), costs: options.costs, classificationsJoined: joined, aliases, dialect };
  const x = new ExprCompiler(exprContext);

  let query: SearchQuery = db.selectFrom('idx_entries as e');
  if (statement.distinct) query = query.distinct();
  if (joined) query = query.leftJoin(classificationJoin(dialect).as('c'), 'c.entry_id', 'e.entry_id');
  for (const item of items) query = query.select(x.value(item.expr).as(item.name));

  const conditions: RawBuilder<SqlBool>[] = [];
  if (!('all' in options.scope && options.scope.all)) conditions.push(scopeCondition(options.scope));
  if (store.kind !== 'all') conditions.push(storeCondition(store));
  if (!options.withDeleted && !mentions(statement.where, 'isDeleted') && !mentions(statement.having, 'isDeleted'))
    conditions.push(sql<SqlBool>`e.is_deleted = 0`);
  // What a statement counts: files, as every dashboard figure does; folders only when it names classId.
  if (!mentions(statement.where, 'classId') && !mentions(statement.having, 'classId')) conditions.push(sql<SqlBool>`e.class_id = 'idxobject'`);
  if (statement.where) conditions.push(x.condition(statement.where));
  // A content condition the full-text index can say alone is a join driven by it (it stops at LIMIT);
  // anything else is a condition over match sub-selects.
  const content = contentBackend(dialect);
  const ftsQuery = statement.content ? content.query(statement.content) : null;
  if (ftsQuery !== null) {
    query = query.innerJoin(sql`idx_content`.as('f'), join => join.on(sql<SqlBool>`f.rowid = e.entry_id`));
    conditions.push(content.joinMatch(ftsQuery));
  } else if (statement.content) conditions.push(content.condition(statement.content));
  for (const c of conditions) query = query.where(c);

  for (const g of statement.groupBy) query = query.groupBy(x.value(g));
  if (statement.having) {
    // PostgreSQL reads no output names in HAVING: an alias there is its select item's expression.
    const h = dialect.outputNamesInHaving ? x : new ExprCompiler({ ...exprContext, aliasValues: new Map(items.map(i => [i.name, i.expr])) });
    query = query.having(h.condition(statement.having));
  }
  for (const o of statement.orderBy) {
    const direction = o.direction === 'desc' ? 'desc' : 'asc';
    const nulls = o.nulls ?? dialect.defaultNulls(direction);
    query = query.orderBy(dialect.orderValue(x.value(o.expr), !statement.distinct && o.expr.type !== 'alias' && typeOf(o.expr, statement) === 'string'), ob => {
      const directed = direction === 'desc' ? ob.desc() : ob.asc();
      return nulls === 'first' ? directed.nullsFirst() : nulls === 'last' ? directed.nullsLast() : directed;
    });
  }
  const limit = options.maxRows === undefined ? statement.limit : Math.min(statement.limit ?? options.maxRows, options.maxRows);
  if (limit !== undefined) query = query.limit(limit);
  if (statement.offset !== undefined) {
    if (limit === undefined && dialect.offsetNeedsLimit) query = query.limit(-1); // SQLite needs LIMIT before OFFSET
    query = query.offset(statement.offset);
  }

  const bound = query.compile().parameters.length;
  if (bound > MAX_PARAMETERS) {
    throw new QueryValidationError({
      line: 1,
      column: 1,
      expected: `at most ${MAX_PARAMETERS} values in one statement (a long list of values fits in one IN (…))`,
      found: `${bound} values`,
    });
  }

  const columns = items.map(({ expr, name }): ResultColumn => {
    const t = typeOf(expr, statement);
    const column = expr.type === 'column' ? findColumn(expr.name) : undefined;
    return { name, type: wireType(t === 'null' ? 'string' : t), caption: column && name === column.name ? column.caption : name };
  });
  return { query, columns };
}

/** Without options the statement is compiled for the whole index (compile only; nothing runs). */
export function explain(ast: Statement, options: CompileOptions = { scope: { all: true } }): { sql: string; parameters: readonly unknown[] } {
  const { query } = compileStatement(ast, { ...options, db: undefined });
  const compiled = query.compile();
  return { sql: compiled.sql, parameters: compiled.parameters };
}

export interface PrepareContext extends Omit<CompileOptions, 'store' | 'db'> {
  homeId?: string;
}

/** Parse (when given text), resolve STORE('…') against the tree and the index, and compile. */
export async function prepareSearch(db: Kysely<DB>, statement: string | Statement, ctx: PrepareContext): Promise<CompiledSearch & { statement: Statement }> {
  const ast = typeof statement === 'string' ? parseStatement(statement) : statement;
  const store = await resolveStore(db, ast.store, { homeId: ctx.homeId });
  return { ...compileStatement(ast, { ...ctx, store, db }), statement: ast };
}
