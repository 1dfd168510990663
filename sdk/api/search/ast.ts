/**
 * The AST both statement forms parse to (display form and machine form, spec 001 §7).
 * Nodes carry no source positions, so the same statement written in either form gives an equal tree.
 *
 * Normal forms the parser guarantees (so equal meaning written either way gives one tree):
 * - `<>` is `!=`; `-5` is the literal -5; AND/OR are flattened n-ary nodes; parentheses are not kept.
 * - A date column compared with a 'YYYY-MM-DD[ HH:mm:ss]' string holds epoch seconds (UTC).
 * - `col LIKE 'x%'` / `'%x'` / `'%x%'` (no other wildcards) is a `text` node startsWith / endsWith / contains.
 * - Day-aligned epoch comparisons on a date column are `date` nodes: `BETWEEN d AND d+86399` is ON,
 *   `< d` is BEFORE, `> d+86399` is AFTER, `BETWEEN d1 AND d2+86399` is BETWEEN days.
 * - Sizes ('10KB', '1.5 MB') and number texts beside a number column are numbers; an extension compared with a
 *   text is lower case without the dot; `ORDER BY 2` / `GROUP BY 2` is the second select item (its alias when it
 *   has one), and a quoted select alias there is that alias.
 */
export type CompareOp = '=' | '!=' | '<' | '<=' | '>' | '>=';
export type ArithOp = '+' | '-' | '*' | '/';
export type LiteralValue = string | number | boolean | null;

export type Expr =
  | { type: 'column'; name: string }
  /** A select-list alias named in ORDER BY or HAVING. */
  | { type: 'alias'; name: string }
  | { type: 'literal'; value: LiteralValue }
  | { type: 'variable'; name: string }
  /** `distinct` only on an aggregate: COUNT(DISTINCT x). */
  | { type: 'call'; name: string; args: Expr[]; star?: boolean; distinct?: boolean }
  | { type: 'arith'; op: ArithOp; left: Expr; right: Expr }
  | { type: 'compare'; op: CompareOp; left: Expr; right: Expr }
  /** LIKE with % and _; backslash escapes a literal %, _ or backslash. */
  | { type: 'like'; negated: boolean; operand: Expr; pattern: Expr }
  | { type: 'text'; op: 'startsWith' | 'contains' | 'endsWith'; negated: boolean; operand: Expr; value: string }
  | { type: 'between'; negated: boolean; operand: Expr; low: Expr; high: Expr }
  | { type: 'in'; negated: boolean; operand: Expr; values: Expr[] }
  | { type: 'isNull'; negated: boolean; operand: Expr }
  /** Whole UTC days 'YYYY-MM-DD'; `to` only for 'between' (inclusive). Negation only for 'on' and 'between'. */
  | { type: 'date'; op: 'on' | 'before' | 'after' | 'between'; negated: boolean; operand: Expr; from: string; to?: string }
  | { type: 'not'; operand: Expr }
  | { type: 'and' | 'or'; operands: Expr[] };

export type ContentExpr =
  /** One word; a trailing * makes it a prefix. */
  | { type: 'word'; value: string }
  | { type: 'phrase'; value: string }
  | { type: 'near'; words: string[]; distance?: number }
  | { type: 'any' | 'all' | 'none'; words: string[] }
  | { type: 'not'; operand: ContentExpr }
  | { type: 'and' | 'or'; operands: ContentExpr[] };

/** `alias` is a name or, quoted in the text, any column title. */
export type SelectItem = { type: 'star' } | { type: 'expr'; expr: Expr; alias?: string };

export interface SetVariable {
  name: string;
  items: SelectItem[];
}

/** `nulls` only when the statement says NULLS FIRST / NULLS LAST (otherwise NULL sorts first ascending, last descending). */
export interface OrderItem {
  expr: Expr;
  direction: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface Statement {
  /** `SET @name = items;` preamble, in order. */
  variables: SetVariable[];
  /** SELECT DISTINCT: equal rows once. */
  distinct?: boolean;
  columns: SelectItem[];
  /** The STORE('…') argument as written (a path, an object id, or HOME). */
  store: string;
  where?: Expr;
  content?: ContentExpr;
  groupBy: Expr[];
  having?: Expr;
  orderBy: OrderItem[];
  limit?: number;
  offset?: number;
}
