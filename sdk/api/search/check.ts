/**
 * The checker: resolves column, function, alias and variable names, checks types and clause rules, and
 * brings the raw parse tree to the normal form of ast.ts (so both statement forms give one tree).
 *
 * - checkStatement(raw, positions): the checked Statement, or throws QueryValidationError at the node's position.
 * - inlineVariables(statement): the same statement with every @variable replaced by its value (what the
 *   server compiles), checked again so date literals reached through a variable become epoch seconds.
 * - typeOf(expr, statement): the value type of a checked expression.
 */
import type { IToken } from 'chevrotain';
import type { CompareOp, Expr, SelectItem, SetVariable, Statement } from './ast';
import { findColumn, findFunction, SEARCH_COLUMNS, type ValueType } from './columns';
import { DAY_SECONDS, isDay, parseDateLiteral, writableDay } from './dates';
import { QueryValidationError } from './errors';
import { likeToText } from './patterns';

export { likeToText, escapeLike } from './patterns';
import type { Positions } from './parser';

type Type = ValueType | 'null';

interface Scope {
  aggregates: boolean;
  /** Select-list aliases visible here (ORDER BY, HAVING). */
  aliases: Map<string, Expr> | null;
  where: string;
}

const COLUMN_HINT = `a column name (${SEARCH_COLUMNS.slice(0, 6).map(c => c.name).join(', ')}, …)`;

class Checker {
  readonly variables = new Map<string, SetVariable>();
  readonly aliases = new Map<string, Expr>();
  constructor(private readonly positions: Positions) {}

  private fail(node: object | undefined, expected: string, found?: string): never {
    const tok = node ? this.positions.get(node) : undefined;
    throw new QueryValidationError({ line: tok?.startLine ?? 1, column: tok?.startColumn ?? 1, expected, found: found ?? (tok ? `'${tok.image}'` : 'something else') });
  }

  private keep<N extends object>(from: object, to: N): N {
    const tok = this.positions.get(from);
    if (tok && !this.positions.has(to)) this.positions.set(to, tok);
    return to;
  }

  private tokenOf(node: object): IToken | undefined { return this.positions.get(node); }

  statement(raw: Statement): Statement {
    const variables = raw.variables.map(v => {
      if (this.variables.has(v.name)) this.fail(v, 'a variable name not set before', `'@${v.name}'`);
      const checked = { name: v.name, items: this.selectItems(v.items, { aggregates: true, aliases: null, where: 'SET' }) };
      this.variables.set(v.name, checked);
      return checked;
    });
    const columns = this.selectItems(raw.columns, { aggregates: true, aliases: null, where: 'SELECT' });
    const aliases = this.aliases;
    const expand = (items: SelectItem[]): SelectItem[] => items.flatMap(i =>
      (i.type === 'expr' && i.expr.type === 'variable' && this.variables.has(i.expr.name) ? expand(this.variables.get(i.expr.name)!.items) : [i]));
    for (const item of expand(columns)) if (item.type === 'expr' && item.alias) aliases.set(item.alias, item.expr);
    const out: Statement = { variables, columns, store: raw.store, groupBy: [], orderBy: [] };
    if (raw.where) out.where = this.condition(raw.where, { aggregates: false, aliases: null, where: 'WHERE' });
    if (raw.content) out.content = raw.content;
    out.groupBy = raw.groupBy.map(e => this.expr(e, { aggregates: false, aliases, where: 'GROUP BY' }));
    if (raw.having) out.having = this.condition(raw.having, { aggregates: true, aliases, where: 'HAVING' });
    out.orderBy = raw.orderBy.map(o => ({ expr: this.expr(o.expr, { aggregates: true, aliases, where: 'ORDER BY' }), direction: o.direction }));
    if (raw.limit !== undefined) out.limit = raw.limit;
    if (raw.offset !== undefined) out.offset = raw.offset;
    return out;
  }

  private selectItems(items: SelectItem[], scope: Scope): SelectItem[] {
    return items.map(item => {
      if (item.type === 'star') return item;
      const expr = item.expr.type === 'variable' ? this.variableRef(item.expr, true) : this.expr(item.expr, scope);
      if (expr.type !== 'variable' && this.isCondition(expr) && scope.where !== 'SET') this.fail(item.expr, 'a column or a value, not a condition');
      return this.keep(item, item.alias === undefined ? { type: 'expr', expr } : { type: 'expr', expr, alias: item.alias });
    });
  }

  private variableRef(ref: Expr & { type: 'variable' }, list: boolean): Expr {
    const v = this.variables.get(ref.name);
    if (!v) this.fail(ref, 'a variable set before use');
    if (!list && (v.items.length !== 1 || v.items[0].type !== 'expr')) this.fail(ref, 'a variable holding one value');
    return this.keep(ref, { type: 'variable', name: v.name });
  }

  /** The expression a variable stands for, when it holds one value. */
  variableValue(name: string): Expr | undefined {
    const v = this.variables.get(name);
    const item = v && v.items.length === 1 ? v.items[0] : undefined;
    return item && item.type === 'expr' ? item.expr : undefined;
  }

  private condition(e: Expr, scope: Scope): Expr {
    const out = this.expr(e, scope);
    if (!this.isCondition(out) && this.typeOf(out) !== 'boolean') this.fail(e, `a condition in ${scope.where}`);
    return out;
  }

  private isCondition(e: Expr): boolean {
    return ['compare', 'like', 'text', 'between', 'in', 'isNull', 'date', 'not', 'and', 'or'].includes(e.type);
  }

  typeOf(e: Expr): Type {
    switch (e.type) {
      case 'column': return findColumn(e.name)?.type ?? 'string';
      case 'alias': { const a = this.aliases.get(e.name); return a ? this.typeOf(a) : 'null'; }
      case 'literal': return e.value === null ? 'null' : typeof e.value === 'number' ? 'number' : typeof e.value === 'boolean' ? 'boolean' : 'string';
      case 'variable': { const v = this.variableValue(e.name); return v ? this.typeOf(v) : 'null'; }
      case 'call': {
        const f = findFunction(e.name);
        if (!f) return 'null';
        return f.result === 'arg' ? (e.args[0] ? this.typeOf(e.args[0]) : 'number') : f.result;
      }
      case 'arith': {
        const l = this.typeOf(e.left), r = this.typeOf(e.right);
        return (e.op === '+' || e.op === '-') && (l === 'date') !== (r === 'date') && (l === 'date' || (r === 'date' && e.op === '+')) ? 'date' : 'number';
      }
      default: return 'boolean';
    }
  }

  expr(e: Expr, scope: Scope): Expr {
    const raw = e as Expr | { type: 'textRaw' | 'dateRaw' };
    if (raw.type === 'textRaw') return this.textOp(e as unknown as RawText, scope);
    if (raw.type === 'dateRaw') return this.dateOp(e as unknown as RawDate, scope);
    switch (e.type) {
      case 'literal': return e;
      case 'column': {
        if (scope.aliases?.has(e.name) && !findColumn(e.name)) return this.keep(e, { type: 'alias', name: e.name });
        const c = findColumn(e.name);
        if (!c) this.fail(e, scope.aliases ? `${COLUMN_HINT} or a select alias` : COLUMN_HINT);
        return this.keep(e, { type: 'column', name: c.name });
      }
      case 'alias': return e;
      case 'variable': return this.variableRef(e, false);
      case 'call': return this.call(e, scope);
      case 'arith': {
        const left = this.expr(e.left, scope), right = this.expr(e.right, scope);
        for (const [side, raw] of [[left, e.left], [right, e.right]] as const) {
          const t = this.typeOf(side);
          if (t === 'string' || t === 'boolean' || this.isCondition(side)) this.fail(raw, 'a number');
        }
        return this.keep(e, { type: 'arith', op: e.op, left, right });
      }
      case 'compare': return this.compare(e, scope);
      case 'like': {
        const operand = this.expr(e.operand, scope), pattern = this.expr(e.pattern, scope);
        if (this.typeOf(pattern) !== 'string') this.fail(e.pattern, 'a quoted pattern');
        if (pattern.type === 'literal' && typeof pattern.value === 'string') {
          const text = likeToText(pattern.value);
          if (text) return this.keep(e, { type: 'text', op: text.op, negated: e.negated, operand, value: text.value });
        }
        return this.keep(e, { type: 'like', negated: e.negated, operand, pattern });
      }
      case 'text': return this.keep(e, { ...e, operand: this.expr(e.operand, scope) });
      case 'between': return this.between(e, scope);
      case 'in': {
        const operand = this.expr(e.operand, scope);
        const values = e.values.map(v => this.valueFor(operand, this.expr(v, scope), v));
        return this.keep(e, { type: 'in', negated: e.negated, operand, values });
      }
      case 'isNull': return this.keep(e, { type: 'isNull', negated: e.negated, operand: this.expr(e.operand, scope) });
      case 'date': return this.keep(e, { ...e, operand: this.expr(e.operand, scope) });
      case 'not': {
        const operand = this.condition(e.operand, scope);
        return this.keep(e, { type: 'not', operand });
      }
      case 'and': case 'or': {
        const operands = e.operands.map(o => this.condition(o, scope)).flatMap(o => (o.type === e.type ? o.operands : [o]));
        return this.keep(e, { type: e.type, operands });
      }
    }
  }

  private call(e: Expr & { type: 'call' }, scope: Scope): Expr {
    const f = findFunction(e.name);
    if (!f) this.fail(e, 'a function (COUNT, SUM, AVG, MIN, MAX, NOW, DAYS_AGO, YEAR, LOWER, UPPER, LENGTH, …)');
    if (f.kind === 'aggregate' && !scope.aggregates) this.fail(e, `no aggregate function in ${scope.where}`);
    if (e.star) {
      if (!f.star) this.fail(e, `an argument for ${f.name}, not *`);
      return this.keep(e, { type: 'call', name: f.name, args: [], star: true });
    }
    if (e.args.length !== f.args.length) this.fail(e, `${f.args.length} argument${f.args.length === 1 ? '' : 's'} for ${f.name}`);
    const inner: Scope = f.kind === 'aggregate' ? { ...scope, aggregates: false, where: `an argument of ${f.name}` } : scope;
    const args = e.args.map((a, i) => {
      const arg = this.expr(a, inner);
      const want = f.args[i];
      const t = this.typeOf(arg);
      if (want !== 'any' && t !== 'null' && t !== want && !(want === 'number' && t === 'date')) this.fail(a, `${article(want)} argument for ${f.name}`);
      return arg;
    });
    return this.keep(e, { type: 'call', name: f.name, args });
  }

  /** A literal compared with a date expression: 'YYYY-MM-DD[ HH:mm:ss]' becomes epoch seconds. */
  private valueFor(target: Expr, value: Expr, rawNode: object): Expr {
    const t = this.typeOf(target);
    if (value.type !== 'literal' || value.value === null) return value;
    if (t === 'date' && typeof value.value === 'string') {
      const epoch = parseDateLiteral(value.value);
      if (epoch === null) this.fail(rawNode, "a date 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'");
      return this.keep(value, { type: 'literal', value: epoch });
    }
    if ((t === 'number' || t === 'date') && typeof value.value === 'string') this.fail(rawNode, 'a number');
    if (t === 'string' && typeof value.value !== 'string') this.fail(rawNode, 'a quoted text');
    if (t === 'boolean' && typeof value.value === 'string') this.fail(rawNode, 'TRUE or FALSE');
    return value;
  }

  private compare(e: Expr & { type: 'compare' }, scope: Scope): Expr {
    let left = this.expr(e.left, scope), right = this.expr(e.right, scope);
    right = this.valueFor(left, right, e.right);
    left = this.valueFor(right, left, e.left);
    const v = right.type === 'literal' && typeof right.value === 'number' ? right.value : null;
    if (v !== null && this.typeOf(left) === 'date' && left.type !== 'literal') {
      const before = e.op === '<' ? writableDay(v) : null;
      if (before) return this.keep(e, { type: 'date', op: 'before', negated: false, operand: left, from: before });
      const after = e.op === '>' && writableDay(v + 1) ? writableDay(v + 1 - DAY_SECONDS) : null;
      if (after) return this.keep(e, { type: 'date', op: 'after', negated: false, operand: left, from: after });
    }
    return this.keep(e, { type: 'compare', op: e.op, left, right });
  }

  private between(e: Expr & { type: 'between' }, scope: Scope): Expr {
    const operand = this.expr(e.operand, scope);
    const low = this.valueFor(operand, this.expr(e.low, scope), e.low);
    let high = this.valueFor(operand, this.expr(e.high, scope), e.high);
    // BETWEEN two days takes the whole last day.
    if (this.typeOf(operand) === 'date' && e.high.type === 'literal' && typeof e.high.value === 'string' && isDay(e.high.value) && high.type === 'literal') {
      high = this.keep(high, { type: 'literal', value: (high.value as number) + DAY_SECONDS - 1 });
    }
    if (this.typeOf(operand) === 'date' && low.type === 'literal' && high.type === 'literal' && typeof low.value === 'number' && typeof high.value === 'number') {
      const lo = low.value, lastDay = high.value + 1 - DAY_SECONDS;
      const from = writableDay(lo), to = writableDay(lastDay);
      if (from && to && writableDay(high.value + 1) && lastDay >= lo) {
        return this.keep(e, lastDay === lo
          ? { type: 'date', op: 'on', negated: e.negated, operand, from }
          : { type: 'date', op: 'between', negated: e.negated, operand, from, to });
      }
    }
    return this.keep(e, { type: 'between', negated: e.negated, operand, low, high });
  }

  private textOp(e: RawText, scope: Scope): Expr {
    const operand = this.expr(e.operand, scope);
    const value = this.expr(e.value, scope);
    const literal = value.type === 'variable' ? this.variableValue(value.name) : value;
    if (!literal || literal.type !== 'literal' || typeof literal.value !== 'string') this.fail(e.value, 'a quoted text');
    if (this.typeOf(operand) !== 'string') this.fail(e.operand, `a text column before ${e.op === 'contains' ? 'CONTAINS' : e.op === 'startsWith' ? 'STARTS WITH' : 'ENDS WITH'}`);
    return this.keep(e, { type: 'text', op: e.op, negated: e.negated, operand, value: literal.value });
  }

  private dateOp(e: RawDate, scope: Scope): Expr {
    const operand = this.expr(e.operand, scope);
    const word = e.op.toUpperCase();
    if (this.typeOf(operand) !== 'date') this.fail(e.operand, `a date column before ${word}`);
    const value = this.expr(e.value, scope);
    const lit = value.type === 'literal' ? value.value : undefined;
    let day: string | undefined;
    if (typeof lit === 'string' && isDay(lit)) day = lit;
    else if (typeof lit === 'number') day = writableDay(lit) ?? undefined;
    if (day !== undefined) return this.keep(e, { type: 'date', op: e.op, negated: e.negated, operand, from: day });
    if (e.op === 'on' || e.negated) this.fail(e.value, `a day 'YYYY-MM-DD' after ${word}`);
    // BEFORE / AFTER an instant or a computed date (NOW(), DAYS_AGO(n)) is a plain comparison.
    const right = this.valueFor(operand, value, e.value);
    return this.keep(e, { type: 'compare', op: (e.op === 'before' ? '<' : '>') as CompareOp, left: operand, right });
  }
}

interface RawText { type: 'textRaw'; op: 'startsWith' | 'contains' | 'endsWith'; negated: boolean; operand: Expr; value: Expr }
interface RawDate { type: 'dateRaw'; op: 'on' | 'before' | 'after'; negated: boolean; operand: Expr; value: Expr }

const article = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

export function checkStatement(raw: Statement, positions: Positions): Statement {
  return new Checker(positions).statement(raw);
}

/** Replaces every @variable by its value (select lists expand) and checks the result again. */
export function inlineVariables(statement: Statement): Statement {
  if (statement.variables.length === 0) return statement;
  const vars = new Map(statement.variables.map(v => [v.name, v]));
  const sub = (e: Expr): Expr => mapExpr(e, x => {
    if (x.type !== 'variable') return x;
    const v = vars.get(x.name);
    const item = v?.items[0];
    return item && item.type === 'expr' ? sub(item.expr) : x;
  });
  const items = (list: SelectItem[]): SelectItem[] => list.flatMap(i => {
    if (i.type === 'expr' && i.expr.type === 'variable' && vars.has(i.expr.name)) return items(vars.get(i.expr.name)!.items);
    return i.type === 'expr' ? [{ ...i, expr: sub(i.expr) }] : [i];
  });
  const flat: Statement = {
    ...statement, variables: [], columns: items(statement.columns),
    groupBy: statement.groupBy.map(sub), orderBy: statement.orderBy.map(o => ({ ...o, expr: sub(o.expr) })),
  };
  if (statement.where) flat.where = sub(statement.where);
  if (statement.having) flat.having = sub(statement.having);
  return checkStatement(flat, new WeakMap());
}

/** Rebuilds an expression bottom-up through `f`. */
export function mapExpr(e: Expr, f: (e: Expr) => Expr): Expr {
  const m = (x: Expr) => mapExpr(x, f);
  switch (e.type) {
    case 'call': return f({ ...e, args: e.args.map(m) });
    case 'arith': case 'compare': return f({ ...e, left: m(e.left), right: m(e.right) });
    case 'like': return f({ ...e, operand: m(e.operand), pattern: m(e.pattern) });
    case 'text': case 'isNull': case 'date': return f({ ...e, operand: m(e.operand) });
    case 'between': return f({ ...e, operand: m(e.operand), low: m(e.low), high: m(e.high) });
    case 'in': return f({ ...e, operand: m(e.operand), values: e.values.map(m) });
    case 'not': return f({ ...e, operand: m(e.operand) });
    case 'and': case 'or': return f({ ...e, operands: e.operands.map(m) });
    default: return f(e);
  }
}

/** The value type of a checked expression inside `statement` (variables resolved through its preamble). */
export function typeOf(e: Expr, statement?: Statement): Type {
  const c = new Checker(new WeakMap());
  for (const v of statement?.variables ?? []) c.variables.set(v.name, v);
  return c.typeOf(e);
}
