/**
 * Tokens of the search statement language (chevrotain). Keywords are case-insensitive; column and function
 * names are identifiers (functions are recognised by the '(' that follows). NULLS, FIRST and LAST are keywords
 * only after an ORDER BY item; anywhere else they are names (an alias `AS last` stays possible). Comments are `-- to the line end`
 * and block comments between slash-star and star-slash. Texts are quoted with ' or " (the quote doubled inside),
 * or with the typographic quotes ‘…’ and “…” that statements pasted from documents carry; a "text" naming a column
 * is that column (the parser decides, as SQLite does). A number may carry a 1024-based size unit: 10KB, 1.5MB.
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
export const Distinct = keyword('DISTINCT');
/** A keyword that is also a name: the parser takes it as a keyword where the grammar names it, else as a name. */
const softKeyword = (word: string): TokenType =>
  createToken({ name: word, pattern: new RegExp(`${word}(?![A-Za-z0-9_])`, 'i'), longer_alt: Identifier, categories: [Identifier], label: word });
export const Nulls = softKeyword('NULLS');
export const First = softKeyword('FIRST');
export const Last = softKeyword('LAST');

export const WhiteSpace = createToken({ name: 'WhiteSpace', pattern: /\s+/, group: Lexer.SKIPPED, line_breaks: true });
export const Comment = createToken({ name: 'Comment', pattern: /--[^\n\r]*/, group: Lexer.SKIPPED });
export const BlockComment = createToken({ name: 'BlockComment', pattern: /\/\*[\s\S]*?\*\//, group: Lexer.SKIPPED, line_breaks: true });
export const StringLiteral = createToken({
  name: 'StringLiteral',
  pattern: /'(?:[^']|'')*'|"(?:[^"]|"")*"|‘[^’]*’|“[^”]*”/,
  line_breaks: true,
  label: 'a quoted text',
});
const NUMBER = '(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?';
/** A number with a size unit written right after it (a space would make `size/1024 kb` ambiguous). */
export const SizeLiteral = createToken({ name: 'SizeLiteral', pattern: new RegExp(`${NUMBER}(?:[KMGTPE]i?B|B)(?![A-Za-z0-9_])`, 'i'), label: 'a size' });
export const NumberLiteral = createToken({ name: 'NumberLiteral', pattern: new RegExp(NUMBER), label: 'a number' });
export const Variable = createToken({ name: 'Variable', pattern: /@[A-Za-z_][A-Za-z0-9_]*/, label: 'a @variable' });
export const NotEqual = createToken({ name: 'NotEqual', pattern: /!=|<>/, label: '!=' });
export const LessEqual = createToken({ name: 'LessEqual', pattern: /<=/, label: '<=' });
export const GreaterEqual = createToken({ name: 'GreaterEqual', pattern: />=/, label: '>=' });
export const Less = createToken({ name: 'Less', pattern: /</, label: '<' });
export const Greater = createToken({ name: 'Greater', pattern: />/, label: '>' });
export const Equal = createToken({ name: 'Equal', pattern: /==?/, label: '=' });
export const LParen = createToken({ name: 'LParen', pattern: /\(/, label: '(' });
export const RParen = createToken({ name: 'RParen', pattern: /\)/, label: ')' });
export const Comma = createToken({ name: 'Comma', pattern: /,/, label: ',' });
export const Semicolon = createToken({ name: 'Semicolon', pattern: /;/, label: ';' });
export const Star = createToken({ name: 'Star', pattern: /\*/, label: '*' });
export const Plus = createToken({ name: 'Plus', pattern: /\+/, label: '+' });
export const Minus = createToken({ name: 'Minus', pattern: /-/, label: '-' });
export const Slash = createToken({ name: 'Slash', pattern: /\//, label: '/' });

export const KEYWORDS = [
  Set,
  Select,
  From,
  Store,
  Where,
  Which,
  Contain,
  Group,
  By,
  Having,
  Order,
  Asc,
  Desc,
  Limit,
  Offset,
  And,
  Or,
  Not,
  Like,
  Between,
  In,
  Is,
  Null,
  True,
  False,
  Starts,
  Ends,
  With,
  On,
  Before,
  After,
  As,
  Distinct,
  Nulls,
  First,
  Last,
];

export const ALL_TOKENS: TokenType[] = [
  WhiteSpace,
  Comment,
  BlockComment,
  StringLiteral,
  SizeLiteral,
  NumberLiteral,
  Variable,
  ...KEYWORDS,
  Identifier,
  NotEqual,
  LessEqual,
  GreaterEqual,
  Less,
  Greater,
  Equal,
  LParen,
  RParen,
  Comma,
  Semicolon,
  Star,
  Plus,
  Minus,
  Slash,
];

export const searchLexer = new Lexer(ALL_TOKENS, { positionTracking: 'full', ensureOptimizations: false });

/** The text of a quoted literal: outer quotes removed, a doubled ' or " inside becomes one. */
export function unquote(image: string): string {
  const q = image[0],
    body = image.slice(1, -1);
  return q === "'" || q === '"' ? body.split(q + q).join(q) : body;
}

const UNITS: Record<string, number> = { B: 0, K: 1, M: 2, G: 3, T: 4, P: 5, E: 6 };
/** Bytes of a size: '10KB', '1.5 MB', '2GiB', '100B' (1024-based, spec 001 §9); null when the text is not one. */
export function parseSize(text: string): number | null {
  const m = new RegExp(`^\\s*(${NUMBER})\\s*(?:([KMGTPE])i?B|B)\\s*$`, 'i').exec(text);
  if (!m) return null;
  const bytes = Number(m[1]) * 1024 ** UNITS[(m[2] ?? 'B').toUpperCase()];
  return Number.isFinite(bytes) ? bytes : null;
}
export { quote } from './quote';
