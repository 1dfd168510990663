/**
 * Search on PostgreSQL answers as on SQLite: one real folder is scanned into a server on SQLite and into a server
 * on PostgreSQL (a fresh schema of FATHOM_TEST_PG_URL), and the same statements run through the API on both:
 * every statement of the statement-language cases (POST /database/query), and searches through sessions
 * (POST/GET /database/search: pages, ORDER BY, hits) with content words and phrases, name patterns, case folding
 * beyond ASCII, classification, size and date comparisons; statement rows past a page too. Locally the suite is
 * skipped (and says why) without PostgreSQL; under CI=true it must run (in the PostgreSQL pass of scripts/test.mjs).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { QueryResult } from '@fathom/sdk/api/search-wire';
import { startServer, type Client, type TestServer } from './helpers';
import { ON_POSTGRES, peerOrSkip } from './scale-peers';
import { demoCollector, scanInto, searchAll } from './search-fixture';
import { CASES } from './search-statements-cases';
import { writeStatementTree } from './search-statements-fixture';

interface Side {
  srv: TestServer;
  root: Client;
}

let ready = false;
let dir: string;
let lite: Side;
let pg: Side;

const CARD = '4111 1111 1111 1111';

async function side(postgres: boolean): Promise<Side> {
  const srv = await startServer({ postgres });
  const root = await srv.login('root', srv.rootPassword);
  const collector = await demoCollector(root);
  await scanInto(srv, collector.objectId, dir);
  return { srv, root };
}

beforeAll(async () => {
  // CI runs this suite in its PostgreSQL pass (scripts/test.mjs), not a second time in the first one.
  if (process.env.CI === 'true' && !ON_POSTGRES) {
    process.stdout.write('skipped: runs in the PostgreSQL pass (FATHOM_TEST_DIALECT=postgres)\n');
    return;
  }
  ready = await peerOrSkip('PostgreSQL', 'FATHOM_TEST_PG_URL', process.env.FATHOM_TEST_PG_URL, 5432);
  if (!ready) return;
  dir = mkdtempSync(join(tmpdir(), 'search-pg-'));
  writeStatementTree(dir);
  writeFileSync(join(dir, 'people.txt'), `Contact jane.doe@example.com about the ÄRGER.\nCard ${CARD} was charged.\n`);
  writeFileSync(join(dir, 'ÄRGER.TXT'), 'Viel Ärger über die Straße.\n');
  lite = await side(false);
  pg = await side(true);
}, 180_000);

afterAll(async () => {
  await lite?.srv.close();
  await pg?.srv.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const fill = (text: string) => text.split('$D').join(dir);
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const names = (r: { objects: Record<string, unknown>[] }) => r.objects.map(o => o.name as string);

async function query(s: Side, text: string): Promise<QueryResult> {
  const r = await s.root.call<QueryResult>('POST', '/database/query', { select: fill(text), options: { objectLimit: 1000 } });
  if (r.body.status !== 'OK') throw new Error(`${r.status} ${JSON.stringify(r.body.error)} for ${fill(text).slice(0, 300)}`);
  return r.body.data;
}

describe('every statement of the language finds the same entries on both', () => {
  test.each(CASES.map(c => [c.title, c.text] as const))('%s', async (_title, text) => {
    if (!ready) return;
    const [a, b] = [await query(lite, text), await query(pg, text)];
    expect(names(b).sort(byCode)).toEqual(names(a).sort(byCode));
    expect(names(a).length).toBeGreaterThan(0);
  });
});

/** Searches through sessions: the whole answer (rows in order, columns, counts, hits) is the same on both. */
const SEARCHES: [string, string][] = [
  ['a content word', "SELECT name, size FROM STORE('$D') WHICH CONTAIN 'invoice'"],
  ['a content phrase', "SELECT name FROM STORE('$D') WHICH CONTAIN PHRASE('credit card')"],
  ['a word prefix and NOT', "SELECT name FROM STORE('$D') WHICH CONTAIN 'invoic*' AND NOT 'final'"],
  ['a word with accents, either case', "SELECT name FROM STORE('$D') WHICH CONTAIN 'ärger'"],
  ['the same word in upper case', "SELECT name FROM STORE('$D') WHICH CONTAIN 'ÄRGER'"],
  ['name LIKE beyond ASCII, upper case', "SELECT name FROM STORE('$D') WHERE name LIKE '%ÄRGER%'"],
  ['name LIKE beyond ASCII, lower case', "SELECT name FROM STORE('$D') WHERE name LIKE '%ärger%'"],
  ['name LIKE with wildcards', "SELECT name FROM STORE('$D') WHERE name LIKE '100_done%' OR name LIKE 'INV%'"],
  ['classification', "SELECT name, classification FROM STORE('$D') WHERE classification IS NOT NULL"],
  ['size and date comparisons', "SELECT name, size, modifyTime FROM STORE('$D') WHERE size > 30 AND modifyTime >= '2022-01-01' ORDER BY size DESC, name"],
  ['ORDER BY text, nulls', "SELECT name, extension FROM STORE('$D') ORDER BY extension, name DESC"],
  ['GROUP BY', "SELECT extension, COUNT(*) AS n, SUM(size) AS bytes FROM STORE('$D') GROUP BY extension ORDER BY n DESC, extension"],
  [
    'functions',
    "SELECT name, YEAR(modifyTime) AS y, MONTH(modifyTime) AS m, UPPER(name) AS u, size / 1024 AS kb FROM STORE('$D') ORDER BY name LIMIT 8 OFFSET 2",
  ],
];

describe('searches through sessions answer the same on both', () => {
  test.each(SEARCHES)('%s', async (_title, text) => {
    if (!ready) return;
    const [a, b] = [await searchAll(lite.root, { query: fill(text) }), await searchAll(pg.root, { query: fill(text) })];
    expect(b.objectCount).toBe(a.objectCount);
    expect(b.columns).toEqual(a.columns);
    const strip = (r: { objects: Record<string, unknown>[] }) =>
      r.objects.map(o => ({ ...o, objectId: undefined, searchHits: (o.searchHits as { kind: string }[] | undefined)?.map(h => h.kind) }));
    expect(strip(b)).toEqual(strip(a));
    expect(a.objectCount).toBeGreaterThan(0);
  });

  test('case folding beyond ASCII: ÄRGER and ärger find the same files', async () => {
    if (!ready) return;
    const upper = await searchAll(pg.root, { query: fill("SELECT name FROM STORE('$D') WHERE name LIKE '%ÄRGER%'") });
    const lower = await searchAll(pg.root, { query: fill("SELECT name FROM STORE('$D') WHERE name LIKE '%ärger%'") });
    expect(names(upper).sort(byCode)).toEqual(['ÄRGER.TXT', 'ärger.txt']);
    expect(names(lower).sort(byCode)).toEqual(names(upper).sort(byCode));
  });

  test('a content word shows its snippet with the hit marked', async () => {
    if (!ready) return;
    const r = await searchAll(pg.root, { query: fill("SELECT name FROM STORE('$D') WHICH CONTAIN 'unpaid'") });
    expect(names(r)).toEqual(['invoice-2023.txt']);
    const [hit] = r.objects[0].searchHits as { kind: string; parts: { text: string; hit: boolean }[] }[];
    expect(hit.kind).toBe('content');
    expect(hit.parts.filter(p => p.hit).map(p => p.text.toLowerCase())).toEqual(['unpaid']);
  });

  test('classification hits name the classification on both', async () => {
    if (!ready) return;
    const text = fill("SELECT name FROM STORE('$D') WHERE classification IS NOT NULL");
    const [a, b] = [await searchAll(lite.root, { query: text }), await searchAll(pg.root, { query: text })];
    expect(names(a)).toContain('people.txt');
    const cls = (r: { objects: Record<string, unknown>[] }) => r.objects.map(o => o.classificationObjects);
    expect(cls(b)).toEqual(cls(a));
  });

  test('pages in either order page the same rows', async () => {
    if (!ready) return;
    // The statement's own order (ties broken by name), and the console's orders of a column without ties.
    const text = fill("SELECT name, size, modifyTime FROM STORE('$D') ORDER BY size DESC, name");
    const [a, b] = [await searchAll(lite.root, { query: text }), await searchAll(pg.root, { query: text })];
    for (const orderBy of [null, { field: 'name', direction: 'desc' }, { field: 'name', direction: 'asc' }])
      for (let offset = 0; offset < a.objectCount; offset += 7) {
        const page = async (s: Side, searchId: string) =>
          names(await s.root.get('/database/search', { searchId, objectOffset: offset, objectLimit: 7, ...(orderBy ? { orderBy } : {}) }));
        expect(await page(pg, b.searchId)).toEqual(await page(lite, a.searchId));
      }
  });

  test('the rows of a statement past a limit (query paging) and their count', async () => {
    if (!ready) return;
    const text = "SELECT name FROM STORE('$D') ORDER BY name";
    const page = async (s: Side, objectOffset: number) =>
      (await s.root.call<QueryResult>('POST', '/database/query', { select: fill(text), options: { objectOffset, objectLimit: 5 } })).body as unknown as {
        data: QueryResult;
      };
    for (const offset of [0, 5, 10]) {
      const [a, b] = [await page(lite, offset), await page(pg, offset)];
      expect(names(b.data)).toEqual(names(a.data));
      expect(b.data.objectCount).toBe(a.data.objectCount);
    }
  });
});
