/**
 * Parse errors as QueryValidationError detail: chevrotain's messages carry the expected token labels (JSON), which
 * become one readable 'expected' text; positions are 1-based line and column.
 *
 * - errorMessages: the parser's message provider. describeList(labels): "a, b or c".
 * - errorAt(token, expected, found?): a QueryValidationError at a token. endPosition(text): just past the end.
 */
import { EOF, type IParserErrorMessageProvider, type IToken, type TokenType } from 'chevrotain';
import { QueryValidationError } from './errors';

const labelOf = (t: TokenType): string => (t === EOF ? 'end of statement' : (t.LABEL ?? t.name));
const unique = (xs: string[]) => [...new Set(xs)];
const VALUE_STARTS = ['-', 'a number', 'a size', 'a quoted text', 'TRUE', 'FALSE', 'NULL', 'a @variable', 'a name', '('];
/** "a, b or c"; the many tokens that can start a value are named once. */
export function describeList(labels: string[]): string {
  let xs = labels;
  if (VALUE_STARTS.filter(v => xs.includes(v)).length >= 4) xs = [...xs.filter(x => !VALUE_STARTS.includes(x)), 'a column, value or function'];
  return xs.length <= 1 ? (xs[0] ?? 'something else') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`;
}

/** Errors carry the expected labels as JSON so they can be turned into QueryValidationError detail. */
export const errorMessages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage: ({ expected }) => JSON.stringify([labelOf(expected)]),
  buildNotAllInputParsedMessage: () => JSON.stringify(['end of statement']),
  buildNoViableAltMessage: ({ expectedPathsPerAlt }) => JSON.stringify(unique(expectedPathsPerAlt.flat().map(p => labelOf(p[0])))),
  buildEarlyExitMessage: ({ expectedIterationPaths }) => JSON.stringify(unique(expectedIterationPaths.map(p => labelOf(p[0])))),
};

export function errorAt(token: IToken, expected: string, found?: string): QueryValidationError {
  return new QueryValidationError({ line: token.startLine ?? 1, column: token.startColumn ?? 1, expected, found: found ?? `'${token.image}'` });
}

/** Line and column (1-based) just past the end of the text, for errors at the end of the statement. */
export function endPosition(text: string): { line: number; column: number } {
  const lines = text.split(/\r\n|\r|\n/);
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}
