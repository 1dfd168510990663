import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openStore, type Store } from '../store/db';
import { IndexWriter } from '../index/writer';
import { DEFER_AFTER_ROWS, DEFERRABLE_INDEXES, DeferredIndexes, restoreDeferredIndexes } from './deferred-indexes';
import { runScanJob, type ScanSpec } from './scan-job';

jest.setTimeout(300_000);
let root: string;
let store: Store;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'deferred-indexes-'));
  store = await openStore({ filename: join(root, 'db.sqlite') });
});
afterEach(async () => {
  await store.close();
  rmSync(root, { recursive: true, force: true });
});

const indexes = (db: Database.Database) =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'idx_entries'").pluck().all() as string[]).sort();
const recorded = (db: Database.Database) => db.prepare('SELECT name FROM idx_deferred_indexes ORDER BY name').pluck().all();
const plan = (db: Database.Database, where: string) =>
  (db.prepare(`EXPLAIN QUERY PLAN SELECT entry_id FROM idx_entries WHERE ${where}`).all() as { detail: string }[]).map(r => r.detail).join('; ');

function addFiles(n: number): void {
  const writer = new IndexWriter(store.sqlite, 'n1', 's', null);
  store.sqlite.transaction(() => {
    for (let i = 0; i < n; i++)
      writer.write(
        { path: `/d/f${i}.txt`, name: `f${i}.txt`, isDirectory: false, size: i, createTime: 0, modifyTime: 1000, accessTime: 0, owner: 'u', mode: '' },
        null,
      );
  })();
}

test('dropped indexes are recorded with the rows, and a killed run leaves them for the next open to build', async () => {
  addFiles(10);
  const all = indexes(store.sqlite);
  const deferred = new DeferredIndexes(store.sqlite);
  deferred.defer();
  expect(indexes(store.sqlite)).toEqual(all.filter(n => !(DEFERRABLE_INDEXES as readonly string[]).includes(n)));
  expect(indexes(store.sqlite)).toEqual(expect.arrayContaining(['idx_entries_key', 'idx_entries_tree']));
  expect(recorded(store.sqlite)).toEqual([...DEFERRABLE_INDEXES].sort());
  expect(plan(store.sqlite, 'size > 5')).not.toContain('idx_entries_size');

  // The scan is gone without building them: opening the store again builds them.
  await store.close();
  store = await openStore({ filename: join(root, 'db.sqlite') });
  expect(indexes(store.sqlite)).toEqual(all);
  expect(recorded(store.sqlite)).toEqual([]);
  expect(plan(store.sqlite, 'size > 5')).toContain('idx_entries_size');
  expect(restoreDeferredIndexes(store.sqlite)).toBe(0);
});

test('indexes are deferred only after many inserted rows, and never when the table already held more', () => {
  const fresh = new DeferredIndexes(store.sqlite);
  expect(fresh.worthDeferring(DEFER_AFTER_ROWS - 1)).toBe(false);
  expect(fresh.worthDeferring(DEFER_AFTER_ROWS)).toBe(true);
  addFiles(DEFER_AFTER_ROWS + 10);
  const large = new DeferredIndexes(store.sqlite);
  expect(large.worthDeferring(DEFER_AFTER_ROWS)).toBe(false);
  expect(large.worthDeferring(DEFER_AFTER_ROWS + 10)).toBe(true);
});

test('a first scan of a large tree writes its names without the search indexes, then builds them before stage 2', async () => {
  const tree = join(root, 'tree');
  const files = DEFER_AFTER_ROWS + 500;
  for (let d = 0; d * 250 < files; d++) {
    mkdirSync(join(tree, `d${d}`), { recursive: true });
    for (let f = 0; f < 250 && d * 250 + f < files; f++) writeFileSync(join(tree, `d${d}`, `f${f}.txt`), `${d}-${f % 3}`);
  }
  const all = indexes(store.sqlite);
  const defer = jest.spyOn(DeferredIndexes.prototype, 'defer');
  let presentInStage2 = true;
  const watcher = new Database(join(root, 'db.sqlite'), { readonly: true });
  const spec: ScanSpec = {
    dbFile: join(root, 'db.sqlite'),
    nodeId: 'n1',
    taskId: null,
    pluginsEntry: 'test/api/scan-plugins.ts',
    services: [{ name: 'docs', type: 'filesys', parameters: {}, include: [{ path: tree, signing: false, index: false }], exclude: [] }],
    settings: { maxFileSizeMb: 10, hashThreads: 0, extractThreads: 0, enableIndexing: false, enableClassification: false, enableOcr: false },
  };
  const out = await runScanJob(spec, {
    progress(_c, phase) {
      if (phase === 'content' && indexes(watcher).length !== all.length) presentInStage2 = false;
    },
    shouldStop: () => false,
  });
  watcher.close();
  const deferrals = defer.mock.calls.length;
  defer.mockRestore();
  expect(deferrals).toBe(1);
  expect(presentInStage2).toBe(true);
  expect(out.counters.files).toBe(files);
  expect(indexes(store.sqlite)).toEqual(all);
  expect(recorded(store.sqlite)).toEqual([]);
  // Every row is there once, with its hash, and the search indexes answer for them.
  expect(store.sqlite.prepare("SELECT COUNT(*) FROM idx_entries WHERE class_id = 'idxobject' AND content_hash IS NOT NULL").pluck().get()).toBe(files);
  expect(plan(store.sqlite, "name = 'f7.txt'")).toContain('idx_entries_name');
  expect(store.sqlite.prepare("SELECT COUNT(*) FROM idx_entries WHERE name = 'f7.txt'").pluck().get()).toBe(Math.ceil(files / 250));
  expect(store.sqlite.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok');
});
