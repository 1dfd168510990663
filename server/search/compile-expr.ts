/**
 * Checked search expressions → parameterised SQL (kysely `sql` fragments). Values always travel as parameters;
 * only fixed operator and function names are written into the text.
 *
 * - ExprCompiler.value(expr) / .condition(expr): SQL for a value or a WHERE/HAVING condition.
 * Conditions on classification columns outside a classification GROUP BY become IN sub-selects over
 * idx_classifications; the positive ones of one AND share one sub-select (so `classification = 'PII' AND
 * confidence > 0.8` speaks of the same classification), a negative one (`!=`, NOT LIKE, IS NULL, …) is
 * NOT IN of its positive.
 * LIKE, STARTS WITH, CONTAINS and ENDS WITH ignore case: SQLite's LIKE for A–Z, and unicode_fold (store/text-fold.ts)
 * on both sides when the pattern holds a cased letter beyond ASCII ('%müller%' finds 'MÜLLER.docx'); PostgreSQL
 * folds both sides always (fathom_fold). What the databases spell differently comes from ctx.dialect (dialect.ts).
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Expr } from '@fathom/sdk/api/search/ast';
import { DAY_SECONDS, dayStart } from '@fathom/sdk/api/search/dates';
import { escapeLike } from '@fathom/sdk/api/search/check';
import { likePattern } from '@fathom/sdk/api/search/patterns';
import { columnSql, isClassificationColumn, type ClassificationMode, type SearchCosts } from './columns-sql';
import { SQLITE_DIALECT, type SearchDialect } from './dialect';

export interface ExprContext {
  /** Epoch seconds for NOW() and the *_AGO functions. */
  now: number;
  costs?: SearchCosts;
  /** GROUP BY names a classification column: classifications are joined rows. */
  classificationsJoined: boolean;
  /** Select-list aliases (ORDER BY, HAVING). */
  aliases: Map<string, string>;
  /** Set: an alias stands for its select item's expression (PostgreSQL reads no output names in HAVING). */
  aliasValues?: Map<string, Expr>;
  /** The SQL back end (SQLite when not given). */
  dialect?: SearchDialect;
}

const COMPARE = { '=': '=', '!=': '!=', '<': '<', '<=': '<=', '>': '>', '>=': '>=' } as const;
const ARITH = { '+': '+', '-': '-', '*': '*' } as const;
const AGGREGATES = new Set(['COUNT', 'SUM', 'AVG', 'MIN', 'MAX']);

/** Does the expression read a classification column? */
export function usesClassification(e: Expr): boolean {
  switch (e.type) {
    case 'column':
      return isClassificationColumn(e.name);
    case 'call':
      return e.args.some(usesClassification);
    case 'arith':
    case 'compare':
      return usesClassification(e.left) || usesClassification(e.right);
    case 'like':
      return usesClassification(e.operand) || usesClassification(e.pattern);
    case 'between':
      return [e.operand, e.low, e.high].some(usesClassification);
    case 'in':
      return [e.operand, ...e.values].some(usesClassification);
    case 'text':
    case 'isNull':
    case 'date':
    case 'not':
      return usesClassification(e.operand);
    case 'and':
    case 'or':
      return e.operands.some(usesClassification);
    default:
      return false;
  }
}

/** Does the expression call an aggregate (COUNT, SUM, AVG, MIN, MAX)? */
function hasAggregate(e: Expr): boolean {
  if (e.type === 'call' && AGGREGATES.has(e.name)) return true;
  return Object.values(e).some(v =>
    Array.isArray(v)
      ? v.some(x => x && typeof x === 'object' && 'type' in x && hasAggregate(x as Expr))
      : !!v && typeof v === 'object' && 'type' in v && hasAggregate(v as Expr),
  );
}

/**
 * A condition on classification columns that is one sub-select over idx_classifications. A condition with an aggregate
 * (HAVING MAX(confidence) > 0.9) is not: it speaks of the group, so it reads the per-entry summaries instead.
 */
function classificationLeaf(e: Expr): boolean {
  return usesClassification(e) && e.type !== 'and' && e.type !== 'or' && e.type !== 'not' && !hasAggregate(e);
}

/** A classification condition as (positive condition, negated): NOT IN of the positive says "none matches". */
function positiveForm(e: Expr): { positive: Expr | null; negated: boolean } {
  switch (e.type) {
    case 'compare':
      return e.op === '!=' ? { positive: { ...e, op: '=' }, negated: true } : { positive: e, negated: false };
    case 'like':
    case 'text':
    case 'in':
    case 'between':
    case 'date':
      return e.negated ? { positive: { ...e, negated: false } as Expr, negated: true } : { positive: e, negated: false };
    // IS NULL: no classification at all; IS NOT NULL: some classification.
    case 'isNull':
      return { positive: null, negated: !e.negated };
    default:
      return { positive: e, negated: false };
  }
}

export class ExprCompiler {
  private readonly d: SearchDialect;
  constructor(private readonly ctx: ExprContext) {
    this.d = ctx.dialect ?? SQLITE_DIALECT;
  }

  private mode(inExists: boolean): ClassificationMode {
    return this.ctx.classificationsJoined ? 'joined' : inExists ? 'exists' : 'list';
  }

  value(e: Expr, inExists = false): RawBuilder<unknown> {
    switch (e.type) {
      case 'column':
        return columnSql(e.name, this.mode(inExists), this.ctx.costs, this.d);
      case 'alias': {
        const inline = this.ctx.aliasValues?.get(e.name);
        if (inline) return this.value(inline, inExists);
        return sql.ref(this.ctx.aliases.get(e.name) ?? e.name) as unknown as RawBuilder<unknown>;
      }
      case 'literal':
        if (e.value === null) return sql`NULL`;
        if (typeof e.value === 'boolean') return this.d.number(e.value ? 1 : 0);
        if (typeof e.value === 'number') return this.d.number(e.value);
        return sql`${e.value}`;
      case 'variable':
        throw new Error(`Variable @${e.name} was not inlined`);
      case 'call':
        return this.call(e, inExists);
      case 'arith': {
        const l = this.value(e.left, inExists),
          r = this.value(e.right, inExists);
        // Division is real division (size / 1024 keeps its fraction).
        if (e.op === '/') return this.d.divide(l, r);
        return sql`(${l} ${sql.raw(ARITH[e.op])} ${r})`;
      }
      default:
        return this.condition(e, inExists);
    }
  }

  private call(e: Expr & { type: 'call' }, inExists: boolean): RawBuilder<unknown> {
    const arg = (i: number) => this.value(e.args[i], inExists);
    const literalArg = e.args[0]?.type === 'literal' && typeof e.args[0].value === 'number' ? e.args[0].value : null;
    if (AGGREGATES.has(e.name)) return e.star ? sql`count(*)` : sql`${sql.raw(e.name.toLowerCase())}(${sql.raw(e.distinct ? 'DISTINCT ' : '')}${arg(0)})`;
    switch (e.name) {
      case 'NOW':
        return this.d.number(this.ctx.now);
      case 'DAYS_AGO':
      case 'WEEKS_AGO': {
        const days = e.name === 'WEEKS_AGO' ? 7 : 1;
        const n = (v: number) => this.d.number(v);
        return literalArg !== null ? n(this.ctx.now - literalArg * days * DAY_SECONDS) : sql`(${n(this.ctx.now)} - ${arg(0)} * ${n(days * DAY_SECONDS)})`;
      }
      case 'MONTHS_AGO':
      case 'YEARS_AGO': {
        const months = e.name === 'YEARS_AGO' ? 12 : 1;
        if (literalArg !== null) return this.d.number(monthsBefore(this.ctx.now, literalArg * months));
        return this.d.monthsBefore(this.ctx.now, sql`${arg(0)} * ${this.d.number(months)}`);
      }
      case 'YEAR':
        return this.d.datePart('year', arg(0));
      case 'MONTH':
        return this.d.datePart('month', arg(0));
      case 'DAY':
        return this.d.datePart('day', arg(0));
      // Unicode case mapping on both back ends (SQLite's own lower() and upper() change A–Z only).
      case 'LOWER':
        return this.d.lower(arg(0));
      case 'UPPER':
        return this.d.upper(arg(0));
      case 'LENGTH':
        return sql`length(${arg(0)})`;
      case 'IF':
        return sql`(CASE WHEN ${this.condition(e.args[0], inExists)} THEN ${arg(1)} ELSE ${arg(2)} END)`;
    }
    throw new Error(`No SQL for function ${e.name}`);
  }

  condition(e: Expr, inExists = false): RawBuilder<SqlBool> {
    if (!inExists && !this.ctx.classificationsJoined && classificationLeaf(e)) return this.classificationExists([e]);
    const v = (x: Expr) => this.value(x, inExists);
    const not = (neg: boolean) => sql.raw(neg ? 'NOT ' : '');
    switch (e.type) {
      case 'compare':
        return sql<SqlBool>`${v(e.left)} ${sql.raw(COMPARE[e.op])} ${v(e.right)}`;
      case 'like': {
        if (e.pattern.type === 'literal' && typeof e.pattern.value === 'string') return this.d.like(v(e.operand), likePattern(e.pattern.value), e.negated);
        // A pattern computed per row may hold any letter: both sides are folded.
        return this.d.likeComputed(v(e.operand), v(e.pattern), e.negated);
      }
      case 'text': {
        const x = escapeLike(e.value);
        return this.d.like(v(e.operand), e.op === 'startsWith' ? `${x}%` : e.op === 'endsWith' ? `%${x}` : `%${x}%`, e.negated);
      }
      case 'between':
        return sql<SqlBool>`${v(e.operand)} ${not(e.negated)}BETWEEN ${v(e.low)} AND ${v(e.high)}`;
      case 'in':
        return sql<SqlBool>`${v(e.operand)} ${not(e.negated)}IN ${this.list(e.values, inExists)}`;
      case 'isNull':
        return sql<SqlBool>`${v(e.operand)} IS ${not(e.negated)}NULL`;
      case 'date': {
        const from = dayStart(e.from);
        const [lo, hi] = e.op === 'on' ? [from, from + DAY_SECONDS] : e.op === 'between' ? [from, dayStart(e.to ?? e.from) + DAY_SECONDS] : [0, 0];
        const x = v(e.operand);
        const n = (t: number) => this.d.number(t);
        if (e.op === 'before') return sql<SqlBool>`${x} < ${n(from)}`;
        if (e.op === 'after') return sql<SqlBool>`${x} >= ${n(from + DAY_SECONDS)}`;
        const inside = sql<SqlBool>`(${x} >= ${n(lo)} AND ${x} < ${n(hi)})`;
        return e.negated ? sql<SqlBool>`NOT ${inside}` : inside;
      }
      case 'not':
        return sql<SqlBool>`NOT (${this.condition(e.operand, inExists)})`;
      case 'or':
        return balanced(
          e.operands.map(o => this.condition(o, inExists)),
          'OR',
        );
      case 'and':
        return this.and(e.operands, inExists);
      case 'column':
      case 'literal':
        return this.d.truth(v(e));
      default:
        return sql<SqlBool>`${v(e)}`;
    }
  }

  /** AND: the positive classification conditions share one sub-select. */
  private and(operands: Expr[], inExists: boolean): RawBuilder<SqlBool> {
    const parts: RawBuilder<SqlBool>[] = [];
    const shared: Expr[] = [];
    for (const o of operands) {
      const grouped = !inExists && !this.ctx.classificationsJoined && classificationLeaf(o);
      if (grouped && !positiveForm(o).negated && positiveForm(o).positive) shared.push(o);
      else parts.push(this.condition(o, inExists));
    }
    if (shared.length) parts.push(this.classificationExists(shared));
    return balanced(parts, 'AND');
  }

  /**
   * The right side of IN: a long list of values travels as one JSON parameter (SQLite binds at most 32766 values
   * and a file query alone may list 20000 names); a short one, or one with expressions, as a list.
   */
  private list(values: Expr[], inExists: boolean): RawBuilder<unknown> {
    const literal = values.every(x => x.type === 'literal');
    if (!literal || values.length <= LONG_LIST) return sql`(${sql.join(values.map(x => this.value(x, inExists)))})`;
    return this.d.longList(
      values.map(x => {
        const val = (x as Expr & { type: 'literal' }).value;
        return typeof val === 'boolean' ? Number(val) : val;
      }),
    );
  }

  /**
   * Entries with [no] classification row where all leaf conditions hold. Written as IN over idx_classifications so
   * the (classification, confidence) index drives it; a leaf that also reads entry columns stays correlated.
   */
  private classificationExists(leaves: Expr[]): RawBuilder<SqlBool> {
    const forms = leaves.map(positiveForm);
    const negated = forms.length === 1 && forms[0].negated;
    const conds = forms
      .map(f => f.positive)
      .filter((p): p is Expr => p !== null)
      .map(p => this.condition(p, true));
    const where = conds.length ? sql` WHERE ${balanced(conds, 'AND')}` : sql``;
    return sql<SqlBool>`e.entry_id ${sql.raw(negated ? 'NOT IN' : 'IN')} (SELECT c.entry_id FROM idx_classifications c${where})`;
  }
}

/** IN lists longer than this are bound as one JSON array. */
const LONG_LIST = 64;

/**
 * AND / OR of many conditions as a balanced tree: SQLite refuses expressions more than 1000 levels deep, and a
 * flat chain of n conditions is n levels deep to it.
 */
export function balanced(parts: RawBuilder<SqlBool>[], op: 'AND' | 'OR'): RawBuilder<SqlBool> {
  if (parts.length === 1) return parts[0];
  const mid = parts.length >> 1;
  return sql<SqlBool>`(${balanced(parts.slice(0, mid), op)} ${sql.raw(op)} ${balanced(parts.slice(mid), op)})`;
}

/** Epoch seconds `months` calendar months before `now` (UTC; the day is clamped to the month's end). */
export function monthsBefore(now: number, months: number): number {
  const d = new Date(now * 1000);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}
