/**
 * A task's log (PID_LOG): one text file per task under the data directory's task-logs folder, a line per entry,
 * each stamped with its time. The task queue writes a line at every status change (scans and plugin tasks alike);
 * a plugin task adds its own lines (the files it copied, skipped or could not act on). Removed with the task's
 * history when it is trimmed.
 */
import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { TASK_LOG_PAGE_MAX, type TaskLogAnswer } from '@fathom/sdk/api/tasks';

const FOLDER = 'task-logs';
/** A line longer than this is cut (a log is read a page at a time in the console). */
const LINE_MAX = 2000;

const fileOf = (dataDir: string, taskId: number) => join(dataDir, FOLDER, `${taskId}.log`);

export function appendTaskLog(dataDir: string, taskId: number, text: string, at = Date.now()): void {
  const line = `${new Date(at).toISOString()} ${text.replace(/[\r\n]+/g, ' ').slice(0, LINE_MAX)}\n`;
  try {
    appendFileSync(fileOf(dataDir, taskId), line);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    mkdirSync(join(dataDir, FOLDER), { recursive: true });
    appendFileSync(fileOf(dataDir, taskId), line);
  }
}

export function readTaskLog(dataDir: string, taskId: number, lineNumber = 0, numberLines = TASK_LOG_PAGE_MAX): TaskLogAnswer {
  let text = '';
  try {
    text = readFileSync(fileOf(dataDir, taskId), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const all = text ? text.replace(/\n$/, '').split('\n') : [];
  const from = Math.max(0, lineNumber);
  return { taskId, lineNumber: from, lines: all.slice(from, from + Math.min(TASK_LOG_PAGE_MAX, Math.max(0, numberLines))), total: all.length };
}

export function removeTaskLogs(dataDir: string, taskIds: readonly number[]): void {
  for (const id of taskIds) rmSync(fileOf(dataDir, id), { force: true });
}
