/**
 * The search statement language as people outside the project type it (spec 001 §3, §4, §7, §9), run through
 * POST /database/query and /database/search over a really scanned tree. Every answer is checked against the tree's
 * own model (names, sizes, contents and the times set with utimes), never against the product's output.
 */
import { userInfo } from 'node:os';
import type { QueryResult } from '@fathom/sdk/api/search-wire';
import { CASES } from './search-statements-cases';
import { dayOf, startStatementServer, TRICKY_NAME, utc, type Entry, type StatementServer } from './search-statements-fixture';
import { searchAll, stopScannedServer } from './search-fixture';

let s: StatementServer;
let D: string;
let entries: Entry[];

beforeAll(async () => {
  s = await startStatementServer();
  D = s.dir;
  entries = s.entries;
}, 120_000);
afterAll(() => stopScannedServer(s?.srv, s?.dir));

const fill = (text: string) => text.split('$D').join(D);
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sorted = (xs: string[]) => [...xs].sort(byCode);
const namesOf = (r: { objects: Record<string, unknown>[] }) => r.objects.map(o => o.name as string);
const files = () => entries.filter(e => !e.isDir);
const entry = (name: string) => entries.find(e => e.name === name)!;

async function run(text: string): Promise<QueryResult> {
  const r = await s.root.call<QueryResult>('POST', '/database/query', { select: fill(text), options: { objectLimit: 1000 } });
  if (r.body.status !== 'OK') throw new Error(`${r.status} ${JSON.stringify(r.body.error)} for ${fill(text).slice(0, 300)}`);
  return r.body.data;
}

/** The display form of a statement, as the console shows it after validation. */
async function displayForm(text: string): Promise<string> {
  const r = await s.root.post<{ valid: boolean; statement: string }>('/database/query', { select: fill(text), options: { validate: true } });
  expect(r.valid).toBe(true);
  return r.statement;
}

describe('each statement finds exactly the entries the files say', () => {
  test.each(CASES.map(c => [c.title, c] as const))('%s', async (_title, c) => {
    // A statement counts files; folders only when it names classId.
    const expected = sorted(entries.filter(e => (/\bclassId\b/i.test(c.text) || !e.isDir) && c.expect(e)).map(e => e.name));
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(namesOf(await run(c.text)))).toEqual(expected);
    // The display form parses back to the same search.
    expect(sorted(namesOf(await run(await displayForm(c.text))))).toEqual(expected);
  });
});

describe('columns, aliases, ordering and paging', () => {
  test('every column the spec names, in any order, with its value', async () => {
    const r = await run(`SELECT size, name, parentPath, path, linNativePath, winNativePath, extension, modifyTime, accessTime, createTime,
      storeTime, classId, objectId, instanceId, service, osOwner, permissions, mimeType, dupCount, isDeleted, userTags, storeSize,
      storageCost, retrievalCost, retrievalTime, applianceNodeObjectId, classification, confidence, hitCount, ruleId
      FROM STORE('$D') WHERE name = 'readme'`);
    expect(r.columns.map(c => c.name)).toEqual([
      'size',
      'name',
      'parentPath',
      'path',
      'linNativePath',
      'winNativePath',
      'extension',
      'modifyTime',
      'accessTime',
      'createTime',
      'storeTime',
      'classId',
      'objectId',
      'instanceId',
      'service',
      'osOwner',
      'permissions',
      'mimeType',
      'dupCount',
      'isDeleted',
      'userTags',
      'storeSize',
      'storageCost',
      'retrievalCost',
      'retrievalTime',
      'applianceNodeObjectId',
      'classification',
      'confidence',
      'hitCount',
      'ruleId',
    ]);
    expect(Object.fromEntries(r.columns.map(c => [c.name, c.type]))).toMatchObject({
      size: 'NUMBER',
      name: 'STRING',
      modifyTime: 'DATE',
      createTime: 'DATE',
      storeTime: 'DATE',
    });
    const e = entry('readme');
    expect(r.objects).toHaveLength(1);
    expect(r.objects[0]).toMatchObject({
      size: e.size,
      name: 'readme',
      parentPath: e.parentPath,
      path: e.path,
      linNativePath: e.path,
      winNativePath: e.path.replace(/\//g, '\\'),
      extension: null,
      modifyTime: utc('2024-01-06 00:00:00'),
      accessTime: e.accessTime,
      classId: 'idxobject',
      service: 'docs',
      osOwner: userInfo().username,
      permissions: e.permissions,
      dupCount: 0,
      isDeleted: 0,
      userTags: null,
      storeSize: e.size,
      applianceNodeObjectId: s.collector.objectId,
      classification: null,
    });
    expect(r.objects[0].objectId).toMatch(/^e\d+$/);
    if (e.createTime !== null) expect(r.objects[0].createTime).toBe(e.createTime);
  });

  test('SELECT * gives the default columns; * may be followed by more', async () => {
    const r = await run("SELECT *, size AS bytes FROM STORE('$D') WHERE name = 'notes.md'");
    expect(r.columns.map(c => c.name)).toEqual([
      'objectId',
      'classId',
      'name',
      'parentPath',
      'size',
      'createTime',
      'modifyTime',
      'accessTime',
      'storeTime',
      'service',
      'osOwner',
      'isDeleted',
      'userTags',
      'bytes',
    ]);
    expect(r.objects[0]).toMatchObject({
      name: 'notes.md',
      size: entry('notes.md').size,
      bytes: entry('notes.md').size,
      modifyTime: utc('2024-01-05 23:59:59'),
    });
  });

  test('aliases with AS, without AS, quoted as column titles, and used in ORDER BY', async () => {
    const r = await run(`SELECT name AS "File name", size bytes, modifyTime 'Last change', LENGTH(name) AS len
      FROM STORE('$D') WHERE classId = 'idxobject' ORDER BY bytes DESC, 'File name' LIMIT 4`);
    expect(r.columns.map(c => c.name)).toEqual(['File name', 'bytes', 'Last change', 'len']);
    const expected = files()
      .sort((a, b) => b.size - a.size || byCode(a.name, b.name))
      .slice(0, 4);
    expect(r.objects.map(o => [o['File name'], o.bytes, o['Last change'], o.len])).toEqual(expected.map(e => [e.name, e.size, e.modifyTime, e.name.length]));
  });

  test('ORDER BY several columns ASC and DESC, with LIMIT and OFFSET in either order', async () => {
    const bySizeThenName = files()
      .sort((a, b) => b.size - a.size || byCode(a.name, b.name))
      .map(e => e.name);
    const statement = "SELECT name, size FROM STORE('$D') WHERE classId = 'idxobject' ORDER BY size DESC, name ASC";
    expect(namesOf(await run(`${statement} LIMIT 3 OFFSET 2`))).toEqual(bySizeThenName.slice(2, 5));
    expect(namesOf(await run(`${statement} OFFSET 2 LIMIT 3;`))).toEqual(bySizeThenName.slice(2, 5));
    expect(namesOf(await run(`${statement} OFFSET 4`))).toEqual(bySizeThenName.slice(4));
    expect(namesOf(await run(`${statement} LIMIT 0`))).toEqual([]);
    expect(namesOf(await run(`${statement} LIMIT 5 OFFSET 1000`))).toEqual([]);
    const byTime = files()
      .sort((a, b) => a.modifyTime - b.modifyTime || byCode(b.name, a.name))
      .map(e => e.name);
    expect(namesOf(await run("select name from store('$D') order by modifytime asc, NAME desc"))).toEqual(byTime);
    // Column numbers, as SQL allows.
    expect(namesOf(await run("SELECT name, size FROM STORE('$D') WHERE classId = 'idxobject' ORDER BY 2 DESC, 1 LIMIT 3"))).toEqual(bySizeThenName.slice(0, 3));
  });

  test('ORDER BY … NULLS FIRST / NULLS LAST put the entries without a value first or last, in either direction', async () => {
    const known = (desc: boolean) =>
      files()
        .filter(e => e.extension !== null)
        .sort((a, b) => (desc ? -1 : 1) * byCode(a.extension!, b.extension!) || byCode(a.name, b.name))
        .map(e => e.name);
    const none = sorted(
      files()
        .filter(e => e.extension === null)
        .map(e => e.name),
    );
    expect(none.length).toBeGreaterThan(0);
    const cases: [string, string[]][] = [
      ['extension DESC NULLS FIRST, name', [...none, ...known(true)]],
      ['extension ASC NULLS LAST, name ASC', [...known(false), ...none]],
      ['extension nulls last, name', [...known(false), ...none]],
      ['extension DESC, name', [...known(true), ...none]],
    ];
    for (const [order, expected] of cases) {
      const statement = `SELECT name, extension FROM STORE('$D') ORDER BY ${order}`;
      expect(namesOf(await run(statement))).toEqual(expected);
      const display = await displayForm(statement);
      expect(namesOf(await run(display))).toEqual(expected);
      expect(namesOf(await searchAll(s.root, { query: display }))).toEqual(expected);
    }
    expect(await displayForm("SELECT name FROM STORE('$D') ORDER BY extension nulls last")).toContain('ORDER BY extension ASC NULLS LAST');
  });

  test('COUNT(*) with GROUP BY and HAVING, by name, alias and column number', async () => {
    const groups = new Map<string | null, Entry[]>();
    for (const e of files()) groups.set(e.extension, [...(groups.get(e.extension) ?? []), e]);
    const expected = [...groups]
      .filter(([, es]) => es.length >= 2)
      .map(([ext, es]) => ({ extension: ext, files: es.length, bytes: es.reduce((n, e) => n + e.size, 0) }))
      .sort((a, b) => b.files - a.files || byCode(a.extension ?? '', b.extension ?? ''));
    const r = await run(`SELECT extension, COUNT(*) AS files, SUM(size) AS bytes FROM STORE('$D') WHERE classId = 'idxobject'
      GROUP BY extension HAVING COUNT(*) >= 2 ORDER BY files DESC, extension ASC`);
    expect(r.objects).toEqual(expected);
    const again = await run(
      "SELECT extension, COUNT(*) files, SUM(size) bytes FROM STORE('$D') WHERE classId = 'idxobject' GROUP BY 1 HAVING files > 1 ORDER BY 2 DESC, 1",
    );
    expect(again.objects).toEqual(expected);
    // Files, as every figure of the dashboard counts them; folders when the statement names classId.
    expect((await run("SELECT COUNT(*) AS n FROM STORE('$D')")).objects).toEqual([{ n: files().length }]);
    expect((await run("SELECT COUNT(*) AS n FROM STORE('$D') WHERE classId = 'idxcontainer'")).objects).toEqual([{ n: entries.length - files().length }]);
  });

  test('aggregates over all rows, COUNT(DISTINCT …), SELECT DISTINCT, grouping by a function', async () => {
    const fs = files();
    const r = await run(`SELECT COUNT(DISTINCT extension) AS kinds, MIN(size) AS smallest, MAX(modifyTime) AS newest, AVG(size) AS mean
      FROM STORE('$D') WHERE classId = 'idxobject'`);
    expect(r.objects).toEqual([
      {
        kinds: new Set(fs.map(e => e.extension).filter(x => x !== null)).size,
        smallest: Math.min(...fs.map(e => e.size)),
        newest: Math.max(...fs.map(e => e.modifyTime)),
        mean: fs.reduce((n, e) => n + e.size, 0) / fs.length,
      },
    ]);
    expect(r.columns.find(c => c.name === 'newest')?.type).toBe('DATE');
    const distinct = await run("SELECT DISTINCT extension FROM STORE('$D') ORDER BY 1");
    const exts = [...new Set(fs.map(e => e.extension))];
    expect(distinct.objects.map(o => o.extension)).toEqual([null, ...sorted(exts.filter((x): x is string => x !== null))]);
    const years = await run("SELECT YEAR(modifyTime) AS year, COUNT(*) AS n FROM STORE('$D') GROUP BY year ORDER BY year DESC");
    const count = new Map<number, number>();
    for (const e of fs) {
      const y = Number(dayOf(e.modifyTime).slice(0, 4));
      count.set(y, (count.get(y) ?? 0) + 1);
    }
    expect(years.objects).toEqual([...count].sort((a, b) => b[0] - a[0]).map(([year, n]) => ({ year, n })));
  });

  test('a variable holding columns (the preamble of default columns)', async () => {
    const r = await run("SET @columns = name, size;\nSELECT @columns, modifyTime FROM STORE('$D') WHERE name = 'readme';");
    expect(r.columns.map(c => c.name)).toEqual(['name', 'size', 'modifyTime']);
    expect(r.objects[0]).toMatchObject({ name: 'readme', size: entry('readme').size });
  });

  test('the search endpoint answers the same rows, in the statement order, and groups', async () => {
    const ordered = "SELECT name, size FROM STORE('$D') WHERE classId = 'idxobject' ORDER BY size DESC, name LIMIT 5 OFFSET 1";
    const expected = files()
      .sort((a, b) => b.size - a.size || byCode(a.name, b.name))
      .slice(1, 6)
      .map(e => e.name);
    expect(namesOf(await searchAll(s.root, { query: fill(ordered) }))).toEqual(expected);
    const content = await searchAll(s.root, { query: fill("select name from store('$D') which contains phrase('credit card')") });
    expect(namesOf(content)).toEqual(
      files()
        .filter(e => /credit card/i.test(e.text))
        .map(e => e.name),
    );
    const grouped = await searchAll(s.root, { query: fill("SELECT DISTINCT extension FROM STORE('$D') WHERE extension IS NOT NULL ORDER BY extension") });
    expect(grouped.objects.map((o: { extension: string }) => o.extension)).toEqual(
      sorted([
        ...new Set(
          files()
            .map(e => e.extension)
            .filter((x): x is string => !!x),
        ),
      ]),
    );
    const bySelect = await searchAll(s.root, { query: { queryMode: 'bySELECT', value: fill("SELECT name FROM STORE('$D') WHERE name = 'readme'") } });
    expect(namesOf(bySelect)).toEqual(['readme']);
  });
});

/** Malformed statements and where the error is: at `marker` (plus `shift` characters), or at the end for null. */
const MALFORMED: [string, string, string | null, number][] = [
  ['a missing value at the end', "SELECT name FROM STORE('$D') WHERE size >", null, 0],
  ['an unknown column on the third line', "SELECT name\nFROM STORE('$D')\n  WHERE colour = 'red'", 'colour', 0],
  ['an unterminated quote', "SELECT name FROM STORE('$D') WHERE name = 'abc", "'abc", 0],
  ['a missing select list', "SELECT FROM STORE('$D')", 'FROM', 0],
  ['a missing FROM', "SELECT name STORE('$D')", 'STORE', 0],
  ['an unclosed parenthesis', "SELECT name FROM STORE('$D') WHERE (size > 1", null, 0],
  ['a text for a number', "SELECT name FROM STORE('$D') WHERE size = 'big'", "'big'", 0],
  ['a number for a text', "SELECT name FROM STORE('$D') WHERE name = 5", '5', 0],
  ['a day that does not exist', "SELECT name FROM STORE('$D') WHERE modifyTime ON '2024-02-30'", "'2024-02-30'", 0],
  ['a date that is not a date', "SELECT name FROM STORE('$D') WHERE modifyTime > 'yesterday'", "'yesterday'", 0],
  ['the wrong weekday', "SELECT name FROM STORE('$D') WHERE modifyTime ON 'Sat, Jan 5, 2024'", "'Sat", 0],
  ['a size with a space before its unit', "SELECT name FROM STORE('$D') WHERE size > 10 KB", 'KB', 0],
  ['an aggregate in WHERE', "SELECT name FROM STORE('$D') WHERE COUNT(*) > 1", 'COUNT', 0],
  ['HAVING without groups', "SELECT name FROM STORE('$D') HAVING size > 1", 'HAVING', 0],
  ['HAVING without groups on a later line', "SELECT name\nFROM STORE('$D')\nWHERE size > 1\n  HAVING NOT isDeleted AND size > 1", 'HAVING', 0],
  ['an aggregate in ORDER BY without groups', "SELECT name FROM STORE('$D') ORDER BY COUNT(*)", 'COUNT', 0],
  ['an aggregate inside an ORDER BY expression', "SELECT name FROM STORE('$D') ORDER BY name, size / COUNT(*)", 'COUNT', 0],
  ['an aggregate held in a variable, used in WHERE', "SET @most = MAX(size);\nSELECT name FROM STORE('$D')\nWHERE size = @most", '= @most', 2],
  ['GROUP BY an aggregate alias', "SELECT COUNT(*) AS n FROM STORE('$D') GROUP BY n", 'BY n', 3],
  ['ORDER BY a column number out of range', "SELECT name FROM STORE('$D') ORDER BY 3", '3', 0],
  ['a fractional LIMIT', "SELECT name FROM STORE('$D') LIMIT 1.5", '1.5', 0],
  ['a negative LIMIT', "SELECT name FROM STORE('$D') LIMIT -1", '-', 0],
  ['a LIMIT too large to hold', "SELECT name FROM STORE('$D') LIMIT 99999999999999999999", '99999999999999999999', 0],
  ['a number too large to hold', "SELECT name FROM STORE('$D') WHERE size > 1e400", '1e400', 0],
  ['an empty content word', "SELECT name FROM STORE('$D') WHICH CONTAIN ''", "''", 0],
  ['NEAR with one word', "SELECT name FROM STORE('$D') WHICH CONTAIN NEAR('x')", "'x'", 0],
  ['an unknown content function', "SELECT name FROM STORE('$D') WHICH CONTAIN MAYBE('x')", 'MAYBE', 0],
  ['a variable not set', "SELECT @nope FROM STORE('$D')", '@nope', 0],
  ['a variable holding no date', "SET @d = 'soon'; SELECT name FROM STORE('$D') WHERE modifyTime > @d", '> @d', 2],
  ['an empty IN list', "SELECT name FROM STORE('$D') WHERE name IN ()", '()', 1],
  ['a stray character', "SELECT name FROM STORE('$D') WHERE size > 1 # 2", '#', 0],
  ['two semicolons', "SELECT name FROM STORE('$D');;", ';;', 1],
  ['NULLS without FIRST or LAST', "SELECT name FROM STORE('$D') ORDER BY name NULLS LOW", 'LOW', 0],
  ['NULLS before the direction', "SELECT name FROM STORE('$D') ORDER BY name NULLS LAST DESC", 'DESC', 0],
  ['parentheses nested too deep', `SELECT name FROM STORE('$D') WHERE ${'('.repeat(200)}size > 1${')'.repeat(200)}`, 'WHERE (', 6 + 64],
  ['NOT repeated too often', `SELECT name FROM STORE('$D') WHERE ${'NOT '.repeat(200)}isDeleted`, 'NOT', 64 * 4],
  ['an arithmetic chain too long', `SELECT name FROM STORE('$D') WHERE size > ${Array(200).fill('1').join(' + ')}`, '> 1', 2 + 64 * 4 + 2],
];

/** Line and 1-based column of `marker` (first occurrence) plus `shift`, or just past the end of the text. */
function positionOf(text: string, marker: string | null, shift: number): { line: number; column: number } {
  // Found in the text before $D is filled in, so the folder's random name cannot hold the marker.
  const index = marker === null ? text.length : text.indexOf(marker);
  if (index < 0) throw new Error(`marker ${marker} not in ${text}`);
  const before = fill(text.slice(0, index + shift)).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

describe("malformed statements answer 'Query validation error.' with the line and column", () => {
  test.each(MALFORMED)('%s', async (_title, text, marker, shift) => {
    const where = positionOf(text, marker, shift);
    const viaQuery = await s.root.call('POST', '/database/query', { select: fill(text) });
    expect(viaQuery.status).toBe(400);
    expect(viaQuery.body).toMatchObject({ status: 'error', error: { name: 'QueryValidationError', message: 'Query validation error.', detail: where } });
    const detail = (viaQuery.body as { error: { detail: { expected: string; found: string } } }).error.detail;
    expect(detail.expected.length).toBeGreaterThan(0);
    expect(detail.found.length).toBeGreaterThan(0);
    // The same answer when a search starts, and when the console validates as the user types.
    const viaSearch = await s.root.call('POST', '/database/search', { query: fill(text) });
    expect(viaSearch.body).toEqual(viaQuery.body);
    const viaValidate = await s.root.call('POST', '/database/query', { select: fill(text), options: { validate: true } });
    expect(viaValidate.body).toEqual(viaQuery.body);
  });

  test('more values than SQLite can bind is a validation error, not a failure', async () => {
    const text = `SELECT name FROM STORE('$D') WHERE ${Array.from({ length: 33000 }, (_, i) => `size = ${i}`).join(' OR ')}`;
    const r = await s.root.call('POST', '/database/query', { select: fill(text) });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: { name: 'QueryValidationError', message: 'Query validation error.', detail: { line: 1, column: 1 } } });
  });

  test('no prefix of a statement makes the server fail', async () => {
    const text = fill(`SET @d = '2024-01-05'; SELECT DISTINCT name AS n, COUNT(*) c FROM STORE('$D') WHERE (size BETWEEN 1KB AND 2 OR name NOT LIKE 'a\\_%')
      AND modifyTime NOT ON @d WHICH CONTAIN NEAR("a", "b", 3) OR NOT 'x' GROUP BY 1 HAVING c > 0 ORDER BY 2 DESC LIMIT 5 OFFSET 1;`);
    for (let i = 1; i <= text.length; i++) {
      const r = await s.root.call('POST', '/database/query', { select: text.slice(0, i) });
      expect([r.status, text.slice(0, i)]).toEqual([r.body.status === 'OK' ? 200 : 400, text.slice(0, i)]);
      if (r.body.status !== 'OK') expect(r.body.error.name).toBe('QueryValidationError');
    }
  }, 60_000);
});

test('values never reach the SQL text: the index is intact after every statement above', async () => {
  const drop = `SELECT name FROM STORE('$D') WHERE name = 'x''; DROP TABLE idx_entries; --' OR name = '${TRICKY_NAME.replace(/'/g, "''")}'`;
  expect(namesOf(await run(drop))).toEqual([TRICKY_NAME]);
  expect((await run("SELECT COUNT(*) AS n FROM STORE('$D')")).objects).toEqual([{ n: files().length }]);
});
