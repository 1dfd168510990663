import { parseStatement, printStatement, QueryValidationError, type Statement, type Expr } from './index';

const S = (rest: string) => `SELECT name FROM STORE('/') ${rest}`;
const where = (cond: string): Expr => parseStatement(S(`WHERE ${cond}`)).where!;
const col = (name: string): Expr => ({ type: 'column', name });
const lit = (value: string | number | boolean | null): Expr => ({ type: 'literal', value });

/** Parses, then checks that both printed forms parse back to the same tree. */
function roundTrip(text: string): Statement {
  const ast = parseStatement(text);
  expect(parseStatement(printStatement(ast, { form: 'display' }))).toEqual(ast);
  expect(parseStatement(printStatement(ast, { form: 'machine' }))).toEqual(ast);
  expect(parseStatement(printStatement(ast, { form: 'machine', separator: '\n' }))).toEqual(ast);
  return ast;
}

describe('clauses', () => {
  test('the full statement shape with every clause', () => {
    const ast = roundTrip(`SET @cols = name, size AS bytes;
      SELECT @cols, extension, COUNT(*) AS files FROM STORE('/data/share')
      WHERE size > 10 WHICH CONTAIN 'invoice'
      GROUP BY extension HAVING COUNT(*) > 2 ORDER BY files DESC, extension ASC LIMIT 20 OFFSET 40;`);
    expect(ast.variables).toEqual([
      {
        name: 'cols',
        items: [
          { type: 'expr', expr: col('name') },
          { type: 'expr', expr: col('size'), alias: 'bytes' },
        ],
      },
    ]);
    expect(ast.columns).toEqual([
      { type: 'expr', expr: { type: 'variable', name: 'cols' } },
      { type: 'expr', expr: col('extension') },
      { type: 'expr', expr: { type: 'call', name: 'COUNT', args: [], star: true }, alias: 'files' },
    ]);
    expect(ast.store).toBe('/data/share');
    expect(ast.where).toEqual({ type: 'compare', op: '>', left: col('size'), right: lit(10) });
    expect(ast.content).toEqual({ type: 'word', value: 'invoice' });
    expect(ast.groupBy).toEqual([col('extension')]);
    expect(ast.having).toEqual({ type: 'compare', op: '>', left: { type: 'call', name: 'COUNT', args: [], star: true }, right: lit(2) });
    expect(ast.orderBy).toEqual([
      { expr: { type: 'alias', name: 'files' }, direction: 'desc' },
      { expr: col('extension'), direction: 'asc' },
    ]);
    expect(ast.limit).toBe(20);
    expect(ast.offset).toBe(40);
  });

  test('minimal statement, star, comments, any letter case, quotes inside text', () => {
    const ast = roundTrip(`-- all files\nselect * from store('HOME') where NAME = 'it''s' order by PARENTPATH`);
    expect(ast.columns).toEqual([{ type: 'star' }]);
    expect(ast.store).toBe('HOME');
    expect(ast.where).toEqual({ type: 'compare', op: '=', left: col('name'), right: lit("it's") });
    expect(ast.orderBy).toEqual([{ expr: col('parentPath'), direction: 'asc' }]);
    expect(parseStatement("SELECT name FROM STORE('/')").where).toBeUndefined();
  });

  test('every column of the catalogue is accepted', () => {
    const names = [
      'objectId',
      'instanceId',
      'classId',
      'name',
      'parentPath',
      'path',
      'winNativePath',
      'linNativePath',
      'extension',
      'mimeType',
      'category',
      'size',
      'storeSize',
      'createTime',
      'modifyTime',
      'accessTime',
      'storeTime',
      'service',
      'osOwner',
      'permissions',
      'dupCount',
      'dupKey',
      'signature',
      'isDeleted',
      'extractStatus',
      'userTags',
      'applianceNodeObjectId',
      'classification',
      'confidence',
      'hitCount',
      'ruleId',
      'storageCost',
      'retrievalCost',
      'retrievalTime',
    ];
    const ast = roundTrip(`SELECT ${names.join(', ')} FROM STORE('/')`);
    expect(ast.columns.map(c => (c.type === 'expr' && c.expr.type === 'column' ? c.expr.name : ''))).toEqual(names);
  });
});

describe('operators', () => {
  test.each([
    ['size = 1', '='],
    ['size != 1', '!='],
    ['size <> 1', '!='],
    ['size < 1', '<'],
    ['size <= 1', '<='],
    ['size > 1', '>'],
    ['size >= 1', '>='],
  ])('%s', (text, op) => {
    expect(where(text)).toEqual({ type: 'compare', op, left: col('size'), right: lit(1) });
    roundTrip(S(`WHERE ${text}`));
  });

  test('BETWEEN, IN, IS NULL, LIKE and their negations', () => {
    expect(where('size BETWEEN 1 AND 5')).toEqual({ type: 'between', negated: false, operand: col('size'), low: lit(1), high: lit(5) });
    expect(where('size NOT BETWEEN 1 AND 5')).toMatchObject({ type: 'between', negated: true });
    expect(where("extension IN ('pdf', 'docx')")).toEqual({ type: 'in', negated: false, operand: col('extension'), values: [lit('pdf'), lit('docx')] });
    expect(where("extension NOT IN ('pdf')")).toMatchObject({ type: 'in', negated: true });
    expect(where('osOwner IS NULL')).toEqual({ type: 'isNull', negated: false, operand: col('osOwner') });
    expect(where('osOwner IS NOT NULL')).toEqual({ type: 'isNull', negated: true, operand: col('osOwner') });
    expect(where("name LIKE 'a_c%.pdf'")).toEqual({ type: 'like', negated: false, operand: col('name'), pattern: lit('a_c%.pdf') });
    expect(where("name NOT LIKE 'a_c'")).toMatchObject({ type: 'like', negated: true });
    for (const c of ['size NOT BETWEEN 1 AND 5', "extension NOT IN ('pdf')", 'osOwner IS NOT NULL', "name NOT LIKE 'a_c'"]) roundTrip(S(`WHERE ${c}`));
  });

  test('AND binds tighter than OR; NOT and parentheses; flattening', () => {
    expect(where('size = 1 OR size = 2 AND size = 3')).toEqual({
      type: 'or',
      operands: [
        { type: 'compare', op: '=', left: col('size'), right: lit(1) },
        {
          type: 'and',
          operands: [
            { type: 'compare', op: '=', left: col('size'), right: lit(2) },
            { type: 'compare', op: '=', left: col('size'), right: lit(3) },
          ],
        },
      ],
    });
    expect(where('(size = 1 OR size = 2) AND NOT (size = 3 AND (size = 4 AND size = 5))')).toEqual({
      type: 'and',
      operands: [
        {
          type: 'or',
          operands: [
            { type: 'compare', op: '=', left: col('size'), right: lit(1) },
            { type: 'compare', op: '=', left: col('size'), right: lit(2) },
          ],
        },
        { type: 'not', operand: { type: 'and', operands: [3, 4, 5].map(n => ({ type: 'compare', op: '=', left: col('size'), right: lit(n) })) } },
      ],
    });
    roundTrip(S('WHERE (size = 1 OR size = 2) AND NOT (size = 3 OR NOT isDeleted)'));
  });

  test('arithmetic keeps precedence and negative numbers', () => {
    expect(where('size > 2 * 1024 + -5')).toEqual({
      type: 'compare',
      op: '>',
      left: col('size'),
      right: { type: 'arith', op: '+', left: { type: 'arith', op: '*', left: lit(2), right: lit(1024) }, right: lit(-5) },
    });
    roundTrip(S('WHERE size - (dupCount - 1) * 2 > 10 / (2 + 3)'));
  });

  test('a boolean column is a condition by itself; TRUE/FALSE literals', () => {
    expect(where('isDeleted')).toEqual(col('isDeleted'));
    expect(where('isDeleted = FALSE')).toEqual({ type: 'compare', op: '=', left: col('isDeleted'), right: lit(false) });
  });
});

describe('display form and machine form give one tree', () => {
  test.each([
    ["name STARTS WITH 'inv'", "name LIKE 'inv%'", { type: 'text', op: 'startsWith', negated: false, operand: col('name'), value: 'inv' }],
    ["name CONTAINS '50%'", "name LIKE '%50\\%%'", { type: 'text', op: 'contains', negated: false, operand: col('name'), value: '50%' }],
    ["name NOT CONTAINS 'x'", "name NOT LIKE '%x%'", { type: 'text', op: 'contains', negated: true, operand: col('name'), value: 'x' }],
    ["name ENDS WITH '.pdf'", "name LIKE '%.pdf'", { type: 'text', op: 'endsWith', negated: false, operand: col('name'), value: '.pdf' }],
    [
      "modifyTime ON '2024-01-05'",
      'modifyTime BETWEEN 1704412800 AND 1704499199',
      { type: 'date', op: 'on', negated: false, operand: col('modifyTime'), from: '2024-01-05' },
    ],
    [
      "modifyTime NOT ON '2024-01-05'",
      'modifyTime NOT BETWEEN 1704412800 AND 1704499199',
      { type: 'date', op: 'on', negated: true, operand: col('modifyTime'), from: '2024-01-05' },
    ],
    [
      "createTime BEFORE '2024-01-01'",
      'createTime < 1704067200',
      { type: 'date', op: 'before', negated: false, operand: col('createTime'), from: '2024-01-01' },
    ],
    ["accessTime AFTER '2024-01-01'", 'accessTime > 1704153599', { type: 'date', op: 'after', negated: false, operand: col('accessTime'), from: '2024-01-01' }],
    [
      "storeTime BETWEEN '2024-01-01' AND '2024-01-31'",
      'storeTime BETWEEN 1704067200 AND 1706745599',
      { type: 'date', op: 'between', negated: false, operand: col('storeTime'), from: '2024-01-01', to: '2024-01-31' },
    ],
    ["modifyTime >= '2024-01-01 12:30:00'", 'modifyTime >= 1704112200', { type: 'compare', op: '>=', left: col('modifyTime'), right: lit(1704112200) }],
    [
      "modifyTime IN ('2024-01-01', '1970-01-02')",
      'modifyTime IN (1704067200, 86400)',
      { type: 'in', negated: false, operand: col('modifyTime'), values: [lit(1704067200), lit(86400)] },
    ],
  ])('%s  ==  %s', (display, machine, expected) => {
    expect(where(display)).toEqual(expected);
    expect(where(machine)).toEqual(expected);
    const ast = parseStatement(S(`WHERE ${display}`));
    expect(printStatement(ast, { form: 'machine' })).toBe(S(`WHERE ${machine}`));
    expect(printStatement(ast, { form: 'display' })).toBe(S(`WHERE ${display}`));
  });

  test('epochs no date literal can write stay numbers in both forms', () => {
    for (const v of [253402300800, 253402300799, -62167219200 - 86400, 1704067200.5]) {
      roundTrip(S(`WHERE modifyTime < ${v} OR modifyTime > ${v} OR modifyTime BETWEEN ${v} AND ${v + 86399}`));
    }
    expect(where('modifyTime < 253402300800')).toMatchObject({ type: 'compare' });
  });

  test('a LIKE pattern with inner wildcards stays LIKE in both forms', () => {
    const ast = roundTrip(S("WHERE name LIKE 'a%b_c'"));
    expect(printStatement(ast)).toContain("LIKE 'a%b_c'");
  });

  test('BEFORE / AFTER a computed date are comparisons', () => {
    expect(where('modifyTime BEFORE DAYS_AGO(30)')).toEqual({
      type: 'compare',
      op: '<',
      left: col('modifyTime'),
      right: { type: 'call', name: 'DAYS_AGO', args: [lit(30)] },
    });
    expect(where("modifyTime AFTER '2024-01-01 10:00:00'")).toEqual({ type: 'compare', op: '>', left: col('modifyTime'), right: lit(1704103200) });
  });
});

describe('functions', () => {
  test.each([
    ['COUNT(*)', { type: 'call', name: 'COUNT', args: [], star: true }],
    ['count(name)', { type: 'call', name: 'COUNT', args: [col('name')] }],
    ['SUM(size)', { type: 'call', name: 'SUM', args: [col('size')] }],
    ['AVG(size)', { type: 'call', name: 'AVG', args: [col('size')] }],
    ['MIN(modifyTime)', { type: 'call', name: 'MIN', args: [col('modifyTime')] }],
    ['MAX(name)', { type: 'call', name: 'MAX', args: [col('name')] }],
    ['YEAR(modifyTime)', { type: 'call', name: 'YEAR', args: [col('modifyTime')] }],
    ['MONTH(createTime)', { type: 'call', name: 'MONTH', args: [col('createTime')] }],
    ['DAY(accessTime)', { type: 'call', name: 'DAY', args: [col('accessTime')] }],
    ['LOWER(name)', { type: 'call', name: 'LOWER', args: [col('name')] }],
    ['UPPER(extension)', { type: 'call', name: 'UPPER', args: [col('extension')] }],
    ['LENGTH(name)', { type: 'call', name: 'LENGTH', args: [col('name')] }],
    ['NOW()', { type: 'call', name: 'NOW', args: [] }],
  ])('%s in the select list', (text, expected) => {
    const ast = roundTrip(`SELECT ${text} AS v FROM STORE('/')`);
    expect(ast.columns[0]).toEqual({ type: 'expr', expr: expected, alias: 'v' });
  });

  test.each(['DAYS_AGO', 'WEEKS_AGO', 'MONTHS_AGO', 'YEARS_AGO'])('%s(n) in a date condition', fn => {
    expect(where(`modifyTime >= ${fn}(3)`)).toEqual({ type: 'compare', op: '>=', left: col('modifyTime'), right: { type: 'call', name: fn, args: [lit(3)] } });
    roundTrip(S(`WHERE modifyTime >= ${fn}(3) AND YEAR(createTime) = 2024 AND LOWER(name) LIKE 'a%' AND LENGTH(name) < 10 AND accessTime < NOW()`));
  });
});

describe('WHICH CONTAIN', () => {
  const content = (text: string) => parseStatement(S(`WHICH CONTAIN ${text}`)).content;
  test('every content operator', () => {
    expect(content("'invoice'")).toEqual({ type: 'word', value: 'invoice' });
    expect(content("PHRASE('credit card')")).toEqual({ type: 'phrase', value: 'credit card' });
    expect(content("NEAR('bank', 'account')")).toEqual({ type: 'near', words: ['bank', 'account'] });
    expect(content("NEAR('bank', 'account', 5)")).toEqual({ type: 'near', words: ['bank', 'account'], distance: 5 });
    expect(content("ANY('a', 'b')")).toEqual({ type: 'any', words: ['a', 'b'] });
    expect(content("all('a', 'b')")).toEqual({ type: 'all', words: ['a', 'b'] });
    expect(content("NONE('x')")).toEqual({ type: 'none', words: ['x'] });
    expect(content("NOT 'secret'")).toEqual({ type: 'not', operand: { type: 'word', value: 'secret' } });
    expect(content("'a' AND CONTAIN 'b' OR NOT ('c' OR PHRASE('d e'))")).toEqual({
      type: 'or',
      operands: [
        {
          type: 'and',
          operands: [
            { type: 'word', value: 'a' },
            { type: 'word', value: 'b' },
          ],
        },
        {
          type: 'not',
          operand: {
            type: 'or',
            operands: [
              { type: 'word', value: 'c' },
              { type: 'phrase', value: 'd e' },
            ],
          },
        },
      ],
    });
    roundTrip(S("WHICH CONTAIN ('a' OR 'b') AND NOT NEAR('x', 'y', 3) AND ALL('p', 'q') AND NONE('z') AND 'inv*'"));
  });
});

describe('forms people type', () => {
  test('double and typographic quotes, block comments, == and a bare STORE name', () => {
    const ast = roundTrip('SELECT name /* shown */ FROM STORE(HOME) WHERE name == "it\'s ""x""" OR name = ‘a’ OR name = “b”');
    expect(ast.store).toBe('HOME');
    expect(ast.where).toEqual({
      type: 'or',
      operands: [
        { type: 'compare', op: '=', left: col('name'), right: lit('it\'s "x"') },
        { type: 'compare', op: '=', left: col('name'), right: lit('a') },
        { type: 'compare', op: '=', left: col('name'), right: lit('b') },
      ],
    });
  });

  test('"name" is the column when a column has that name, else a text', () => {
    expect(where('"Name" = "readme"')).toEqual({ type: 'compare', op: '=', left: col('name'), right: lit('readme') });
    expect(where("'name' = 'readme'")).toEqual({ type: 'compare', op: '=', left: lit('name'), right: lit('readme') });
    expect(parseStatement('SELECT "size" FROM STORE(\'/\') ORDER BY "modifyTime" DESC').orderBy).toEqual([{ expr: col('modifyTime'), direction: 'desc' }]);
  });

  test('sizes, leading dots, numbers and sizes written as text', () => {
    expect(where('size > 1.5KB')).toEqual({ type: 'compare', op: '>', left: col('size'), right: lit(1536) });
    expect(where('size < 2mb')).toMatchObject({ right: lit(2 * 1048576) });
    expect(where('size > .5')).toMatchObject({ right: lit(0.5) });
    expect(where("size > '100'")).toMatchObject({ right: lit(100) });
    expect(where("size <= '1.5 GB'")).toMatchObject({ right: lit(1.5 * 1024 ** 3) });
    roundTrip(S('WHERE size BETWEEN 1KB AND 1EB'));
  });

  test('the date forms of spec 001 §9 and ISO 8601', () => {
    const noon = Date.UTC(2024, 0, 5, 12) / 1000;
    for (const text of [
      "'2024-01-05 12:00:00'",
      "'2024-01-05T12:00:00Z'",
      "'2024-01-05T13:00:00+01:00'",
      "'Fri, Jan 5, 2024, 12:00 PM'",
      "'Jan 5, 2024 12:00'",
    ]) {
      expect(where(`modifyTime = ${text}`)).toEqual({ type: 'compare', op: '=', left: col('modifyTime'), right: lit(noon) });
    }
    const on = { type: 'date', op: 'on', negated: false, operand: col('modifyTime'), from: '2024-01-05' };
    expect(where("modifyTime ON 'Fri, Jan 5, 2024'")).toEqual(on);
    expect(where("modifyTime ON 'January 5, 2024'")).toEqual(on);
    expect(where("modifyTime BETWEEN 'Jan 1, 2024' AND 'Jan 5, 2024'")).toMatchObject({ type: 'date', op: 'between', from: '2024-01-01', to: '2024-01-05' });
  });

  test('NOT before STARTS WITH, ENDS WITH, BEFORE and AFTER; the display form says it in words', () => {
    const ast = roundTrip(
      S("WHERE name NOT STARTS WITH 'a' AND name NOT ENDS WITH 'b' AND modifyTime NOT BEFORE '2024-01-01' AND modifyTime NOT AFTER '2024-02-01'"),
    );
    expect(ast.where).toMatchObject({
      type: 'and',
      operands: [
        { type: 'text', op: 'startsWith', negated: true },
        { type: 'text', op: 'endsWith', negated: true },
        { type: 'not', operand: { type: 'date', op: 'before', from: '2024-01-01' } },
        { type: 'not', operand: { type: 'date', op: 'after', from: '2024-02-01' } },
      ],
    });
    expect(printStatement(ast)).toContain("name NOT STARTS WITH 'a' AND name NOT ENDS WITH 'b'");
  });

  test('aliases without AS and as quoted titles; DISTINCT; LIMIT and OFFSET in either order', () => {
    const ast = roundTrip(`SELECT DISTINCT name n, size AS "Size in bytes", COUNT(DISTINCT extension) AS "from" FROM STORE('/')
      GROUP BY name, size ORDER BY 'Size in bytes' DESC, n OFFSET 5 LIMIT 10`);
    expect(ast.distinct).toBe(true);
    expect(ast.columns.map(c => (c.type === 'expr' ? c.alias : '*'))).toEqual(['n', 'Size in bytes', 'from']);
    expect(ast.columns[2]).toMatchObject({ expr: { type: 'call', name: 'COUNT', distinct: true } });
    expect(ast.orderBy).toEqual([
      { expr: { type: 'alias', name: 'Size in bytes' }, direction: 'desc' },
      { expr: { type: 'alias', name: 'n' }, direction: 'asc' },
    ]);
    expect([ast.limit, ast.offset]).toEqual([10, 5]);
    expect(printStatement(ast)).toContain(`AS 'Size in bytes', COUNT(DISTINCT extension) AS 'from'`);
  });

  test('ORDER BY and GROUP BY a column number name that select item', () => {
    const ast = roundTrip("SELECT extension, COUNT(*) AS files FROM STORE('/') GROUP BY 1 ORDER BY 2 DESC, 1");
    expect(ast.groupBy).toEqual([col('extension')]);
    expect(ast.orderBy).toEqual([
      { expr: { type: 'alias', name: 'files' }, direction: 'desc' },
      { expr: col('extension'), direction: 'asc' },
    ]);
    expect(parseStatement("SELECT * FROM STORE('/') ORDER BY 3").orderBy).toEqual([{ expr: col('name'), direction: 'asc' }]);
  });

  test('ORDER BY … NULLS FIRST / NULLS LAST, in any letter case; NULLS, FIRST and LAST stay usable as names', () => {
    const ast = roundTrip("SELECT name, extension FROM STORE('/') ORDER BY extension DESC NULLS FIRST, osOwner nulls last, size Asc Nulls Last, name");
    expect(ast.orderBy).toEqual([
      { expr: col('extension'), direction: 'desc', nulls: 'first' },
      { expr: col('osOwner'), direction: 'asc', nulls: 'last' },
      { expr: col('size'), direction: 'asc', nulls: 'last' },
      { expr: col('name'), direction: 'asc' },
    ]);
    expect(printStatement(ast)).toContain('ORDER BY extension DESC NULLS FIRST, osOwner ASC NULLS LAST, size ASC NULLS LAST, name ASC');
    // What is not written is not added: the default NULL order stays SQLite's.
    expect(printStatement(parseStatement("SELECT name FROM STORE('/') ORDER BY name"))).not.toContain('NULLS');
    const named = roundTrip(
      "SELECT MAX(modifyTime) AS last, MIN(size) first, COUNT(*) AS nulls FROM STORE('/') GROUP BY extension ORDER BY last DESC NULLS LAST, first, nulls NULLS FIRST",
    );
    expect(named.columns.map(c => (c.type === 'expr' ? c.alias : '*'))).toEqual(['last', 'first', 'nulls']);
    expect(named.orderBy).toEqual([
      { expr: { type: 'alias', name: 'last' }, direction: 'desc', nulls: 'last' },
      { expr: { type: 'alias', name: 'first' }, direction: 'asc' },
      { expr: { type: 'alias', name: 'nulls' }, direction: 'asc', nulls: 'first' },
    ]);
    expect(printStatement(named)).toContain('AS last, MIN(size) AS first, COUNT(*) AS nulls');
    expect(parseStatement("SELECT name FROM STORE('/') ORDER BY 1 NULLS LAST").orderBy).toEqual([{ expr: col('name'), direction: 'asc', nulls: 'last' }]);
  });

  test('extensions compare lower case without the dot', () => {
    expect(where("extension = '.PDF'")).toEqual({ type: 'compare', op: '=', left: col('extension'), right: lit('pdf') });
    expect(where("extension IN ('.Doc', 'TXT')")).toMatchObject({ values: [lit('doc'), lit('txt')] });
  });

  test('a variable holding a day serves ON', () => {
    expect(parseStatement("SET @d = '2024-01-05'; SELECT name FROM STORE('/') WHERE modifyTime ON @d").where).toEqual({
      type: 'date',
      op: 'on',
      negated: false,
      operand: col('modifyTime'),
      from: '2024-01-05',
    });
  });
});
