/**
 * Dynamic workers (spec 001 §3 server settings: auto -1, disabled 0, 1 to 16) honoured by the task engine: a scan of
 * the collector runs with the read/hash and extraction threads its node's setting (and maxThreads) allow, and its
 * task log says which.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { TaskLogAnswer, TaskStatusData } from '@fathom/sdk/api/tasks';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { startServer, type Client, type TestServer } from './helpers';
import { fastTempDir, filesysService, waitFor } from './scan-fixture';

jest.setTimeout(120_000);
let srv: TestServer;
let root: Client;
let collector: string;
let dir: string;

beforeAll(async () => {
  dir = fastTempDir('dynamic-workers-');
  for (let i = 0; i < 6; i++) writeFileSync(join(dir, `f${i}.txt`), `file ${i}`);
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  collector = (await getSetting<string>(srv.server.store, SETTING_KEYS.localCollectorId))!;
  await root.post('/database/property', { objectId: collector, propertyId: 'PID_SOURCES', property: { services: [filesysService('docs', dir)] } });
});
afterAll(async () => {
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Sets the collector's own settings, scans it to the end and answers the line of its log that names the threads. */
async function scanWith(values: Record<string, number>): Promise<string> {
  await root.post('/database/property', { objectId: collector, propertyId: 'PID_SERVER_SETTINGS', property: { values } });
  const { taskId } = await root.put<{ taskId: number }>('/database/control', { objectId: collector, commandId: 'scan' });
  const status = () => root.get<TaskStatusData>('/database/property', { objectId: collector, propertyId: 'PID_TASK_STATUS' });
  await waitFor(async () => (await status()).history.some(h => h.taskId === taskId && h.status === 10), 90_000, 100);
  const log = await root.get<TaskLogAnswer>('/database/property', { objectId: collector, propertyId: 'PID_LOG', options: { taskId } });
  const line = log.lines.find(l => l.includes('Dynamic workers:'));
  expect(line).toBeDefined();
  return line!.replace(/^\S+ /, '');
}

test('disabled: files are read in the scan thread', async () => {
  expect(await scanWith({ dynamicWorkers: 0, maxThreads: 4 })).toBe(
    'Dynamic workers: disabled; maxThreads 4: files are read in the scan thread, 1 extraction thread.',
  );
});

test('a number: the pool the task takes its maxThreads share from', async () => {
  expect(await scanWith({ dynamicWorkers: 3, maxThreads: 2 })).toBe('Dynamic workers: 3; maxThreads 2: 2 read/hash threads, 2 extraction threads.');
  expect(await scanWith({ dynamicWorkers: 2, maxThreads: 8 })).toBe('Dynamic workers: 2; maxThreads 8: 2 read/hash threads, 2 extraction threads.');
});

test('auto: one per core, at most 16', async () => {
  const pool = Math.min(16, Math.max(1, cpus().length));
  const share = Math.min(pool, 16);
  expect(await scanWith({ dynamicWorkers: -1, maxThreads: 16 })).toBe(
    `Dynamic workers: auto (${pool}); maxThreads 16: ${share} read/hash thread${share === 1 ? '' : 's'}, ${share} extraction thread${share === 1 ? '' : 's'}.`,
  );
});

test('a value outside auto, disabled and 1 to 16 is refused', async () => {
  const r = await root.call('POST', '/database/property', {
    objectId: collector,
    propertyId: 'PID_SERVER_SETTINGS',
    property: { values: { dynamicWorkers: 17 } },
  });
  expect(r.body).toMatchObject({ status: 'error', error: { name: 'ValidationError' } });
});
