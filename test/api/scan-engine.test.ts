import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../../server/store/db';
import { runScanJob, type ScanSpec } from '../../server/scan/scan-job';
import { startScan } from '../../server/scan/runner';

const CORPUS = '/work/shared/corpus/documents';
let root: string;
let tree: string;
let store: Store;

function walk(dir: string, out: string[] = []): string[] {
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, d.name);
    if (d.isDirectory()) walk(p, out);
    else if (d.isFile()) out.push(p);
  }
  return out;
}

function spec(extra: Partial<ScanSpec> = {}): ScanSpec {
  return {
    dbFile: join(root, 'db.sqlite'),
    nodeId: 'n1',
    taskId: null,
    pluginsEntry: 'test/api/scan-plugins.ts',
    services: [{ name: 'docs', type: 'filesys', parameters: {}, include: [{ path: tree, signing: false, index: false }], exclude: [] }],
    settings: { maxFileSizeMb: 10, hashThreads: 2, extractThreads: 0, enableIndexing: true, enableClassification: true, enableOcr: false },
    ...extra,
  };
}
const hooks = { progress: () => undefined, shouldStop: () => false };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'scan-engine-'));
  tree = join(root, 'tree');
  mkdirSync(tree);
  for (const sub of ['csv', 'docx', 'pdf', 'txt']) cpSync(join(CORPUS, sub), join(tree, sub), { recursive: true });
  mkdirSync(join(tree, 'gen/deep/er'), { recursive: true });
  for (let i = 0; i < 50; i++) writeFileSync(join(tree, 'gen', `f${i}.txt`), `file ${i % 10}\n`); // 10 distinct contents
  writeFileSync(join(tree, 'gen/deep/er/leaf.bin'), Buffer.alloc(1000, 7));
  store = await openStore({ filename: join(root, 'db.sqlite') });
});
afterAll(async () => {
  await store.close();
  rmSync(root, { recursive: true, force: true });
});

const live = () =>
  store.sqlite
    .prepare(
      "SELECT parent_path || '/' || name AS path, size, content_hash, dup_count FROM idx_entries WHERE class_id='idxobject' AND is_deleted=0 ORDER BY path",
    )
    .all() as { path: string; size: number; content_hash: string; dup_count: number }[];

test('a first scan indexes every file with its sha256 and duplicate count', async () => {
  const out = await runScanJob(spec(), hooks);
  const files = walk(tree).sort();
  expect(out.counters.files).toBe(files.length);
  expect(out.counters.changed).toBe(files.length);
  const rows = live();
  expect(rows.map(r => r.path)).toEqual(files);
  for (const r of rows.slice(0, 20)) expect(r.content_hash).toBe(createHash('sha256').update(readFileSync(r.path)).digest('hex'));
  const byHash = new Map<string, number>();
  for (const f of files) {
    const h = createHash('sha256').update(readFileSync(f)).digest('hex');
    byHash.set(h, (byHash.get(h) ?? 0) + 1);
  }
  for (const r of rows) expect(r.dup_count).toBe(byHash.get(r.content_hash)! - 1);
  const dirs = store.sqlite.prepare("SELECT COUNT(*) c FROM idx_entries WHERE class_id='idxcontainer'").get() as { c: number };
  const countDirs = (d: string): number =>
    1 +
    readdirSync(d, { withFileTypes: true })
      .filter(e => e.isDirectory())
      .reduce((n, e) => n + countDirs(join(d, e.name)), 0);
  expect(dirs.c).toBe(countDirs(tree));
});

test('a rescan reads only changed files and marks vanished ones deleted', async () => {
  const before = live().length;
  writeFileSync(join(tree, 'gen/f1.txt'), 'changed content');
  const t = statSync(join(tree, 'gen/f2.txt')).mtime;
  utimesSync(join(tree, 'gen/f2.txt'), t, new Date(t.getTime() + 5000));
  unlinkSync(join(tree, 'gen/f3.txt'));
  rmSync(join(tree, 'gen/deep'), { recursive: true });
  writeFileSync(join(tree, 'gen/new.txt'), 'file 1\n');
  const out = await runScanJob(spec(), hooks);
  expect(out.counters.changed).toBe(3); // f1 (content), f2 (mtime), new
  expect(out.counters.bytes).toBe(Buffer.byteLength('changed content') + Buffer.byteLength('file 2\n') + Buffer.byteLength('file 1\n'));
  expect(out.counters.deleted).toBe(4); // f3, deep, er, leaf.bin
  const rows = live();
  expect(rows.length).toBe(before - 2 + 1);
  expect(rows.find(r => r.path.endsWith('/gen/f3.txt'))).toBeUndefined();
  const dup1 = rows.filter(r => r.content_hash === createHash('sha256').update('file 1\n').digest('hex'));
  expect(dup1.map(r => r.dup_count)).toEqual(dup1.map(() => dup1.length - 1));
  expect(dup1.length).toBe(5); // f11, f21, f31, f41, new (f1 changed)
});

test('rescan of a folder touches only that subtree; a scan in a worker thread reports progress', async () => {
  writeFileSync(join(tree, 'csv/added.csv'), 'a,b\n1,2\n');
  writeFileSync(join(tree, 'gen/outside.txt'), 'not scanned');
  const out = await runScanJob(spec({ scope: { service: 'docs', path: join(tree, 'csv') } }), hooks);
  expect(out.counters.changed).toBe(1);
  expect(live().some(r => r.path.endsWith('gen/outside.txt'))).toBe(false);
  const csvParent = store.sqlite.prepare("SELECT parent_entry_id FROM idx_entries WHERE name='csv'").get() as { parent_entry_id: number | null };
  expect(csvParent.parent_entry_id).not.toBeNull();
  const seen: number[] = [];
  const run = startScan(spec(), c => seen.push(c.files));
  const done = await run.done;
  expect(done.counters.changed).toBe(1);
  expect(live().some(r => r.path.endsWith('gen/outside.txt'))).toBe(true);
  expect(seen.length).toBeGreaterThan(0);
});
