/**
 * PID_EVENTS against the real server: events recorded by real work (a scan of a missing folder, a failed and an
 * aborted task, a remote collector going offline and back), read per subtree with the state flags and paging,
 * moved through the workflow, refused with named errors, and kept within the caller's reach.
 */
import { join } from 'node:path';
import { API_BASE, type TreeObject } from '@fathom/sdk/api';
import type { NodeEvent, NodeEventsAnswer } from '@fathom/sdk/api/node-events';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { startServer, type Client, type TestServer } from './helpers';
import { fastTempDir, filesysService, waitFor } from './scan-fixture';

jest.setTimeout(120_000);
const CODE = 'A7K2M-4N8P1-Q5R3S-9T6V2';
let srv: TestServer;
let root: Client;
let home: TreeObject;
let collector: string;
let missing: string;

const read = (c: Client, objectId: string, options: Record<string, unknown> = {}) =>
  c.get<NodeEventsAnswer>('/database/property', { objectId, propertyId: 'PID_EVENTS', options });
const change = (c: Client, objectId: string, property: unknown) => c.call('POST', '/database/property', { objectId, propertyId: 'PID_EVENTS', property });

async function taskEnds(taskId: number): Promise<TaskStatusData['history'][number]> {
  let done: TaskStatusData['history'][number] | undefined;
  await waitFor(
    async () => {
      const s = await root.get<TaskStatusData>('/database/property', { objectId: collector, propertyId: 'PID_TASK_STATUS' });
      done = s.history.find(t => t.taskId === taskId);
      return !!done;
    },
    60_000,
    100,
  );
  return done!;
}

async function userWith(parentId: string, userId: string, permissions: string[]): Promise<Client> {
  await root.post('/database/object', {
    object: { parentId, name: userId, classId: 'user' },
    options: { userId, password: 'User#Pass1', activated: true, email: `${userId}@example.com`, permissions },
  });
  return srv.login(userId, 'User#Pass1');
}

async function collectorCall(path: string, payload: Record<string, unknown>, token?: string): Promise<any> {
  const res = await fetch(`${srv.url}${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-collector-token': token } : {}) },
    body: JSON.stringify(payload),
  });
  const body = (await res.json()) as { status: string; data: unknown };
  if (body.status !== 'OK') throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}

beforeAll(async () => {
  missing = join(fastTempDir('node-events-'), 'not-there');
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  home = await root.get('/database/object', { objectId: 'HOME' });
  collector = (await getSetting<string>(srv.server.store, SETTING_KEYS.localCollectorId))!;
  await root.post('/database/property', { objectId: collector, propertyId: 'PID_SOURCES', property: { services: [filesysService('gone', missing)] } });
});
afterAll(async () => {
  await srv?.close();
});

describe('recording', () => {
  test('a scan of a folder that does not exist completes with a file error: a pending scan event, seen from the node and above', async () => {
    const since = (await srv.server.bus.lastIds()).room;
    const task = await root.put('/database/control', { objectId: collector, commandId: 'scan' });
    expect((await taskEnds(task.taskId)).status).toBe(10);
    await waitFor(async () => (await read(root, collector)).eventCount > 0, 10_000);
    const { events } = await read(root, collector);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      objectId: collector,
      source: 'scan',
      type: 'scanErrors',
      severity: 'warning',
      state: 'pending',
      data: { taskId: task.taskId, errors: 1 },
    });
    expect(events[0].message).toMatch(new RegExp(`^Scan task ${task.taskId} completed with 1 file error\\.`));
    expect((await read(root, home.objectId)).events.map(e => e.eventId)).toEqual([events[0].eventId]);
    // An open console learns of it: propertySet PID_EVENTS on the collector and on the top of the tree.
    const announced = (await srv.server.bus.roomEventsAfter(['objects'], since, 500))
      .map(s => s.event)
      .filter(e => e.type === 'propertySet' && e.propertyId === 'PID_EVENTS');
    expect(announced.map(e => e.objectId)).toEqual(expect.arrayContaining([collector, home.objectId]));
  });

  test('a task that fails and a task that is aborted are recorded once each', async () => {
    const failed = await root.put('/database/control', { objectId: collector, commandId: 'scan', options: { services: ['no-such-service'] } });
    expect(await taskEnds(failed.taskId)).toMatchObject({ status: 12, message: 'The node has no sources to scan.' });
    await root.put('/database/control', { objectId: collector, commandId: 'pause' }); // holds the next task so the abort finds it waiting
    const held = await root.put('/database/control', { objectId: collector, commandId: 'scan' });
    await root.put('/database/control', { objectId: collector, commandId: 'abort', options: { taskId: held.taskId } });
    await root.put('/database/control', { objectId: collector, commandId: 'resume' });
    expect((await taskEnds(held.taskId)).status).toBe(14);
    await waitFor(async () => (await read(root, collector)).eventCount >= 3, 10_000);
    const { events, eventCount } = await read(root, collector);
    expect(eventCount).toBe(3);
    expect(events.map(e => [e.type, e.message])).toEqual([
      ['taskAborted', `Scan task ${held.taskId} was aborted.`],
      ['taskFailed', `Scan task ${failed.taskId} failed: The node has no sources to scan.`],
      ['scanErrors', expect.stringContaining('completed with 1 file error')],
    ]);
    expect(events.slice(0, 2).map(e => e.severity)).toEqual(['warning', 'error']);
  });
});

describe('reading and changing', () => {
  let ids: number[];
  beforeAll(async () => {
    ids = (await read(root, collector)).events.map(e => e.eventId);
  });

  test('each flag reads its state (complete = solved), newest first, paged', async () => {
    const moved = await change(root, collector, { eventIds: [ids[1]], state: 'postponed' });
    expect(moved.status).toBe(200);
    expect((moved.body as { data: { events: NodeEvent[] } }).data.events).toEqual([
      expect.objectContaining({ eventId: ids[1], state: 'postponed', updatedBy: root.user.objectId }),
    ]);
    await root.post('/database/property', { objectId: home.objectId, propertyId: 'PID_EVENTS', property: { eventIds: [ids[2]], state: 'solved' } }); // from above
    const only = async (options: Record<string, unknown>) => (await read(root, collector, options)).events.map(e => e.eventId);
    expect(await only({ pending: true })).toEqual([ids[0]]);
    expect(await only({ postponed: true })).toEqual([ids[1]]);
    expect(await only({ solved: true })).toEqual([ids[2]]);
    expect(await only({ complete: true })).toEqual([ids[2]]);
    expect(await only({ pending: true, solved: true })).toEqual([ids[0], ids[2]]);
    expect(await only({ pending: true, postponed: true, solved: true, complete: true, eventOffset: 0, eventLimit: 500 })).toEqual(ids);
    const page = await read(root, collector, { eventOffset: 1, eventLimit: 1 });
    expect(page).toMatchObject({ eventCount: 3, stateCounts: { pending: 1, postponed: 1, solved: 1 } });
    expect(page.events.map(e => e.eventId)).toEqual([ids[1]]);
    expect((await read(root, collector, { eventOffset: 3 })).events).toEqual([]);
    expect(await only({ source: 'system' })).toEqual([]);
    await change(root, collector, { eventIds: [ids[1], ids[2]], state: 'pending' }); // reopen
    expect(await only({ pending: true })).toEqual(ids);
  });

  test('bad payloads get named 400s, unknown ids a 404, never a 500', async () => {
    const cases: [unknown, string][] = [
      [null, 'property'],
      ['solved', 'property'],
      [{ state: 'solved' }, 'eventIds'],
      [{ eventIds: [], state: 'solved' }, 'eventIds'],
      [{ eventIds: ['x'], state: 'solved' }, 'eventIds'],
      [{ eventIds: [ids[0]], state: 'complete' }, 'state'],
      [{ eventIds: [ids[0]] }, 'state'],
    ];
    for (const [property, field] of cases) {
      const r = await change(root, collector, property);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ status: 'error', error: { name: 'ValidationError', detail: { field } } });
    }
    const noProperty = await root.call('POST', '/database/property', { objectId: collector, propertyId: 'PID_EVENTS' });
    expect(noProperty.status).toBe(400);
    const unknown = await change(root, collector, { eventIds: [ids[0], 987654], state: 'solved' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { name: 'EventNotFound', detail: { eventIds: [987654] } } });
    expect((await read(root, collector, { pending: true })).events).toHaveLength(3); // nothing moved
    for (const options of [{ eventLimit: 501 }, { eventLimit: 0 }, { eventOffset: -2 }, { source: 'disk' }]) {
      const r = await root.call('GET', '/database/property', { objectId: collector, propertyId: 'PID_EVENTS', options });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: { name: 'ValidationError' } });
    }
  });

  test('changing needs upd or ctl on the node; reading needs get', async () => {
    const demo = (await root.get('/database/children', { parentId: home.objectId })).objects.find(
      (o: TreeObject) => o.classId === 'client' && o.name === 'Demo',
    );
    const viewer = await userWith(demo.objectId, 'events-viewer', ['get']);
    expect((await read(viewer, collector)).eventCount).toBe(3);
    const refused = await change(viewer, collector, { eventIds: [ids[0]], state: 'solved' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { name: 'NoPermission' } });
    const operator = await userWith(demo.objectId, 'events-operator', ['get', 'ctl']);
    expect((await change(operator, collector, { eventIds: [ids[0]], state: 'solved' })).status).toBe(200);
    await change(operator, collector, { eventIds: [ids[0]], state: 'pending' });
  });
});

describe('reach', () => {
  let bolt: { client: TreeObject; admin: Client; box: TreeObject };
  beforeAll(async () => {
    const client = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Bolt', classId: 'client' } });
    const unit = await root.post('/database/object', { object: { parentId: client.objectId, name: 'Bolt Unit', classId: 'orgunit' } });
    const box = await root.post('/database/object', {
      object: { parentId: unit.objectId, name: 'Bolt Box', classId: 'appagt', tags: { activationCode: CODE } },
    });
    bolt = { client, box, admin: await userWith(client.objectId, 'bolt-admin', ['add', 'del', 'upd', 'ctl', 'get', 'adm', 'pol', 'bll', 'act']) };
  });

  test('a user of another client sees none of the Demo events and cannot touch them', async () => {
    expect(await read(bolt.admin, 'HOME')).toMatchObject({ events: [], eventCount: 0 });
    const ids = (await read(root, collector)).events.map(e => e.eventId);
    expect((await bolt.admin.call('GET', '/database/property', { objectId: collector, propertyId: 'PID_EVENTS' })).status).toBe(403);
    expect((await change(bolt.admin, collector, { eventIds: ids, state: 'solved' })).status).toBe(403);
    // Ids of events outside the caller's subtree are unknown there.
    const outside = await change(bolt.admin, 'HOME', { eventIds: [ids[0]], state: 'solved' });
    expect(outside.status).toBe(404);
    expect((await read(root, collector, { pending: true })).eventCount).toBe(3);
  });

  test("a remote collector going offline and coming back is recorded in its client's subtree only", async () => {
    const { token } = await collectorCall('/database/activate', { activationCode: CODE });
    await collectorCall('/database/collector/offline', { objectId: bolt.box.objectId }, token);
    await collectorCall('/database/collector/next', { objectId: bolt.box.objectId }, token);
    const { events } = await read(bolt.admin, 'HOME');
    expect(events.map(e => [e.objectId, e.source, e.type, e.message])).toEqual([
      [bolt.box.objectId, 'system', 'nodeOnline', 'Bolt Box is back online.'],
      [bolt.box.objectId, 'system', 'nodeOffline', 'Bolt Box went offline.'],
    ]);
    expect((await read(root, collector)).events.every(e => e.objectId === collector)).toBe(true);
    expect((await read(root, home.objectId)).eventCount).toBe(5);
    expect(
      (
        await bolt.admin.call('POST', '/database/property', {
          objectId: 'HOME',
          propertyId: 'PID_EVENTS',
          property: { eventIds: events.map(e => e.eventId), state: 'solved' },
        })
      ).status,
    ).toBe(200);
    expect((await read(bolt.admin, 'HOME', { solved: true })).eventCount).toBe(2);
  });
});
