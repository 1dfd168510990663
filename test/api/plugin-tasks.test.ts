/**
 * Tasks of a kind a server plugin contributes (TaskKinds), run by the real task queue: the run gets its options, a
 * log and progress; cancel, pause and abort stop it through its signal (pause leaves it waiting, resume runs it
 * again); a failed run is retried with the queue's retry count; every status change is a line in the task's log.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TASK_MAX_RETRIES, TASK_STATUS } from '@fathom/sdk/api/tasks';
import type { PlatformAccess, TaskKind, TaskRunContext } from '@fathom/sdk/server';
import type { Store } from '../../server/store/db';
import { TaskManager } from '../../server/tasks/manager';
import { getTask } from '../../server/tasks/repo';
import { readTaskLog } from '../../server/tasks/task-log';
import { storeWithNode, waitFor } from './scan-fixture';

const NODE = 'oplugin1';
let dir: string;
let store: Store;
let manager: TaskManager;
/** What each run of the test kind does, by the options it was queued with. */
const runs: { parameters: Record<string, unknown>; stoppedBy?: string }[] = [];

const waitingKind: TaskKind = {
  kind: 'action',
  async run(ctx: TaskRunContext) {
    const run: (typeof runs)[number] = { parameters: ctx.parameters };
    runs.push(run);
    ctx.log(`started with ${JSON.stringify(ctx.parameters)}`);
    if (ctx.parameters.fail) throw new Error('the target is unreachable');
    ctx.progress(1, 3, { bytes: 10, changed: 1 });
    if (ctx.parameters.finish) {
      ctx.progress(3, 3, { bytes: 30, changed: 3 });
      return;
    }
    await new Promise<void>((_, reject) =>
      ctx.signal.addEventListener('abort', () => {
        run.stoppedBy = 'signal';
        reject(new Error('stopped'));
      }),
    );
  },
};

const statusOf = async (taskId: number) => (await getTask(store, taskId))!.status;
const until = (taskId: number, status: number) => waitFor(async () => (await statusOf(taskId)) === status);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'plugin-tasks-'));
  store = await storeWithNode(join(dir, 'db.sqlite'), NODE, []);
  manager = new TaskManager({
    store,
    pluginsEntry: 'test/api/scan-plugins.ts',
    tickMs: 30,
    retryBaseMs: 1,
    hostLoad: () => ({ cpuPercent: 5, diskIoPercent: 0, normalizedLoad: 0.1 }),
    pluginKinds: [waitingKind],
    platform: {} as PlatformAccess,
    logDir: dir,
  });
  await manager.start();
});
afterAll(async () => {
  await manager.stop();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a run completes with its progress; its log holds the statuses and the run’s own lines', async () => {
  const task = await manager.enqueue(NODE, 'action', { finish: true });
  await until(task.taskId, TASK_STATUS.completed);
  const row = (await getTask(store, task.taskId))!;
  expect(JSON.parse(row.progress!)).toMatchObject({ files: 3, bytes: 30, changed: 3, errors: 0 });
  const lines = readTaskLog(dir, task.taskId).lines.map(l => l.replace(/^\S+ /, ''));
  expect(lines).toEqual(['Queued', 'Ready', 'Running', 'started with {"finish":true}', 'Completed (files 3, errors 0)']);
});

test('cancel stops a running task through its signal; pause holds it and resume runs it again; abort ends it', async () => {
  const cancelled = await manager.enqueue(NODE, 'action', { name: 'c' });
  await until(cancelled.taskId, TASK_STATUS.executing);
  await waitFor(async () => runs.some(r => r.parameters.name === 'c'));
  await manager.control(NODE, 'cancel', cancelled.taskId);
  await until(cancelled.taskId, TASK_STATUS.cancelled);
  expect(runs.find(r => r.parameters.name === 'c')!.stoppedBy).toBe('signal');

  const paused = await manager.enqueue(NODE, 'action', { name: 'p' });
  await until(paused.taskId, TASK_STATUS.executing);
  await waitFor(async () => runs.some(r => r.parameters.name === 'p'));
  await manager.control(NODE, 'pause');
  await until(paused.taskId, TASK_STATUS.waitingUntil);
  await manager.control(NODE, 'resume');
  await until(paused.taskId, TASK_STATUS.executing);
  await waitFor(async () => runs.filter(r => r.parameters.name === 'p').length === 2);
  await manager.control(NODE, 'abort', paused.taskId);
  await until(paused.taskId, TASK_STATUS.aborted);
});

test(`a failing run is retried ${TASK_MAX_RETRIES} times, then the task fails with the run's message`, async () => {
  const task = await manager.enqueue(NODE, 'action', { fail: true });
  await until(task.taskId, TASK_STATUS.failed);
  const row = (await getTask(store, task.taskId))!;
  expect(row.attempts).toBe(TASK_MAX_RETRIES + 1);
  expect(row.message).toBe('the target is unreachable');
  expect(runs.filter(r => r.parameters.fail)).toHaveLength(TASK_MAX_RETRIES + 1);
  expect(readTaskLog(dir, task.taskId).lines.at(-1)).toMatch(/Failed, attempt \d+: the target is unreachable$/);
});

test('a kind no plugin runs fails at once, named', async () => {
  const task = await manager.enqueue(NODE, 'unknown-kind' as never, {});
  await until(task.taskId, TASK_STATUS.failed);
  expect((await getTask(store, task.taskId))!.message).toBe("No plugin of this server runs tasks of kind 'unknown-kind'.");
});
