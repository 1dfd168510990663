/**
 * The scan engine writes the index on PostgreSQL (a fresh schema of FATHOM_TEST_PG_URL) exactly as on SQLite:
 * one real folder scanned into both stores gives the same entries (paths, sizes, sha256 hashes, duplicate
 * counts, extraction status), the same extracted text, classifications and hits, and the same PID_STATS
 * roll-ups; a rescan after files were changed, added and deleted (a whole folder too) agrees again and matches
 * the folder. Locally the suite is skipped (and says why) without PostgreSQL; under CI=true it must run.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TreeObject } from '@fathom/sdk/api';
import { runScanJob, type ScanSpec } from '../../server/scan/scan-job';
import { computeNodeStats } from '../../server/index/stats';
import { indexChildrenProvider } from '../../server/index/children';
import { openStore, indexTargetOf, type Store } from '../../server/store/db';
import { SERVER_PLUGINS_ENTRY } from '../../host/server/plugins';
import { listTree } from './scan-fixture';
import { freshPostgresSchema, peerOrSkip } from './scale-peers';

const CORPUS = '/work/shared/corpus/documents';
let ready = false;
let root: string;
let tree: string;
let lite: Store;
let pg: Store;
let drop: () => Promise<void>;

function spec(store: Store): ScanSpec {
  return {
    ...indexTargetOf(store),
    nodeId: 'n1',
    taskId: null,
    pluginsEntry: 'test/api/search-scan-plugins.ts',
    extractorsEntry: SERVER_PLUGINS_ENTRY,
    services: [
      { name: 'docs', type: 'filesys', parameters: {}, include: [{ path: tree, signing: false, index: true, classify: true, ocr: false }], exclude: [] },
    ],
    settings: { maxFileSizeMb: 10, hashThreads: 1, extractThreads: 1, enableIndexing: true, enableClassification: true, enableOcr: false },
  };
}
const hooks = { progress: () => undefined, shouldStop: () => false };

beforeAll(async () => {
  ready = await peerOrSkip('PostgreSQL', 'FATHOM_TEST_PG_URL', process.env.FATHOM_TEST_PG_URL, 5432);
  if (!ready) return;
  root = mkdtempSync(join(tmpdir(), 'scan-pg-'));
  tree = join(root, 'tree');
  mkdirSync(tree);
  for (const sub of ['csv', 'docx', 'txt', 'eml']) cpSync(join(CORPUS, sub), join(tree, sub), { recursive: true });
  mkdirSync(join(tree, 'gen/deep/er'), { recursive: true });
  for (let i = 0; i < 30; i++) writeFileSync(join(tree, 'gen', `f${i}.txt`), `file ${i % 6}\n`); // 6 distinct contents
  writeFileSync(join(tree, 'gen/people.txt'), 'Contact jane.doe@example.com or call 555-867-5309.\nCard 4111 1111 1111 1111\n');
  writeFileSync(join(tree, 'gen/deep/er/leaf.bin'), Buffer.alloc(1000, 7));
  writeFileSync(join(tree, 'gen/deep/nul.txt'), 'text with a \u0000 NUL inside\n');
  utimesSync(join(tree, 'gen/f1.txt'), new Date('2019-03-04T05:06:07Z'), new Date('2018-01-02T03:04:05Z'));
  lite = await openStore({ filename: join(root, 'db.sqlite') });
  const schema = await freshPostgresSchema();
  drop = schema.drop;
  pg = await openStore({ filename: '', databaseUrl: schema.url });
  const now = Date.now();
  for (const store of [lite, pg])
    await store.db
      .insertInto('objects')
      .values({
        object_id: 'n1',
        parent_id: null,
        name: 'n1',
        class_id: 'appagt',
        tags: '{}',
        client_id: null,
        path_ids: '/n1/',
        created_at: now,
        updated_at: now,
      })
      .execute();
}, 60_000);

afterAll(async () => {
  if (!ready) return;
  await lite?.close();
  await pg?.close();
  await drop?.();
  rmSync(root, { recursive: true, force: true });
});

interface Indexed {
  entries: unknown[];
  classifications: unknown[];
  hits: unknown[];
  content: unknown[];
  rollups: unknown[];
}

/** What the index holds, read through kysely (the same query on both dialects); ids differ, so rows are keyed by path. */
async function indexed(store: Store): Promise<Indexed> {
  const path = sql<string>`CASE WHEN e.parent_path = '/' THEN '/' || e.name ELSE e.parent_path || '/' || e.name END`;
  const entries = await store.db
    .selectFrom('idx_entries as e')
    .select([
      path.as('path'),
      'e.class_id',
      'e.size',
      'e.content_hash',
      'e.dup_count',
      'e.extract_status',
      'e.extension',
      'e.category',
      'e.mime_type',
      'e.modify_ms',
      'e.modify_time',
      'e.is_deleted',
    ])
    .orderBy('path')
    .execute();
  const classifications = await store.db
    .selectFrom('idx_classifications as c')
    .innerJoin('idx_entries as e', 'e.entry_id', 'c.entry_id')
    .select([path.as('path'), 'c.classification', 'c.rule_id', 'c.confidence', 'c.hit_count'])
    .orderBy('path')
    .orderBy('c.rule_id')
    .execute();
  const hits = await store.db
    .selectFrom('idx_hits as h')
    .innerJoin('idx_entries as e', 'e.entry_id', 'h.entry_id')
    .select([path.as('path'), 'h.rule_id', 'h.start', 'h.end', 'h.text'])
    .orderBy('path')
    .orderBy('h.start')
    .orderBy('h.rule_id')
    .execute();
  const content = (
    await sql<{
      path: string;
      text: string;
    }>`SELECT ${path} AS path, c.text FROM idx_content c JOIN idx_entries e ON e.entry_id = c.rowid ORDER BY path`.execute(store.db)
  ).rows.map(r => ({ path: r.path, text: r.text.replace(/\0/g, '') }));
  const rollups = (await sql`SELECT service, dir_path, dim, key, key2, files, bytes FROM stats_rollups`.execute(store.db)).rows;
  // Byte order, whatever the database's collation.
  const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  const stable = <T>(rows: T[]) => rows.map(r => JSON.stringify(r)).sort();
  return {
    entries: [...entries].sort(byPath),
    classifications: stable(classifications),
    hits: stable(hits),
    content: [...content].sort(byPath),
    rollups: stable(rollups),
  };
}

async function scanBoth(): Promise<[Indexed, Indexed]> {
  const [a, b] = await Promise.all([runScanJob(spec(lite), hooks), runScanJob(spec(pg), hooks)]);
  expect(b.counters).toEqual(a.counters);
  return [await indexed(lite), await indexed(pg)];
}

test('a scan of a real folder indexes the same files, sizes, hashes, text and classifications on PostgreSQL as on SQLite', async () => {
  if (!ready) return;
  const [onSqlite, onPostgres] = await scanBoth();
  const files = listTree(tree);
  const live = (onPostgres.entries as { path: string; class_id: string; is_deleted: number; size: number; content_hash: string | null }[]).filter(
    e => e.class_id === 'idxobject' && e.is_deleted === 0,
  );
  expect(live.map(e => e.path).sort()).toEqual(files.map(f => f.path).sort());
  expect(live.every(e => /^[0-9a-f]{64}$/.test(e.content_hash ?? ''))).toBe(true);
  expect(onPostgres.entries).toEqual(onSqlite.entries);
  expect(onPostgres.classifications.length).toBeGreaterThan(0);
  expect(onPostgres.classifications).toEqual(onSqlite.classifications);
  expect(onPostgres.hits).toEqual(onSqlite.hits);
  expect(onPostgres.content.length).toBeGreaterThan(10);
  expect(onPostgres.content).toEqual(onSqlite.content);
  expect(onPostgres.rollups.length).toBeGreaterThan(0);
  expect(onPostgres.rollups).toEqual(onSqlite.rollups);
  // The scan's end refreshed the planner statistics of the index tables (search plans need them, autovacuum may be off).
  const analyzed = await sql<{ relname: string }>`SELECT relname FROM pg_stat_user_tables WHERE schemaname = current_schema() AND last_analyze IS NOT NULL
    AND relname IN ('idx_entries', 'idx_content', 'idx_classifications') ORDER BY relname`.execute(pg.db);
  expect(analyzed.rows.map(r => r.relname)).toEqual(['idx_classifications', 'idx_content', 'idx_entries']);
}, 240_000);

/** The entry id of a path in a store (ids differ between the stores). */
async function entryOf(store: Store, path: string): Promise<string> {
  const i = path.lastIndexOf('/');
  const row = await store.db
    .selectFrom('idx_entries')
    .select('entry_id')
    .where('parent_path', '=', path.slice(0, i) || '/')
    .where('name', '=', path.slice(i + 1))
    .executeTakeFirstOrThrow();
  return `e${row.entry_id}`;
}

async function statsOf(store: Store, path: string | null, nowMs: number) {
  const objectId = path === null ? 'n1' : await entryOf(store, path);
  return { ...(await computeNodeStats(store, objectId, nowMs)), objectId: path ?? 'n1' };
}

test('PID_STATS on PostgreSQL equals PID_STATS on SQLite: the node, a directory, a file; fresh, stale and rebuilt roll-ups', async () => {
  if (!ready) return;
  const f1 = join(tree, 'gen/f1.txt');
  const y2018 = Date.parse('2018-01-02T03:04:05Z');
  // Now, and moments that put the 1- and 5-year boundaries inside the days of f1's times.
  const nows = [Date.now(), y2018 + 365.25 * 86400_000 + 1000, Date.parse('2019-03-04T05:06:07Z') + 5 * 365.25 * 86400_000 - 3600_000];
  for (const now of nows) {
    for (const path of [null, join(tree, 'gen'), tree, f1]) {
      const [a, b] = await Promise.all([statsOf(lite, path, now), statsOf(pg, path, now)]);
      expect(b).toEqual(a);
    }
  }
  const node = await statsOf(pg, null, nows[0]);
  expect(node.totals.files).toBe(listTree(tree).length);
  expect(node.duplicates.files).toBeGreaterThan(0);
  expect(node.byClassification.length).toBeGreaterThan(1);
  // A write marks the roll-ups stale: the next read rebuilds them and still agrees.
  await sql`UPDATE idx_entries SET size = size + 1000 WHERE name = 'f5.txt'`.execute(lite.db);
  await sql`UPDATE idx_entries SET size = size + 1000 WHERE name = 'f5.txt'`.execute(pg.db);
  for (const store of [lite, pg]) await sql`UPDATE stats_rollup_state SET dirty = 1`.execute(store.db);
  const [a, b] = await Promise.all([statsOf(lite, null, nows[0]), statsOf(pg, null, nows[0])]);
  expect(b).toEqual(a);
  expect(b.totals.bytes).toBe(node.totals.bytes + 1000);
  const state = (await sql`SELECT dirty FROM stats_rollup_state`.execute(pg.db)).rows;
  expect(state).toEqual([{ dirty: 0 }]);
  await sql`UPDATE idx_entries SET size = size - 1000 WHERE name = 'f5.txt'`.execute(lite.db);
  await sql`UPDATE idx_entries SET size = size - 1000 WHERE name = 'f5.txt'`.execute(pg.db);
}, 120_000);

test('the index tree on PostgreSQL lists the same children with the same classifications as on SQLite', async () => {
  if (!ready) return;
  const ctx = (store: Store) => ({ store, viewer: {} as never });
  const gen = join(tree, 'gen');
  const listed = async (store: Store) => {
    const parent = { objectId: await entryOf(store, gen), classId: 'idxcontainer' } as never;
    const q = { limit: 100, offset: 0 } as never;
    const count = await indexChildrenProvider.countChildren(parent, q, ctx(store));
    const children = await indexChildrenProvider.listChildren(parent, q, ctx(store));
    const people = await indexChildrenProvider.getObject(await entryOf(store, join(gen, 'people.txt')), ctx(store));
    // Ids, the time of indexing and access times differ between the two scans.
    const strip = (o: TreeObject) => ({
      ...o,
      objectId: undefined,
      parentId: undefined,
      properties: { ...o.properties, applianceNodeObjectId: undefined, storeTime: undefined, accessTime: undefined } as Record<string, unknown>,
    });
    return { count, children: children.map(strip), people: strip(people!.object) };
  };
  const [a, b] = await Promise.all([listed(lite), listed(pg)]);
  expect(b.count).toBeGreaterThan(30);
  expect((b.people.properties.classificationObjects as unknown[]).length).toBeGreaterThan(0);
  expect(b).toEqual(a);
});

test('a rescan after changes, additions and deletions agrees on both and matches the folder', async () => {
  if (!ready) return;
  unlinkSync(join(tree, 'gen/f2.txt'));
  rmSync(join(tree, 'gen/deep'), { recursive: true });
  writeFileSync(join(tree, 'gen/f3.txt'), 'changed content\n');
  writeFileSync(join(tree, 'gen/f4.txt'), 'file 0\n'); // unchanged content, new time: rewritten
  mkdirSync(join(tree, 'added'));
  writeFileSync(join(tree, 'added/new.txt'), 'file 1\n');
  const [onSqlite, onPostgres] = await scanBoth();
  expect(onPostgres.entries).toEqual(onSqlite.entries);
  expect(onPostgres.classifications).toEqual(onSqlite.classifications);
  expect(onPostgres.content).toEqual(onSqlite.content);
  expect(onPostgres.rollups).toEqual(onSqlite.rollups);
  const live = (onPostgres.entries as { path: string; class_id: string; is_deleted: number }[]).filter(e => e.class_id === 'idxobject' && e.is_deleted === 0);
  expect(live.map(e => e.path).sort()).toEqual(
    listTree(tree)
      .map(f => f.path)
      .sort(),
  );
  const gone = (onPostgres.entries as { path: string; is_deleted: number }[]).filter(e => e.path.startsWith(join(tree, 'gen/deep')));
  expect(gone.length).toBeGreaterThan(2);
  expect(gone.every(e => e.is_deleted === 1)).toBe(true);
}, 240_000);
