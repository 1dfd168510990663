/**
 * A collector process killed with SIGKILL in the middle of a scan, then started again on its data directory:
 * it takes its interrupted task again (at once: a collector asks for a task only when it runs none, so a task
 * still executing in its name was left by a dead process), finishes it without counting a failed attempt, and
 * the platform's index holds every file of the folder exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { PROJECT_ROOT } from '../../server/runtime/compile-entry';
import { startServer, type Client, type TestServer } from './helpers';
import { fastTempDir, filesysService, listTree, liveFilePaths, waitFor } from './scan-fixture';

jest.setTimeout(300_000);
const CODE = 'AKL2M-3D4E5-F6G7H-8J9KW';
const FILES = 4000;
let srv: TestServer;
let root: Client;
let dir: string;
let share: string;
let nodeId: string;
let collector: ChildProcess | undefined;
let out = '';

function startCollector(): ChildProcess {
  const p = spawn(
    process.execPath,
    [
      join(PROJECT_ROOT, 'bin/fathom.js'),
      'collector',
      '--platform',
      srv.url,
      '--activation-code',
      CODE,
      '--data-dir',
      join(dir, 'collector-data'),
      '--poll-ms',
      '100',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  p.stdout!.on('data', d => (out += d));
  p.stderr!.on('data', d => (out += d));
  return p;
}
const exited = (p: ChildProcess) => new Promise<void>(res => (p.exitCode !== null || p.signalCode ? res() : p.once('exit', () => res())));

beforeAll(async () => {
  dir = fastTempDir('collector-kill-');
  share = join(dir, 'share');
  for (let d = 0; d < 40; d++) {
    mkdirSync(join(share, `d${d}`), { recursive: true });
    for (let f = 0; f < FILES / 40; f++) writeFileSync(join(share, `d${d}`, `f${f}.txt`), `collector ${d} ${f} ${'x'.repeat(f % 40)}`);
  }
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  const home = await root.get('/database/object', { objectId: 'HOME' });
  nodeId = (
    await root.post('/database/object', { object: { parentId: home.objectId, name: 'killed-collector', classId: 'appagt', tags: { activationCode: CODE } } })
  ).objectId;
  await root.post('/database/property', { objectId: nodeId, propertyId: 'PID_SOURCES', property: { services: [filesysService('share', share)] } });
});
afterAll(async () => {
  if (collector && collector.exitCode === null && !collector.signalCode) {
    collector.kill('SIGKILL');
    await exited(collector);
  }
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('SIGKILL of a collector mid-scan, restart: it resumes its task and the index equals the folder', async () => {
  collector = startCollector();
  await waitFor(() => out.includes('online'), 60_000);
  const task = await root.put('/database/control', { objectId: nodeId, commandId: 'scan' });
  const onPlatform = () =>
    srv.server.store.sqlite.prepare("SELECT COUNT(*) FROM idx_entries WHERE node_id = ? AND class_id = 'idxobject'").pluck().get(nodeId) as number;
  await waitFor(() => onPlatform() >= 500, 120_000, 20);
  collector.kill('SIGKILL');
  await exited(collector);
  expect(onPlatform()).toBeLessThan(FILES);
  const status = () => root.get<TaskStatusData>('/database/property', { objectId: nodeId, propertyId: 'PID_TASK_STATUS' });
  expect((await status()).current.find(t => t.taskId === task.taskId)).toMatchObject({ status: 9 }); // executing, as the dead process left it

  collector = startCollector();
  await waitFor(async () => (await status()).history.some(t => t.taskId === task.taskId), 180_000, 200);
  const done = (await status()).history.find(t => t.taskId === task.taskId)!;
  expect(done).toMatchObject({ statusLabel: 'Completed', attempts: 0 });
  expect(done.progress.files).toBe(FILES);

  const expected = listTree(share)
    .map(f => f.path)
    .sort();
  expect(liveFilePaths(srv.server.store, nodeId)).toEqual(expected);
  const rows = srv.server.store.sqlite
    .prepare(
      "SELECT COUNT(*) AS c, COUNT(DISTINCT parent_path || '/' || name) AS d, SUM(content_hash IS NULL) AS noHash FROM idx_entries WHERE node_id = ? AND class_id = 'idxobject'",
    )
    .get(nodeId);
  expect(rows).toEqual({ c: FILES, d: FILES, noHash: 0 });
});
