/**
 * PID_CONSOLE of a collector: what its task queue did, one line per event, oldest first: a task queued, started,
 * and how it ended (files, errors, elapsed time, the first error). Times in UTC, as scan times are shown (spec 001 §9).
 */
import { isFinalTaskStatus, TASK_KIND_LABELS, TASK_STATUS_LABELS, type TaskKind, type TaskProgress, type TaskStatus } from '@fathom/sdk/api/tasks';
import { formatCount, formatDate, formatDuration, formatSize } from '@fathom/sdk/api/format';
import type { TaskRow } from './repo';

/** The console keeps this many of the latest tasks; the widget shows the last lines. */
export const CONSOLE_TASKS = 100;

export interface ConsoleLine {
  time: number;
  text: string;
}

const at = (ms: number) => `${formatDate(ms, 'YYYY-MM-DD HH:mm:ss', { utc: true })} UTC`;

export function consoleLinesOf(rows: readonly TaskRow[]): ConsoleLine[] {
  const lines: ConsoleLine[] = [];
  for (const t of rows) {
    const name = `${TASK_KIND_LABELS[t.kind as TaskKind] ?? t.kind} #${t.task_id}`;
    lines.push({ time: t.created_at, text: `${at(t.created_at)}  ${name} queued` });
    if (t.started_at) lines.push({ time: t.started_at, text: `${at(t.started_at)}  ${name} started` });
    if (t.completed_at && isFinalTaskStatus(t.status)) {
      const p = t.progress ? (JSON.parse(t.progress) as TaskProgress) : null;
      const figures = p ? `: ${formatCount(p.files)} files, ${formatSize(p.bytes)} read, ${formatCount(p.errors)} errors in ${formatDuration(p.elapsed)}` : '';
      const why = t.message ? ` (${t.message})` : '';
      lines.push({ time: t.completed_at, text: `${at(t.completed_at)}  ${name} ${TASK_STATUS_LABELS[t.status as TaskStatus].toLowerCase()}${figures}${why}` });
    }
  }
  return lines.sort((a, b) => a.time - b.time);
}
