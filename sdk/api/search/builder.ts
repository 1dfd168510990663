/**
 * The query builder's model (spec 001 §3 "Builder value: whereQuery and whichQuery rule trees") and its
 * mapping to and from statements.
 *
 * - builderToStatement(builder, options): the checked AST (built through the machine-form text, so it is
 *   exactly what parsing that text gives); builderToText(builder, options): the machine-form text.
 * - statementToBuilder(ast | text): the builder when the statement is representable, else null.
 * - normalizeBuilder(builder): the canonical shape (no empty or one-rule sub-groups, no sub-group with its
 *   parent's condition) that a round trip builder → statement → AST → builder gives back.
 * - textFilterToLike(filter) / likeToTextFilter(pattern): * and ? to LIKE % and _ (quote, %, _ escaped).
 *
 * Where rules: string fields take like, notlike, equal, notequal, contains, notcontains; number fields equal,
 * notequal, less, greater, between ({first, second}); boolean fields equal; date fields on, less, greater with a
 * DateValue: Exact ('YYYY-MM-DD' first, optional second) or Relative (first, optional second, unit).
 * Which rules (content): contains, phrase, near, any, all and their negations notcontains, notphrase, notnear,
 * notany, notall.
 */
import type { ContentExpr, Expr, OrderItem, SelectItem, Statement } from './ast';
import { escapeLike, likeToText } from './check';
import { DEFAULT_COLUMNS, findColumn, RELATIVE_DATE_FUNCTIONS, type RelativeUnit, type ValueType } from './columns';
import { parseRaw } from './parser';
import { checkStatement } from './check';
import { printStatement } from './printer';

export type WhereOperator = 'like' | 'notlike' | 'equal' | 'notequal' | 'less' | 'greater' | 'between' | 'on' | 'contains' | 'notcontains';
export type WhichOperator = 'contains' | 'notcontains' | 'phrase' | 'notphrase' | 'near' | 'notnear' | 'any' | 'notany' | 'all' | 'notall';
export type BuilderOperator = WhereOperator | WhichOperator;
export type BuilderType = ValueType | 'content';

export interface DateValue {
  mode: 'Exact' | 'Relative';
  first: string | number;
  second?: string | number;
  unit?: RelativeUnit;
}
export interface NearValue {
  words: string[];
  distance?: number;
}
export interface RangeValue {
  first: number;
  second: number;
}
export type BuilderValue = string | number | boolean | string[] | DateValue | NearValue | RangeValue;

export interface BuilderRule {
  field: string;
  operator: BuilderOperator;
  type: BuilderType;
  value: BuilderValue;
}
export interface BuilderGroup {
  condition: 'and' | 'or';
  rules: Array<BuilderRule | BuilderGroup>;
}
export interface QueryBuilder {
  whereQuery: BuilderGroup;
  whichQuery: BuilderGroup;
}

export interface BuilderStatementOptions {
  store: string;
  columns?: string[];
  orderBy?: { field: string; direction: 'asc' | 'desc' }[];
  limit?: number;
}

export const isGroup = (r: BuilderRule | BuilderGroup): r is BuilderGroup => 'rules' in r;
export const emptyGroup = (): BuilderGroup => ({ condition: 'and', rules: [] });

/** Thrown for a builder rule that cannot become a condition (unknown field, wrong value shape). */
export class BuilderRuleError extends Error {
  constructor(
    readonly rule: BuilderRule,
    reason: string,
  ) {
    super(`Rule on '${rule.field}' (${rule.operator}): ${reason}`);
    this.name = 'BuilderRuleError';
  }
}

/** Text filter to LIKE pattern: * any characters, ? one character; %, _ and backslash escaped. */
export function textFilterToLike(filter: string): string {
  return [...filter].map(ch => (ch === '*' ? '%' : ch === '?' ? '_' : escapeLike(ch))).join('');
}

/** LIKE pattern back to a text filter, or null when it holds a literal * or ? (a text filter cannot say that). */
export function likeToTextFilter(pattern: string): string | null {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\' && i + 1 < pattern.length) {
      const next = pattern[++i];
      if (next === '*' || next === '?') return null;
      out += next;
      continue;
    }
    if (ch === '*' || ch === '?') return null;
    out += ch === '%' ? '*' : ch === '_' ? '?' : ch;
  }
  return out;
}

const col = (name: string): Expr => ({ type: 'column', name });
const lit = (value: string | number | boolean): Expr => ({ type: 'literal', value });
const ago = (unit: RelativeUnit, n: number): Expr => ({ type: 'call', name: RELATIVE_DATE_FUNCTIONS[unit], args: [lit(n)] });

function ruleToExpr(rule: BuilderRule): Expr | null {
  const column = findColumn(rule.field);
  if (!column) throw new BuilderRuleError(rule, 'unknown field');
  const c = col(column.name);
  const v = rule.value;
  const str = (): string => {
    if (typeof v !== 'string') throw new BuilderRuleError(rule, 'a text value is needed');
    return v;
  };
  const scalar = (): string | number | boolean => {
    if (column.type === 'number' && typeof v !== 'number') throw new BuilderRuleError(rule, 'a number is needed');
    if (column.type === 'boolean' && typeof v !== 'boolean') throw new BuilderRuleError(rule, 'true or false is needed');
    if (column.type === 'string' && typeof v !== 'string') throw new BuilderRuleError(rule, 'a text value is needed');
    return v as string | number | boolean;
  };
  if (column.type === 'date') return dateRule(rule, c);
  switch (rule.operator) {
    case 'like':
    case 'notlike':
      return { type: 'like', negated: rule.operator === 'notlike', operand: c, pattern: lit(textFilterToLike(str())) };
    case 'contains':
    case 'notcontains':
      return { type: 'text', op: 'contains', negated: rule.operator === 'notcontains', operand: c, value: str() };
    case 'equal':
      return { type: 'compare', op: '=', left: c, right: lit(scalar()) };
    case 'notequal':
      return { type: 'compare', op: '!=', left: c, right: lit(scalar()) };
    case 'less':
      return { type: 'compare', op: '<', left: c, right: lit(scalar()) };
    case 'greater':
      return { type: 'compare', op: '>', left: c, right: lit(scalar()) };
    case 'between': {
      const r = v as RangeValue;
      if (typeof r !== 'object' || typeof r.first !== 'number' || typeof r.second !== 'number')
        throw new BuilderRuleError(rule, 'first and second numbers are needed');
      return { type: 'between', negated: false, operand: c, low: lit(r.first), high: lit(r.second) };
    }
    default:
      throw new BuilderRuleError(rule, 'operator not valid for this field');
  }
}

function dateRule(rule: BuilderRule, c: Expr): Expr {
  const d = rule.value as DateValue;
  if (typeof d !== 'object' || d === null || !('mode' in d)) throw new BuilderRuleError(rule, 'a date value is needed');
  if (d.mode === 'Exact') {
    const first = String(d.first),
      second = d.second === undefined || d.second === '' ? undefined : String(d.second);
    if (rule.operator === 'on')
      return second === undefined
        ? { type: 'date', op: 'on', negated: false, operand: c, from: first }
        : { type: 'date', op: 'between', negated: false, operand: c, from: first, to: second };
    if (rule.operator === 'less') return { type: 'date', op: 'before', negated: false, operand: c, from: first };
    if (rule.operator === 'greater') return { type: 'date', op: 'after', negated: false, operand: c, from: first };
  } else {
    const unit = d.unit ?? 'days';
    const first = Number(d.first);
    if (!(unit in RELATIVE_DATE_FUNCTIONS) || !Number.isFinite(first) || first < 0)
      throw new BuilderRuleError(rule, 'a number of days, weeks, months or years is needed');
    if (rule.operator === 'on') {
      if (d.second === undefined || d.second === '') return { type: 'compare', op: '>=', left: c, right: ago(unit, first) };
      const second = Number(d.second);
      return { type: 'between', negated: false, operand: c, low: ago(unit, Math.max(first, second)), high: ago(unit, Math.min(first, second)) };
    }
    if (rule.operator === 'less') return { type: 'compare', op: '<', left: c, right: ago(unit, first) };
    if (rule.operator === 'greater') return { type: 'compare', op: '>', left: c, right: ago(unit, first) };
  }
  throw new BuilderRuleError(rule, 'operator not valid for a date');
}

function contentRuleToExpr(rule: BuilderRule): ContentExpr {
  const v = rule.value;
  const words = (): string[] => {
    const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[\s,]+/) : [];
    const clean = list.map(w => String(w).trim()).filter(Boolean);
    if (clean.length === 0) throw new BuilderRuleError(rule, 'at least one word is needed');
    return clean;
  };
  const text = (): string => {
    if (typeof v !== 'string' || !v.trim()) throw new BuilderRuleError(rule, 'a text value is needed');
    return v.trim();
  };
  const negate = rule.operator.startsWith('not');
  let e: ContentExpr;
  switch (rule.operator) {
    case 'contains':
    case 'notcontains':
      e = { type: 'word', value: text() };
      break;
    case 'phrase':
    case 'notphrase':
      e = { type: 'phrase', value: text() };
      break;
    case 'near':
    case 'notnear': {
      const nv = v as NearValue;
      const list = Array.isArray(v) ? words() : Array.isArray(nv?.words) ? nv.words.map(w => w.trim()).filter(Boolean) : [];
      if (list.length < 2) throw new BuilderRuleError(rule, 'at least two words are needed');
      e = !Array.isArray(v) && typeof nv.distance === 'number' ? { type: 'near', words: list, distance: nv.distance } : { type: 'near', words: list };
      break;
    }
    case 'any':
      e = { type: 'any', words: words() };
      break;
    case 'notany':
      return { type: 'none', words: words() };
    case 'all':
    case 'notall':
      e = { type: 'all', words: words() };
      break;
    default:
      throw new BuilderRuleError(rule, 'operator not valid for content');
  }
  return negate ? { type: 'not', operand: e } : e;
}

function groupToExpr<E>(group: BuilderGroup, leaf: (r: BuilderRule) => E | null, join: (type: 'and' | 'or', operands: E[]) => E): E | null {
  const parts = group.rules.map(r => (isGroup(r) ? groupToExpr(r, leaf, join) : leaf(r))).filter((e): e is E => e !== null);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : join(group.condition, parts);
}

/** The machine-form statement text of a builder. */
export function builderToText(builder: QueryBuilder, options: BuilderStatementOptions): string {
  const columns: SelectItem[] = (options.columns?.length ? options.columns : DEFAULT_COLUMNS).map(name => ({ type: 'expr', expr: col(name) }));
  const orderBy: OrderItem[] = (options.orderBy ?? [{ field: 'parentPath', direction: 'asc' as const }]).map(o => ({
    expr: col(o.field),
    direction: o.direction,
  }));
  const ast: Statement = { variables: [], columns, store: options.store, groupBy: [], orderBy };
  const where = groupToExpr<Expr>(builder.whereQuery, ruleToExpr, (type, operands) => ({ type, operands }));
  const content = groupToExpr<ContentExpr>(builder.whichQuery, contentRuleToExpr, (type, operands) => ({ type, operands }));
  if (where) ast.where = where;
  if (content) ast.content = content;
  if (options.limit !== undefined) ast.limit = options.limit;
  return printStatement(ast, { form: 'machine' });
}

export function builderToStatement(builder: QueryBuilder, options: BuilderStatementOptions): Statement {
  const { statement, positions, clauses } = parseRaw(builderToText(builder, options));
  return checkStatement(statement, positions, clauses);
}

export interface BuilderFromStatement extends BuilderStatementOptions {
  builder: QueryBuilder;
}

const unitOf = (fnName: string): RelativeUnit | undefined =>
  (Object.keys(RELATIVE_DATE_FUNCTIONS) as RelativeUnit[]).find(u => RELATIVE_DATE_FUNCTIONS[u] === fnName);

/** `X_AGO(n)` as unit and n. */
function relative(e: Expr): { unit: RelativeUnit; n: number } | null {
  if (e.type !== 'call' || e.args.length !== 1 || e.args[0].type !== 'literal' || typeof e.args[0].value !== 'number') return null;
  const unit = unitOf(e.name);
  return unit ? { unit, n: e.args[0].value } : null;
}

function exprToRule(e: Expr): BuilderRule | null {
  const operand = 'operand' in e ? e.operand : e.type === 'compare' ? e.left : undefined;
  if (!operand || operand.type !== 'column') return null;
  const column = findColumn(operand.name);
  if (!column) return null;
  const rule = (operator: BuilderOperator, value: BuilderValue): BuilderRule => ({ field: column.name, operator, type: column.type, value });
  switch (e.type) {
    case 'text': {
      if (e.op === 'contains') return rule(e.negated ? 'notcontains' : 'contains', e.value);
      const filter = likeToTextFilter(escapeLike(e.value));
      if (filter === null) return null;
      return rule(e.negated ? 'notlike' : 'like', e.op === 'startsWith' ? `${filter}*` : `*${filter}`);
    }
    case 'like': {
      if (e.pattern.type !== 'literal' || typeof e.pattern.value !== 'string') return null;
      const filter = likeToTextFilter(e.pattern.value);
      return filter === null ? null : rule(e.negated ? 'notlike' : 'like', filter);
    }
    case 'date':
      if (e.negated) return null;
      if (e.op === 'on') return rule('on', { mode: 'Exact', first: e.from });
      if (e.op === 'between') return rule('on', { mode: 'Exact', first: e.from, second: e.to });
      return rule(e.op === 'before' ? 'less' : 'greater', { mode: 'Exact', first: e.from });
    case 'compare': {
      const r = e.right;
      if (column.type === 'date') {
        const rel = relative(r);
        if (!rel) return null;
        const op = e.op === '>=' ? 'on' : e.op === '<' ? 'less' : e.op === '>' ? 'greater' : null;
        return op ? rule(op, { mode: 'Relative', first: rel.n, unit: rel.unit }) : null;
      }
      if (r.type !== 'literal' || r.value === null) return null;
      const op = { '=': 'equal', '!=': 'notequal', '<': 'less', '>': 'greater' }[e.op as string] as WhereOperator | undefined;
      return op ? rule(op, r.value) : null;
    }
    case 'between': {
      if (e.negated) return null;
      if (column.type === 'date') {
        const lo = relative(e.low),
          hi = relative(e.high);
        if (!lo || !hi || lo.unit !== hi.unit) return null;
        return rule('on', { mode: 'Relative', first: lo.n, second: hi.n, unit: lo.unit });
      }
      if (e.low.type !== 'literal' || e.high.type !== 'literal' || typeof e.low.value !== 'number' || typeof e.high.value !== 'number') return null;
      return rule('between', { first: e.low.value, second: e.high.value });
    }
    default:
      return null;
  }
}

function contentToRule(c: ContentExpr): BuilderRule | null {
  const rule = (operator: WhichOperator, value: BuilderValue): BuilderRule => ({ field: 'content', operator, type: 'content', value });
  const inner = c.type === 'not' ? c.operand : c;
  const not = c.type === 'not';
  switch (inner.type) {
    case 'word':
      return rule(not ? 'notcontains' : 'contains', inner.value);
    case 'phrase':
      return rule(not ? 'notphrase' : 'phrase', inner.value);
    case 'near':
      return rule(not ? 'notnear' : 'near', inner.distance === undefined ? { words: inner.words } : { words: inner.words, distance: inner.distance });
    case 'any':
      return not ? null : rule('any', inner.words);
    case 'none':
      return not ? null : rule('notany', inner.words);
    case 'all':
      return rule(not ? 'notall' : 'all', inner.words);
    default:
      return null;
  }
}

function toGroup<E extends { type: string }>(e: E | undefined, leaf: (e: E) => BuilderRule | null): BuilderGroup | null {
  if (!e) return emptyGroup();
  const walk = (x: E): BuilderRule | BuilderGroup | null => {
    if (x.type === 'and' || x.type === 'or') {
      const rules = (x as unknown as { operands: E[] }).operands.map(walk);
      return rules.some(r => r === null) ? null : { condition: x.type, rules: rules as Array<BuilderRule | BuilderGroup> };
    }
    return leaf(x);
  };
  const top = walk(e);
  if (!top) return null;
  return isGroup(top) ? top : { condition: 'and', rules: [top] };
}

/** The builder for a statement, or null when the statement says something the builder cannot. */
export function statementToBuilder(ast: Statement): BuilderFromStatement | null {
  if (ast.variables.length || ast.distinct || ast.groupBy.length || ast.having || ast.offset !== undefined) return null;
  const columns: string[] = [];
  for (const item of ast.columns) {
    if (item.type !== 'expr' || item.expr.type !== 'column' || item.alias) return null;
    columns.push(item.expr.name);
  }
  const orderBy: { field: string; direction: 'asc' | 'desc' }[] = [];
  for (const o of ast.orderBy) {
    if (o.expr.type !== 'column' || o.nulls) return null;
    orderBy.push({ field: o.expr.name, direction: o.direction });
  }
  const whereQuery = toGroup(ast.where, exprToRule);
  const whichQuery = toGroup(ast.content, contentToRule);
  if (!whereQuery || !whichQuery) return null;
  const out: BuilderFromStatement = { builder: { whereQuery, whichQuery }, store: ast.store, columns, orderBy };
  if (ast.limit !== undefined) out.limit = ast.limit;
  return out;
}

/** Canonical shape: empty sub-groups dropped, one-rule sub-groups and same-condition sub-groups merged up. */
export function normalizeBuilder(builder: QueryBuilder): QueryBuilder {
  const norm = (g: BuilderGroup): BuilderGroup => {
    const rules: Array<BuilderRule | BuilderGroup> = [];
    for (const r of g.rules) {
      if (!isGroup(r)) {
        rules.push(r);
        continue;
      }
      const n = norm(r);
      if (n.rules.length === 0) continue;
      if (n.rules.length === 1 || n.condition === g.condition) rules.push(...n.rules);
      else rules.push(n);
    }
    if (rules.length === 1 && isGroup(rules[0])) return rules[0];
    return { condition: rules.length > 1 ? g.condition : 'and', rules };
  };
  return { whereQuery: norm(builder.whereQuery), whichQuery: norm(builder.whichQuery) };
}
