/**
 * The grammar of both statement forms (chevrotain, embedded actions). It yields the raw tree: the checker
 * (check.ts) then resolves names and types and brings it to the normal form described in ast.ts.
 *
 * - parseRaw(text): { statement, positions, clauses } or throws QueryValidationError with line/column/expected/found.
 */
import { EmbeddedActionsParser, EOF, type IToken } from 'chevrotain';
import * as T from './lexer';
import type { CompareOp, ContentExpr, Expr, OrderItem, SelectItem, SetVariable, Statement } from './ast';
import { findColumn } from './columns';
import { QueryValidationError } from './errors';
import { describeList, endPosition, errorAt, errorMessages } from './parse-errors';
import { contentCall, flatten, flattenContent } from './parse-nodes';

export { errorAt } from './parse-errors';

/** How deep parentheses, NOT and minus signs, and arithmetic chains may nest (SQLite refuses deep expressions). */
export const MAX_NESTING = 64;

/** Where each node came from, for errors found after parsing. */
export type Positions = WeakMap<object, IToken>;
/** The keywords that open clauses, for errors about a whole clause (HAVING without groups). */
export interface ClauseTokens {
  having?: IToken;
}

class StatementParser extends EmbeddedActionsParser {
  positions: Positions = new WeakMap();
  clauses: ClauseTokens = {};

  constructor() {
    super(T.ALL_TOKENS, { recoveryEnabled: false, maxLookahead: 3, errorMessageProvider: errorMessages });
    this.performSelfAnalysis();
  }

  private at<N extends object>(node: N, token: IToken): N {
    this.ACTION(() => {
      if (!this.positions.has(node)) this.positions.set(node, token);
    });
    return node;
  }

  statement = this.RULE('statement', (): Statement => {
    const variables: SetVariable[] = [];
    this.MANY(() => {
      const v = this.SUBRULE(this.setVariable);
      this.ACTION(() => variables.push(v));
    });
    this.CONSUME(T.Select);
    let distinct = false;
    this.OPTION9(() => {
      this.CONSUME(T.Distinct);
      distinct = true;
    });
    const columns = this.SUBRULE(this.selectList);
    this.CONSUME(T.From);
    this.CONSUME(T.Store);
    this.CONSUME(T.LParen);
    // STORE(HOME) reads like STORE('HOME'): a bare name is taken as the text.
    const storeTok = this.OR([{ ALT: () => this.CONSUME(T.StringLiteral) }, { ALT: () => this.CONSUME(T.Identifier) }]);
    this.CONSUME(T.RParen);
    let where: Expr | undefined, content: ContentExpr | undefined, having: Expr | undefined;
    let groupBy: Expr[] = [],
      orderBy: OrderItem[] = [],
      limit: number | undefined,
      offset: number | undefined;
    this.OPTION(() => {
      this.CONSUME(T.Where);
      where = this.SUBRULE(this.orExpr);
    });
    this.OPTION2(() => {
      this.CONSUME(T.Which);
      this.CONSUME(T.Contain);
      content = this.SUBRULE(this.contentOr);
    });
    this.OPTION3(() => {
      this.CONSUME(T.Group);
      this.CONSUME(T.By);
      groupBy = this.SUBRULE(this.exprList);
    });
    this.OPTION4(() => {
      const tok = this.CONSUME(T.Having);
      this.ACTION(() => {
        this.clauses.having = tok;
      });
      having = this.SUBRULE2(this.orExpr);
    });
    this.OPTION5(() => {
      this.CONSUME(T.Order);
      this.CONSUME2(T.By);
      orderBy = this.SUBRULE(this.orderList);
    });
    // LIMIT and OFFSET in either order, as SQL dialects allow.
    this.OPTION6(() =>
      this.OR2([
        {
          ALT: () => {
            this.CONSUME(T.Limit);
            limit = this.SUBRULE(this.count);
            this.OPTION7(() => {
              this.CONSUME(T.Offset);
              offset = this.SUBRULE2(this.count);
            });
          },
        },
        {
          ALT: () => {
            this.CONSUME2(T.Offset);
            offset = this.SUBRULE3(this.count);
            this.option(10, () => {
              this.CONSUME2(T.Limit);
              limit = this.SUBRULE4(this.count);
            });
          },
        },
      ]),
    );
    this.OPTION8(() => this.CONSUME(T.Semicolon));
    return this.ACTION(() => {
      const store = storeTok.tokenType === T.StringLiteral ? T.unquote(storeTok.image) : storeTok.image;
      const s: Statement = { variables, columns, store, groupBy, orderBy };
      if (distinct) s.distinct = true;
      if (where) s.where = where;
      if (content) s.content = content;
      if (having) s.having = having;
      if (limit !== undefined) s.limit = limit;
      if (offset !== undefined) s.offset = offset;
      this.positions.set(s, storeTok);
      return s;
    });
  });

  setVariable = this.RULE('setVariable', (): SetVariable => {
    this.CONSUME(T.Set);
    const name = this.CONSUME(T.Variable);
    this.CONSUME(T.Equal);
    const items = this.SUBRULE(this.selectList);
    this.CONSUME(T.Semicolon);
    return this.at({ name: name.image.slice(1), items }, name);
  });

  selectList = this.RULE('selectList', (): SelectItem[] => {
    const items: SelectItem[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => {
        const i = this.SUBRULE(this.selectItem);
        this.ACTION(() => items.push(i));
      },
    });
    return items;
  });

  selectItem = this.RULE('selectItem', (): SelectItem =>
    this.OR([
      { ALT: () => this.at({ type: 'star' } as SelectItem, this.CONSUME(T.Star)) },
      {
        ALT: () => {
          const first = this.LA(1);
          const expr = this.SUBRULE(this.orExpr);
          let alias: string | undefined;
          // `AS name`, `AS 'Column title'`, or the name alone as SQL allows.
          this.OPTION(() => {
            this.OPTION2(() => this.CONSUME(T.As));
            alias = this.SUBRULE(this.aliasName);
          });
          return this.at(alias === undefined ? ({ type: 'expr', expr } as SelectItem) : ({ type: 'expr', expr, alias } as SelectItem), first);
        },
      },
    ]),
  );

  aliasName = this.RULE('aliasName', (): string =>
    this.OR([
      { ALT: () => this.CONSUME(T.Identifier).image },
      {
        ALT: () => {
          const t = this.CONSUME(T.StringLiteral);
          return this.ACTION(() => {
            const name = T.unquote(t.image).trim();
            if (!name) throw errorAt(t, 'a column title');
            return name;
          });
        },
      },
    ]),
  );

  exprList = this.RULE('exprList', (): Expr[] => {
    const list: Expr[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => {
        const e = this.SUBRULE(this.orExpr);
        this.ACTION(() => list.push(e));
      },
    });
    return list;
  });

  orderList = this.RULE('orderList', (): OrderItem[] => {
    const list: OrderItem[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => {
        const expr = this.SUBRULE(this.orExpr);
        let direction: 'asc' | 'desc' = 'asc';
        let nulls: 'first' | 'last' | undefined;
        this.OPTION(() =>
          this.OR([
            {
              ALT: () => {
                this.CONSUME(T.Asc);
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.Desc);
                direction = 'desc';
              },
            },
          ]),
        );
        this.OPTION2(() => {
          this.CONSUME(T.Nulls);
          this.OR2([
            {
              ALT: () => {
                this.CONSUME(T.First);
                nulls = 'first';
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.Last);
                nulls = 'last';
              },
            },
          ]);
        });
        this.ACTION(() => list.push(nulls ? { expr, direction, nulls } : { expr, direction }));
      },
    });
    return list;
  });

  /** LIMIT and OFFSET take a whole number (one SQLite can hold). */
  count = this.RULE('count', (): number => {
    const tok = this.CONSUME(T.NumberLiteral);
    return this.ACTION(() => {
      const n = Number(tok.image);
      if (!Number.isSafeInteger(n)) throw errorAt(tok, Number.isInteger(n) ? `a whole number up to ${Number.MAX_SAFE_INTEGER}` : 'a whole number');
      return n;
    });
  });

  orExpr = this.RULE('orExpr', (): Expr => {
    const first = this.LA(1);
    const operands = [this.SUBRULE(this.andExpr)];
    this.MANY(() => {
      this.CONSUME(T.Or);
      const e = this.SUBRULE2(this.andExpr);
      this.ACTION(() => operands.push(e));
    });
    return this.ACTION(() => (operands.length === 1 ? operands[0] : this.at(flatten('or', operands), first)));
  });

  andExpr = this.RULE('andExpr', (): Expr => {
    const first = this.LA(1);
    const operands = [this.SUBRULE(this.notExpr)];
    this.MANY(() => {
      this.CONSUME(T.And);
      const e = this.SUBRULE2(this.notExpr);
      this.ACTION(() => operands.push(e));
    });
    return this.ACTION(() => (operands.length === 1 ? operands[0] : this.at(flatten('and', operands), first)));
  });

  notExpr = this.RULE('notExpr', (): Expr =>
    this.OR([
      {
        ALT: () => {
          const t = this.CONSUME(T.Not);
          const operand = this.SUBRULE(this.notExpr);
          return this.at({ type: 'not', operand } as Expr, t);
        },
      },
      { ALT: () => this.SUBRULE(this.predicate) },
    ]),
  );

  predicate = this.RULE('predicate', (): Expr => {
    const first = this.LA(1);
    const left = this.SUBRULE(this.additive);
    let result: Expr = left;
    this.OPTION(() => {
      const opTok = this.LA(1);
      result = this.OR([
        {
          ALT: () => {
            const op = this.SUBRULE(this.compareOp);
            const right = this.SUBRULE2(this.additive);
            return { type: 'compare', op, left, right } as Expr;
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.Is);
            let negated = false;
            this.OPTION2(() => {
              this.CONSUME(T.Not);
              negated = true;
            });
            this.CONSUME(T.Null);
            return { type: 'isNull', negated, operand: left } as Expr;
          },
        },
        {
          ALT: () => {
            this.CONSUME2(T.Not);
            return this.SUBRULE(this.negatableTail, { ARGS: [left, true] });
          },
        },
        { ALT: () => this.SUBRULE2(this.negatableTail, { ARGS: [left, false] }) },
      ]);
      this.at(result, opTok);
    });
    return this.ACTION(() => {
      if (result !== left) this.positions.set(result, this.positions.get(result) ?? first);
      return result;
    });
  });

  /** The predicates NOT may precede: LIKE, BETWEEN, IN, CONTAINS, STARTS WITH, ENDS WITH, ON, BEFORE, AFTER. */
  negatableTail = this.RULE('negatableTail', (left: Expr, negated: boolean): Expr =>
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Like);
          const pattern = this.SUBRULE(this.additive);
          return { type: 'like', negated, operand: left, pattern } as Expr;
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Between);
          const low = this.SUBRULE2(this.additive);
          this.CONSUME(T.And);
          const high = this.SUBRULE3(this.additive);
          return { type: 'between', negated, operand: left, low, high } as Expr;
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.In);
          this.CONSUME(T.LParen);
          const values = this.SUBRULE(this.exprList);
          this.CONSUME(T.RParen);
          return { type: 'in', negated, operand: left, values } as Expr;
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Contain);
          return this.textTail(4, 'contains', left, negated);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Starts);
          this.CONSUME(T.With);
          return this.textTail(5, 'startsWith', left, negated);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Ends);
          this.CONSUME2(T.With);
          return this.textTail(6, 'endsWith', left, negated);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.On);
          return this.dateTail(7, 'on', left, negated);
        },
      },
      // NOT BEFORE / NOT AFTER: the negation of the plain comparison.
      {
        ALT: () => {
          this.CONSUME(T.Before);
          return this.negate(this.dateTail(8, 'before', left), negated);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.After);
          return this.negate(this.dateTail(9, 'after', left), negated);
        },
      },
    ]),
  );

  private negate(e: Expr, negated: boolean): Expr {
    return negated ? { type: 'not', operand: e } : e;
  }

  /** STARTS WITH / ENDS WITH / CONTAINS take a quoted text; it becomes a text node in the checker. */
  private textTail(occurrence: number, op: 'startsWith' | 'contains' | 'endsWith', left: Expr, negated = false): Expr {
    const value = this.subrule(occurrence, this.additive);
    return { type: 'textRaw', op, negated, operand: left, value } as unknown as Expr;
  }

  /** ON / BEFORE / AFTER take a day; the checker turns them into date or compare nodes. */
  private dateTail(occurrence: number, op: 'on' | 'before' | 'after', left: Expr, negated = false): Expr {
    const value = this.subrule(occurrence, this.additive);
    return { type: 'dateRaw', op, negated, operand: left, value } as unknown as Expr;
  }

  compareOp = this.RULE('compareOp', (): CompareOp =>
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Equal);
          return '=' as CompareOp;
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.NotEqual);
          return '!=' as CompareOp;
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.LessEqual);
          return '<=' as CompareOp;
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.GreaterEqual);
          return '>=' as CompareOp;
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Less);
          return '<' as CompareOp;
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Greater);
          return '>' as CompareOp;
        },
      },
    ]),
  );

  additive = this.RULE('additive', (): Expr => {
    let left = this.SUBRULE(this.multiplicative);
    let n = 0;
    this.MANY(() => {
      const tok = this.OR([{ ALT: () => this.CONSUME(T.Plus) }, { ALT: () => this.CONSUME(T.Minus) }]);
      const right = this.SUBRULE2(this.multiplicative);
      this.ACTION(() => {
        left = this.at({ type: 'arith', op: tok.image as '+' | '-', left, right }, this.chained(tok, ++n));
      });
    });
    return left;
  });

  multiplicative = this.RULE('multiplicative', (): Expr => {
    let left = this.SUBRULE(this.unary);
    let n = 0;
    this.MANY(() => {
      const tok = this.OR([{ ALT: () => this.CONSUME(T.Star) }, { ALT: () => this.CONSUME(T.Slash) }]);
      const right = this.SUBRULE2(this.unary);
      this.ACTION(() => {
        left = this.at({ type: 'arith', op: tok.image as '*' | '/', left, right }, this.chained(tok, ++n));
      });
    });
    return left;
  });

  /** Arithmetic nests one level per operator: a long chain is refused before it is too deep to compile. */
  private chained(tok: IToken, n: number): IToken {
    if (n > MAX_NESTING) throw errorAt(tok, `at most ${MAX_NESTING} operators in a row`);
    return tok;
  }

  unary = this.RULE('unary', (): Expr =>
    this.OR([
      {
        ALT: () => {
          const t = this.CONSUME(T.Minus);
          const operand = this.SUBRULE(this.unary);
          return this.ACTION(() =>
            operand.type === 'literal' && typeof operand.value === 'number'
              ? this.at({ type: 'literal', value: -operand.value } as Expr, t)
              : this.at({ type: 'arith', op: '-', left: { type: 'literal', value: 0 }, right: operand } as Expr, t),
          );
        },
      },
      { ALT: () => this.SUBRULE(this.primary) },
    ]),
  );

  primary = this.RULE('primary', (): Expr =>
    this.OR([
      {
        ALT: () => {
          const t = this.CONSUME(T.NumberLiteral);
          return this.ACTION(() => {
            const value = Number(t.image);
            if (!Number.isFinite(value)) throw errorAt(t, 'a smaller number');
            return this.at({ type: 'literal', value } as Expr, t);
          });
        },
      },
      {
        ALT: () => {
          const t = this.CONSUME(T.SizeLiteral);
          return this.ACTION(() => {
            const value = T.parseSize(t.image);
            if (value === null) throw errorAt(t, 'a smaller size');
            return this.at({ type: 'literal', value } as Expr, t);
          });
        },
      },
      {
        ALT: () => {
          const t = this.CONSUME(T.StringLiteral);
          return this.ACTION(() => {
            const text = T.unquote(t.image);
            // As in SQLite, "name" is the column when one has that name, else a text (so both SQL habits work).
            const column = t.image.startsWith('"') ? findColumn(text) : undefined;
            return this.at((column ? { type: 'column', name: column.name } : { type: 'literal', value: text }) as Expr, t);
          });
        },
      },
      {
        ALT: () => {
          const t = this.CONSUME(T.True);
          return this.at({ type: 'literal', value: true } as Expr, t);
        },
      },
      {
        ALT: () => {
          const t = this.CONSUME(T.False);
          return this.at({ type: 'literal', value: false } as Expr, t);
        },
      },
      {
        ALT: () => {
          const t = this.CONSUME(T.Null);
          return this.at({ type: 'literal', value: null } as Expr, t);
        },
      },
      {
        ALT: () => {
          const t = this.CONSUME(T.Variable);
          return this.at({ type: 'variable', name: t.image.slice(1) } as Expr, t);
        },
      },
      {
        ALT: () => {
          const t = this.CONSUME(T.Identifier);
          let call: Expr | undefined;
          this.OPTION(() => {
            this.CONSUME(T.LParen);
            let args: Expr[] = [],
              star = false,
              distinct = false;
            this.OPTION2(() =>
              this.OR2([
                {
                  ALT: () => {
                    this.CONSUME(T.Star);
                    star = true;
                  },
                },
                {
                  ALT: () => {
                    this.OPTION3(() => {
                      this.CONSUME(T.Distinct);
                      distinct = true;
                    });
                    args = this.SUBRULE(this.exprList);
                  },
                },
              ]),
            );
            this.CONSUME(T.RParen);
            call = star ? { type: 'call', name: t.image, args, star } : { type: 'call', name: t.image, args };
            if (distinct) call = { ...call, distinct } as Expr;
          });
          return this.at(call ?? ({ type: 'column', name: t.image } as Expr), t);
        },
      },
      {
        ALT: () => {
          this.CONSUME2(T.LParen);
          const e = this.SUBRULE(this.orExpr);
          this.CONSUME2(T.RParen);
          return e;
        },
      },
    ]),
  );

  contentOr = this.RULE('contentOr', (): ContentExpr => {
    const operands = [this.SUBRULE(this.contentAnd)];
    this.MANY(() => {
      this.CONSUME(T.Or);
      const e = this.SUBRULE2(this.contentAnd);
      this.ACTION(() => operands.push(e));
    });
    return this.ACTION(() => (operands.length === 1 ? operands[0] : flattenContent('or', operands)));
  });

  contentAnd = this.RULE('contentAnd', (): ContentExpr => {
    const operands = [this.SUBRULE(this.contentNot)];
    this.MANY(() => {
      this.CONSUME(T.And);
      const e = this.SUBRULE2(this.contentNot);
      this.ACTION(() => operands.push(e));
    });
    return this.ACTION(() => (operands.length === 1 ? operands[0] : flattenContent('and', operands)));
  });

  contentNot = this.RULE('contentNot', (): ContentExpr =>
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Not);
          const operand = this.SUBRULE(this.contentNot);
          return { type: 'not', operand } as ContentExpr;
        },
      },
      { ALT: () => this.SUBRULE(this.contentPrimary) },
    ]),
  );

  contentPrimary = this.RULE('contentPrimary', (): ContentExpr =>
    this.OR([
      {
        ALT: () => {
          this.OPTION(() => this.CONSUME(T.Contain));
          const t = this.CONSUME(T.StringLiteral);
          return this.ACTION(() => {
            const value = T.unquote(t.image);
            if (!value.trim()) throw errorAt(t, 'a word');
            return this.at({ type: 'word', value } as ContentExpr, t);
          });
        },
      },
      {
        ALT: () => {
          const fnTok = this.CONSUME(T.Identifier);
          this.CONSUME(T.LParen);
          const args: IToken[] = [];
          this.AT_LEAST_ONE_SEP({
            SEP: T.Comma,
            DEF: () => {
              const a = this.OR2([{ ALT: () => this.CONSUME2(T.StringLiteral) }, { ALT: () => this.CONSUME(T.NumberLiteral) }]);
              this.ACTION(() => args.push(a));
            },
          });
          this.CONSUME(T.RParen);
          return this.ACTION(() => contentCall(fnTok, args));
        },
      },
      {
        ALT: () => {
          this.CONSUME2(T.LParen);
          const e = this.SUBRULE(this.contentOr);
          this.CONSUME2(T.RParen);
          return e;
        },
      },
    ]),
  );
}

let shared: StatementParser | undefined;

/** Parentheses and runs of NOT or '-' recurse in the grammar: too deep a nesting is refused where it starts. */
function checkNesting(tokens: IToken[]): void {
  let depth = 0,
    run = 0;
  for (const t of tokens) {
    if (t.tokenType === T.LParen) depth++;
    else if (t.tokenType === T.RParen) depth = Math.max(0, depth - 1);
    run = t.tokenType === T.Not || t.tokenType === T.Minus ? run + 1 : 0;
    if (depth > MAX_NESTING || run > MAX_NESTING) throw errorAt(t, `at most ${MAX_NESTING} nested levels`);
  }
}

/** Parses statement text into the raw tree (before name resolution and normal forms). */
export function parseRaw(text: string): { statement: Statement; positions: Positions; clauses: ClauseTokens } {
  const lexed = T.searchLexer.tokenize(text);
  if (lexed.errors.length > 0) {
    const e = lexed.errors[0];
    const ch = text.charAt(e.offset);
    throw new QueryValidationError({
      line: e.line ?? 1,
      column: e.column ?? 1,
      expected: ch === "'" ? "a closing quote '" : 'a name, number, quoted text, operator or keyword',
      found: `'${ch}'`,
    });
  }
  checkNesting(lexed.tokens);
  const parser = (shared ??= new StatementParser());
  parser.positions = new WeakMap();
  parser.clauses = {};
  parser.input = lexed.tokens;
  let statement: Statement;
  try {
    statement = parser.statement();
  } catch (e) {
    parser.reset();
    throw e;
  }
  if (parser.errors.length > 0) {
    const err = parser.errors[0];
    const expected = describeList(JSON.parse(err.message) as string[]);
    const tok = err.token;
    if (tok.tokenType === EOF || tok.startLine === undefined || Number.isNaN(tok.startLine)) {
      throw new QueryValidationError({ ...endPosition(text), expected, found: 'end of statement' });
    }
    throw new QueryValidationError({ line: tok.startLine, column: tok.startColumn ?? 1, expected, found: `'${tok.image}'` });
  }
  return { statement, positions: parser.positions, clauses: parser.clauses };
}
