import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../store/db';
import { runScanJob, type ScanSpec } from './scan-job';

jest.setTimeout(120_000);
let root: string;
let tree: string;
let store: Store;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'rescan-writes-'));
  tree = join(root, 'tree');
  mkdirSync(join(tree, 'a/b'), { recursive: true });
  for (let i = 0; i < 20; i++) writeFileSync(join(tree, i % 2 ? 'a' : 'a/b', `f${i}.txt`), `file ${i}`);
  store = await openStore({ filename: join(root, 'db.sqlite') });
});
afterAll(async () => {
  await store.close();
  rmSync(root, { recursive: true, force: true });
});

const spec = (): ScanSpec => ({
  dbFile: join(root, 'db.sqlite'),
  nodeId: 'n1',
  taskId: null,
  pluginsEntry: 'test/api/scan-plugins.ts',
  services: [{ name: 'docs', type: 'filesys', parameters: {}, include: [{ path: tree, signing: false, index: false }], exclude: [] }],
  settings: { maxFileSizeMb: 10, hashThreads: 0, extractThreads: 0, enableIndexing: false, enableClassification: false, enableOcr: false },
});
const hooks = { progress: () => undefined, shouldStop: () => false };
const writes = () => store.sqlite.prepare('SELECT n FROM scan_writes').pluck().get();

test('a rescan of an unchanged tree writes no row and leaves the stats roll-ups as they are', async () => {
  await runScanJob(spec(), hooks);
  store.sqlite.exec(`CREATE TABLE scan_writes (n INTEGER); INSERT INTO scan_writes VALUES (0);
    CREATE TRIGGER entry_updates AFTER UPDATE ON idx_entries BEGIN UPDATE scan_writes SET n = n + 1; END;
    CREATE TRIGGER rollup_writes AFTER INSERT ON stats_rollups BEGIN UPDATE scan_writes SET n = n + 1; END;`);
  const again = await runScanJob(spec(), hooks);
  expect(again.counters).toMatchObject({ files: 20, directories: 3, unchanged: 20, changed: 0 });
  expect(writes()).toBe(0);
  expect(store.sqlite.prepare('SELECT dirty FROM stats_rollup_state WHERE node_id = ?').pluck().get('n1')).toBe(0);

  // A change is written, and the figures are built again.
  writeFileSync(join(tree, 'a/new.txt'), 'new');
  const changed = await runScanJob(spec(), hooks);
  expect(changed.counters.changed).toBe(1);
  expect(writes()).toBeGreaterThan(0);
  expect(store.sqlite.prepare("SELECT SUM(files) FROM stats_rollups WHERE node_id = 'n1' AND dim = 'files'").pluck().get()).toBe(21);
  expect(store.sqlite.prepare('SELECT dirty FROM stats_rollup_state WHERE node_id = ?').pluck().get('n1')).toBe(0);
});
