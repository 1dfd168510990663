/**
 * The checker: resolves column, function, alias and variable names, checks types and clause rules, and
 * brings the raw parse tree to the normal form of ast.ts (so both statement forms give one tree).
 *
 * - checkStatement(raw, positions, clauses?): the checked Statement, or throws QueryValidationError at the node's
 *   position (a clause-wide error, HAVING without groups, at the clause keyword). A statement with variables is
 *   also checked with every variable inlined, so what only goes wrong in place (an aggregate held in a variable
 *   and used in WHERE) is an error here, at the @variable, and never later when the server compiles it.
 * - inlineVariables(statement): the same statement with every @variable replaced by its value (what the
 *   server compiles), checked again so date literals reached through a variable become epoch seconds.
 * - typeOf(expr, statement): the value type of a checked expression.
 */
import type { IToken } from 'chevrotain';
import type { CompareOp, Expr, LiteralValue, SelectItem, SetVariable, Statement } from './ast';
import { DEFAULT_COLUMNS, findColumn, findFunction, SEARCH_COLUMNS, type ValueType } from './columns';
import { DAY_SECONDS, dayOfText, isDay, parseDateLiteral, writableDay } from './dates';
import { QueryValidationError } from './errors';
import { parseSize } from './lexer';
import { likeToText } from './patterns';

export { likeToText, escapeLike } from './patterns';
import type { ClauseTokens, Positions } from './parser';

type Type = ValueType | 'null';

interface Scope {
  aggregates: boolean;
  /** Select-list aliases visible here (ORDER BY, HAVING). */
  aliases: Map<string, Expr> | null;
  where: string;
}

const COLUMN_HINT = `a column name (${SEARCH_COLUMNS.slice(0, 6)
  .map(c => c.name)
  .join(', ')}, …)`;

class Checker {
  readonly variables = new Map<string, SetVariable>();
  readonly aliases = new Map<string, Expr>();
  constructor(
    private readonly positions: Positions,
    private readonly clauses: ClauseTokens = {},
  ) {}

  private fail(node: object | undefined, expected: string, found?: string): never {
    this.failAt(node ? this.positions.get(node) : undefined, expected, found);
  }

  private failAt(tok: IToken | undefined, expected: string, found?: string): never {
    throw new QueryValidationError({
      line: tok?.startLine ?? 1,
      column: tok?.startColumn ?? 1,
      expected,
      found: found ?? (tok ? `'${tok.image}'` : 'something else'),
    });
  }

  private keep<N extends object>(from: object, to: N): N {
    const tok = this.positions.get(from);
    if (tok && !this.positions.has(to)) this.positions.set(to, tok);
    return to;
  }

  private tokenOf(node: object): IToken | undefined {
    return this.positions.get(node);
  }

  statement(raw: Statement): Statement {
    this.checkDepth(raw);
    const variables = raw.variables.map(v => {
      if (this.variables.has(v.name)) this.fail(v, 'a variable name not set before', `'@${v.name}'`);
      const checked = { name: v.name, items: this.selectItems(v.items, { aggregates: true, aliases: null, where: 'SET' }) };
      this.variables.set(v.name, checked);
      return checked;
    });
    const columns = this.selectItems(raw.columns, { aggregates: true, aliases: null, where: 'SELECT' });
    const aliases = this.aliases;
    const expand = (items: SelectItem[]): SelectItem[] =>
      items.flatMap(i =>
        i.type === 'expr' && i.expr.type === 'variable' && this.variables.has(i.expr.name) ? expand(this.variables.get(i.expr.name)!.items) : [i],
      );
    const shown = expand(columns);
    for (const item of shown) if (item.type === 'expr' && item.alias) aliases.set(item.alias, item.expr);
    // SQLite refuses HAVING, and aggregates in ORDER BY, on a statement whose rows are not groups.
    const grouped = raw.groupBy.length > 0 || shown.some(i => i.type === 'expr' && this.aggregates(i.expr));
    const out: Statement = { variables, columns, store: raw.store, groupBy: [], orderBy: [] };
    if (raw.distinct) out.distinct = true;
    if (raw.where) out.where = this.condition(raw.where, { aggregates: false, aliases: null, where: 'WHERE' });
    if (raw.content) out.content = raw.content;
    out.groupBy = raw.groupBy.map(e => {
      const g = this.expr(this.columnRef(e, shown, 'GROUP BY'), { aggregates: false, aliases, where: 'GROUP BY' });
      if (this.aggregates(g)) this.fail(e, 'no aggregate function in GROUP BY');
      return g;
    });
    if (raw.having) {
      const expected = 'GROUP BY (or an aggregate in SELECT) before HAVING';
      if (!grouped && this.clauses.having) this.failAt(this.clauses.having, expected);
      if (!grouped) this.fail(raw.having, expected);
      out.having = this.condition(raw.having, { aggregates: true, aliases, where: 'HAVING' });
    }
    out.orderBy = raw.orderBy.map(o => {
      const expr = this.expr(this.columnRef(o.expr, shown, 'ORDER BY'), { aggregates: true, aliases, where: 'ORDER BY' });
      if (!grouped && this.aggregates(expr)) this.fail(this.aggregateIn(o.expr), 'GROUP BY (or an aggregate in SELECT) before an aggregate in ORDER BY');
      return o.nulls ? { expr, direction: o.direction, nulls: o.nulls } : { expr, direction: o.direction };
    });
    if (raw.limit !== undefined) out.limit = raw.limit;
    if (raw.offset !== undefined) out.offset = raw.offset;
    if (out.variables.length) new Checker(this.positions).statement(inline(out, this.positions));
    return out;
  }

  /** The innermost node of a raw expression that brings in the aggregate (the call, or the alias or @variable holding one). */
  private aggregateIn(raw: Expr): object {
    let node: object = raw;
    for (;;) {
      const next = children(node).find(c => this.aggregates(c as Expr));
      if (!next) return node;
      node = next;
    }
  }

  /**
   * ORDER BY / GROUP BY 2 names the second result column and 'Title' a quoted select alias (as SQL dialects
   * read them); a constant would otherwise order nothing and group everything into one row.
   */
  private columnRef(e: Expr, shown: SelectItem[], where: string): Expr {
    if (e.type !== 'literal' || e.value === null || typeof e.value === 'boolean') return e;
    const items = shown.flatMap((i): SelectItem[] =>
      i.type === 'star' ? DEFAULT_COLUMNS.map(name => ({ type: 'expr', expr: { type: 'column', name } })) : [i],
    );
    if (typeof e.value === 'string') {
      if (this.aliases.has(e.value)) return this.keep(e, { type: 'alias', name: e.value });
      this.fail(e, `a column, a select alias or a column number in ${where}`);
    }
    const k = e.value;
    if (!Number.isInteger(k) || k < 1 || k > items.length) this.fail(e, `a column number from 1 to ${items.length} in ${where}`);
    const item = items[k - 1] as SelectItem & { type: 'expr' };
    return item.alias ? this.keep(e, { type: 'alias', name: item.alias }) : item.expr;
  }

  /** Does the expression (through aliases and variables) call an aggregate function? */
  private aggregates(e: Expr): boolean {
    if (e.type === 'call' && findFunction(e.name)?.kind === 'aggregate') return true;
    if (e.type === 'alias') {
      const a = this.aliases.get(e.name);
      return !!a && this.aggregates(a);
    }
    if (e.type === 'variable') {
      const v = this.variableValue(e.name);
      return !!v && this.aggregates(v);
    }
    return children(e).some(c => this.aggregates(c as Expr));
  }

  /** Expressions nest at most MAX_DEPTH deep (walked without recursion, so any input is safe to measure). */
  private checkDepth(raw: Statement): void {
    const roots: object[] = [...raw.columns, ...raw.variables.flatMap(v => v.items), ...raw.groupBy, ...raw.orderBy.map(o => o.expr)];
    if (raw.where) roots.push(raw.where);
    if (raw.having) roots.push(raw.having);
    const stack = roots.map(node => ({ node, depth: 1 }));
    while (stack.length) {
      const { node, depth } = stack.pop()!;
      if (depth > MAX_DEPTH) this.fail(node, `an expression nested at most ${MAX_DEPTH} levels deep`);
      for (const c of children(node)) stack.push({ node: c, depth: depth + 1 });
    }
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
      case 'column':
        return findColumn(e.name)?.type ?? 'string';
      case 'alias': {
        const a = this.aliases.get(e.name);
        return a ? this.typeOf(a) : 'null';
      }
      case 'literal':
        return e.value === null ? 'null' : typeof e.value === 'number' ? 'number' : typeof e.value === 'boolean' ? 'boolean' : 'string';
      case 'variable': {
        const v = this.variableValue(e.name);
        return v ? this.typeOf(v) : 'null';
      }
      case 'call': {
        const f = findFunction(e.name);
        if (!f) return 'null';
        if (f.result === 'branch') {
          const then = e.args[1] ? this.typeOf(e.args[1]) : 'null';
          return then === 'null' && e.args[2] ? this.typeOf(e.args[2]) : then;
        }
        return f.result === 'arg' ? (e.args[0] ? this.typeOf(e.args[0]) : 'number') : f.result;
      }
      case 'arith': {
        const l = this.typeOf(e.left),
          r = this.typeOf(e.right);
        return (e.op === '+' || e.op === '-') && (l === 'date') !== (r === 'date') && (l === 'date' || (r === 'date' && e.op === '+')) ? 'date' : 'number';
      }
      default:
        return 'boolean';
    }
  }

  expr(e: Expr, scope: Scope): Expr {
    const raw = e as Expr | { type: 'textRaw' | 'dateRaw' };
    if (raw.type === 'textRaw') return this.textOp(e as unknown as RawText, scope);
    if (raw.type === 'dateRaw') return this.dateOp(e as unknown as RawDate, scope);
    switch (e.type) {
      case 'literal':
        return e;
      case 'column': {
        if (scope.aliases?.has(e.name) && !findColumn(e.name)) return this.keep(e, { type: 'alias', name: e.name });
        const c = findColumn(e.name);
        if (!c) this.fail(e, scope.aliases ? `${COLUMN_HINT} or a select alias` : COLUMN_HINT);
        return this.keep(e, { type: 'column', name: c.name });
      }
      case 'alias':
        return e;
      case 'variable':
        return this.variableRef(e, false);
      case 'call':
        return this.call(e, scope);
      case 'arith': {
        const left = this.expr(e.left, scope),
          right = this.expr(e.right, scope);
        for (const [side, raw] of [
          [left, e.left],
          [right, e.right],
        ] as const) {
          const t = this.typeOf(side);
          if (t === 'string' || t === 'boolean' || this.isCondition(side)) this.fail(raw, 'a number');
        }
        return this.keep(e, { type: 'arith', op: e.op, left, right });
      }
      case 'compare':
        return this.compare(e, scope);
      case 'like': {
        const operand = this.expr(e.operand, scope),
          pattern = this.expr(e.pattern, scope);
        if (this.typeOf(pattern) !== 'string') this.fail(e.pattern, 'a quoted pattern');
        if (pattern.type === 'literal' && typeof pattern.value === 'string') {
          const text = likeToText(pattern.value);
          if (text) return this.keep(e, { type: 'text', op: text.op, negated: e.negated, operand, value: text.value });
        }
        return this.keep(e, { type: 'like', negated: e.negated, operand, pattern });
      }
      case 'text':
        return this.keep(e, { ...e, operand: this.expr(e.operand, scope) });
      case 'between':
        return this.between(e, scope);
      case 'in': {
        const operand = this.expr(e.operand, scope);
        const values = e.values.map(v => this.valueFor(operand, this.expr(v, scope), v));
        return this.keep(e, { type: 'in', negated: e.negated, operand, values });
      }
      case 'isNull':
        return this.keep(e, { type: 'isNull', negated: e.negated, operand: this.expr(e.operand, scope) });
      case 'date':
        return this.keep(e, { ...e, operand: this.expr(e.operand, scope) });
      case 'not': {
        const operand = this.condition(e.operand, scope);
        return this.keep(e, { type: 'not', operand });
      }
      case 'and':
      case 'or': {
        const operands = e.operands.map(o => this.condition(o, scope)).flatMap(o => (o.type === e.type ? o.operands : [o]));
        return this.keep(e, { type: e.type, operands });
      }
    }
  }

  private call(e: Expr & { type: 'call' }, scope: Scope): Expr {
    const f = findFunction(e.name);
    if (!f) this.fail(e, 'a function (COUNT, SUM, AVG, MIN, MAX, NOW, DAYS_AGO, YEAR, LOWER, UPPER, LENGTH, …)');
    if (f.kind === 'aggregate' && !scope.aggregates) this.fail(e, `no aggregate function in ${scope.where}`);
    if (e.distinct && (f.kind !== 'aggregate' || e.star)) this.fail(e, 'DISTINCT only before the argument of COUNT, SUM, AVG, MIN or MAX');
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
    if (f.result === 'branch') {
      // Both branches give one type (NULL fits either; a date and a number are both epoch seconds).
      const [a, b] = [this.typeOf(args[1]), this.typeOf(args[2])];
      const numeric = (t: Type) => t === 'number' || t === 'date';
      if (a !== 'null' && b !== 'null' && a !== b && !(numeric(a) && numeric(b)))
        this.fail(e.args[2], `a value of the same type as the other branch of ${f.name}`);
    }
    return this.keep(e, e.distinct ? { type: 'call', name: f.name, args, distinct: true } : { type: 'call', name: f.name, args });
  }

  /**
   * A literal (or a variable holding one) beside a typed expression: a date text becomes epoch seconds, a number
   * or size text beside a number becomes that number ('100', '1.5 MB'); other mismatches are errors here.
   */
  private valueFor(target: Expr, value: Expr, rawNode: object): Expr {
    const t = this.typeOf(target);
    const held = value.type === 'variable' ? this.variableValue(value.name) : value;
    if (!held || held.type !== 'literal' || held.value === null) return value;
    const v = held.value;
    let converted: LiteralValue = v;
    if (t === 'date' && typeof v === 'string') {
      converted = parseDateLiteral(v);
      if (converted === null) this.fail(rawNode, DATE_FORMS);
    } else if (t === 'number' && typeof v === 'string') {
      converted = numberOfText(v) ?? parseSize(v);
      if (converted === null) this.fail(rawNode, 'a number');
    } else if (t === 'string' && typeof v === 'string' && target.type === 'column' && target.name === 'extension') {
      // Extensions are indexed lower case without the dot: '.PDF' means 'pdf'.
      converted = v.trim().replace(/^\./, '').toLowerCase();
    } else if (t === 'date' && typeof v !== 'number') this.fail(rawNode, DATE_FORMS);
    else if (t === 'string' && typeof v !== 'string') this.fail(rawNode, 'a quoted text');
    else if (t === 'boolean' && typeof v === 'string') this.fail(rawNode, 'TRUE or FALSE');
    // A variable is checked here and replaced by its value when the statement is compiled.
    if (value.type === 'variable' || converted === v) return value;
    return this.keep(value, { type: 'literal', value: converted });
  }

  private compare(e: Expr & { type: 'compare' }, scope: Scope): Expr {
    let left = this.expr(e.left, scope),
      right = this.expr(e.right, scope);
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
    if (
      this.typeOf(operand) === 'date' &&
      low.type === 'literal' &&
      high.type === 'literal' &&
      typeof low.value === 'number' &&
      typeof high.value === 'number'
    ) {
      const lo = low.value,
        lastDay = high.value + 1 - DAY_SECONDS;
      const from = writableDay(lo),
        to = writableDay(lastDay);
      if (from && to && writableDay(high.value + 1) && lastDay >= lo) {
        return this.keep(
          e,
          lastDay === lo
            ? { type: 'date', op: 'on', negated: e.negated, operand, from }
            : { type: 'date', op: 'between', negated: e.negated, operand, from, to },
        );
      }
    }
    return this.keep(e, { type: 'between', negated: e.negated, operand, low, high });
  }

  private textOp(e: RawText, scope: Scope): Expr {
    const operand = this.expr(e.operand, scope);
    const value = this.expr(e.value, scope);
    const literal = value.type === 'variable' ? this.variableValue(value.name) : value;
    if (!literal || literal.type !== 'literal' || typeof literal.value !== 'string') this.fail(e.value, 'a quoted text');
    if (this.typeOf(operand) !== 'string')
      this.fail(e.operand, `a text column before ${e.op === 'contains' ? 'CONTAINS' : e.op === 'startsWith' ? 'STARTS WITH' : 'ENDS WITH'}`);
    return this.keep(e, { type: 'text', op: e.op, negated: e.negated, operand, value: literal.value });
  }

  private dateOp(e: RawDate, scope: Scope): Expr {
    const operand = this.expr(e.operand, scope);
    const word = e.op.toUpperCase();
    if (this.typeOf(operand) !== 'date') this.fail(e.operand, `a date column before ${word}`);
    const value = this.expr(e.value, scope);
    const held = value.type === 'variable' ? this.variableValue(value.name) : value;
    const lit = held?.type === 'literal' ? held.value : undefined;
    let day: string | undefined;
    if (typeof lit === 'string') day = dayOfText(lit) ?? undefined;
    else if (typeof lit === 'number') day = writableDay(lit) ?? undefined;
    if (day !== undefined) return this.keep(e, { type: 'date', op: e.op, negated: e.negated, operand, from: day });
    if (e.op === 'on' || e.negated) this.fail(e.value, `a day ('YYYY-MM-DD' or 'MMM D, YYYY') after ${word}`);
    // BEFORE / AFTER an instant or a computed date (NOW(), DAYS_AGO(n)) is a plain comparison.
    const right = this.valueFor(operand, value, e.value);
    return this.keep(e, { type: 'compare', op: (e.op === 'before' ? '<' : '>') as CompareOp, left: operand, right });
  }
}

interface RawText {
  type: 'textRaw';
  op: 'startsWith' | 'contains' | 'endsWith';
  negated: boolean;
  operand: Expr;
  value: Expr;
}
interface RawDate {
  type: 'dateRaw';
  op: 'on' | 'before' | 'after';
  negated: boolean;
  operand: Expr;
  value: Expr;
}

const article = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

/** How deep an expression may nest: SQLite refuses expressions deeper than 1000, and recursion must stay bounded. */
export const MAX_DEPTH = 200;

const DATE_FORMS = "a date 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss' or 'ddd, MMM D, YYYY, HH:mm A'";

/** A number written as text ('100', '-2.5', '1e3'), else null. */
function numberOfText(text: string): number | null {
  if (!/^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** The child nodes of a tree node (any object property holding nodes, raw parser nodes included). */
function children(node: object): object[] {
  const out: object[] = [];
  for (const v of Object.values(node)) {
    if (Array.isArray(v)) {
      for (const x of v) if (x && typeof x === 'object') out.push(x);
    } else if (v && typeof v === 'object') out.push(v);
  }
  return out;
}

export function checkStatement(raw: Statement, positions: Positions, clauses?: ClauseTokens): Statement {
  return new Checker(positions, clauses).statement(raw);
}

/**
 * The statement with every @variable replaced by its value (select lists expand). Each new node takes the position
 * of the node it copies, and everything inlined from a variable that of the @variable it replaces, so an error
 * found in the result is shown where the variable is used.
 */
function inline(statement: Statement, positions: Positions): Statement {
  const vars = new Map(statement.variables.map(v => [v.name, v]));
  const placed = <N extends object>(node: N, tok: IToken | undefined): N => {
    if (tok && !positions.has(node)) positions.set(node, tok);
    return node;
  };
  const sub = (e: Expr, at?: IToken): Expr => {
    const tok = at ?? positions.get(e);
    const item = e.type === 'variable' ? vars.get(e.name)?.items[0] : undefined;
    return item?.type === 'expr'
      ? sub(item.expr, tok)
      : placed(
          mapChildren(e, c => sub(c, at)),
          tok,
        );
  };
  const items = (list: SelectItem[], at?: IToken): SelectItem[] =>
    list.flatMap(i => {
      if (i.type === 'expr' && i.expr.type === 'variable' && vars.has(i.expr.name)) {
        return items(vars.get(i.expr.name)!.items, at ?? positions.get(i.expr) ?? positions.get(i));
      }
      return i.type === 'expr' ? [placed({ ...i, expr: sub(i.expr, at) }, at ?? positions.get(i))] : [i];
    });
  const flat: Statement = {
    ...statement,
    variables: [],
    columns: items(statement.columns),
    groupBy: statement.groupBy.map(g => sub(g)),
    orderBy: statement.orderBy.map(o => ({ ...o, expr: sub(o.expr) })),
  };
  if (statement.where) flat.where = sub(statement.where);
  if (statement.having) flat.having = sub(statement.having);
  return flat;
}

/** Replaces every @variable by its value (select lists expand) and checks the result again. */
export function inlineVariables(statement: Statement): Statement {
  if (statement.variables.length === 0) return statement;
  const positions: Positions = new WeakMap();
  return checkStatement(inline(statement, positions), positions);
}

/** A shallow copy of a node with each child expression replaced through `m`. */
function mapChildren(e: Expr, m: (x: Expr) => Expr): Expr {
  switch (e.type) {
    case 'call':
      return { ...e, args: e.args.map(m) };
    case 'arith':
    case 'compare':
      return { ...e, left: m(e.left), right: m(e.right) };
    case 'like':
      return { ...e, operand: m(e.operand), pattern: m(e.pattern) };
    case 'text':
    case 'isNull':
    case 'date':
      return { ...e, operand: m(e.operand) };
    case 'between':
      return { ...e, operand: m(e.operand), low: m(e.low), high: m(e.high) };
    case 'in':
      return { ...e, operand: m(e.operand), values: e.values.map(m) };
    case 'not':
      return { ...e, operand: m(e.operand) };
    case 'and':
    case 'or':
      return { ...e, operands: e.operands.map(m) };
    default:
      return { ...e };
  }
}

/** Rebuilds an expression bottom-up through `f`. */
export function mapExpr(e: Expr, f: (e: Expr) => Expr): Expr {
  if (e.type === 'column' || e.type === 'alias' || e.type === 'literal' || e.type === 'variable') return f(e);
  return f(mapChildren(e, x => mapExpr(x, f)));
}

/** The value type of a checked expression inside `statement` (variables resolved through its preamble). */
export function typeOf(e: Expr, statement?: Statement): Type {
  const c = new Checker(new WeakMap());
  for (const v of statement?.variables ?? []) c.variables.set(v.name, v);
  return c.typeOf(e);
}
