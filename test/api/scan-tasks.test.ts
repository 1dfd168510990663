import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TASK_MAX_RETRIES, TASK_STATUS } from '@fathom/sdk/api/tasks';
import { InMemoryEventBus } from '../../server/events/bus';
import type { Store } from '../../server/store/db';
import { TaskManager } from '../../server/tasks/manager';
import { insertTask, claimNext } from '../../server/tasks/repo';
import { writeServerSettings } from '../../server/tasks/settings';
import type { HostLoad } from '../../server/tasks/host-load';
import { filesysService, listTree, liveFilePaths, storeWithNode, waitFor } from './scan-fixture';

let dir: string;
let store: Store;
let bus: InMemoryEventBus;
let manager: TaskManager;
const NODE = 'ocollector1';
const IDLE: HostLoad = { cpuPercent: 5, diskIoPercent: 0, normalizedLoad: 0.1 };
let hostLoad: HostLoad = IDLE;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scan-tasks-'));
  const tree = join(dir, 'tree');
  for (let d = 0; d < 20; d++) {
    mkdirSync(join(tree, `d${d}`), { recursive: true });
    for (let f = 0; f < 50; f++) writeFileSync(join(tree, `d${d}`, `f${f}.txt`), `dir ${d} file ${f}`);
  }
  store = await storeWithNode(join(dir, 'db.sqlite'), NODE, [filesysService('local', tree)]);
  await store.db
    .insertInto('objects')
    .values({
      object_id: 'obroken',
      parent_id: null,
      name: 'broken',
      class_id: 'appagt',
      tags: '{}',
      client_id: null,
      path_ids: '/obroken/',
      created_at: 0,
      updated_at: 0,
    })
    .execute();
  await store.db
    .insertInto('properties')
    .values({
      object_id: 'obroken',
      property_id: 'PID_SOURCES',
      owner_id: '',
      updated_at: 0,
      value: JSON.stringify({
        services: [{ type: 'no-such-type', name: 'bad', mode: 'Source', parameters: {}, include: [{ path: tree, signing: false, index: false }], exclude: [] }],
      }),
    })
    .execute();
  await store.db
    .insertInto('objects')
    .values({
      object_id: 'osecond',
      parent_id: null,
      name: 'second',
      class_id: 'appagt',
      tags: '{}',
      client_id: null,
      path_ids: '/osecond/',
      created_at: 0,
      updated_at: 0,
    })
    .execute();
  await store.db
    .insertInto('properties')
    .values({
      object_id: 'osecond',
      property_id: 'PID_SOURCES',
      owner_id: '',
      updated_at: 0,
      value: JSON.stringify({ services: [filesysService('local', tree)] }),
    })
    .execute();
  bus = new InMemoryEventBus();
  manager = new TaskManager({
    store,
    bus,
    nodeEvents: {
      publishObjectEvent: async (type, row, extra) => {
        await bus.publishRoom('objects', { type, objectId: row.object_id, data: extra?.data });
      },
    },
    pluginsEntry: 'test/api/scan-plugins.ts',
    tickMs: 50,
    retryBaseMs: 1,
    hostLoad: () => hostLoad,
  });
  await manager.start();
});
afterAll(async () => {
  await manager.stop();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a scan task runs to completion, publishes its statuses with progress, and stamps the node', async () => {
  const task = await manager.enqueue(NODE, 'scan');
  expect(task.status).toBe(TASK_STATUS.queued);
  await manager.idle();
  const row = await store.db.selectFrom('tasks').selectAll().where('task_id', '=', task.taskId).executeTakeFirstOrThrow();
  expect(row.status).toBe(TASK_STATUS.completed);
  expect(JSON.parse(row.progress!).files).toBe(1000);
  expect(liveFilePaths(store, NODE)).toEqual(
    listTree(join(dir, 'tree'))
      .map(f => f.path)
      .sort(),
  );
  const feed = (await bus.feedEventsAfter(['status'], 0, 500)).map(e => e.event).filter(e => (e.data as { taskId: number }).taskId === task.taskId);
  const statuses = feed.map(e => (e.data as { status: number }).status);
  expect(statuses[0]).toBe(TASK_STATUS.queued);
  expect(statuses).toContain(TASK_STATUS.ready);
  expect(statuses).toContain(TASK_STATUS.executing);
  expect(statuses[statuses.length - 1]).toBe(TASK_STATUS.completed);
  const last = feed[feed.length - 1].data as { progress: { files: number; rate: number; elapsed: number } };
  expect(last.progress.files).toBe(1000);
  expect(last.progress.elapsed).toBeGreaterThan(0);
  const tags = JSON.parse((await store.db.selectFrom('objects').select('tags').where('object_id', '=', NODE).executeTakeFirstOrThrow()).tags);
  expect(tags.state.lastScanCompleteTime).toBeGreaterThanOrEqual(tags.state.lastScanStartTime);
  const rooms = (await bus.roomEventsAfter(['objects'], 0, 500)).map(e => e.event.type);
  expect(rooms).toContain('taskComplete');
});

test(`a failing run is retried ${TASK_MAX_RETRIES} times, then the task fails with the reason`, async () => {
  const task = await manager.enqueue('obroken', 'scan');
  await waitFor(
    async () =>
      (await store.db.selectFrom('tasks').select('status').where('task_id', '=', task.taskId).executeTakeFirstOrThrow()).status === TASK_STATUS.failed,
    150_000,
  );
  const row = await store.db.selectFrom('tasks').selectAll().where('task_id', '=', task.taskId).executeTakeFirstOrThrow();
  expect(row.attempts).toBe(TASK_MAX_RETRIES + 1);
  expect(row.message).toMatch(/no-such-type/);
  const statuses = (await bus.feedEventsAfter(['status'], 0, 5000))
    .map(e => e.event.data as { taskId: number; status: number })
    .filter(d => d.taskId === task.taskId)
    .map(d => d.status);
  expect(statuses.filter(s => s === TASK_STATUS.retry)).toHaveLength(TASK_MAX_RETRIES);
  // Seven runs each start a scan thread that loads the plugins first: seconds apiece on a loaded machine.
}, 180_000);

test("pause holds a node's tasks (the tag shows it), resume releases them, cancel ends a waiting task", async () => {
  await manager.control(NODE, 'pause');
  const tags = JSON.parse((await store.db.selectFrom('objects').select('tags').where('object_id', '=', NODE).executeTakeFirstOrThrow()).tags);
  expect(tags.state.paused).toBe(true);
  const t1 = await manager.enqueue(NODE, 'scan');
  const t2 = await manager.enqueue(NODE, 'scan');
  await manager.tick();
  const status = async (id: number) => (await store.db.selectFrom('tasks').select('status').where('task_id', '=', id).executeTakeFirstOrThrow()).status;
  expect(await status(t1.taskId)).toBe(TASK_STATUS.waitingUntil);
  await manager.control(NODE, 'cancel', t2.taskId);
  expect(await status(t2.taskId)).toBe(TASK_STATUS.cancelled);
  await manager.control(NODE, 'resume');
  await manager.idle();
  expect(await status(t1.taskId)).toBe(TASK_STATUS.completed);
});

test('a task resumed after a pause goes on counting the time it ran before', async () => {
  await manager.control(NODE, 'pause');
  const t = await manager.enqueue(NODE, 'scan');
  await manager.tick();
  // As a pause leaves it after 11 s of running: waiting until resumed, with the progress of that run.
  const ran = { files: 400, bytes: 0, directories: 8, changed: 0, deleted: 0, errors: 0, rate: 36, elapsed: 11, eta: null, phase: 'stopped' };
  await store.db
    .updateTable('tasks')
    .set({ progress: JSON.stringify(ran) })
    .where('task_id', '=', t.taskId)
    .execute();
  await manager.control(NODE, 'resume');
  await manager.idle();
  const row = await store.db.selectFrom('tasks').selectAll().where('task_id', '=', t.taskId).executeTakeFirstOrThrow();
  expect(row.status).toBe(TASK_STATUS.completed);
  expect(JSON.parse(row.progress!).elapsed).toBeGreaterThan(11);
});

test('files left marked for reclassification get a reclassify task when the queue starts, once', async () => {
  await manager.idle();
  const marked = store.sqlite
    .prepare("UPDATE idx_entries SET reclassify = 1 WHERE node_id = ? AND class_id = 'idxobject' AND name LIKE 'f1%'")
    .run(NODE).changes;
  expect(marked).toBeGreaterThan(0);
  const queued = await manager.resumeReclassification();
  expect(queued.map(t => [t.objectId, t.kind, t.options])).toEqual([[NODE, 'reclassify', { files: marked }]]);
  expect(await manager.resumeReclassification()).toEqual([]); // one is waiting already
  await manager.idle();
  const row = await store.db.selectFrom('tasks').selectAll().where('task_id', '=', queued[0].taskId).executeTakeFirstOrThrow();
  expect(row.status).toBe(TASK_STATUS.completed);
  expect(JSON.parse(row.progress!).files).toBe(marked);
  expect(store.sqlite.prepare('SELECT COUNT(*) FROM idx_entries WHERE node_id = ? AND reclassify <> 0').pluck().get(NODE)).toBe(0);
});

test('a second task of a node waits for the previous one; claiming is atomic', async () => {
  const a = await insertTask(store, { nodeId: 'ox', kind: 'scan', options: {} });
  await store.db.updateTable('tasks').set({ status: TASK_STATUS.ready }).where('task_id', '=', a.task_id).execute();
  const [first, second] = await Promise.all([claimNext(store, 'w1', ['ocollector1', 'obroken']), claimNext(store, 'w2', ['ocollector1', 'obroken'])]);
  expect([first, second].filter(Boolean)).toHaveLength(1);
  await store.db.deleteFrom('tasks').where('task_id', '=', a.task_id).execute();
});

test('maxConcurrentTasks and dynamicWorkers are validated', async () => {
  await expect(writeServerSettings(store, { dynamicWorkers: 17 })).rejects.toThrow(/dynamicWorkers/);
  const s = await writeServerSettings(store, { maxConcurrentTasks: 2 });
  expect(s.maxConcurrentTasks).toBe(2);
});

test('minimumMemoryAvailableMb holds tasks back while memory is short', async () => {
  await writeServerSettings(store, { minimumMemoryAvailableMb: 10_000_000 });
  const t = await manager.enqueue(NODE, 'scan');
  await manager.tick();
  const row = await store.db.selectFrom('tasks').selectAll().where('task_id', '=', t.taskId).executeTakeFirstOrThrow();
  expect(row.status).toBe(TASK_STATUS.waitingWorker);
  expect(row.message).toMatch(/Waiting for memory/);
  await writeServerSettings(store, { minimumMemoryAvailableMb: 0 });
  await manager.idle();
  expect((await store.db.selectFrom('tasks').select('status').where('task_id', '=', t.taskId).executeTakeFirstOrThrow()).status).toBe(TASK_STATUS.completed);
});

test('a busy machine (CPU, disk IO or load over the limits) runs one task at a time and says why the next one waits', async () => {
  await writeServerSettings(store, { maxConcurrentTasks: 3, maxCPUUtilization: 75 });
  await expect(writeServerSettings(store, { maxCPUUtilization: 150 })).rejects.toThrow(/maxCPUUtilization/);
  await expect(writeServerSettings(store, { maxNormalizedLoadAverage: -1 })).rejects.toThrow(/maxNormalizedLoadAverage/);
  hostLoad = { ...IDLE, cpuPercent: 97 };
  try {
    const a = await insertTask(store, { nodeId: NODE, kind: 'scan', options: {} });
    const b = await insertTask(store, { nodeId: 'osecond', kind: 'scan', options: {} });
    await manager.tick();
    const rowB = await store.db.selectFrom('tasks').selectAll().where('task_id', '=', b.task_id).executeTakeFirstOrThrow();
    expect(rowB.status).toBe(TASK_STATUS.waitingWorker);
    expect(rowB.message).toBe('Waiting for CPU: 97% busy, limit 75%');
    await manager.idle();
    const [ra, rb] = await Promise.all([a, b].map(t => store.db.selectFrom('tasks').selectAll().where('task_id', '=', t.task_id).executeTakeFirstOrThrow()));
    expect([ra.status, rb.status]).toEqual([TASK_STATUS.completed, TASK_STATUS.completed]);
    expect(rb.started_at!).toBeGreaterThanOrEqual(ra.completed_at!);
  } finally {
    hostLoad = IDLE;
  }
});
