/**
 * Task status (PID_TASK_STATUS) by the widget's selectedTab (spec 001 §3: all, pending, postponed, solved):
 * pending = current tasks waiting or running, postponed = current tasks held back (retry or waiting on a
 * worker, join, approval, a time, a lock or a previous task), solved = finished tasks from the history.
 */
import { TASK_STATUS, TASK_STATUS_LABELS, type TaskInfo, type TaskStatusData } from '@fathom/sdk/api/tasks';
import { TASK_STATUS_TABS } from '@fathom/sdk/api/dashboard';
import { formatDate } from '@fathom/sdk/api/format';

export type TaskTab = (typeof TASK_STATUS_TABS)[number];

/** What each choice of 'Show' lists, in the words of tasks (the spec's names are those of the events workflow). */
export const TASK_TAB_LABELS: Record<TaskTab, string> = {
  all: 'All tasks',
  pending: 'Pending: running or queued',
  postponed: 'Postponed: held back or retried',
  solved: 'Solved: finished',
};

/** The widget's message when the chosen list is empty, so an empty list says which list it is. */
export function emptyTabMessage(tab: TaskTab): string {
  return tab === 'all'
    ? 'Tasks of this node appear here once a scan or an action runs.'
    : `No task of this node is ${tab === 'pending' ? 'running or queued' : tab === 'postponed' ? 'held back or waiting to be retried' : 'finished yet'}.`;
}
const POSTPONED: number[] = [
  TASK_STATUS.retry,
  TASK_STATUS.waitingWorker,
  TASK_STATUS.waitingJoin,
  TASK_STATUS.waitingSerialize,
  TASK_STATUS.waitingApproval,
  TASK_STATUS.waitingUntil,
  TASK_STATUS.waitingLock,
  TASK_STATUS.waitingPrevious,
];

export function validTaskStatusDetails(details: unknown): boolean {
  return (
    !!details && typeof details === 'object' && (TASK_STATUS_TABS as readonly unknown[]).includes((details as { selectedTab?: unknown }).selectedTab ?? 'all')
  );
}

export function tasksFor(data: Partial<TaskStatusData> | null | undefined, tab: TaskTab): TaskInfo[] {
  const current = Array.isArray(data?.current) ? data!.current : [];
  const history = Array.isArray(data?.history) ? data!.history : [];
  switch (tab) {
    case 'pending':
      return current.filter(t => !POSTPONED.includes(t.status));
    case 'postponed':
      return current.filter(t => POSTPONED.includes(t.status));
    case 'solved':
      return history;
    default:
      return [...current, ...history];
  }
}

export function taskRow(t: TaskInfo): { id: number; kind: string; status: string; started: string; progress: string } {
  return {
    id: t.taskId,
    kind: t.kind,
    status: t.statusLabel || TASK_STATUS_LABELS[t.status] || String(t.status),
    started: t.startedAt ? formatDate(t.startedAt) : '',
    progress: `${t.progress?.files ?? 0} files${t.progress?.errors ? `, ${t.progress.errors} errors` : ''}`,
  };
}
