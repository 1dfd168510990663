/**
 * An installer end to end: downloaded through the API, unpacked in a temp folder, its start script run with
 * the machine's Node; the new aggregator-collector activates and shows online (no longer pending), scans a
 * folder through the platform, and goes offline when stopped.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_BASE, type TreeObject } from '@fathom/sdk/api';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { PROJECT_ROOT } from '../../server/runtime/compile-entry';
import { startServer, type Client, type TestServer } from './helpers';
import { fastTempDir, filesysService, waitFor } from './scan-fixture';

jest.setTimeout(180_000);
let srv: TestServer;
let root: Client;
let token: string;
let dir: string;
let collector: ChildProcess | undefined;
let out = '';

beforeAll(async () => {
  dir = fastTempDir('installer-e2e-');
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  const login = await fetch(`${srv.url}${API_BASE}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'root', password: srv.rootPassword }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
});
afterAll(async () => {
  if (collector && collector.exitCode === null) collector.kill('SIGKILL');
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('download, unpack, start: the collector activates, scans a folder through the platform and goes offline when stopped', async () => {
  const home = await root.get<TreeObject>('/database/object', { objectId: 'HOME' });
  const res = await fetch(`${srv.url}${API_BASE}/database/getInstaller`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      parentId: home.objectId,
      classId: 'appagt',
      name: 'Remote collector',
      isOffline: true,
      ostype: 'linux',
      bindTo: '127.0.0.1',
      dirApp: '/opt/Fathom/aggregator-collector',
      fulldir: join(dir, 'collector-data'),
      dbDialect: 'mysql',
      dbHost: '127.0.0.1',
      dbPort: '3306',
      dbUser: 'fathom',
      dbPassword: 'secret',
      workerPort: '9745',
    }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="fathom-Remote-collector-linux.tar.gz"');
  writeFileSync(join(dir, 'package.tar.gz'), Buffer.from(await res.arrayBuffer()));

  const node = (await root.get<{ objects: TreeObject[] }>('/database/children', { parentId: home.objectId })).objects.find(o => o.name === 'Remote collector')!;
  expect(node.classId).toBe('appagt');
  expect(node.tags.activationCode).toMatch(/^A[A-Z0-9]{4}(-[A-Z0-9]{5}){3}$/);
  expect(node.tags.activated).toBeFalsy();
  expect(node.isOnline).toBe(false);

  const unpack = spawnSync('tar', ['xzf', 'package.tar.gz'], { cwd: dir });
  expect(unpack.status).toBe(0);
  const top = join(dir, 'fathom-aggregator-collector');
  expect(readdirSync(top).sort()).toEqual(['README.txt', 'config.json', 'fathom-aggregator-collector.service', 'install.sh', 'program', 'start.sh']);
  expect(statSync(join(top, 'start.sh')).mode & 0o111).not.toBe(0);
  const config = JSON.parse(readFileSync(join(top, 'config.json'), 'utf8'));
  expect(config).toMatchObject({
    platform: srv.url,
    activationCode: node.tags.activationCode,
    objectId: node.objectId,
    port: '9745',
    installerType: 'offline',
  });
  expect(readFileSync(join(top, 'fathom-aggregator-collector.service'), 'utf8')).toContain('ExecStart=/opt/Fathom/aggregator-collector/start.sh');
  const manifest = JSON.parse(readFileSync(join(top, 'program', 'package.json'), 'utf8'));
  expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['better-sqlite3', 'kysely']));

  const share = join(dir, 'share');
  mkdirSync(join(share, 'sub'), { recursive: true });
  for (let i = 0; i < 12; i++) writeFileSync(join(share, i % 2 ? 'sub' : '.', `file${i}.txt`), `installed ${i}`);
  await root.post('/database/property', { objectId: node.objectId, propertyId: 'PID_SOURCES', property: { services: [filesysService('share', share)] } });

  // The packages this project already has stand in for the program's `npm install`.
  collector = spawn('sh', [join(top, 'start.sh'), '--poll-ms', '100'], {
    cwd: top,
    env: { ...process.env, FATHOM_NODE_MODULES: join(PROJECT_ROOT, 'node_modules'), FATHOM_PROJECT_ROOT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  collector.stdout!.on('data', d => (out += d));
  collector.stderr!.on('data', d => (out += d));
  await waitFor(() => out.includes('online') || collector!.exitCode !== null, 90_000);
  expect(out).toContain('Collector Remote collector');
  const online = await root.get<TreeObject>('/database/object', { objectId: node.objectId });
  expect(online.isOnline).toBe(true);
  expect(online.isReadyToWork).toBe(true);
  expect(online.tags.activated).toBe(true); // the tree's pending badge shows only before activation

  const started = await root.put<{ taskId: number }>('/database/control', { objectId: node.objectId, commandId: 'scan' });
  const status = () => root.get<TaskStatusData>('/database/property', { objectId: node.objectId, propertyId: 'PID_TASK_STATUS' });
  await waitFor(async () => (await status()).history.some(h => h.taskId === started.taskId && h.status === 10), 120_000, 200);
  const top1 = await root.get<{ objects: TreeObject[] }>('/database/children', { parentId: node.objectId });
  expect(top1.objects.map(o => o.name)).toEqual(['share']);
  const inShare = await root.get<{ objects: TreeObject[] }>('/database/children', { parentId: top1.objects[0].objectId, options: { objectLimit: 100 } });
  expect(inShare.objects.map(o => o.name).sort()).toEqual(['file0.txt', 'file10.txt', 'file2.txt', 'file4.txt', 'file6.txt', 'file8.txt', 'sub']);

  collector.kill('SIGTERM');
  await waitFor(() => collector!.exitCode !== null, 30_000);
  expect(out).toContain('Collector offline');
  expect((await root.get<TreeObject>('/database/object', { objectId: node.objectId })).isOnline).toBe(false);
});
