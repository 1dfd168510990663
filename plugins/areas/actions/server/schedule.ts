/**
 * The schedule of stored actions: every pass finds the actions whose next run is due by the server's clock, moves
 * each one's next run on (computed from its stored schedule, so a restart loses nothing: a run missed while the
 * server was down is made once at the next pass) and queues its task. The move is conditional on the old value, so
 * two servers sharing a store queue one task. A licence without automatic data actions queues nothing.
 */
import type { Licence } from '@fathom/sdk/api';
import type { PlatformAccess } from '@fathom/sdk/server';
import { ACTION_TASK_KIND, nextRunAt, type ActionSettings } from '../api';
import { licenceOf } from './access';
import type { ActionDeps } from './services';
import { TABLE, type ActionRow } from './table';

export const SCHEDULE_PASS_MS = 1000;

export async function schedulePass(platform: PlatformAccess, deps: ActionDeps): Promise<number[]> {
  const now = deps.clock.now();
  const due = (await platform.store.db
    .selectFrom(TABLE)
    .selectAll()
    .where('next_run_at', 'is not', null)
    .where('next_run_at', '<=', now)
    .orderBy('next_run_at')
    .limit(100)
    .execute()) as ActionRow[];
  if (due.length === 0) return [];
  const licence: Licence | undefined = await licenceOf(platform, deps);
  if (licence?.enableAutomaticDataActions === false) return [];
  const queued: number[] = [];
  for (const row of due) {
    const { schedule } = JSON.parse(row.settings) as Pick<ActionSettings, 'schedule'>;
    const next = nextRunAt(schedule, now, Number(row.schedule_anchor));
    const claimed = await platform.store.db
      .updateTable(TABLE)
      .set({ next_run_at: next })
      .where('action_id', '=', row.action_id)
      .where('next_run_at', '=', row.next_run_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const task = await deps.tasks.enqueue(row.node_id, ACTION_TASK_KIND, { actionId: row.action_id, actionName: row.name, scheduled: true }, null);
    await platform.store.db.updateTable(TABLE).set({ last_task_id: task.taskId }).where('action_id', '=', row.action_id).execute();
    queued.push(task.taskId);
  }
  return queued;
}

/** Runs schedulePass every SCHEDULE_PASS_MS until the store closes; a pass that fails is logged and tried again. */
export function startScheduler(platform: PlatformAccess, deps: ActionDeps): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    schedulePass(platform, deps)
      .catch(err => {
        if (/closed|destroyed|not open/i.test(String((err as Error)?.message))) clearInterval(timer);
        else console.error('stored action schedule pass failed:', err);
      })
      .finally(() => {
        running = false;
      });
  }, SCHEDULE_PASS_MS);
  timer.unref?.();
  return () => clearInterval(timer);
}
