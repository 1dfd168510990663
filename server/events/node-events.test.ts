import { ApiError } from '@fathom/sdk/api';
import { readNodeEventsOptions, validateNodeEventsSet, type NodeEventsQuery } from '@fathom/sdk/api/node-events';
import { TASK_STATUS, type TaskInfo } from '@fathom/sdk/api/tasks';
import { openStore, type Store } from '../store/db';
import { InMemoryEventBus } from './bus';
import { listNodeEvents, recordNodeEvent, recordOnlineChange, recordTaskOutcome, setNodeEventsState, taskOutcomeEvent } from './node-events';

let store: Store;
let bus: InMemoryEventBus;
const paths: Record<string, string> = {};

async function node(id: string, parent: string | null, tags: Record<string, unknown> = {}) {
  const path_ids = `${parent ? paths[parent] : '/'}${id}/`;
  paths[id] = path_ids;
  await store.db
    .insertInto('objects')
    .values({
      object_id: id,
      parent_id: parent,
      name: `Node ${id}`,
      class_id: parent ? 'appagt' : 'root',
      tags: JSON.stringify(tags),
      client_id: null,
      path_ids,
      created_at: 0,
      updated_at: 0,
    })
    .execute();
}
const all = (over: Partial<NodeEventsQuery> = {}): NodeEventsQuery => ({
  states: ['pending', 'postponed', 'solved'],
  source: null,
  offset: 0,
  limit: 100,
  ...over,
});
const task = (over: Partial<TaskInfo>): TaskInfo => ({
  taskId: 1,
  objectId: 'b1',
  kind: 'scan',
  status: TASK_STATUS.completed,
  statusLabel: '',
  attempts: 0,
  createdAt: 0,
  startedAt: 0,
  completedAt: 0,
  message: null,
  options: {},
  progress: { files: 0, bytes: 0, directories: 0, changed: 0, deleted: 0, errors: 0, rate: 0, elapsed: 0, eta: null },
  ...over,
});

beforeEach(async () => {
  store = await openStore({ filename: ':memory:' });
  bus = new InMemoryEventBus();
  await node('r', null);
  await node('a', 'r');
  await node('b', 'r');
  await node('b1', 'b');
});
afterEach(async () => {
  await store.close();
});

describe('recordNodeEvent', () => {
  it('stores a pending event and announces propertySet PID_EVENTS on the node and each ancestor, each to its own audience', async () => {
    const e = await recordNodeEvent(store, bus, {
      nodeId: 'b1',
      source: 'scan',
      type: 'taskFailed',
      message: 'Scan task 3 failed: no disk',
      severity: 'error',
      data: { taskId: 3 },
    });
    expect(e).toMatchObject({
      objectId: 'b1',
      objectName: 'Node b1',
      source: 'scan',
      type: 'taskFailed',
      severity: 'error',
      state: 'pending',
      message: 'Scan task 3 failed: no disk',
      data: { taskId: 3 },
      updatedBy: null,
    });
    expect(e!.time).toBeGreaterThan(0);
    const announced = (await bus.roomEventsAfter(['objects'], 0, 50)).map(s => ({
      type: s.event.type,
      objectId: s.event.objectId,
      propertyId: s.event.propertyId,
      audience: s.audience,
    }));
    expect(announced).toEqual(
      expect.arrayContaining([
        { type: 'propertySet', objectId: 'b1', propertyId: 'PID_EVENTS', audience: ['r', 'b', 'b1'] },
        { type: 'propertySet', objectId: 'b', propertyId: 'PID_EVENTS', audience: ['r', 'b'] },
        { type: 'propertySet', objectId: 'r', propertyId: 'PID_EVENTS', audience: ['r'] },
      ]),
    );
    expect(announced).toHaveLength(3);
  });

  it('records once per dedupe key, ignores nodes outside the tree, and goes with its node', async () => {
    const input = { nodeId: 'a', source: 'system' as const, type: 'x', message: 'once', dedupeKey: 'k1' };
    expect(await recordNodeEvent(store, bus, input)).not.toBeNull();
    expect(await recordNodeEvent(store, bus, input)).toBeNull();
    expect(await recordNodeEvent(store, bus, { ...input, nodeId: 'nowhere', dedupeKey: undefined })).toBeNull();
    expect((await listNodeEvents(store, { path_ids: paths.r }, all())).eventCount).toBe(1);
    await store.db.deleteFrom('objects').where('object_id', '=', 'a').execute();
    expect((await listNodeEvents(store, { path_ids: paths.r }, all())).eventCount).toBe(0);
  });
});

describe('task outcomes', () => {
  it('turns failed, aborted and scans with file errors into events, and nothing else', () => {
    expect(taskOutcomeEvent(task({ taskId: 7, status: TASK_STATUS.failed, message: 'The node has no sources to scan.' }))).toMatchObject({
      nodeId: 'b1',
      source: 'scan',
      type: 'taskFailed',
      severity: 'error',
      message: 'Scan task 7 failed: The node has no sources to scan.',
      dedupeKey: 'task:7:12',
    });
    expect(taskOutcomeEvent(task({ taskId: 8, kind: 'rescan', status: TASK_STATUS.aborted }))).toMatchObject({
      source: 'scan',
      type: 'taskAborted',
      severity: 'warning',
      message: 'Rescan task 8 was aborted.',
    });
    const withErrors = task({ taskId: 9, message: '2 error(s); first: /data/x: ENOENT', progress: { ...task({}).progress, errors: 2 } });
    expect(taskOutcomeEvent(withErrors)).toMatchObject({
      type: 'scanErrors',
      message: 'Scan task 9 completed with 2 file errors. First: /data/x: ENOENT',
      data: { taskId: 9, errors: 2 },
    });
    expect(taskOutcomeEvent(task({ status: TASK_STATUS.completed }))).toBeNull();
    for (const status of [TASK_STATUS.queued, TASK_STATUS.executing, TASK_STATUS.retry, TASK_STATUS.cancelled])
      expect(taskOutcomeEvent(task({ status }))).toBeNull();
  });

  it('records an outcome once however often the status is published', async () => {
    const aborted = task({ taskId: 4, status: TASK_STATUS.aborted });
    await recordTaskOutcome(store, bus, aborted);
    await recordTaskOutcome(store, bus, aborted);
    const { events } = await listNodeEvents(store, { path_ids: paths.r }, all());
    expect(events.map(e => e.message)).toEqual(['Scan task 4 was aborted.']);
  });
});

describe('online changes', () => {
  const before = (id: string, tags: Record<string, unknown>) => ({ object_id: id, name: `Node ${id}`, tags: JSON.stringify(tags) });
  it('records a remote node going offline and coming back, not a first activation nor the local collector', async () => {
    await recordOnlineChange(store, bus, before('b1', {}), true); // first time online: activation, not a return
    await recordOnlineChange(store, bus, before('a', { local: true, state: { online: true } }), false);
    await recordOnlineChange(store, bus, before('a', { local: true, state: { online: false } }), true);
    expect((await listNodeEvents(store, { path_ids: paths.r }, all())).eventCount).toBe(0);
    await recordOnlineChange(store, bus, before('b1', { state: { online: true } }), false);
    await recordOnlineChange(store, bus, before('b1', { state: { online: false } }), true);
    const { events } = await listNodeEvents(store, { path_ids: paths.r }, all());
    expect(events.map(e => [e.type, e.source, e.message])).toEqual(
      expect.arrayContaining([
        ['nodeOffline', 'system', 'Node b1 went offline.'],
        ['nodeOnline', 'system', 'Node b1 is back online.'],
      ]),
    );
  });
});

describe('listing and changing', () => {
  const ids: number[] = [];
  beforeEach(async () => {
    ids.length = 0;
    for (let i = 0; i < 5; i++)
      ids.push((await recordNodeEvent(store, bus, { nodeId: i < 3 ? 'b1' : 'a', source: i % 2 ? 'system' : 'scan', type: 't', message: `m${i}` }))!.eventId);
  });

  it('reads the subtree newest first, by state, source and page, with counts per state', async () => {
    expect((await listNodeEvents(store, { path_ids: paths.r }, all())).events.map(e => e.message)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);
    const underB = await listNodeEvents(store, { path_ids: paths.b }, all());
    expect(underB.events.map(e => e.message)).toEqual(['m2', 'm1', 'm0']);
    await setNodeEventsState(store, bus, { path_ids: paths.r }, { eventIds: [ids[0], ids[3]], state: 'solved', userObjectId: 'u1' });
    await setNodeEventsState(store, bus, { path_ids: paths.r }, { eventIds: [ids[1]], state: 'postponed', userObjectId: 'u1' });
    const solved = await listNodeEvents(store, { path_ids: paths.r }, all({ states: ['solved'] }));
    expect(solved).toMatchObject({ eventCount: 2, stateCounts: { pending: 2, postponed: 1, solved: 2 } });
    expect(solved.events.map(e => e.message)).toEqual(['m3', 'm0']);
    expect(solved.events[0]).toMatchObject({ state: 'solved', updatedBy: 'u1' });
    expect((await listNodeEvents(store, { path_ids: paths.r }, all({ source: 'scan' }))).events.map(e => e.message)).toEqual(['m4', 'm2', 'm0']);
    const page = await listNodeEvents(store, { path_ids: paths.r }, all({ offset: 1, limit: 2 }));
    expect(page.eventCount).toBe(5);
    expect(page.events.map(e => e.message)).toEqual(['m3', 'm2']);
    expect((await listNodeEvents(store, { path_ids: paths.r }, all({ offset: 5 }))).events).toEqual([]);
    expect(await listNodeEvents(store, { path_ids: paths.r }, all({ states: [] }))).toMatchObject({ events: [], eventCount: 0 });
  });

  it('refuses ids outside the subtree or unknown, changing nothing', async () => {
    const err = await setNodeEventsState(store, bus, { path_ids: paths.b }, { eventIds: [ids[0], ids[4], 99999], state: 'solved', userObjectId: null }).catch(
      e => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ errorName: 'EventNotFound', httpStatus: 404, detail: { eventIds: [ids[4], 99999] } });
    expect((await listNodeEvents(store, { path_ids: paths.r }, all())).stateCounts).toEqual({ pending: 5, postponed: 0, solved: 0 });
  });

  it('answers the events as they now are and announces only real changes', async () => {
    const last = (await bus.lastIds()).room;
    const moved = await setNodeEventsState(store, bus, { path_ids: paths.r }, { eventIds: [ids[2]], state: 'postponed', userObjectId: 'u2', skip: 'r' });
    expect(moved).toEqual([expect.objectContaining({ eventId: ids[2], state: 'postponed', updatedBy: 'u2' })]);
    const announced = (await bus.roomEventsAfter(['objects'], last, 50)).map(s => s.event.objectId);
    expect(announced.sort()).toEqual(['b', 'b1']); // 'r' is announced by the caller
    const again = (await bus.lastIds()).room;
    await setNodeEventsState(store, bus, { path_ids: paths.r }, { eventIds: [ids[2]], state: 'postponed', userObjectId: 'u2' });
    expect((await bus.lastIds()).room).toBe(again);
  });
});

describe('shared payload rules', () => {
  it('validates the set payload with named fields', () => {
    expect(validateNodeEventsSet({ eventIds: [3, 1, 3], state: 'solved' })).toEqual({ ok: true, value: { eventIds: [3, 1], state: 'solved' } });
    const field = (v: unknown) => {
      const r = validateNodeEventsSet(v);
      return r.ok ? null : r.problem.field;
    };
    expect(field(null)).toBe('property');
    expect(field([1])).toBe('property');
    expect(field({ state: 'solved' })).toBe('eventIds');
    expect(field({ eventIds: [], state: 'solved' })).toBe('eventIds');
    expect(field({ eventIds: ['1'], state: 'solved' })).toBe('eventIds');
    expect(field({ eventIds: [1.5], state: 'solved' })).toBe('eventIds');
    expect(field({ eventIds: [0], state: 'solved' })).toBe('eventIds');
    expect(field({ eventIds: Array.from({ length: 501 }, (_, i) => i + 1), state: 'solved' })).toBe('eventIds');
    expect(field({ eventIds: [1], state: 'complete' })).toBe('state');
    expect(field({ eventIds: [1] })).toBe('state');
  });

  it('reads the options: flags (complete = solved), source, offset and limit', () => {
    const read = (o: unknown) => {
      const r = readNodeEventsOptions(o);
      return r.ok ? r.value : r.problem.field;
    };
    expect(read(undefined)).toEqual({ states: ['pending', 'postponed', 'solved'], source: null, offset: 0, limit: 100 });
    expect(read({ pending: true, complete: true })).toMatchObject({ states: ['pending', 'solved'] });
    expect(read({ postponed: 'true', solved: false })).toMatchObject({ states: ['postponed'] });
    expect(read({ pending: false })).toMatchObject({ states: [] });
    expect(read({ source: 'all', eventOffset: '20', eventLimit: 500 })).toMatchObject({ source: null, offset: 20, limit: 500 });
    expect(read({ source: 'scan' })).toMatchObject({ source: 'scan' });
    expect(read({ source: 'disk' })).toBe('options.source');
    expect(read({ eventOffset: -1 })).toBe('options.eventOffset');
    expect(read({ eventLimit: 501 })).toBe('options.eventLimit');
    expect(read({ eventLimit: 0 })).toBe('options.eventLimit');
    expect(read({ eventLimit: 'many' })).toBe('options.eventLimit');
  });
});
