/**
 * Tokens of the search statement language (chevrotain). Keywords are case-insensitive; column and function
 * names are identifiers (functions are recognised by the '(' that follows). Line comments start with `--`.
 *
 * - ALL_TOKENS: the token vocabulary in lexing order (the parser is built from it).
 * - searchLexer: the lexer instance.
 */
import { createToken, Lexer, type TokenType } from 'chevrotain';

export const Identifier = createToken({ name: 'Identifier', pattern: /[A-Za-z_][A-Za-z0-9_]*/, label: 'a name' });

const keyword = (word: string, pattern?: RegExp): TokenType =>
  createToken({ name: word.replace(/ /g, ''), pattern: pattern ?? new RegExp(`${word}(?![A-Za-z0-9_])`, 'i'), longer_alt: Identifier, label: word });

export const Set = keyword('SET');
export const Select = keyword('SELECT');
export const From = keyword('FROM');
export const Store = keyword('STORE');
export const Where = keyword('WHERE');
export const Which = keyword('WHICH');
export const Contain = createToken({ name: 'Contain', pattern: /CONTAINS?(?![A-Za-z0-9_])/i, longer_alt: Identifier, label: 'CONTAIN' });
export const Group = keyword('GROUP');
export const By = keyword('BY');
export const Having = keyword('HAVING');
export const Order = keyword('ORDER');
export const Asc = keyword('ASC');
export const Desc = keyword('DESC');
export const Limit = keyword('LIMIT');
export const Offset = keyword('OFFSET');
export const And = keyword('AND');
export const Or = keyword('OR');
export const Not = keyword('NOT');
export const Like = keyword('LIKE');
export const Between = keyword('BETWEEN');
export const In = keyword('IN');
export const Is = keyword('IS');
export const Null = keyword('NULL');
export const True = keyword('TRUE');
export const False = keyword('FALSE');
export const Starts = keyword('STARTS');
export const Ends = keyword('ENDS');
export const With = keyword('WITH');
export const On = keyword('ON');
export const Before = keyword('BEFORE');
export const After = keyword('AFTER');
export const As = keyword('AS');

export const WhiteSpace = createToken({ name: 'WhiteSpace', pattern: /\s+/, group: Lexer.SKIPPED, line_breaks: true });
export const Comment = createToken({ name: 'Comment', pattern: /--[^\n\r]*/, group: Lexer.SKIPPED });
export const StringLiteral = createToken({ name: 'StringLiteral', pattern: /'(?:[^']|'')*'/, line_breaks: true, label: 'a quoted text' });
export const NumberLiteral = createToken({ name: 'NumberLiteral', pattern: /\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/, label: 'a number' });
export const Variable = createToken({ name: 'Variable', pattern: /@[A-Za-z_][A-Za-z0-9_]*/, label: 'a @variable' });
export const NotEqual = createToken({ name: 'NotEqual', pattern: /!=|<>/, label: '!=' });
export const LessEqual = createToken({ name: 'LessEqual', pattern: /<=/, label: '<=' });
export const GreaterEqual = createToken({ name: 'GreaterEqual', pattern: />=/, label: '>=' });
export const Less = createToken({ name: 'Less', pattern: /</, label: '<' });
export const Greater = createToken({ name: 'Greater', pattern: />/, label: '>' });
export const Equal = createToken({ name: 'Equal', pattern: /=/, label: '=' });
export const LParen = createToken({ name: 'LParen', pattern: /\(/, label: '(' });
export const RParen = createToken({ name: 'RParen', pattern: /\)/, label: ')' });
export const Comma = createToken({ name: 'Comma', pattern: /,/, label: ',' });
export const Semicolon = createToken({ name: 'Semicolon', pattern: /;/, label: ';' });
export const Star = createToken({ name: 'Star', pattern: /\*/, label: '*' });
export const Plus = createToken({ name: 'Plus', pattern: /\+/, label: '+' });
export const Minus = createToken({ name: 'Minus', pattern: /-/, label: '-' });
export const Slash = createToken({ name: 'Slash', pattern: /\//, label: '/' });

export const KEYWORDS = [Set, Select, From, Store, Where, Which, Contain, Group, By, Having, Order, Asc, Desc, Limit, Offset,
  And, Or, Not, Like, Between, In, Is, Null, True, False, Starts, Ends, With, On, Before, After, As];

export const ALL_TOKENS: TokenType[] = [
  WhiteSpace, Comment, StringLiteral, NumberLiteral, Variable,
  ...KEYWORDS, Identifier,
  NotEqual, LessEqual, GreaterEqual, Less, Greater, Equal, LParen, RParen, Comma, Semicolon, Star, Plus, Minus, Slash,
];

export const searchLexer = new Lexer(ALL_TOKENS, { positionTracking: 'full', ensureOptimizations: false });

/** The text of a quoted literal: outer quotes removed, '' becomes '. */
export function unquote(image: string): string { return image.slice(1, -1).replace(/''/g, "'"); }
/** A quoted literal for a text: ' doubled. */
export function quote(text: string): string { return `'${text.replace(/'/g, "''")}'`; }
