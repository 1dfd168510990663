/** Rows of the dashboard's task status lists (spec 001 §2: Current Tasks, History, Workers) from PID_TASK_STATUS. */
import { formatCount, formatDate, formatDuration, formatSize } from '@fathom/sdk/api/format';
import {
  isPausedTask,
  TASK_KIND_LABELS,
  TASK_PAUSED_MESSAGE,
  TASK_STATUS_LABELS,
  type TaskInfo,
  type TaskStatusData,
  type WorkerInfo,
} from '@fathom/sdk/api/tasks';

export const STATUS_LISTS = [
  { id: 'current', title: 'Current Tasks' },
  { id: 'history', title: 'History' },
  { id: 'workers', title: 'Workers' },
] as const;
export type StatusList = (typeof STATUS_LISTS)[number]['id'];

export interface Column {
  key: string;
  title: string;
  align?: 'right';
}
export type Row = Record<string, string> & { id: string };

export const CURRENT_COLUMNS: Column[] = [
  { key: 'task', title: 'Task' },
  { key: 'node', title: 'Node' },
  { key: 'kind', title: 'Kind' },
  { key: 'status', title: 'Status' },
  { key: 'started', title: 'Started' },
  { key: 'files', title: 'Files', align: 'right' },
  { key: 'data', title: 'Data', align: 'right' },
  { key: 'rate', title: 'Rate', align: 'right' },
  { key: 'elapsed', title: 'Elapsed', align: 'right' },
  { key: 'eta', title: 'Time left', align: 'right' },
];
export const HISTORY_COLUMNS: Column[] = [
  { key: 'task', title: 'Task' },
  { key: 'node', title: 'Node' },
  { key: 'kind', title: 'Kind' },
  { key: 'status', title: 'Status' },
  { key: 'started', title: 'Started' },
  { key: 'completed', title: 'Completed' },
  { key: 'files', title: 'Files', align: 'right' },
  { key: 'data', title: 'Data', align: 'right' },
  { key: 'elapsed', title: 'Elapsed', align: 'right' },
  { key: 'errors', title: 'Errors', align: 'right' },
  { key: 'message', title: 'Message' },
];
export const WORKER_COLUMNS: Column[] = [
  { key: 'worker', title: 'Worker' },
  { key: 'kind', title: 'Kind' },
  { key: 'state', title: 'State' },
  { key: 'task', title: 'Task' },
];

export function statusText(t: TaskInfo): string {
  const label = isPausedTask(t) ? TASK_PAUSED_MESSAGE : (TASK_STATUS_LABELS[t.status] ?? t.statusLabel ?? String(t.status));
  // Completed with failures: the spec's "Completed (also with failures, errors or warnings)".
  return t.status === 10 && (t.progress?.errors ?? 0) > 0 ? `${label} with errors` : label;
}

function base(t: TaskInfo, nodeName: (id: string) => string): Row {
  const p = t.progress;
  return {
    id: String(t.taskId),
    task: `#${t.taskId}`,
    node: nodeName(t.objectId),
    kind: TASK_KIND_LABELS[t.kind] ?? 'Scan',
    status: statusText(t),
    started: t.startedAt ? formatDate(t.startedAt) : '—',
    files: formatCount(p?.files ?? 0),
    data: formatSize(p?.bytes ?? 0),
    elapsed: formatDuration(p?.elapsed ?? null),
  };
}

export function currentRows(data: Partial<TaskStatusData> | null | undefined, nodeName: (id: string) => string): Row[] {
  return (Array.isArray(data?.current) ? data!.current : []).map(t => ({
    ...base(t, nodeName),
    rate: `${formatCount(t.progress?.rate ?? 0)} files/s`,
    eta: t.progress?.eta === null || t.progress?.eta === undefined ? '—' : formatDuration(t.progress.eta),
  }));
}

export function historyRows(data: Partial<TaskStatusData> | null | undefined, nodeName: (id: string) => string): Row[] {
  return (Array.isArray(data?.history) ? data!.history : []).map(t => ({
    ...base(t, nodeName),
    completed: t.completedAt ? formatDate(t.completedAt) : '—',
    errors: formatCount(t.progress?.errors ?? 0),
    message: t.message ?? '',
  }));
}

/** Workers grouped by their group label (e.g. 'Local Dynamic Workers'), in the order the server lists them. */
export function workerGroups(data: Partial<TaskStatusData> | null | undefined): { group: string; rows: Row[] }[] {
  const groups = new Map<string, Row[]>();
  for (const w of (Array.isArray(data?.workers) ? data!.workers : []) as WorkerInfo[]) {
    const rows = groups.get(w.group) ?? [];
    rows.push({
      id: w.workerId,
      worker: w.name ?? w.workerId,
      kind: w.kind === 'static' ? 'Static' : 'Dynamic',
      state: w.busy ? 'Busy' : w.state === 'offline' ? 'Offline' : w.state === 'pending' ? 'Activation pending' : 'Idle',
      task: w.taskId ? `#${w.taskId}` : '—',
    });
    groups.set(w.group, rows);
  }
  return [...groups].map(([group, rows]) => ({ group, rows }));
}
