import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../store/db';
import type { IndexDb } from '../store/index-db';
import { BATCH, ENTRY_ID, KNOWN, KnownChildren, STATE } from './known-children';
import { runScanJob, type ScanSpec } from './scan-job';

jest.setTimeout(120_000);
let root: string;
let tree: string;
let store: Store;
/** More sibling folders than one read holds, so a rescan reads them in several batches. */
const FOLDERS = BATCH + 8;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'known-children-'));
  tree = join(root, 'tree');
  for (let i = 0; i < FOLDERS; i++) {
    mkdirSync(join(tree, 'wide', `d${i}`, 'deep'), { recursive: true });
    writeFileSync(join(tree, 'wide', `d${i}`, 'a.txt'), `a ${i}`);
    writeFileSync(join(tree, 'wide', `d${i}`, 'b.txt'), `b ${i}`);
    writeFileSync(join(tree, 'wide', `d${i}`, 'deep', 'c.txt'), `c ${i}`);
  }
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
/** What is on disk under the tree as 'path size' (folders end with /), sorted. */
const onDisk = (): string[] =>
  (readdirSync(tree, { recursive: true, withFileTypes: true }) as Dirent[])
    .map(d => {
      const path = join(d.parentPath ?? d.path, d.name);
      return `${path.slice(tree.length)}${d.isDirectory() ? '/' : ` ${statSync(path).size}`}`;
    })
    .sort();
/** Live rows as 'path size' (folders end with /), sorted. */
const live = () =>
  (
    store.sqlite
      .prepare("SELECT parent_path, name, class_id, size FROM idx_entries WHERE node_id = 'n1' AND is_deleted = 0 ORDER BY parent_path, name")
      .all() as { parent_path: string; name: string; class_id: string; size: number }[]
  )
    .filter(r => r.parent_path.startsWith(tree))
    .map(r => `${r.parent_path.slice(tree.length)}/${r.name}${r.class_id === 'idxcontainer' ? '/' : ` ${r.size}`}`)
    .sort();

test('a rescan finds files and folders added, changed and removed in any batch of sibling folders', async () => {
  const first = await runScanJob(spec(), hooks);
  expect(first.counters).toMatchObject({ files: FOLDERS * 3, changed: FOLDERS * 3 });
  expect(live()).toEqual(onDisk());
  const same = await runScanJob(spec(), hooks);
  expect(same.counters).toMatchObject({ files: FOLDERS * 3, unchanged: FOLDERS * 3, changed: 0, deleted: 0 });

  const w = (...p: string[]) => join(tree, 'wide', ...p);
  writeFileSync(w('d1', 'a.txt'), 'longer contents'); // changed, in the first batch
  writeFileSync(w(`d${FOLDERS - 2}`, 'deep', 'c.txt'), 'longer contents'); // changed, in a later batch, one level down
  unlinkSync(w(`d${FOLDERS - 3}`, 'b.txt')); // removed
  writeFileSync(w(`d${FOLDERS - 1}`, 'new.txt'), 'new'); // added
  rmSync(w(`d${BATCH}`), { recursive: true }); // a folder removed with what it held
  mkdirSync(w('d0', 'fresh', 'inner'), { recursive: true }); // new folders, and a file in them
  writeFileSync(w('d0', 'fresh', 'inner', 'x.txt'), 'x');
  unlinkSync(w('d2', 'b.txt')); // a file that became a folder
  mkdirSync(w('d2', 'b.txt'));
  const again = await runScanJob(spec(), hooks);
  expect(live()).toEqual(onDisk());
  // Read again: two changed files, one added, one in a new folder; gone: a file, and a folder with 2 files and a folder holding 1.
  expect(again.counters).toMatchObject({ changed: 4, deleted: 1 + 5 });
  const quiet = await runScanJob(spec(), hooks);
  expect(quiet.counters).toMatchObject({ changed: 0, deleted: 0 });
});

test('siblings are read together, and a folder the scan has just created is never read', () => {
  const queries: unknown[][] = [];
  const rows = new Map<number, unknown[][]>([
    [1, [[1, 'x', 10, 5, 100, KNOWN.hashed]]],
    [2, [[2, 'y', 11, 0, 100, KNOWN.directory]]],
  ]);
  const statement = {
    pluck: () => statement,
    raw: () => statement,
    get: () => 100,
    run: () => ({ changes: 0, lastInsertRowid: 0 }),
    all: (...params: unknown[]) => {
      queries.push(params);
      return params.slice(1).flatMap(id => rows.get(id as number) ?? []);
    },
  };
  const known = new KnownChildren({ prepare: () => statement } as unknown as IndexDb, 'n1');
  known.expect([1, 2, 3]);
  known.written(101);
  expect(known.of(1).get('x')?.[ENTRY_ID]).toBe(10);
  expect(known.of(2).get('y')?.[STATE]).toBe(KNOWN.directory);
  expect(known.of(3).size).toBe(0);
  expect(known.of(101).size).toBe(0);
  expect(queries).toHaveLength(1);
  expect(queries[0].slice(0, 4)).toEqual(['n1', 1, 2, 3]);
  expect(queries[0]).toHaveLength(BATCH + 1);
});
