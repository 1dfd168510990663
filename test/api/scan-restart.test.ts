import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TASK_STATUS } from '@fathom/sdk/api/tasks';
import { compiledEntry, PROJECT_ROOT } from '../../server/runtime/compile-entry';
import type { Store } from '../../server/store/db';
import { insertTask } from '../../server/tasks/repo';
import { fastTempDir, filesysService, listTree, liveFilePaths, storeWithNode, waitFor } from './scan-fixture';

jest.setTimeout(180_000);
const NODE = 'okilltest';
const FILES = 20_000;
let dir: string;
let tree: string;
let store: Store;

function startProcess(dbFile: string): ChildProcess {
  const entry = compiledEntry('test/api/scan-proc.ts');
  const code = `require(${JSON.stringify(entry)}).main(process.argv.slice(1)).then(c => process.exit(c), e => { console.error(e); process.exit(1); })`;
  return spawn(process.execPath, ['-e', code, dbFile, 'test/api/scan-plugins.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, FATHOM_PROJECT_ROOT: PROJECT_ROOT },
  });
}
const exited = (p: ChildProcess) =>
  new Promise<number | null>(res => (p.exitCode !== null || p.signalCode ? res(p.exitCode) : p.once('exit', code => res(code))));

beforeAll(async () => {
  dir = fastTempDir('scan-restart-');
  tree = join(dir, 'tree');
  for (let d = 0; d < 100; d++) {
    mkdirSync(join(tree, `g${d % 10}`, `d${d}`), { recursive: true });
    for (let f = 0; f < FILES / 100; f++) writeFileSync(join(tree, `g${d % 10}`, `d${d}`, `f${f}.txt`), `content ${d}-${f} ${'x'.repeat(f % 50)}`);
  }
  store = await storeWithNode(join(dir, 'db.sqlite'), NODE, [filesysService('local', tree)]);
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

test('SIGKILL during a scan of 20,000 files, restart: the scan completes and the index equals the tree', async () => {
  const task = await insertTask(store, { nodeId: NODE, kind: 'scan', options: {} });
  const count = () =>
    (store.sqlite.prepare("SELECT COUNT(*) c FROM idx_entries WHERE class_id='idxobject' AND content_hash IS NOT NULL").get() as { c: number }).c;
  const first = startProcess(store.sqlite.name);
  await waitFor(() => count() >= 3000, 120_000, 20);
  first.kill('SIGKILL');
  await exited(first);
  const atKill = count();
  expect(atKill).toBeLessThan(FILES); // killed mid-scan
  const row = await store.db.selectFrom('tasks').selectAll().where('task_id', '=', task.task_id).executeTakeFirstOrThrow();
  expect(row.status).toBe(TASK_STATUS.executing); // as the dead process left it

  const second = startProcess(store.sqlite.name);
  expect(await exited(second)).toBe(0);
  const done = await store.db.selectFrom('tasks').selectAll().where('task_id', '=', task.task_id).executeTakeFirstOrThrow();
  expect(done.status).toBe(TASK_STATUS.completed);
  expect(done.attempts).toBe(0); // resumed, not retried as a failure
  expect(JSON.parse(done.progress!).changed).toBe(FILES); // work before the kill counted once, not redone
  const expected = listTree(tree)
    .map(f => f.path)
    .sort();
  expect(expected).toHaveLength(FILES);
  expect(liveFilePaths(store, NODE)).toEqual(expected);
  const rows = store.sqlite
    .prepare("SELECT COUNT(*) c, COUNT(DISTINCT parent_path || '/' || name) d, SUM(content_hash IS NULL) n FROM idx_entries WHERE class_id='idxobject'")
    .get() as { c: number; d: number; n: number };
  expect(rows).toEqual({ c: FILES, d: FILES, n: 0 });
  const sample = store.sqlite
    .prepare("SELECT parent_path || '/' || name p, content_hash h FROM idx_entries WHERE class_id='idxobject' ORDER BY random() LIMIT 50")
    .all() as { p: string; h: string }[];
  for (const s of sample) expect(s.h).toBe(createHash('sha256').update(readFileSync(s.p)).digest('hex'));
});
