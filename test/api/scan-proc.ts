/** A separate process running the task queue on a database, for the kill-and-restart test. */
import { openStore } from '../../server/store/db';
import { TaskManager } from '../../server/tasks/manager';

export async function main(argv: string[]): Promise<number> {
  const [dbFile, pluginsEntry] = argv;
  const store = await openStore({ filename: dbFile });
  const manager = new TaskManager({ store, pluginsEntry, tickMs: 100 });
  await manager.start();
  process.stdout.write('ready\n');
  await manager.idle(100);
  await manager.stop();
  await store.close();
  return 0;
}
