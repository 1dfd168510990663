/**
 * Prints a statement AST in either form (spec 001 §7):
 * - 'display': what people read and type: [NOT] STARTS WITH, CONTAINS, ENDS WITH, ON, BEFORE, AFTER, BETWEEN days,
 *   dates as 'YYYY-MM-DD' (or 'YYYY-MM-DD HH:mm:ss' for an instant).
 * - 'machine': what the builder emits: LIKE patterns and epoch-second comparisons.
 * Parsing either output gives back the same AST.
 *
 * - printStatement(ast, { form, separator }): the statement text.
 * - printExpr(expr, form, statement?): one condition or value.
 * - printContent(content): a WHICH CONTAIN expression.
 */
import { tokenMatcher } from 'chevrotain';
import type { ContentExpr, Expr, SelectItem, Statement } from './ast';
import { escapeLike, typeOf } from './check';
import { DAY_SECONDS, dayStart, writableDateLiteral } from './dates';
import { Identifier, quote, searchLexer } from './lexer';

export type StatementForm = 'display' | 'machine';
export interface PrintOptions {
  form?: StatementForm;
  /** Between clauses; ' ' (default) or '\n'. */ separator?: string;
}

const PREC: Partial<Record<Expr['type'], number>> = { or: 1, and: 2, not: 3, compare: 4, like: 4, text: 4, between: 4, in: 4, isNull: 4, date: 4 };
const precOf = (e: Expr) => (e.type === 'arith' ? (e.op === '+' || e.op === '-' ? 5 : 6) : (PREC[e.type] ?? 7));

class Printer {
  constructor(
    private readonly form: StatementForm,
    private readonly statement?: Statement,
  ) {}

  private isDate(e: Expr): boolean {
    return typeOf(e, this.statement) === 'date';
  }

  /** A value beside a date expression: a date literal in display form. */
  private value(e: Expr, dateContext: boolean, min = 5): string {
    const text = dateContext && this.form === 'display' && e.type === 'literal' && typeof e.value === 'number' ? writableDateLiteral(e.value) : null;
    if (text) return quote(text);
    return this.expr(e, min);
  }

  expr(e: Expr, min = 1): string {
    const s = this.render(e);
    return precOf(e) < min ? `(${s})` : s;
  }

  private render(e: Expr): string {
    const not = (neg: boolean) => (neg ? 'NOT ' : '');
    switch (e.type) {
      case 'column':
        return e.name;
      case 'alias':
        return aliasText(e.name);
      case 'variable':
        return `@${e.name}`;
      case 'literal':
        if (e.value === null) return 'NULL';
        if (typeof e.value === 'boolean') return e.value ? 'TRUE' : 'FALSE';
        if (typeof e.value === 'number') return String(e.value);
        return quote(e.value);
      case 'call':
        return `${e.name}(${e.star ? '*' : `${e.distinct ? 'DISTINCT ' : ''}${e.args.map(a => this.expr(a, 1)).join(', ')}`})`;
      case 'arith': {
        const p = precOf(e);
        return `${this.expr(e.left, p)} ${e.op} ${this.expr(e.right, p + 1)}`;
      }
      case 'compare': {
        const date = this.isDate(e.left) || this.isDate(e.right);
        return `${this.value(e.left, date)} ${e.op} ${this.value(e.right, date)}`;
      }
      case 'like':
        return `${this.expr(e.operand, 5)} ${not(e.negated)}LIKE ${this.expr(e.pattern, 5)}`;
      case 'text': {
        const operand = this.expr(e.operand, 5);
        if (this.form === 'display') {
          const word = e.op === 'startsWith' ? 'STARTS WITH' : e.op === 'endsWith' ? 'ENDS WITH' : 'CONTAINS';
          return `${operand} ${not(e.negated)}${word} ${quote(e.value)}`;
        }
        const v = escapeLike(e.value);
        const pattern = e.op === 'startsWith' ? `${v}%` : e.op === 'endsWith' ? `%${v}` : `%${v}%`;
        return `${operand} ${not(e.negated)}LIKE ${quote(pattern)}`;
      }
      case 'between': {
        const date = this.isDate(e.operand);
        return `${this.expr(e.operand, 5)} ${not(e.negated)}BETWEEN ${this.value(e.low, date)} AND ${this.value(e.high, date)}`;
      }
      case 'in': {
        const date = this.isDate(e.operand);
        return `${this.expr(e.operand, 5)} ${not(e.negated)}IN (${e.values.map(v => this.value(v, date, 1)).join(', ')})`;
      }
      case 'isNull':
        return `${this.expr(e.operand, 5)} IS ${not(e.negated)}NULL`;
      case 'date':
        return this.date(e);
      case 'not':
        return `NOT ${this.expr(e.operand, 3)}`;
      case 'and':
        return e.operands.map(o => this.expr(o, 3)).join(' AND ');
      case 'or':
        return e.operands.map(o => this.expr(o, 2)).join(' OR ');
    }
  }

  private date(e: Expr & { type: 'date' }): string {
    const operand = this.expr(e.operand, 5);
    const not = e.negated ? 'NOT ' : '';
    if (this.form === 'display') {
      switch (e.op) {
        case 'on':
          return `${operand} ${not}ON ${quote(e.from)}`;
        case 'before':
          return `${operand} BEFORE ${quote(e.from)}`;
        case 'after':
          return `${operand} AFTER ${quote(e.from)}`;
        case 'between':
          return `${operand} ${not}BETWEEN ${quote(e.from)} AND ${quote(e.to ?? e.from)}`;
      }
    }
    const start = dayStart(e.from);
    switch (e.op) {
      case 'on':
        return `${operand} ${not}BETWEEN ${start} AND ${start + DAY_SECONDS - 1}`;
      case 'before':
        return `${operand} < ${start}`;
      case 'after':
        return `${operand} > ${start + DAY_SECONDS - 1}`;
      case 'between':
        return `${operand} ${not}BETWEEN ${start} AND ${dayStart(e.to ?? e.from) + DAY_SECONDS - 1}`;
    }
  }

  selectItems(items: SelectItem[]): string {
    return items.map(i => (i.type === 'star' ? '*' : `${this.expr(i.expr, 1)}${i.alias ? ` AS ${aliasText(i.alias)}` : ''}`)).join(', ');
  }
}

/** An alias as a bare name when it reads as one, else quoted (a column title such as 'File name'). */
function aliasText(name: string): string {
  const tokens = searchLexer.tokenize(name).tokens;
  return tokens.length === 1 && tokenMatcher(tokens[0], Identifier) && tokens[0].image === name ? name : quote(name);
}

const CONTENT_PREC: Partial<Record<ContentExpr['type'], number>> = { or: 1, and: 2, not: 3 };

export function printContent(c: ContentExpr, min = 1): string {
  const p = CONTENT_PREC[c.type] ?? 4;
  let s: string;
  switch (c.type) {
    case 'word':
      s = quote(c.value);
      break;
    case 'phrase':
      s = `PHRASE(${quote(c.value)})`;
      break;
    case 'near':
      s = `NEAR(${[...c.words.map(quote), ...(c.distance === undefined ? [] : [String(c.distance)])].join(', ')})`;
      break;
    case 'any':
    case 'all':
    case 'none':
      s = `${c.type.toUpperCase()}(${c.words.map(quote).join(', ')})`;
      break;
    case 'not':
      s = `NOT ${printContent(c.operand, 3)}`;
      break;
    case 'and':
      s = c.operands.map(o => printContent(o, 3)).join(' AND ');
      break;
    case 'or':
      s = c.operands.map(o => printContent(o, 2)).join(' OR ');
      break;
  }
  return p < min ? `(${s})` : s;
}

export function printExpr(e: Expr, form: StatementForm = 'display', statement?: Statement): string {
  return new Printer(form, statement).expr(e, 1);
}

export function printStatement(ast: Statement, options: PrintOptions = {}): string {
  const form = options.form ?? 'display';
  const sep = options.separator ?? ' ';
  const p = new Printer(form, ast);
  const parts: string[] = [];
  for (const v of ast.variables) parts.push(`SET @${v.name} = ${p.selectItems(v.items)};`);
  parts.push(`SELECT ${ast.distinct ? 'DISTINCT ' : ''}${p.selectItems(ast.columns)}`);
  parts.push(`FROM STORE(${quote(ast.store)})`);
  if (ast.where) parts.push(`WHERE ${p.expr(ast.where, 1)}`);
  if (ast.content) parts.push(`WHICH CONTAIN ${printContent(ast.content)}`);
  if (ast.groupBy.length) parts.push(`GROUP BY ${ast.groupBy.map(g => p.expr(g, 1)).join(', ')}`);
  if (ast.having) parts.push(`HAVING ${p.expr(ast.having, 1)}`);
  if (ast.orderBy.length) {
    parts.push(
      `ORDER BY ${ast.orderBy.map(o => `${p.expr(o.expr, 1)} ${o.direction.toUpperCase()}${o.nulls ? ` NULLS ${o.nulls.toUpperCase()}` : ''}`).join(', ')}`,
    );
  }
  if (ast.limit !== undefined) parts.push(`LIMIT ${ast.limit}`);
  if (ast.offset !== undefined) parts.push(`OFFSET ${ast.offset}`);
  return parts.join(sep);
}
