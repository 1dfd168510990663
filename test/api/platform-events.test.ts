import { EVENTS_LISTEN_PATH, type ListenResponse, type TreeObject } from '@fathom/sdk/api';
import { startServer, type Client, type TestServer } from './helpers';

let srv: TestServer;
let root: Client;
let home: TreeObject;

beforeAll(async () => {
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  home = await root.get('/database/object', { objectId: 'HOME' });
});
afterAll(() => srv.close());

const listen = (c: Client, q: Record<string, unknown>) => c.get<ListenResponse>(EVENTS_LISTEN_PATH, q);

describe('events long-poll', () => {
  it('answers at once with the current ids when no lastRoomEventId is given', async () => {
    const first = await listen(root, {});
    expect(first).toMatchObject({ roomEvents: [], feedEvents: [], timedOut: false });
    expect(first.lastRoomEventId).toBeGreaterThan(0);
  });

  it('delivers a rename made by one user to a second listener waiting', async () => {
    const second = await srv.login('root', srv.rootPassword);
    const unit = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Live Client', classId: 'client' } });
    const { lastRoomEventId } = await listen(second, {});
    const waiting = listen(second, { timeout: 30, rooms: 'objects', lastRoomEventId });
    await new Promise(r => setTimeout(r, 100)); // the listener is parked before the change
    await root.put('/database/object', { object: { objectId: unit.objectId, name: 'Live Client Renamed' } });
    const got = await waiting;
    expect(got.timedOut).toBe(false);
    expect(got.roomEvents).toEqual([expect.objectContaining({ type: 'objectUpdated', objectId: unit.objectId, parentId: home.objectId, room: 'objects' })]);
    expect(got.lastRoomEventId).toBe(got.roomEvents[0].eventId);
  });

  it('reports added, moved, property set and deleted, in order, from a cursor', async () => {
    const { lastRoomEventId } = await listen(root, {});
    const a = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Ev A', classId: 'client' } });
    const b = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Ev B', classId: 'client' } });
    const unit = await root.post('/database/object', { object: { parentId: a.objectId, name: 'Ev Unit', classId: 'orgunit' } });
    await root.put('/database/object', { object: { objectId: unit.objectId, parentId: b.objectId } });
    await root.post('/database/property', { objectId: b.objectId, propertyId: 'PID_CLIENTCONFIG', property: { crossClientAccess: true } });
    await root.del('/database/object', { objectId: unit.objectId });
    const got = await listen(root, { lastRoomEventId, timeout: 0 });
    expect(got.roomEvents.map(e => e.type)).toEqual(['objectAdded', 'objectAdded', 'objectAdded', 'objectMoved', 'propertySet', 'objectDeleted']);
    expect(got.roomEvents[3]).toMatchObject({ objectId: unit.objectId, parentId: b.objectId, data: { oldParentId: a.objectId } });
    expect(got.roomEvents[4]).toMatchObject({ propertyId: 'PID_CLIENTCONFIG', objectId: b.objectId });
    const limited = await listen(root, { lastRoomEventId, timeout: 0, maxRoomEvents: 2 });
    expect(limited.roomEvents).toHaveLength(2);
    expect(limited.lastRoomEventId).toBe(limited.roomEvents[1].eventId);
  });

  it('delivers only events about objects the listener may reach', async () => {
    const mine = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Ev Mine', classId: 'client' } });
    const other = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Ev Other', classId: 'client' } });
    await root.post('/database/object', {
      object: { parentId: mine.objectId, name: 'Ev Admin', classId: 'user' },
      options: { userId: 'ev-admin', password: 'EvAdmin#1', activated: true, email: 'ev@example.com' },
    });
    const admin = await srv.login('ev-admin', 'EvAdmin#1');
    const { lastRoomEventId } = await listen(admin, {});
    await root.put('/database/object', { object: { objectId: other.objectId, name: 'Ev Other Renamed' } });
    await root.put('/database/object', { object: { objectId: mine.objectId, name: 'Ev Mine Renamed' } });
    const got = await listen(admin, { lastRoomEventId, timeout: 5 });
    expect(got.roomEvents.map(e => e.objectId)).toEqual([mine.objectId]);
    const after = await listen(admin, { lastRoomEventId: got.lastRoomEventId, timeout: 0 });
    expect(after).toMatchObject({ roomEvents: [], timedOut: true });
  });

  it('times out with no events and keeps the cursor', async () => {
    const { lastRoomEventId } = await listen(root, {});
    const got = await listen(root, { lastRoomEventId, timeout: 1 });
    expect(got).toMatchObject({ roomEvents: [], timedOut: true, lastRoomEventId });
  });

  it('refuses malformed numbers', async () => {
    const r = await root.call('GET', EVENTS_LISTEN_PATH, { lastRoomEventId: 'abc' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: { name: 'ValidationError' } });
  });
});
