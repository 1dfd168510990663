/**
 * Add static worker (spec 000 §3 Worker request, §4, §5): POST /database/addWorker checks the worker request and
 * where a worker may be added, adds a static_worker node pending activation and answers its package; the worker,
 * started with its activation code, runs the tasks of the collector it was added to, and shows in
 * Dashboard → Status → Workers with its state.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_BASE, INSTALLER_PATHS, UPDATE_PATH, type TreeObject, type UpdateStatus } from '@fathom/sdk/api';
import { STATIC_WORKERS_GROUP_LABEL, type TaskStatusData } from '@fathom/sdk/api/tasks';
import { PROJECT_ROOT } from '../../server/runtime/compile-entry';
import { ApiCallError, startServer, type Client, type TestServer } from './helpers';
import { fastTempDir, filesysService, liveFilePaths, waitFor } from './scan-fixture';

jest.setTimeout(120_000);
const COLLECTOR_CODE = 'A1B2C-3D4E5-F6G7H-8J9K1';
let srv: TestServer;
let root: Client;
let dir: string;
let collectorId: string;
let worker: ChildProcess | undefined;
let out = '';

const workerRequest = (over: Record<string, unknown> = {}) => ({
  classId: 'static_worker',
  parentId: collectorId,
  name: 'Worker one',
  ostype: 'linux',
  bindTo: '0.0.0.0',
  workerPort: '9800',
  fulldir: join(dir, 'worker-data'),
  ...over,
});
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ApiCallError) => `${e.errorName}: ${(e.body as { error: { message: string } }).error.message}`,
  );
const status = () => root.get<TaskStatusData>('/database/property', { objectId: collectorId, propertyId: 'PID_TASK_STATUS' });

beforeAll(async () => {
  dir = fastTempDir('static-worker-');
  const share = join(dir, 'share');
  mkdirSync(join(share, 'sub'), { recursive: true });
  for (let i = 0; i < 10; i++) writeFileSync(join(share, i % 2 ? 'sub' : '.', `w${i}.txt`), `worker file ${i}`);
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  const home = await root.get<TreeObject>('/database/object', { objectId: 'HOME' });
  collectorId = (
    await root.post<TreeObject>('/database/object', {
      object: { parentId: home.objectId, name: 'collector with a worker', classId: 'appagt', tags: { activationCode: COLLECTOR_CODE } },
    })
  ).objectId;
  await root.post('/database/property', { objectId: collectorId, propertyId: 'PID_SOURCES', property: { services: [filesysService('share', share)] } });
});
afterAll(async () => {
  if (worker && worker.exitCode === null) worker.kill('SIGKILL');
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the worker request rules: name, bindTo and workerPort, and where a worker may be added', async () => {
  expect(await refusal(root.post(INSTALLER_PATHS.addWorker, workerRequest({ workerPort: ' ' })))).toMatch(/^ValidationError: .*required/i);
  expect(await refusal(root.post(INSTALLER_PATHS.addWorker, workerRequest({ bindTo: '' })))).toMatch(/^ValidationError: .*required/i);
  expect(await refusal(root.post(INSTALLER_PATHS.addWorker, workerRequest({ name: 'a/b' })))).toMatch(/^ValidationError/);
  const home = await root.get<TreeObject>('/database/object', { objectId: 'HOME' });
  expect(await refusal(root.post(INSTALLER_PATHS.addWorker, workerRequest({ parentId: home.objectId })))).toMatch(/cannot hold a static_worker/);
});

test('a static worker activates with its code and runs the scans of its collector', async () => {
  // The collector itself is activated and online but never asks for work: its worker runs its tasks.
  const activated = await fetch(`${srv.url}${API_BASE}/database/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ activationCode: COLLECTOR_CODE }),
  });
  expect(activated.status).toBe(200);

  const res = await fetch(`${srv.url}${API_BASE}${INSTALLER_PATHS.addWorker}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${root.token}` },
    body: JSON.stringify(workerRequest()),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="fathom-Worker-one-linux.tar.gz"');
  expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);

  const node = (
    await root.get<{ objects: TreeObject[] }>('/database/children', { parentId: collectorId, options: { classIds: ['static_worker'] } })
  ).objects.find(o => o.name === 'Worker one');
  expect(node?.classId).toBe('static_worker');
  const code = node!.tags.activationCode as string;
  expect(code).toMatch(/^A[A-Z0-9]{4}(-[A-Z0-9]{5}){3}$/);
  expect((await status()).workers.filter(w => w.kind === 'static')).toEqual([
    { workerId: node!.objectId, name: 'Worker one', kind: 'static', group: STATIC_WORKERS_GROUP_LABEL, busy: false, taskId: null, state: 'pending' },
  ]);

  worker = spawn(
    process.execPath,
    [
      join(PROJECT_ROOT, 'bin/fathom.js'),
      'collector',
      '--platform',
      srv.url,
      '--activation-code',
      code,
      '--data-dir',
      join(dir, 'worker-data'),
      '--poll-ms',
      '100',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  worker.stdout!.on('data', d => (out += d));
  worker.stderr!.on('data', d => (out += d));
  await waitFor(() => out.includes('online') || worker!.exitCode !== null, 60_000);
  expect(out).toContain('Worker one');
  await waitFor(async () => (await status()).workers.some(w => w.workerId === node!.objectId && w.state === 'online'), 10_000, 100);

  // The worker's program reported its version when it activated.
  const updates = await root.get<UpdateStatus>(UPDATE_PATH);
  expect(updates.devices.find(d => d.objectId === node!.objectId)).toMatchObject({ version: updates.currentVersion, state: 'upToDate' });

  const started = await root.put<{ taskId: number }>('/database/control', { objectId: collectorId, commandId: 'scan' });
  await waitFor(async () => (await status()).history.some(h => h.taskId === started.taskId && h.status === 10), 90_000, 200);
  expect(liveFilePaths(srv.server.store, collectorId).length).toBe(10);
  // The index belongs to the collector, not to the worker.
  expect(liveFilePaths(srv.server.store, node!.objectId)).toEqual([]);

  worker.kill('SIGTERM');
  await waitFor(() => worker!.exitCode !== null, 30_000);
  expect((await status()).workers.find(w => w.workerId === node!.objectId)?.state).toBe('offline');
});
