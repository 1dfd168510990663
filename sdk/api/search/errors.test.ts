import { parseStatement, validateStatement, QueryValidationError, QUERY_VALIDATION_MESSAGE } from './index';

function errorOf(text: string) {
  try {
    parseStatement(text);
  } catch (e) {
    expect(e).toBeInstanceOf(QueryValidationError);
    expect((e as Error).message).toBe(QUERY_VALIDATION_MESSAGE);
    expect((e as QueryValidationError).errorName).toBe('QueryValidationError');
    return (e as QueryValidationError).detail;
  }
  throw new Error('no error');
}

describe('malformed statements name line, column, expected and found', () => {
  test('missing select list', () => {
    expect(errorOf("SELECT FROM STORE('/')")).toEqual({ line: 1, column: 8, expected: '*, NOT or a column, value or function', found: "'FROM'" });
  });
  test('missing value at the end of the text', () => {
    expect(errorOf("SELECT name FROM STORE('/') WHERE size >")).toEqual({
      line: 1,
      column: 41,
      expected: 'a column, value or function',
      found: 'end of statement',
    });
  });
  test('unknown column on a later line', () => {
    expect(errorOf("SELECT name\nFROM STORE('/')\n  WHERE colour = 'red'")).toMatchObject({ line: 3, column: 9, found: "'colour'" });
    expect(errorOf("SELECT name\nFROM STORE('/')\n  WHERE colour = 'red'").expected).toMatch(/^a column name/);
  });
  test('unterminated quote', () => {
    expect(errorOf("SELECT name FROM STORE('/') WHERE name = 'abc")).toEqual({ line: 1, column: 42, expected: "a closing quote '", found: "'''" });
  });
  test('STORE needs a quoted path (a bare name such as HOME is read as text)', () => {
    expect(errorOf('SELECT name FROM STORE(/data)')).toEqual({ line: 1, column: 24, expected: 'a quoted text or a name', found: "'/'" });
  });
  test('missing FROM', () => {
    expect(errorOf('SELECT name WHERE size > 1')).toMatchObject({ line: 1, column: 13, found: "'WHERE'" });
    expect(errorOf('SELECT name WHERE size > 1').expected).toContain('FROM');
  });
  test('trailing words', () => {
    expect(errorOf("SELECT name FROM STORE('/') LIMIT 5 banana")).toEqual({ line: 1, column: 37, expected: 'end of statement', found: "'banana'" });
  });
  test('bad character', () => {
    expect(errorOf("SELECT name FROM STORE('/') WHERE size > 1 # x")).toMatchObject({ line: 1, column: 44, found: "'#'" });
  });
  test('a date that is not a date', () => {
    expect(errorOf("SELECT name FROM STORE('/') WHERE modifyTime > '2024-13-01'")).toEqual({
      line: 1,
      column: 48,
      expected: "a date 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss' or 'ddd, MMM D, YYYY, HH:mm A'",
      found: "''2024-13-01''",
    });
    expect(errorOf("SELECT name FROM STORE('/') WHERE modifyTime ON 'soon'")).toMatchObject({
      column: 49,
      expected: "a day ('YYYY-MM-DD' or 'MMM D, YYYY') after ON",
    });
  });
  test('type mismatches', () => {
    expect(errorOf("SELECT name FROM STORE('/') WHERE size = 'big'")).toMatchObject({ column: 42, expected: 'a number' });
    expect(errorOf("SELECT name FROM STORE('/') WHERE name = 5")).toMatchObject({ column: 42, expected: 'a quoted text' });
    expect(errorOf("SELECT name FROM STORE('/') WHERE size STARTS WITH 'a'")).toMatchObject({ column: 35, expected: 'a text column before STARTS WITH' });
    expect(errorOf("SELECT name FROM STORE('/') WHERE name ON '2024-01-01'")).toMatchObject({ column: 35, expected: 'a date column before ON' });
    expect(errorOf("SELECT name FROM STORE('/') WHERE size")).toMatchObject({ column: 35, expected: 'a condition in WHERE' });
  });
  test('functions: unknown, arity, aggregates out of place, star', () => {
    expect(errorOf("SELECT FOO(name) FROM STORE('/')")).toMatchObject({ column: 8, found: "'FOO'" });
    expect(errorOf("SELECT LOWER(name, size) FROM STORE('/')")).toMatchObject({ column: 8, expected: '1 argument for LOWER' });
    expect(errorOf("SELECT name FROM STORE('/') WHERE COUNT(*) > 1")).toMatchObject({ column: 35, expected: 'no aggregate function in WHERE' });
    expect(errorOf("SELECT SUM(COUNT(*)) FROM STORE('/')")).toMatchObject({ column: 12, expected: 'no aggregate function in an argument of SUM' });
    expect(errorOf("SELECT SUM(*) FROM STORE('/')")).toMatchObject({ column: 8, expected: 'an argument for SUM, not *' });
    expect(errorOf("SELECT SUM(name) FROM STORE('/')")).toMatchObject({ column: 12, expected: 'a number argument for SUM' });
  });
  test('variables must be set before use', () => {
    expect(errorOf("SELECT @cols FROM STORE('/')")).toEqual({ line: 1, column: 8, expected: 'a variable set before use', found: "'@cols'" });
    expect(errorOf("SET @c = name, size;\nSELECT name FROM STORE('/') WHERE @c = 'x'")).toMatchObject({
      line: 2,
      column: 35,
      expected: 'a variable holding one value',
    });
  });
  test('content operators', () => {
    expect(errorOf("SELECT name FROM STORE('/') WHICH CONTAIN NEAR('a')")).toMatchObject({ column: 48, expected: 'at least two quoted words' });
    expect(errorOf("SELECT name FROM STORE('/') WHICH CONTAIN WORDS('a')")).toMatchObject({ column: 43, found: "'WORDS'" });
    expect(errorOf("SELECT name FROM STORE('/') WHICH CONTAIN PHRASE('a', 'b')")).toMatchObject({ column: 55 });
    expect(errorOf("SELECT name FROM STORE('/') WHICH CONTAIN")).toMatchObject({ column: 42, found: 'end of statement' });
  });
  test('NULLS takes FIRST or LAST, after the direction', () => {
    expect(errorOf("SELECT name FROM STORE('/') ORDER BY extension NULLS")).toEqual({
      line: 1,
      column: 53,
      expected: 'FIRST or LAST',
      found: 'end of statement',
    });
    expect(errorOf("SELECT name FROM STORE('/') ORDER BY extension NULLS LOW")).toEqual({ line: 1, column: 54, expected: 'FIRST or LAST', found: "'LOW'" });
    expect(errorOf("SELECT name FROM STORE('/') ORDER BY extension NULLS LAST DESC")).toMatchObject({ column: 59, found: "'DESC'" });
  });
  test('LIMIT takes a whole number', () => {
    expect(errorOf("SELECT name FROM STORE('/') LIMIT 2.5")).toEqual({ line: 1, column: 35, expected: 'a whole number', found: "'2.5'" });
  });
  test('HAVING and aggregates in ORDER BY need groups; GROUP BY takes no aggregate; column numbers in range', () => {
    // HAVING without groups is an error of the clause: it is shown at the keyword, however the condition is written.
    const having = { expected: 'GROUP BY (or an aggregate in SELECT) before HAVING', found: "'HAVING'" };
    expect(errorOf("SELECT name FROM STORE('/') HAVING size > 1")).toEqual({ line: 1, column: 29, ...having });
    expect(errorOf("SELECT name FROM STORE('/') HAVING size > 1 AND NOT isDeleted")).toEqual({ line: 1, column: 29, ...having });
    expect(errorOf("SELECT name\nFROM STORE('/')\n  WHERE size > 1\n  having (size > 1)")).toEqual({ line: 4, column: 3, ...having, found: "'having'" });
    expect(errorOf("SELECT name FROM STORE('/') ORDER BY COUNT(*)")).toMatchObject({ column: 38, found: "'COUNT'" });
    expect(errorOf("SELECT name FROM STORE('/') ORDER BY size, 1 + COUNT(*) DESC")).toEqual({
      line: 1,
      column: 48,
      expected: 'GROUP BY (or an aggregate in SELECT) before an aggregate in ORDER BY',
      found: "'COUNT'",
    });
    expect(errorOf("SELECT COUNT(*) AS n FROM STORE('/') GROUP BY 1")).toMatchObject({ column: 47, expected: 'no aggregate function in GROUP BY' });
    expect(errorOf("SELECT name FROM STORE('/') ORDER BY 2")).toMatchObject({ column: 38, expected: 'a column number from 1 to 1 in ORDER BY' });
    expect(errorOf("SELECT name FROM STORE('/') ORDER BY 'nosuch'")).toMatchObject({
      column: 38,
      expected: 'a column, a select alias or a column number in ORDER BY',
    });
    expect(errorOf("SELECT LOWER(DISTINCT name) FROM STORE('/')")).toMatchObject({ column: 8 });
  });
  test('an aggregate held in a variable is refused where it is used, at the @variable', () => {
    expect(errorOf("SET @n = COUNT(*);\nSELECT name FROM STORE('/')\nWHERE size > @n")).toEqual({
      line: 3,
      column: 14,
      expected: 'no aggregate function in WHERE',
      found: "'@n'",
    });
    expect(errorOf("SET @s = SUM(size); SELECT MAX(@s) FROM STORE('/')")).toEqual({
      line: 1,
      column: 32,
      expected: 'no aggregate function in an argument of MAX',
      found: "'@s'",
    });
    expect(errorOf("SET @a = MAX(size); SET @b = @a * 2;\n SELECT name FROM STORE('/') WHERE size < @b")).toEqual({
      line: 2,
      column: 43,
      expected: 'no aggregate function in WHERE',
      found: "'@b'",
    });
    expect(errorOf("SET @c = COUNT(*); SELECT name FROM STORE('/') ORDER BY @c")).toMatchObject({ column: 57, found: "'@c'" });
    expect(errorOf("SET @k = 5; SELECT name FROM STORE('/') ORDER BY @k")).toEqual({
      line: 1,
      column: 50,
      expected: 'a column number from 1 to 1 in ORDER BY',
      found: "'@k'",
    });
    expect(validateStatement("SET @n = COUNT(*); SELECT name FROM STORE('/') WHERE size > @n")).toMatchObject({ column: 61 });
    // Where aggregates belong, the same variables are fine.
    expect(parseStatement("SET @n = COUNT(*); SELECT extension, @n FROM STORE('/') GROUP BY extension HAVING @n > 1 ORDER BY @n").having).toBeDefined();
  });
  test('numbers and nesting SQLite could not take', () => {
    expect(errorOf("SELECT name FROM STORE('/') LIMIT 1e20")).toMatchObject({ column: 35, found: "'1e20'" });
    expect(errorOf("SELECT name FROM STORE('/') WHERE size > 2e308")).toMatchObject({ column: 42, expected: 'a smaller number' });
    expect(errorOf(`SELECT name FROM STORE('/') WHERE ${'('.repeat(65)}size > 1${')'.repeat(65)}`)).toMatchObject({
      column: 99,
      expected: 'at most 64 nested levels',
    });
    // Within the limits of each rule, an expression may still nest too deep in total.
    const deep = Array.from({ length: 6 }).reduce<string>(inner => `(${inner}${' + 1'.repeat(60)})`, 'size');
    expect(errorOf(`SELECT name FROM STORE('/') WHERE ${deep} > 1`).expected).toBe('an expression nested at most 200 levels deep');
  });
  test('validateStatement returns the detail or null', () => {
    expect(validateStatement("SELECT name FROM STORE('/')")).toBeNull();
    expect(validateStatement('SELECT')).toMatchObject({ line: 1, column: 7, found: 'end of statement' });
  });
  test('the parser recovers for the next statement after an error', () => {
    expect(() => parseStatement('SELECT name FROM')).toThrow(QueryValidationError);
    expect(parseStatement("SELECT name FROM STORE('/')").store).toBe('/');
  });
});
