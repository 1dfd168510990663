/**
 * A separate process running one scan task (the busy-store test): no scheduling ticks of its own, so the
 * writes that meet the other connection's lock are the scan's progress writes.
 */
import { TASK_STATUS } from '@fathom/sdk/api/tasks';
import { openStore } from '../../server/store/db';
import { TaskManager } from '../../server/tasks/manager';

export async function main(argv: string[]): Promise<number> {
  const [dbFile, pluginsEntry, taskId] = argv;
  const store = await openStore({ filename: dbFile });
  const manager = new TaskManager({ store, pluginsEntry, tickMs: 3_600_000 });
  await manager.start();
  const finished: number[] = [TASK_STATUS.completed, TASK_STATUS.failed, TASK_STATUS.aborted, TASK_STATUS.cancelled];
  const status = () => (store.sqlite.prepare('SELECT status FROM tasks WHERE task_id = ?').get(Number(taskId)) as { status: number }).status;
  while (!finished.includes(status())) await new Promise(res => setTimeout(res, 100));
  await manager.stop();
  await store.close();
  return 0;
}
