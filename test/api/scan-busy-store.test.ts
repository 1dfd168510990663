/**
 * A store kept busy by another connection while a scan runs: the server's background writes (progress,
 * heartbeat) meet SQLITE_BUSY and the process must live on, finish the scan and record it as completed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { TASK_STATUS } from '@fathom/sdk/api/tasks';
import { compiledEntry, PROJECT_ROOT } from '../../server/runtime/compile-entry';
import type { Store } from '../../server/store/db';
import { insertTask } from '../../server/tasks/repo';
import { fastTempDir, storeWithNode, waitFor } from './scan-fixture';

jest.setTimeout(120_000);
const NODE = 'obusystore';
/** Longer than the store's former busy timeout (5 s): a progress write waited it out in full and failed. */
const HOLD_MS = 7_000;
let dir: string;
let store: Store;

beforeAll(async () => {
  dir = fastTempDir('scan-busy-');
  const tree = join(dir, 'tree');
  for (let d = 0; d < 10; d++) {
    mkdirSync(join(tree, `d${d}`), { recursive: true });
    for (let f = 0; f < 20; f++) writeFileSync(join(tree, `d${d}`, `f${f}.txt`), `busy ${d}-${f}`);
  }
  store = await storeWithNode(join(dir, 'db.sqlite'), NODE, [
    {
      type: 'slowfs',
      name: 'local',
      mode: 'Source',
      parameters: { delayMs: HOLD_MS + 2000 },
      include: [{ path: tree, signing: false, index: false }],
      exclude: [],
    },
  ]);
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

function startProcess(dbFile: string, taskId: number): ChildProcess {
  const entry = compiledEntry('test/api/scan-busy-proc.ts');
  const code = `require(${JSON.stringify(entry)}).main(process.argv.slice(1)).then(c => process.exit(c), e => { console.error(e); process.exit(1); })`;
  return spawn(process.execPath, ['-e', code, dbFile, 'test/api/scan-busy-plugins.ts', String(taskId)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FATHOM_PROJECT_ROOT: PROJECT_ROOT },
  });
}

test('a write transaction held by another connection during a scan: the server lives and the task completes', async () => {
  const task = await insertTask(store, { nodeId: NODE, kind: 'scan', options: {} });
  const server = startProcess(store.sqlite.name, task.task_id);
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>(res => server.once('exit', code => res(code)));
  const status = async () => (await store.db.selectFrom('tasks').select('status').where('task_id', '=', task.task_id).executeTakeFirstOrThrow()).status;
  await waitFor(async () => (await status()) === TASK_STATUS.executing, 60_000, 20);

  const blocker = new Database(store.sqlite.name);
  blocker.pragma('busy_timeout = 10000');
  blocker.exec('BEGIN IMMEDIATE');
  blocker.prepare('UPDATE tasks SET message = message WHERE task_id = ?').run(task.task_id);
  await new Promise(res => setTimeout(res, HOLD_MS));
  const aliveWhileBusy = server.exitCode === null && server.signalCode === null;
  blocker.exec('COMMIT');
  blocker.close();

  expect({ aliveWhileBusy, stderr: aliveWhileBusy ? '' : stderr }).toEqual({ aliveWhileBusy: true, stderr: '' });
  expect(await exited).toBe(0);
  const row = await store.db.selectFrom('tasks').selectAll().where('task_id', '=', task.task_id).executeTakeFirstOrThrow();
  expect(row.status).toBe(TASK_STATUS.completed);
  expect(JSON.parse(row.progress!).files).toBe(200);
});
