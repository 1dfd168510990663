/** Waiting on a node's tasks through PID_TASK_STATUS, as the console follows them. */
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import type { Client } from './helpers';

/** Reads the node's PID_TASK_STATUS every stepMs until pick answers something; throws `failure` after `tries` reads. */
export async function untilTaskStatus<T>(
  at: { root: Client; nodeId: string },
  pick: (s: TaskStatusData) => T | undefined,
  failure: string,
  tries = 600,
  stepMs = 50,
): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const found = pick(await at.root.get<TaskStatusData>('/database/property', { objectId: at.nodeId, propertyId: 'PID_TASK_STATUS' }));
    if (found !== undefined) return found;
    await new Promise(res => setTimeout(res, stepMs));
  }
  throw new Error(failure);
}

/** The node's task status once nothing is queued or running and more than `after` tasks have ended (up to 2 minutes). */
export const untilIdle = (at: { root: Client; nodeId: string }, after = 0): Promise<TaskStatusData> =>
  untilTaskStatus(at, s => (s.current.length === 0 && s.history.length > after ? s : undefined), 'tasks did not finish', 1200, 100);
