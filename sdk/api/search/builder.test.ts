import {
  builderToStatement,
  builderToText,
  normalizeBuilder,
  statementToBuilder,
  textFilterToLike,
  likeToTextFilter,
  parseStatement,
  BuilderRuleError,
  type QueryBuilder,
} from './index';

const store = '/data';

describe('text filters', () => {
  test('* and ? become % and _; %, _ and backslash are escaped', () => {
    expect(textFilterToLike('inv*2024?.pdf')).toBe('inv%2024_.pdf');
    expect(textFilterToLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(likeToTextFilter('inv%2024_.pdf')).toBe('inv*2024?.pdf');
    expect(likeToTextFilter('50\\%\\_off')).toBe('50%_off');
    expect(likeToTextFilter('a*b')).toBeNull();
  });
});

const full: QueryBuilder = {
  whereQuery: {
    condition: 'and',
    rules: [
      { field: 'name', operator: 'like', type: 'string', value: 'report*2024?.pdf' },
      { field: 'name', operator: 'like', type: 'string', value: 'inv*' },
      { field: 'name', operator: 'notlike', type: 'string', value: '*.tmp' },
      { field: 'extension', operator: 'equal', type: 'string', value: 'pdf' },
      { field: 'osOwner', operator: 'notequal', type: 'string', value: "o'neil" },
      { field: 'parentPath', operator: 'contains', type: 'string', value: '50%' },
      { field: 'parentPath', operator: 'notcontains', type: 'string', value: 'tmp' },
      {
        condition: 'or',
        rules: [
          { field: 'size', operator: 'greater', type: 'number', value: 1024 },
          { field: 'size', operator: 'less', type: 'number', value: 10 },
          { field: 'dupCount', operator: 'between', type: 'number', value: { first: 1, second: 5 } },
        ],
      },
      { field: 'isDeleted', operator: 'equal', type: 'boolean', value: false },
      { field: 'modifyTime', operator: 'on', type: 'date', value: { mode: 'Exact', first: '2024-03-01' } },
      { field: 'createTime', operator: 'on', type: 'date', value: { mode: 'Exact', first: '2023-01-01', second: '2023-12-31' } },
      { field: 'accessTime', operator: 'less', type: 'date', value: { mode: 'Exact', first: '2020-01-01' } },
      { field: 'storeTime', operator: 'greater', type: 'date', value: { mode: 'Exact', first: '2024-01-01' } },
      { field: 'modifyTime', operator: 'on', type: 'date', value: { mode: 'Relative', first: 30, unit: 'days' } },
      { field: 'createTime', operator: 'on', type: 'date', value: { mode: 'Relative', first: 6, second: 2, unit: 'months' } },
      { field: 'accessTime', operator: 'less', type: 'date', value: { mode: 'Relative', first: 1, unit: 'years' } },
      { field: 'storeTime', operator: 'greater', type: 'date', value: { mode: 'Relative', first: 2, unit: 'weeks' } },
      { field: 'classification', operator: 'equal', type: 'string', value: 'PII' },
      { field: 'confidence', operator: 'greater', type: 'number', value: 0.5 },
    ],
  },
  whichQuery: {
    condition: 'or',
    rules: [
      { field: 'content', operator: 'contains', type: 'content', value: 'invoice' },
      { field: 'content', operator: 'notcontains', type: 'content', value: 'draft' },
      { field: 'content', operator: 'phrase', type: 'content', value: 'credit card' },
      { field: 'content', operator: 'notphrase', type: 'content', value: 'test data' },
      {
        condition: 'and',
        rules: [
          { field: 'content', operator: 'near', type: 'content', value: { words: ['bank', 'account'], distance: 4 } },
          { field: 'content', operator: 'notnear', type: 'content', value: { words: ['sample', 'only'] } },
          { field: 'content', operator: 'any', type: 'content', value: ['iban', 'swift'] },
          { field: 'content', operator: 'notany', type: 'content', value: ['lorem'] },
          { field: 'content', operator: 'all', type: 'content', value: ['name', 'address'] },
          { field: 'content', operator: 'notall', type: 'content', value: ['x', 'y'] },
        ],
      },
    ],
  },
};

describe('builder → statement → AST → builder', () => {
  test('every operator and value kind survives the round trip', () => {
    const text = builderToText(full, { store, columns: ['name', 'size'], orderBy: [{ field: 'size', direction: 'desc' }], limit: 100 });
    expect(text).toContain("name LIKE 'report%2024_.pdf'");
    expect(text).toContain("parentPath LIKE '%50\\%%'");
    expect(text).toContain('modifyTime BETWEEN 1709251200 AND 1709337599');
    expect(text).toContain('createTime BETWEEN MONTHS_AGO(6) AND MONTHS_AGO(2)');
    expect(text).toContain("osOwner != 'o''neil'");
    expect(text).toContain("WHICH CONTAIN 'invoice' OR NOT 'draft' OR PHRASE('credit card')");
    const back = statementToBuilder(parseStatement(text));
    expect(back).not.toBeNull();
    expect(back!.builder).toEqual(normalizeBuilder(full));
    expect(back!.store).toBe(store);
    expect(back!.columns).toEqual(['name', 'size']);
    expect(back!.orderBy).toEqual([{ field: 'size', direction: 'desc' }]);
    expect(back!.limit).toBe(100);
    expect(builderToStatement(back!.builder, back!)).toEqual(parseStatement(text));
  });

  test('display-form statements map to the builder too', () => {
    const ast = parseStatement("SELECT name FROM STORE('/') WHERE name STARTS WITH 'a' AND name ENDS WITH '.doc' AND modifyTime BEFORE '2024-01-01'");
    expect(statementToBuilder(ast)!.builder.whereQuery).toEqual({
      condition: 'and',
      rules: [
        { field: 'name', operator: 'like', type: 'string', value: 'a*' },
        { field: 'name', operator: 'like', type: 'string', value: '*.doc' },
        { field: 'modifyTime', operator: 'less', type: 'date', value: { mode: 'Exact', first: '2024-01-01' } },
      ],
    });
  });

  test('a builder-shaped statement is unchanged by builder → statement', () => {
    const b: QueryBuilder = { whereQuery: { condition: 'and', rules: [] }, whichQuery: { condition: 'and', rules: [] } };
    const ast = builderToStatement(b, { store: 'HOME' });
    expect(ast.where).toBeUndefined();
    expect(ast.content).toBeUndefined();
    expect(ast.orderBy).toEqual([{ expr: { type: 'column', name: 'parentPath' }, direction: 'asc' }]);
    expect(statementToBuilder(ast)!.builder).toEqual(b);
  });

  test('normalizeBuilder merges one-rule and same-condition groups and drops empty ones', () => {
    const rule = { field: 'size', operator: 'equal' as const, type: 'number' as const, value: 1 };
    expect(
      normalizeBuilder({
        whereQuery: {
          condition: 'and',
          rules: [
            { condition: 'or', rules: [rule] },
            { condition: 'and', rules: [rule, rule] },
            { condition: 'or', rules: [] },
          ],
        },
        whichQuery: { condition: 'or', rules: [] },
      }),
    ).toEqual({ whereQuery: { condition: 'and', rules: [rule, rule, rule] }, whichQuery: { condition: 'and', rules: [] } });
  });

  test('statements the builder cannot say give null', () => {
    for (const text of [
      "SELECT extension, COUNT(*) FROM STORE('/') GROUP BY extension",
      "SELECT name FROM STORE('/') WHERE NOT size = 1",
      "SELECT name FROM STORE('/') WHERE size + 1 > 2",
      "SELECT LOWER(name) FROM STORE('/')",
      "SET @a = 1; SELECT name FROM STORE('/')",
      "SELECT name FROM STORE('/') WHICH CONTAIN NOT ANY('a')",
      "SELECT DISTINCT name FROM STORE('/')",
      "SELECT name FROM STORE('/') WHERE modifyTime NOT BEFORE '2024-01-01'",
      "SELECT name FROM STORE('/') ORDER BY extension NULLS LAST",
    ])
      expect(statementToBuilder(parseStatement(text))).toBeNull();
  });

  test('bad rules raise a named error', () => {
    const bad = (rule: object) => () =>
      builderToText({ whereQuery: { condition: 'and', rules: [rule as never] }, whichQuery: { condition: 'and', rules: [] } }, { store });
    expect(bad({ field: 'colour', operator: 'equal', type: 'string', value: 'red' })).toThrow(BuilderRuleError);
    expect(bad({ field: 'size', operator: 'equal', type: 'number', value: 'big' })).toThrow(/a number is needed/);
    expect(bad({ field: 'modifyTime', operator: 'on', type: 'date', value: { mode: 'Relative', first: -1, unit: 'days' } })).toThrow(BuilderRuleError);
    expect(() =>
      builderToText(
        {
          whereQuery: { condition: 'and', rules: [] },
          whichQuery: { condition: 'and', rules: [{ field: 'content', operator: 'near', type: 'content', value: { words: ['a'] } }] },
        },
        { store },
      ),
    ).toThrow(/two words/);
  });
});
