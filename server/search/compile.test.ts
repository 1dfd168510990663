import type { Store } from '../store/db';
import { DISCOVER_MAX_RESULTS, parseStatement } from '@fathom/sdk/api/search/index';
import { compileStatement, explain, prepareSearch, type CompileOptions } from './compile';
import { DAY0, generateEntries, openTestIndex, type TestEntry } from './test-index';

const entries = generateEntries(1500);
let store: Store;
beforeAll(async () => {
  store = await openTestIndex(entries);
});
afterAll(async () => {
  await store.close();
});

const ALL: CompileOptions = { scope: { all: true } };
const liveEntries = entries.filter(e => e.is_deleted === 0);
/** What a statement counts unless it names classId: files. */
const live = liveEntries.filter(e => e.class_id === 'idxobject');

async function ids(text: string, options: CompileOptions = ALL): Promise<number[]> {
  const { query } = compileStatement(parseStatement(text), { ...options, db: store.db });
  const rows = await query.execute();
  return rows.map(r => Number(String(r.objectId).slice(1))).sort((a, b) => a - b);
}
const idsOf = (list: TestEntry[]) => list.map(e => e.entry_id).sort((a, b) => a - b);
const Q = (where: string) => `SELECT objectId FROM STORE('/') WHERE ${where}`;
/** SQLite LIKE: case-insensitive for ASCII. */
const lower = (s: string | null) => (s ?? '').toLowerCase();

describe('conditions on entry columns match the same filter done in JavaScript', () => {
  test('name patterns: LIKE with % and _, STARTS WITH, ENDS WITH, CONTAINS (with a literal %)', async () => {
    expect(await ids(Q("name LIKE 'report-1_.pdf'"))).toEqual(idsOf(live.filter(e => /^report-1.\.pdf$/.test(lower(e.name)))));
    expect(await ids(Q("name STARTS WITH 'inv'"))).toEqual(idsOf(live.filter(e => lower(e.name).startsWith('inv'))));
    expect(await ids(Q("name ENDS WITH '.PDF'"))).toEqual(idsOf(live.filter(e => lower(e.name).endsWith('.pdf'))));
    expect(await ids(Q("name CONTAINS '50%'"))).toEqual(idsOf(live.filter(e => e.name.includes('50%'))));
    expect(await ids(Q("name LIKE 'a\\_b%'"))).toEqual(idsOf(live.filter(e => lower(e.name).startsWith('a_b'))));
    expect(await ids(Q("name NOT CONTAINS 'o'"))).toEqual(idsOf(live.filter(e => !lower(e.name).includes('o'))));
  });

  test('size and date ranges', async () => {
    const day = (s: string) => Date.parse(`${s}T00:00:00Z`) / 1000;
    expect(await ids(Q('size BETWEEN 1000000 AND 2000000 AND modifyTime >= DAYS_AGO(30)'), { ...ALL, now: DAY0 })).toEqual(
      idsOf(live.filter(e => e.size >= 1e6 && e.size <= 2e6 && e.modify_time !== null && e.modify_time >= DAY0 - 30 * 86400)),
    );
    expect(await ids(Q("modifyTime BETWEEN '2023-06-01' AND '2023-06-30'"))).toEqual(
      idsOf(live.filter(e => e.modify_time !== null && e.modify_time >= day('2023-06-01') && e.modify_time < day('2023-07-01'))),
    );
    expect(await ids(Q('modifyTime BETWEEN 1685577600 AND 1688169599'))).toEqual(await ids(Q("modifyTime BETWEEN '2023-06-01' AND '2023-06-30'")));
    expect(await ids(Q("storeTime ON '2024-01-02'"))).toEqual(idsOf(live.filter(e => e.store_time >= day('2024-01-02') && e.store_time < day('2024-01-03'))));
    expect(await ids(Q("createTime BEFORE '2022-01-01'"))).toEqual(idsOf(live.filter(e => e.create_time !== null && e.create_time < day('2022-01-01'))));
    expect(await ids(Q("accessTime AFTER '2023-12-30'"))).toEqual(idsOf(live.filter(e => e.access_time !== null && e.access_time >= day('2023-12-31'))));
    expect(await ids(Q('size > 1024 * 1024 * 4'))).toEqual(idsOf(live.filter(e => e.size > 4 * 1024 * 1024)));
    expect(await ids(Q('YEAR(createTime) = 2022'))).toEqual(
      idsOf(live.filter(e => e.create_time !== null && new Date(e.create_time * 1000).getUTCFullYear() === 2022)),
    );
    expect(await ids(Q('modifyTime < MONTHS_AGO(6)'), { ...ALL, now: DAY0 })).toEqual(
      idsOf(live.filter(e => e.modify_time !== null && e.modify_time < Date.UTC(2023, 6, 1) / 1000)),
    );
  });

  test('IN, IS NULL, NOT, AND/OR precedence, functions, !=', async () => {
    expect(await ids(Q("extension IN ('pdf', 'txt') OR osOwner IS NULL AND size < 1000000"))).toEqual(
      idsOf(live.filter(e => ['pdf', 'txt'].includes(e.extension ?? '') || (e.os_owner === null && e.size < 1e6))),
    );
    expect(await ids(Q("NOT (extension NOT IN ('pdf') OR extension IS NULL)"))).toEqual(idsOf(live.filter(e => e.extension === 'pdf')));
    expect(await ids(Q("osOwner = 'o''neil' AND LENGTH(name) > 12 AND UPPER(extension) = 'DOCX'"))).toEqual(
      idsOf(live.filter(e => e.os_owner === "o'neil" && e.name.length > 12 && e.extension === 'docx')),
    );
    expect(await ids(Q("classId = 'idxcontainer' AND userTags CONTAINS 'legal'"))).toEqual(
      idsOf(liveEntries.filter(e => e.class_id === 'idxcontainer' && (e.user_tags ?? '').includes('legal'))),
    );
    expect(await ids(Q("osOwner != 'bob'"))).toEqual(idsOf(live.filter(e => e.os_owner !== null && e.os_owner !== 'bob')));
  });

  test('deleted entries are left out unless the statement asks about isDeleted', async () => {
    expect(await ids("SELECT objectId FROM STORE('/')")).toEqual(idsOf(live));
    expect(await ids(Q('isDeleted = TRUE'))).toEqual(idsOf(entries.filter(e => e.is_deleted === 1 && e.class_id === 'idxobject')));
    expect(await ids(Q('isDeleted'))).toEqual(idsOf(entries.filter(e => e.is_deleted === 1 && e.class_id === 'idxobject')));
  });

  test('a statement counts files, as the dashboard does; folders only when it names classId', async () => {
    const count = async (text: string) => Number(Object.values((await compileStatement(parseStatement(text), { ...ALL, db: store.db }).query.execute())[0])[0]);
    expect(await count("SELECT COUNT(*) FROM STORE('/')")).toBe(live.length);
    expect(await count("SELECT COUNT(*) FROM STORE('/') WHERE classId = 'idxcontainer'")).toBe(liveEntries.filter(e => e.class_id === 'idxcontainer').length);
    expect(await count("SELECT COUNT(*) FROM STORE('/') WHERE classId IN ('idxobject', 'idxcontainer')")).toBe(liveEntries.length);
  });

  test('variables are values and column lists', async () => {
    const { query } = compileStatement(
      parseStatement(`SET @cols = objectId, size AS bytes; SET @since = '2023-06-01';
      SELECT @cols FROM STORE('/') WHERE modifyTime >= @since ORDER BY bytes DESC LIMIT 3`),
      { ...ALL, db: store.db },
    );
    const rows = await query.execute();
    const expected = live
      .filter(e => e.modify_time !== null && e.modify_time >= Date.UTC(2023, 5, 1) / 1000)
      .sort((a, b) => b.size - a.size)
      .slice(0, 3);
    expect(rows).toEqual(expected.map(e => ({ objectId: `e${e.entry_id}`, bytes: e.size })));
  });
});

describe('classifications', () => {
  const has = (e: TestEntry, f: (c: TestEntry['classifications'][number]) => boolean) => e.classifications.some(f);
  test('conditions of one AND speak of the same classification', async () => {
    expect(await ids(Q("classification = 'PII' AND confidence > 0.8"))).toEqual(
      idsOf(live.filter(e => has(e, c => c.classification === 'PII' && c.confidence > 0.8))),
    );
    expect(await ids(Q("classification = 'PII' OR confidence > 0.95"))).toEqual(
      idsOf(live.filter(e => has(e, c => c.classification === 'PII') || has(e, c => c.confidence > 0.95))),
    );
  });
  test('negations mean "no classification matches"', async () => {
    expect(await ids(Q("classification != 'PII'"))).toEqual(idsOf(live.filter(e => !has(e, c => c.classification === 'PII'))));
    expect(await ids(Q("NOT classification IN ('PII', 'PCI')"))).toEqual(idsOf(live.filter(e => !has(e, c => ['PII', 'PCI'].includes(c.classification)))));
    expect(await ids(Q('classification IS NULL'))).toEqual(idsOf(live.filter(e => e.classifications.length === 0)));
    expect(await ids(Q('classification IS NOT NULL AND size > 4000000'))).toEqual(idsOf(live.filter(e => e.classifications.length > 0 && e.size > 4e6)));
  });
  test('selected classification columns summarise each entry', async () => {
    const { query } = compileStatement(
      parseStatement("SELECT objectId, classification, confidence, hitCount FROM STORE('/') WHERE classification STARTS WITH 'P'"),
      { ...ALL, db: store.db },
    );
    const rows = await query.execute();
    const byId = new Map(entries.map(e => [`e${e.entry_id}`, e]));
    expect(rows.length).toBe(live.filter(e => has(e, c => c.classification.startsWith('P'))).length);
    for (const row of rows) {
      const e = byId.get(String(row.objectId))!;
      expect(row.classification).toBe([...new Set(e.classifications.map(c => c.classification))].sort().join(';'));
      expect(row.confidence).toBeCloseTo(Math.max(...e.classifications.map(c => c.confidence)));
      expect(row.hitCount).toBe(e.classifications.reduce((s, c) => s + c.hit_count, 0));
    }
  });
  test('an aggregate over a classification column in HAVING speaks of the group (no SQL error)', async () => {
    const { query } = compileStatement(
      parseStatement(`SELECT extension, COUNT(*) AS files, MAX(confidence) AS best FROM STORE('/')
      GROUP BY extension HAVING MAX(confidence) > 0.9 AND COUNT(*) > 1 ORDER BY extension NULLS FIRST`),
      { ...ALL, db: store.db },
    );
    const groups = new Map<string | null, TestEntry[]>();
    for (const e of live) groups.set(e.extension, [...(groups.get(e.extension) ?? []), e]);
    const best = (es: TestEntry[]) => Math.max(...es.flatMap(e => e.classifications.map(c => c.confidence)));
    const expected = [...groups]
      .filter(([, es]) => best(es) > 0.9 && es.length > 1)
      .sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : a < b ? -1 : 1))
      .map(([extension, es]) => ({ extension, files: es.length, best: best(es) }));
    expect(expected.length).toBeGreaterThan(0);
    expect(await query.execute()).toEqual(expected);
  });

  test('GROUP BY classification counts files per classification, unclassified as NULL', async () => {
    const { query } = compileStatement(
      parseStatement("SELECT classification, COUNT(*) AS files FROM STORE('/') WHERE classId = 'idxobject' GROUP BY classification ORDER BY classification"),
      { ...ALL, db: store.db },
    );
    const rows = await query.execute();
    const counts = new Map<string | null, number>();
    for (const e of live.filter(x => x.class_id === 'idxobject')) {
      const names = [...new Set(e.classifications.map(c => c.classification))];
      for (const n of names.length ? names : [null]) counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    expect(rows).toEqual(
      [...counts.entries()]
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
        .sort((a, b) => (a[0] === null ? -1 : b[0] === null ? 1 : 0))
        .map(([classification, files]) => ({ classification, files })),
    );
  });
});

describe('content conditions (FTS5)', () => {
  const words = (e: TestEntry) => (e.text ?? '').split(' ');
  const hasWord = (e: TestEntry, w: string) => words(e).includes(w);
  const near = (e: TestEntry, a: string, b: string, d: number) => {
    const ws = words(e);
    return ws.some((x, i) => x === a && ws.some((y, j) => y === b && Math.abs(i - j) - 1 <= d));
  };
  const C = (content: string) => `SELECT objectId FROM STORE('/') WHICH CONTAIN ${content}`;
  test.each([
    ["'invoice'", (e: TestEntry) => hasWord(e, 'invoice')],
    ["'INV*'", (e: TestEntry) => words(e).some(w => w.startsWith('inv'))],
    ["PHRASE('credit card')", (e: TestEntry) => (e.text ?? '').includes('credit card')],
    ["NEAR('bank', 'iban', 1)", (e: TestEntry) => near(e, 'bank', 'iban', 1)],
    ["ANY('swift', 'salary')", (e: TestEntry) => hasWord(e, 'swift') || hasWord(e, 'salary')],
    ["ALL('swift', 'salary', 'draft')", (e: TestEntry) => ['swift', 'salary', 'draft'].every(w => hasWord(e, w))],
    ["'bank' AND NONE('secret', 'draft')", (e: TestEntry) => hasWord(e, 'bank') && !hasWord(e, 'secret') && !hasWord(e, 'draft')],
    ["NOT 'report'", (e: TestEntry) => !hasWord(e, 'report')],
    [
      "'holiday' OR NOT ANY('bank', 'card', 'iban', 'meeting')",
      (e: TestEntry) => hasWord(e, 'holiday') || !['bank', 'card', 'iban', 'meeting'].some(w => hasWord(e, w)),
    ],
    [
      "('contract' OR 'salary') AND NOT PHRASE('secret report')",
      (e: TestEntry) => (hasWord(e, 'contract') || hasWord(e, 'salary')) && !(e.text ?? '').includes('secret report'),
    ],
  ])('%s', async (content, keep) => {
    expect(await ids(C(content))).toEqual(idsOf(live.filter(keep)));
  });
  test('content and WHERE combine', async () => {
    expect(await ids("SELECT objectId FROM STORE('/') WHERE extension = 'pdf' WHICH CONTAIN 'secret'")).toEqual(
      idsOf(live.filter(e => e.extension === 'pdf' && hasWord(e, 'secret'))),
    );
  });
});

describe('grouping, ordering, paging and result columns', () => {
  test('GROUP BY with aggregates and HAVING', async () => {
    const { query, columns } = compileStatement(
      parseStatement(`SELECT extension, COUNT(*) AS files, SUM(size) AS bytes, MAX(size), AVG(size) AS mean
      FROM STORE('/') WHERE classId = 'idxobject' GROUP BY extension HAVING COUNT(*) > 10 ORDER BY bytes DESC`),
      { ...ALL, db: store.db },
    );
    expect(columns).toEqual([
      { name: 'extension', type: 'STRING', caption: 'Extension' },
      { name: 'files', type: 'NUMBER', caption: 'files' },
      { name: 'bytes', type: 'NUMBER', caption: 'bytes' },
      { name: 'MAX(size)', type: 'NUMBER', caption: 'MAX(size)' },
      { name: 'mean', type: 'NUMBER', caption: 'mean' },
    ]);
    const groups = new Map<string | null, TestEntry[]>();
    for (const e of live.filter(x => x.class_id === 'idxobject')) groups.set(e.extension, [...(groups.get(e.extension) ?? []), e]);
    const expected = [...groups.entries()]
      .filter(([, l]) => l.length > 10)
      .map(([extension, l]) => ({
        extension,
        files: l.length,
        bytes: l.reduce((s, e) => s + e.size, 0),
        'MAX(size)': Math.max(...l.map(e => e.size)),
        mean: l.reduce((s, e) => s + e.size, 0) / l.length,
      }))
      .sort((a, b) => b.bytes - a.bytes);
    const rows = await query.execute();
    expect(rows.map(r => ({ ...r, mean: Number((r.mean as number).toFixed(6)) }))).toEqual(expected.map(r => ({ ...r, mean: Number(r.mean.toFixed(6)) })));
  });

  test('IF gives a value per row by a condition: conditional sums and buckets', async () => {
    const { query, columns } = compileStatement(
      parseStatement(`SELECT IF(size > 1000, 'large', 'small') AS bucket, COUNT(*) AS files, SUM(IF(dupCount > 1, size, 0)) AS dupBytes
      FROM STORE('/') GROUP BY 1 ORDER BY bucket`),
      { ...ALL, db: store.db },
    );
    expect(columns.map(c => [c.name, c.type])).toEqual([
      ['bucket', 'STRING'],
      ['files', 'NUMBER'],
      ['dupBytes', 'NUMBER'],
    ]);
    const expected = (['large', 'small'] as const)
      .map(bucket => {
        const l = live.filter(e => (e.size > 1000 ? 'large' : 'small') === bucket);
        return { bucket, files: l.length, dupBytes: l.reduce((s, e) => s + ((e.dup_count ?? 0) > 1 ? e.size : 0), 0) };
      })
      .filter(r => r.files > 0);
    expect(await query.execute()).toEqual(expected);
    expect(() => parseStatement(`SELECT IF(size > 1, 'x', 2) FROM STORE('/')`)).toThrow('Query validation error.');
    expect(() => parseStatement(`SELECT IF(name, 1, 2) FROM STORE('/')`)).toThrow('Query validation error.');
  });

  test('ORDER BY, LIMIT and OFFSET page through the same order', async () => {
    const sorted = [...live].sort((a, b) => b.size - a.size || a.entry_id - b.entry_id);
    const page = async (offset: number) =>
      await compileStatement(parseStatement(`SELECT objectId, size FROM STORE('/') ORDER BY size DESC, objectId ASC LIMIT 25 OFFSET ${offset}`), {
        ...ALL,
        db: store.db,
      }).query.execute();
    expect((await page(50)).map(r => r.size)).toEqual(sorted.slice(50, 75).map(e => e.size));
    const { query } = compileStatement(parseStatement("SELECT objectId FROM STORE('/') ORDER BY size OFFSET 10"), { ...ALL, db: store.db });
    expect((await query.execute()).length).toBe(live.length - 10);
    const capped = compileStatement(parseStatement("SELECT objectId FROM STORE('/') LIMIT 500"), { ...ALL, db: store.db, maxRows: 40 });
    expect((await capped.query.execute()).length).toBe(40);
    const uncapped = compileStatement(parseStatement("SELECT objectId FROM STORE('/')"), { ...ALL, db: store.db, maxRows: DISCOVER_MAX_RESULTS });
    expect((await uncapped.query.execute()).length).toBe(live.length);
  });

  test('NULLS FIRST / NULLS LAST place the entries without a value, whatever the direction', async () => {
    const order = async (text: string) =>
      (
        await compileStatement(parseStatement(`SELECT objectId, extension FROM STORE('/') ORDER BY ${text}, objectId`), {
          ...ALL,
          db: store.db,
        }).query.execute()
      ).map(r => r.extension as string | null);
    const exts = (nullsFirst: boolean, desc: boolean) => {
      const values = [...live].sort((a, b) => a.entry_id - b.entry_id).map(e => e.extension);
      const known = values.filter((x): x is string => x !== null).sort((a, b) => (desc ? -1 : 1) * (a < b ? -1 : a > b ? 1 : 0));
      const nulls = values.filter(x => x === null);
      expect(nulls.length).toBeGreaterThan(0);
      return nullsFirst ? [...nulls, ...known] : [...known, ...nulls];
    };
    expect(await order('extension ASC NULLS LAST')).toEqual(exts(false, false));
    expect(await order('extension DESC NULLS FIRST')).toEqual(exts(true, true));
    expect(await order('extension NULLS FIRST')).toEqual(exts(true, false));
    expect(await order('extension DESC NULLS LAST')).toEqual(exts(false, true));
    // Unsaid, SQLite's order: NULL first ascending, last descending.
    expect(await order('extension')).toEqual(exts(true, false));
    expect(await order('extension DESC')).toEqual(exts(false, true));
    expect(explain(parseStatement("SELECT name FROM STORE('/') ORDER BY extension DESC NULLS FIRST, name NULLS LAST")).sql).toContain(
      'order by "e"."extension" desc nulls first, "e"."name" asc nulls last',
    );
  });

  test('SELECT * gives the default columns with wire types; path and costs are computed', async () => {
    const { columns } = compileStatement(parseStatement("SELECT * FROM STORE('/')"), ALL);
    expect(columns.map(c => `${c.name}:${c.type}`)).toEqual([
      'objectId:STRING',
      'classId:STRING',
      'name:STRING',
      'parentPath:STRING',
      'size:NUMBER',
      'createTime:DATE',
      'modifyTime:DATE',
      'accessTime:DATE',
      'storeTime:DATE',
      'service:STRING',
      'osOwner:STRING',
      'isDeleted:NUMBER',
      'userTags:STRING',
    ]);
    const costs = { default: { storeCost: 0.5, accessCost: 0.1, accessDelay: 2, accessRate: 10 }, services: { cloud: { storeCost: 2 } } };
    const { query } = compileStatement(
      parseStatement("SELECT objectId, path, winNativePath, storageCost, retrievalCost, retrievalTime FROM STORE('/') WHERE size > 0"),
      { ...ALL, costs, db: store.db },
    );
    const rows = await query.execute();
    const byId = new Map(entries.map(e => [`e${e.entry_id}`, e]));
    for (const r of rows.slice(0, 50)) {
      const e = byId.get(String(r.objectId))!;
      const path = e.parent_path === '/' ? `/${e.name}` : `${e.parent_path}/${e.name}`;
      const mb = e.size / 1048576;
      expect(r).toEqual({
        objectId: r.objectId,
        path,
        winNativePath: path.replace(/\//g, '\\'),
        storageCost: expect.closeTo(mb * (e.service === 'cloud' ? 2 : 0.5), 6),
        retrievalCost: expect.closeTo(mb * 0.1, 6),
        retrievalTime: expect.closeTo(2 + mb / 10, 6),
      });
    }
  });
});

describe('scope and STORE', () => {
  beforeAll(() => {
    const ins = store.sqlite.prepare(
      "INSERT INTO objects (object_id, parent_id, name, class_id, tags, client_id, path_ids, created_at, updated_at) VALUES (?, ?, ?, ?, '{}', NULL, ?, 0, 0)",
    );
    ins.run('org', null, 'Org', 'orgunit', '/org/');
    ins.run('n1', 'org', 'Collector 1', 'agent', '/org/n1/');
    ins.run('n2', 'org', 'Collector 2', 'agent', '/org/n2/');
    ins.run('n3', null, 'Elsewhere', 'agent', '/n3/');
  });
  test('the permission scope restricts by collector node and by path subtree; an empty scope sees nothing', async () => {
    expect(await ids("SELECT objectId FROM STORE('/')", { scope: { nodeIds: ['n1', 'n3'] } })).toEqual(idsOf(live.filter(e => e.node_id !== 'n2')));
    expect(await ids("SELECT objectId FROM STORE('/')", { scope: { paths: [{ path: '/data/finance', nodeId: 'n2' }, { path: '/home/alice/' }] } })).toEqual(
      idsOf(live.filter(e => (e.node_id === 'n2' && e.parent_path.startsWith('/data/finance')) || e.parent_path.startsWith('/home/alice'))),
    );
    expect(await ids("SELECT objectId FROM STORE('/')", { scope: {} })).toEqual([]);
    expect(await ids("SELECT objectId FROM STORE('/')", { scope: { nodeIds: [] } })).toEqual([]);
  });
  test('STORE paths, tree nodes, HOME and index directories', async () => {
    const run = async (text: string, homeId?: string, scope: CompileOptions['scope'] = { all: true }) =>
      (await (await prepareSearch(store.db, text, { scope, homeId })).query.execute()).map(r => Number(String(r.objectId).slice(1))).sort((a, b) => a - b);
    expect(await run("SELECT objectId FROM STORE('/data/finance')")).toEqual(
      idsOf(live.filter(e => e.parent_path === '/data/finance' || e.parent_path.startsWith('/data/finance/'))),
    );
    expect(await run("SELECT objectId FROM STORE('/data/fin')")).toEqual([]);
    expect(await run("SELECT objectId FROM STORE('org')")).toEqual(idsOf(live.filter(e => e.node_id !== 'n3')));
    expect(await run("SELECT objectId FROM STORE('HOME')", 'n3')).toEqual(idsOf(live.filter(e => e.node_id === 'n3')));
    expect(await run("SELECT objectId FROM STORE('org')", undefined, { nodeIds: ['n2', 'n3'] })).toEqual(idsOf(live.filter(e => e.node_id === 'n2')));
    store.sqlite
      .prepare(
        "INSERT INTO idx_entries (entry_id, node_id, service, class_id, name, parent_path, size, store_time) VALUES (900001, 'n1', 'share', 'idxcontainer', 'finance', '/data', 0, 0)",
      )
      .run();
    expect(await run("SELECT objectId FROM STORE('e900001')")).toEqual(
      idsOf(live.filter(e => e.node_id === 'n1' && e.parent_path.startsWith('/data/finance'))),
    );
    const file = live.find(e => e.class_id === 'idxobject')!;
    expect(await run(`SELECT objectId FROM STORE('e${file.entry_id}')`)).toEqual([file.entry_id]);
    await expect(run("SELECT objectId FROM STORE('nope')")).rejects.toMatchObject({ errorName: 'ObjectNotFound' });
    await expect(run("SELECT objectId FROM STORE('e999999999')")).rejects.toMatchObject({ errorName: 'ObjectNotFound' });
  });
});

describe('explain', () => {
  test('values are parameters, never SQL text', () => {
    const evil = "x'); DROP TABLE idx_entries; --";
    const { sql, parameters } = explain(
      parseStatement(
        `SELECT name FROM STORE('/data') WHERE name = '${evil.replace(/'/g, "''")}' AND osOwner CONTAINS 'bob' WHICH CONTAIN PHRASE('credit card')`,
      ),
      { scope: { nodeIds: ['n1'] } },
    );
    expect(sql).not.toContain('DROP');
    expect(sql).not.toContain('bob');
    expect(sql).not.toContain('credit');
    expect(parameters).toEqual(expect.arrayContaining(['n1', '/data', evil, '%bob%', '"credit card"']));
    expect(sql).toMatch(/inner join idx_content as "f" on f\.rowid = e\.entry_id .* f\.idx_content MATCH \?/);
    expect(explain(parseStatement("SELECT name FROM STORE('/') WHICH CONTAIN NOT 'a'"), { scope: { all: true } }).sql).toMatch(
      /NOT \(e\.entry_id IN \(SELECT rowid FROM idx_content WHERE idx_content MATCH \?\)\)/,
    );
  });
  test('explain without options compiles for the whole index', () => {
    const { sql, parameters } = explain(parseStatement("SELECT name FROM STORE('/') WHERE size > 5"));
    expect(sql).toBe('select "e"."name" as "name" from "idx_entries" as "e" where e.is_deleted = 0 and e.class_id = \'idxobject\' and "e"."size" > ?');
    expect(parameters).toEqual([5]);
  });
  test('long AND/OR chains nest as balanced trees; a long IN list is one JSON parameter', async () => {
    // (The folder 'finance' is added to the index by the STORE test above.)
    const many = Array.from({ length: 3000 }, (_, i) => `size = ${i}`).join(' OR ');
    expect(await ids(Q(`(${many}) AND name <> 'finance'`))).toEqual(idsOf(live.filter(e => e.size < 3000 && e.name !== 'finance')));
    const names = live.slice(0, 200).map(e => e.name);
    const list = `name IN (${names.map(n => `'${n.replace(/'/g, "''")}'`).join(', ')})`;
    expect(explain(parseStatement(Q(list))).parameters).toEqual([JSON.stringify(names)]);
    expect(await ids(Q(list))).toEqual(idsOf(live.filter(e => names.includes(e.name))));
    expect(
      await ids(Q(`(size IN (${Array.from({ length: 100 }, (_, i) => i).join(', ')}) OR extension NOT IN (${"'x', ".repeat(99)}'pdf')) AND name <> 'finance'`)),
    ).toEqual(idsOf(live.filter(e => e.name !== 'finance' && (e.size < 100 || (e.extension !== null && e.extension !== 'pdf' && e.extension !== 'x')))));
  });
  test('a backslash escaping nothing in a LIKE pattern is a backslash; DISTINCT reaches the SQL', () => {
    expect(explain(parseStatement(Q("name LIKE '%\\Users\\%' OR name LIKE 'a\\'"))).parameters).toEqual(['%\\\\Users\\%', 'a\\\\']);
    expect(explain(parseStatement("SELECT DISTINCT extension, COUNT(DISTINCT osOwner) AS n FROM STORE('/') GROUP BY 1")).sql).toMatch(
      /^select distinct "e"\."extension" as "extension", count\(DISTINCT "e"\."os_owner"\) as "n" /,
    );
  });
  test('a scope is required', () => {
    expect(() => compileStatement(parseStatement("SELECT name FROM STORE('/')"), {} as CompileOptions)).toThrow(/scope/);
  });
});
