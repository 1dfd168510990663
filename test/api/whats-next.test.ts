/**
 * PID_WHATS_NEXT through the real server: the suggestions follow the node's real state: no source → add a source;
 * a source never scanned → scan now (a command the card runs); personal data found → the classification report;
 * the licence near its aggregators → see the licence.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Licence, TreeObject } from '@fathom/sdk/api';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { WHATS_NEXT_PROPERTY, type WhatsNextAnswer } from '../../plugins/guidance/whats-next/api';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { startServer, type Client, type TestServer } from './helpers';

jest.setTimeout(120_000);
let srv: TestServer;
let root: Client;
let home: TreeObject;
let collector: string;
let dir: string;

const next = async (objectId: string) => (await root.get<WhatsNextAnswer>('/database/property', { objectId, propertyId: WHATS_NEXT_PROPERTY })).suggestions;
const ids = async (objectId: string) => (await next(objectId)).map(s => s.id);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'whats-next-'));
  writeFileSync(join(dir, 'employee.txt'), 'Employee record. Social Security Number: 536-22-8726.\n');
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  home = await root.get('/database/object', { objectId: 'HOME' });
  collector = (await getSetting<string>(srv.server.store, SETTING_KEYS.localCollectorId))!;
});
afterAll(async () => {
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('from no source, to a source never scanned, to personal data found', async () => {
  const first = await next(collector);
  expect(first.map(s => s.id)).toEqual(['add-source']);
  expect(first[0]).toMatchObject({ notificationType: 'action', buttonText: 'Add a source', buttonLink: `/policy/sources?activeNodeId=${collector}` });
  // The platform above sees the same collector.
  expect(await ids(home.objectId)).toEqual(['add-source']);

  await root.post('/database/property', {
    objectId: collector,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        {
          type: 'filesys',
          name: 'docs',
          mode: 'Source',
          parameters: {},
          include: [{ path: dir, signing: false, index: true, classify: true, ocr: false }],
          exclude: [],
        },
        // A target is written to, never scanned: not one of the sources the card counts.
        { type: 'filesys', name: 'copies', mode: 'Target', parameters: { storePath: join(dir, '..', 'copies') }, include: [], exclude: [] },
      ],
    },
  });
  const scan = await next(collector);
  expect(scan[0].description).toContain('has 1 source that was never scanned');
  expect(scan.map(s => s.id)).toEqual(['scan-now']);
  expect(scan[0]).toMatchObject({ buttonText: 'Scan now', command: { objectId: collector, commandId: 'scan' } });

  await root.put('/database/control', scan[0].command!);
  for (let i = 0; i < 600; i++) {
    const s = await root.get<TaskStatusData>('/database/property', { objectId: collector, propertyId: 'PID_TASK_STATUS' });
    if (s.current.length === 0 && s.history.length > 0) break;
    await new Promise(r => setTimeout(r, 100));
  }
  const found = await next(home.objectId);
  expect(found.map(s => s.id)).toEqual(['personal-data']);
  expect(found[0]).toMatchObject({
    notificationType: 'info',
    header: '1 file with classified data',
    buttonLink: `/reports/RUN?activeNodeId=${home.objectId}&reportId=classification-summary-by-source`,
  });
});

test('a licence near its aggregators says so first among actions', async () => {
  const licence = await root.get<Licence>('/database/property', { objectId: home.objectId, propertyId: 'PID_LICENSE' });
  await root.post('/database/property', { objectId: home.objectId, propertyId: 'PID_LICENSE', property: { ...licence, allowedAggregators: 1 } });
  const list = await next(home.objectId);
  expect(list[0]).toMatchObject({ id: 'licence-aggregators', notificationType: 'alert', header: 'No aggregator left in the licence' });
  expect(list[0].buttonLink).toBe(`/license?activeNodeId=${home.objectId}`);
  await root.post('/database/property', { objectId: home.objectId, propertyId: 'PID_LICENSE', property: { ...licence, allowedAggregators: 0 } });
  expect(await ids(home.objectId)).not.toContain('licence-aggregators');
});

test('a file is no node of the tree: PropertyNotFound', async () => {
  const r = await root.call('GET', '/database/property', { objectId: 'e1', propertyId: WHATS_NEXT_PROPERTY });
  expect(r.body).toMatchObject({ status: 'error', error: { name: 'PropertyNotFound' } });
});
