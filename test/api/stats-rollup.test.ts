/**
 * PID_STATS from the per-directory roll-ups equals PID_STATS from every entry, figure by figure, on a real
 * scanned tree: for the node and each directory, at times that put an age boundary inside a day holding files,
 * after writes that mark the roll-ups stale, and after a rescan that deletes, changes and adds files.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NodeStats } from '@fathom/sdk/api/stats';
import { computeNodeStats, statsFromEntries, statsScope } from '../../server/index/stats';
import { markStatsStale, nodeTotalsKey, rebuildStatsRollups, staleNodes } from '../../server/index/stats-rollup';
import { runScanJob, type ScanSpec } from '../../server/scan/scan-job';
import type { Store } from '../../server/store/db';
import { filesysService, storeWithNode } from './scan-fixture';

const CORPUS = '/work/shared/corpus/documents';
const YEAR_MS = 365.25 * 86400 * 1000;
const DAY_MS = 86400 * 1000;
let root: string;
let tree: string;
let store: Store;

function spec(): ScanSpec {
  return {
    dbFile: join(root, 'db.sqlite'),
    nodeId: 'n1',
    taskId: null,
    pluginsEntry: 'test/api/scan-plugins.ts',
    services: [{ name: 'docs', type: 'filesys', parameters: {}, include: [{ path: tree, signing: false, index: true }], exclude: [] }],
    settings: { maxFileSizeMb: 10, hashThreads: 2, extractThreads: 0, enableIndexing: true, enableClassification: true, enableOcr: false },
  };
}
const hooks = { progress: () => undefined, shouldStop: () => false };

/** Sets a file's access and modify times to a number of days before a fixed point. */
function age(path: string, accessDaysAgo: number, modifyDaysAgo: number): void {
  const base = Date.UTC(2026, 0, 15, 10, 30) / 1000;
  utimesSync(path, base - accessDaysAgo * 86400 - 17, base - modifyDaysAgo * 86400 - 3601);
}

/** Every object whose stats a dashboard may read: the node and each live directory. */
function scopes(): string[] {
  const dirs = store.sqlite
    .prepare("SELECT entry_id FROM idx_entries WHERE node_id = 'n1' AND class_id = 'idxcontainer' AND is_deleted = 0")
    .pluck()
    .all() as number[];
  return ['n1', ...dirs.map(id => `e${id}`)];
}

/** A moment that puts the 1-, 2- or 5-year boundary of some file's times inside today's figures. */
function nowsAtBoundaries(): number[] {
  const times = store.sqlite
    .prepare("SELECT modify_time, access_time FROM idx_entries WHERE node_id = 'n1' AND class_id = 'idxobject' AND is_deleted = 0 LIMIT 4")
    .all() as { modify_time: number; access_time: number }[];
  const out = [Date.now()];
  for (const t of times)
    out.push(t.modify_time * 1000 + YEAR_MS + 400, t.access_time * 1000 + 2 * YEAR_MS - 900, t.access_time * 1000 + 5 * YEAR_MS + DAY_MS / 3);
  return out;
}

async function expectSameFigures(): Promise<number> {
  let compared = 0;
  for (const objectId of scopes()) {
    const scope = (await statsScope(store, objectId))!;
    for (const now of nowsAtBoundaries()) {
      const rolled: NodeStats = await computeNodeStats(store, objectId, now);
      expect(staleNodes(store.sqlite, ['n1'])).toEqual([]); // read from the roll-ups, not from every entry
      expect(rolled).toEqual(statsFromEntries(store, objectId, scope, now));
      compared++;
    }
  }
  return compared;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'stats-rollup-'));
  tree = join(root, 'tree');
  for (const sub of ['csv', 'txt']) cpSync(join(CORPUS, sub), join(tree, 'docs', sub), { recursive: true });
  mkdirSync(join(tree, 'gen/deep/er'), { recursive: true });
  mkdirSync(join(tree, 'empty'), { recursive: true });
  for (let i = 0; i < 40; i++) {
    const p = join(tree, 'gen', i % 3 === 0 ? 'deep' : '', `f${i}.${['txt', 'log', 'csv', 'bin'][i % 4]}`);
    writeFileSync(p, `file ${i % 7}\n`); // 7 distinct contents: duplicates within and across directories
    age(p, i * 97, i * 61);
  }
  writeFileSync(join(tree, 'gen/deep/er/leaf'), Buffer.alloc(1000, 7));
  store = await storeWithNode(join(root, 'db.sqlite'), 'n1', [filesysService('docs', tree, true)]);
  await runScanJob(spec(), hooks);
}, 120_000);

afterAll(async () => {
  await store.close();
  rmSync(root, { recursive: true, force: true });
});

test('the scan leaves fresh roll-ups, and every figure read from them equals a pass over the entries', async () => {
  expect(staleNodes(store.sqlite, ['n1'])).toEqual([]);
  const rows = store.sqlite.prepare("SELECT COUNT(*) FROM stats_rollups WHERE node_id = 'n1'").pluck().get() as number;
  const files = store.sqlite.prepare("SELECT COUNT(*) FROM idx_entries WHERE node_id = 'n1' AND class_id = 'idxobject'").pluck().get() as number;
  expect(files).toBeGreaterThan(40);
  expect(rows).toBeGreaterThan(0);
  // Classifications as a classifier writes them: several rules, two naming the same classification on one file.
  const ids = store.sqlite
    .prepare("SELECT entry_id FROM idx_entries WHERE node_id = 'n1' AND class_id = 'idxobject' ORDER BY entry_id")
    .pluck()
    .all() as number[];
  const add = store.sqlite.prepare('INSERT INTO idx_classifications (entry_id, classification, rule_id, confidence, hit_count) VALUES (?, ?, ?, ?, 1)');
  ids.forEach((id, i) => {
    if (i % 3 === 0) add.run(id, 'Personal Data', 'EMAIL', 0.8);
    if (i % 6 === 0) add.run(id, 'Personal Data', 'PHONE', 0.7);
    if (i % 5 === 0) add.run(id, 'Financial', 'IBAN', 0.9);
  });
  markStatsStale(store.sqlite, 'n1');
  const stats = await computeNodeStats(store, 'n1');
  expect(stats.duplicates.files).toBeGreaterThan(0);
  expect(stats.byClassification.map(b => b.key).sort()).toEqual(['Financial', 'Personal Data', 'Unclassified']);
  expect(await expectSameFigures()).toBeGreaterThan(20);
}, 120_000);

test('a write that marks the roll-ups stale (as every index writer does) makes the next read rebuild them', async () => {
  const id = store.sqlite
    .prepare("SELECT entry_id FROM idx_entries WHERE node_id = 'n1' AND class_id = 'idxobject' AND name = 'f1.log'")
    .pluck()
    .get() as number;
  store.sqlite.transaction(() => {
    store.sqlite.prepare('UPDATE idx_entries SET size = size + 12345, os_owner = ? WHERE entry_id = ?').run('someone-else', id);
    markStatsStale(store.sqlite, 'n1');
  })();
  expect(staleNodes(store.sqlite, ['n1'])).toEqual(['n1']);
  await expectSameFigures();
  const classify = store.sqlite.prepare(
    "INSERT INTO idx_classifications (entry_id, classification, rule_id, confidence, hit_count) VALUES (?, 'Rollup Test', 'R1', 0.9, 1)",
  );
  store.sqlite.transaction(() => {
    classify.run(id);
    markStatsStale(store.sqlite, 'n1');
  })();
  expect(staleNodes(store.sqlite, ['n1'])).toEqual(['n1']);
  const stats = await computeNodeStats(store, 'n1');
  expect(stats.byClassification.find(b => b.key === 'Rollup Test')).toMatchObject({ files: 1 });
  expect(stats.byOwner.find(b => b.key === 'someone-else')).toMatchObject({ files: 1 });
  await expectSameFigures();
}, 120_000);

test('after a rescan that deletes, changes and adds files the figures still agree', async () => {
  unlinkSync(join(tree, 'gen/f1.log'));
  rmSync(join(tree, 'gen/deep/er'), { recursive: true });
  writeFileSync(join(tree, 'gen/f2.csv'), 'changed content, longer than before\n');
  writeFileSync(join(tree, 'empty/new.txt'), 'file 3\n'); // a copy of an existing content
  age(join(tree, 'empty/new.txt'), 3000, 3000);
  await runScanJob(spec(), hooks);
  expect(staleNodes(store.sqlite, ['n1'])).toEqual([]);
  const stats = await computeNodeStats(store, 'n1');
  expect(stats.byOwner.find(b => b.key === 'someone-else')).toBeUndefined();
  await expectSameFigures();
}, 120_000);

test("a node's figures are read from its totals (one row per figure key), not from every directory's rows", async () => {
  const count = (nodeId: string) => store.sqlite.prepare('SELECT COUNT(*) FROM stats_rollups WHERE node_id = ?').pluck().get(nodeId) as number;
  const keys = store.sqlite
    .prepare("SELECT COUNT(*) FROM (SELECT DISTINCT service, dim, key, key2 FROM stats_rollups WHERE node_id = 'n1')")
    .pluck()
    .get() as number;
  // Each figure key once, and the node's duplicate figure (not additive over directories) as one more row.
  expect(count(nodeTotalsKey('n1'))).toBe(keys + 1);
  expect(count('n1')).toBeGreaterThan(keys);
  const now = Date.now();
  const expected = statsFromEntries(store, 'n1', (await statsScope(store, 'n1'))!, now);
  const dups = store.sqlite.prepare("SELECT files, bytes FROM stats_rollups WHERE node_id = ? AND dim = 'dups'").get(nodeTotalsKey('n1'));
  expect(dups).toEqual({ files: expected.duplicates.files, bytes: expected.duplicates.wastedBytes });
  expect(expected.duplicates.files).toBeGreaterThan(0);
  // Without the directories' rows the node's figures are still whole: they come from the totals alone.
  store.sqlite.prepare("DELETE FROM stats_rollups WHERE node_id = 'n1'").run();
  expect(await computeNodeStats(store, 'n1', now)).toEqual(expected);
  rebuildStatsRollups(store.sqlite, 'n1');
  await expectSameFigures();
}, 120_000);
