/**
 * A first scan in two stages: when its second stage (contents) begins, every name of the tree is already in
 * the index and searchable, no file has been read, and each row was written once; the second stage then
 * writes each file once more, with its hash. Progress says which stage runs and how far the second one is.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../../server/store/db';
import { runScanJob, type ScanCounters, type ScanSpec } from '../../server/scan/scan-job';
import { stageProgress } from '../../server/scan/progress';

let root: string;
let tree: string;
let store: Store;
const FILES = 120;

function spec(): ScanSpec {
  return {
    dbFile: join(root, 'db.sqlite'),
    nodeId: 'n1',
    taskId: null,
    pluginsEntry: 'test/api/scan-plugins.ts',
    services: [{ name: 'docs', type: 'filesys', parameters: {}, include: [{ path: tree, signing: false, index: false }], exclude: [] }],
    settings: { maxFileSizeMb: 10, hashThreads: 1, extractThreads: 0, enableIndexing: true, enableClassification: false, enableOcr: false },
  };
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'scan-stages-'));
  tree = join(root, 'tree');
  for (let d = 0; d < 4; d++) {
    mkdirSync(join(tree, `d${d}`), { recursive: true });
    for (let f = 0; f < FILES / 4; f++) writeFileSync(join(tree, `d${d}`, `report-${d}-${f}.txt`), `content ${d} ${f}\n`);
  }
  store = await openStore({ filename: join(root, 'db.sqlite') });
  // Every write of a file row, counted per row and per stage.
  store.sqlite.exec(`
    CREATE TABLE write_log (entry_id INTEGER, stage TEXT);
    CREATE TABLE stage_now (stage TEXT);
    INSERT INTO stage_now VALUES ('walk');
    CREATE TRIGGER log_insert AFTER INSERT ON idx_entries WHEN new.class_id = 'idxobject' BEGIN
      INSERT INTO write_log VALUES (new.entry_id, (SELECT stage FROM stage_now));
    END;
    CREATE TRIGGER log_update AFTER UPDATE ON idx_entries WHEN new.class_id = 'idxobject' BEGIN
      INSERT INTO write_log VALUES (new.entry_id, (SELECT stage FROM stage_now));
    END;`);
});
afterAll(async () => {
  await store.close();
  rmSync(root, { recursive: true, force: true });
});

const writesPerFile = (stage: string) =>
  (store.sqlite.prepare('SELECT entry_id, COUNT(*) AS n FROM write_log WHERE stage = ? GROUP BY entry_id').all(stage) as { n: number }[]).map(r => r.n);

test('the names of a tree are indexed and searchable before any content is read; each stage writes a file once', async () => {
  let atContent: { names: number; hashed: number; found: string[]; counters: ScanCounters } | null = null;
  const phases: string[] = [];
  const out = await runScanJob(spec(), {
    shouldStop: () => false,
    progress(counters, phase) {
      if (phases[phases.length - 1] !== phase) phases.push(phase);
      if (phase !== 'content' || atContent) return;
      // The second stage is about to begin: what a user's search sees now, from another connection.
      const files = store.sqlite
        .prepare("SELECT COUNT(*) AS n, COUNT(content_hash) AS h FROM idx_entries WHERE class_id = 'idxobject' AND is_deleted = 0")
        .get() as {
        n: number;
        h: number;
      };
      const found = (
        store.sqlite.prepare("SELECT name FROM idx_entries WHERE name LIKE 'report-2-1%' AND is_deleted = 0 ORDER BY name").all() as { name: string }[]
      ).map(r => r.name);
      atContent = { names: files.n, hashed: files.h, found, counters: { ...counters } };
      store.sqlite.prepare("UPDATE stage_now SET stage = 'content'").run();
    },
  });
  expect(phases.filter(p => p !== 'walk')).toEqual(['content', 'duplicates', 'done']);
  expect(atContent).not.toBeNull();
  const seen = atContent!;
  expect(seen.names).toBe(FILES);
  expect(seen.hashed).toBe(0);
  expect(seen.found).toEqual(Array.from({ length: 11 }, (_, i) => `report-2-${i === 0 ? 1 : 9 + i}.txt`).sort());
  expect(seen.counters.contentFiles).toBe(FILES);
  expect(seen.counters.contentDone).toBe(0);
  expect(stageProgress(seen.counters, 'content')).toEqual({ phase: 'content', stage: 'Reading contents', contentFiles: FILES, contentDone: 0 });
  expect(stageProgress(seen.counters, 'walk')).toEqual({ phase: 'walk', stage: 'Indexing names' });

  expect(out.counters.contentDone).toBe(FILES);
  expect(out.counters.changed).toBe(FILES);
  const walkWrites = writesPerFile('walk');
  const contentWrites = writesPerFile('content');
  expect(walkWrites).toHaveLength(FILES);
  expect(walkWrites.every(n => n === 1)).toBe(true);
  expect(contentWrites).toHaveLength(FILES);
  expect(contentWrites.every(n => n === 1)).toBe(true);
  const row = store.sqlite.prepare("SELECT content_hash FROM idx_entries WHERE name = 'report-3-7.txt'").get() as { content_hash: string };
  expect(row.content_hash).toBe(createHash('sha256').update('content 3 7\n').digest('hex'));
});

test('a rescan of the unchanged tree writes nothing and has no second stage to run', async () => {
  store.sqlite.exec("DELETE FROM write_log; UPDATE stage_now SET stage = 'walk'");
  const out = await runScanJob(spec(), { shouldStop: () => false, progress: () => undefined });
  expect(out.counters.unchanged).toBe(FILES);
  expect(out.counters.contentFiles).toBe(0);
  expect(writesPerFile('walk')).toEqual([]);
});

test('a file changed since is written once by each stage and gets its new hash', async () => {
  store.sqlite.exec("DELETE FROM write_log; UPDATE stage_now SET stage = 'walk'");
  writeFileSync(join(tree, 'd1', 'report-1-4.txt'), 'changed, and longer\n');
  const out = await runScanJob(spec(), {
    shouldStop: () => false,
    progress(_c, phase) {
      if (phase === 'content') store.sqlite.prepare("UPDATE stage_now SET stage = 'content'").run();
    },
  });
  expect(out.counters.contentFiles).toBe(1);
  expect(out.counters.changed).toBe(1);
  expect(writesPerFile('walk')).toEqual([1]);
  expect(writesPerFile('content')).toEqual([1]);
  const row = store.sqlite.prepare("SELECT content_hash FROM idx_entries WHERE name = 'report-1-4.txt'").get() as { content_hash: string };
  expect(row.content_hash).toBe(createHash('sha256').update('changed, and longer\n').digest('hex'));
});

test('progress is reported while the names stage walks (a local walk gives the event loop no turn for a timer)', async () => {
  const dbFile = join(root, 'progress.sqlite');
  await (await openStore({ filename: dbFile })).close();
  // The clock moves 50 ms at each look, so every listing is "later" than the last report: no waiting on a real walk.
  let now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockImplementation(() => (now += 50));
  const filesSeenWhileWalking: number[] = [];
  try {
    await runScanJob(
      { ...spec(), dbFile },
      {
        shouldStop: () => false,
        progress(counters, phase) {
          if (phase === 'walk') filesSeenWhileWalking.push(counters.files);
        },
      },
    );
  } finally {
    clock.mockRestore();
  }
  expect(filesSeenWhileWalking.some(n => n > 0 && n < FILES)).toBe(true);
});
