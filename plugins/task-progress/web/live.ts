/**
 * The live state of a node's scan: the tasks of PID_TASK_STATUS, updated by the status feed's taskStatus events
 * (each carries a whole TaskInfo with progress), the task worth showing, and the figures of its progress bar.
 */
import {
  isFinalTaskStatus,
  isPausedTask,
  TASK_PAUSED_MESSAGE,
  TASK_STATUS,
  TASK_STATUS_LABELS,
  type TaskInfo,
  type TaskStatusData,
} from '@fathom/sdk/api/tasks';
export { isPausedTask };
import type { FeedEvent } from '@fathom/sdk/api';
export { formatDuration } from '@fathom/sdk/api/format';

export const TASK_STATUS_EVENT = 'taskStatus';

export type TaskMap = ReadonlyMap<number, TaskInfo>;

export function tasksFromStatus(data: Partial<TaskStatusData> | null | undefined): Map<number, TaskInfo> {
  const out = new Map<number, TaskInfo>();
  for (const t of [...(Array.isArray(data?.history) ? data!.history : []), ...(Array.isArray(data?.current) ? data!.current : [])]) {
    if (t && typeof t.taskId === 'number') out.set(t.taskId, t);
  }
  return out;
}

/** The TaskInfo a status feed event carries for this node, or null for any other event. */
export function taskOfEvent(e: FeedEvent, nodeId: string): TaskInfo | null {
  if (e.type !== TASK_STATUS_EVENT || e.objectId !== nodeId) return null;
  const t = e.data as TaskInfo | undefined;
  return t && typeof t.taskId === 'number' && typeof t.status === 'number' ? t : null;
}

export function withTask(tasks: TaskMap, t: TaskInfo): Map<number, TaskInfo> {
  const next = new Map(tasks);
  next.set(t.taskId, t);
  return next;
}

/** The running task, else the oldest waiting one, else the latest finished one. */
export function taskToShow(tasks: TaskMap): TaskInfo | null {
  const all = [...tasks.values()];
  const live = all.filter(t => !isFinalTaskStatus(t.status)).sort((a, b) => a.taskId - b.taskId);
  const running = live.find(t => t.status === TASK_STATUS.executing);
  if (running) return running;
  if (live.length) return live[0];
  const done = all.sort((a, b) => (b.completedAt ?? 0) - (a.completedAt ?? 0) || b.taskId - a.taskId);
  return done[0] ?? null;
}

/** One label per state: a paused task reads 'Paused' (not 'Waiting until' with a 'paused' tag and a 'Paused' message). */
export function statusLabel(t: TaskInfo): string {
  if (isPausedTask(t)) return TASK_PAUSED_MESSAGE;
  return TASK_STATUS_LABELS[t.status] ?? t.statusLabel ?? `Status ${t.status}`;
}

/**
 * Percent done: 100 when completed; in a scan's second stage the contents read; else from the estimated time
 * left while running; null while unknown.
 */
export function percentDone(t: TaskInfo): number | null {
  if (t.status === TASK_STATUS.completed) return 100;
  const p = t.progress;
  // A scan's second stage: contents read of those its first stage found to read.
  if (p?.phase === 'content' && p.contentFiles) return Math.min(99, Math.floor(((p.contentDone ?? 0) / p.contentFiles) * 100));
  if (!p || p.eta === null || p.eta === undefined || !(p.rate > 0)) return null;
  const left = p.eta * p.rate;
  const total = p.files + left;
  return total > 0 ? Math.min(99, Math.max(0, Math.floor((p.files / total) * 100))) : null;
}

/** Elapsed seconds now: the task's figure plus the time since it arrived while it runs. */
export function elapsedNow(t: TaskInfo, receivedAt: number, now: number): number {
  const base = t.progress?.elapsed ?? 0;
  return t.status === TASK_STATUS.executing ? base + Math.max(0, now - receivedAt) / 1000 : base;
}
