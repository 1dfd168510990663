import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { PROJECT_ROOT } from '../../server/runtime/compile-entry';
import { startServer, type Client, type TestServer } from './helpers';
import { fastTempDir, filesysService, listTree, liveFilePathsOf, waitFor } from './scan-fixture';

jest.setTimeout(120_000);
const CODE = 'A1B2C-3D4E5-F6G7H-8J9K0';
let srv: TestServer;
let root: Client;
let dir: string;
let tree: string;
let nodeId: string;
let collector: ChildProcess;
let out = '';

async function lastTask(): Promise<TaskStatusData> {
  return root.get<TaskStatusData>('/database/property', { objectId: nodeId, propertyId: 'PID_TASK_STATUS' });
}
async function scanAndWait(): Promise<void> {
  const t = await root.put('/database/control', { objectId: nodeId, commandId: 'scan' });
  await waitFor(async () => (await lastTask()).history.some(h => h.taskId === t.taskId && h.status === 10), 90_000, 200);
}

beforeAll(async () => {
  dir = fastTempDir('scan-collector-');
  tree = join(dir, 'share');
  for (let d = 0; d < 5; d++) {
    mkdirSync(join(tree, `d${d}`), { recursive: true });
    for (let f = 0; f < 40; f++) writeFileSync(join(tree, `d${d}`, `f${f}.txt`), `remote ${d} ${f % 8}`);
  }
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  const home = await root.get('/database/object', { objectId: 'HOME' });
  const created = await root.post('/database/object', {
    object: { parentId: home.objectId, name: 'remote-collector', classId: 'appagt', tags: { activationCode: CODE } },
  });
  nodeId = created.objectId;
  await root.post('/database/property', { objectId: nodeId, propertyId: 'PID_SOURCES', property: { services: [filesysService('share', tree)] } });
});
afterAll(async () => {
  if (collector && collector.exitCode === null) collector.kill('SIGKILL');
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a collector process activates with its code, shows online, scans its folders and goes offline on exit', async () => {
  collector = spawn(
    process.execPath,
    [
      join(PROJECT_ROOT, 'bin/fathom.js'),
      'collector',
      '--platform',
      srv.url,
      '--activation-code',
      CODE.toLowerCase(),
      '--data-dir',
      join(dir, 'collector-data'),
      '--poll-ms',
      '100',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  collector.stdout!.on('data', d => {
    out += d;
  });
  collector.stderr!.on('data', d => {
    out += d;
  });
  await waitFor(() => out.includes('online'), 60_000);
  expect((await root.get('/database/object', { objectId: nodeId })).isOnline).toBe(true);

  await scanAndWait();
  expect(await liveFilePathsOf(srv.server.store, nodeId)).toEqual(
    listTree(tree)
      .map(f => f.path)
      .sort(),
  );
  const top = await root.get('/database/children', { parentId: nodeId });
  expect(top.objects.map((o: { name: string }) => o.name)).toEqual(['share']);
  const d0 = (await root.get('/database/children', { parentId: top.objects[0].objectId })).objects[0];
  const files = await root.get('/database/children', { parentId: d0.objectId, options: { objectLimit: 100 } });
  expect(files.objectCount).toBe(40);
  expect(files.objects[0].properties.dupCount).toBe(4); // each folder holds 8 contents, 5 copies of each

  writeFileSync(join(tree, 'd1', 'f0.txt'), 'changed on the share');
  unlinkSync(join(tree, 'd2', 'f5.txt'));
  await scanAndWait();
  expect(await liveFilePathsOf(srv.server.store, nodeId)).toEqual(
    listTree(tree)
      .map(f => f.path)
      .sort(),
  );
  const history = (await lastTask()).history[0];
  expect(history.progress.changed).toBe(1);
  expect(history.progress.deleted).toBe(1);

  collector.kill('SIGTERM');
  await waitFor(() => collector.exitCode !== null, 30_000);
  expect(out).toContain('Collector offline');
  expect((await root.get('/database/object', { objectId: nodeId })).isOnline).toBe(false);
});
