import type { TaskInfo } from '@fathom/sdk/api/tasks';
import { elapsedNow, formatDuration, percentDone, statusLabel, taskOfEvent, tasksFromStatus, taskToShow, withTask } from './live';

const task = (taskId: number, status: number, extra: Partial<TaskInfo> = {}): TaskInfo => ({
  taskId,
  objectId: 'n1',
  kind: 'scan',
  status: status as TaskInfo['status'],
  statusLabel: '',
  attempts: 0,
  createdAt: 0,
  startedAt: null,
  completedAt: null,
  message: null,
  options: {},
  progress: { files: 0, bytes: 0, directories: 0, changed: 0, deleted: 0, errors: 0, rate: 0, elapsed: 0, eta: null },
  ...extra,
});

describe('live task state', () => {
  it('shows the running task, else the oldest waiting one, else the latest finished one', () => {
    expect(taskToShow(new Map())).toBeNull();
    const done = tasksFromStatus({ current: [], history: [task(1, 10, { completedAt: 5 }), task(2, 13, { completedAt: 9 })], workers: [] });
    expect(taskToShow(done)!.taskId).toBe(2);
    const waiting = withTask(withTask(done, task(4, 15)), task(3, 1));
    expect(taskToShow(waiting)!.taskId).toBe(3);
    expect(taskToShow(withTask(waiting, task(4, 9)))!.taskId).toBe(4);
  });

  it('takes taskStatus events of this node only', () => {
    const e = { eventId: 1, feed: 'status', type: 'taskStatus', objectId: 'n1', time: 0, data: task(7, 9) };
    expect(taskOfEvent(e, 'n1')!.taskId).toBe(7);
    expect(taskOfEvent({ ...e, objectId: 'n2' }, 'n1')).toBeNull();
    expect(taskOfEvent({ ...e, type: 'other' }, 'n1')).toBeNull();
    expect(taskOfEvent({ ...e, data: { nope: 1 } }, 'n1')).toBeNull();
  });

  it('labels the numeric statuses as the spec names them', () => {
    expect([1, 2, 9, 10, 11, 12, 13, 14, 15].map(s => statusLabel(task(1, s)))).toEqual([
      'Queued',
      'Ready',
      'Running',
      'Completed',
      'Retried',
      'Failed',
      'Cancelled',
      'Aborted',
      'Waiting for previous',
    ]);
    expect(statusLabel(task(1, 7, { message: 'Paused' }))).toBe('Paused');
    expect(statusLabel(task(1, 7, { message: 'Until 10:00' }))).toBe('Waiting until');
  });

  it('computes percent done from the time left and the rate; 100 when completed; unknown without an estimate', () => {
    const progress = (files: number, rate: number, eta: number | null) => ({
      files,
      bytes: 0,
      directories: 0,
      changed: 0,
      deleted: 0,
      errors: 0,
      rate,
      elapsed: 1,
      eta,
    });
    expect(percentDone(task(1, 9, { progress: progress(300, 100, 7) }))).toBe(30);
    expect(percentDone(task(1, 9, { progress: progress(300, 100, null) }))).toBeNull();
    expect(percentDone(task(1, 9, { progress: progress(300, 0, 5) }))).toBeNull();
    expect(percentDone(task(1, 9, { progress: progress(1000, 100, 0) }))).toBe(99);
    expect(percentDone(task(1, 10))).toBe(100);
  });

  it("shows a scan's second stage as the contents read of those to read", () => {
    const content = { ...task(1, 9).progress, files: 300, rate: 100, eta: 7, phase: 'content', stage: 'Reading contents', contentFiles: 200, contentDone: 50 };
    expect(percentDone(task(1, 9, { progress: content }))).toBe(25);
    expect(percentDone(task(1, 9, { progress: { ...content, contentDone: 200 } }))).toBe(99);
  });

  it('formats durations and lets elapsed time run on while the task runs', () => {
    expect(formatDuration(7.4)).toBe('7s');
    expect(formatDuration(125)).toBe('2m 05s');
    expect(formatDuration(3725)).toBe('1h 02m 05s');
    expect(formatDuration(null)).toBe('—');
    const running = task(1, 9, { progress: { ...task(1, 9).progress, elapsed: 10 } });
    expect(elapsedNow(running, 1000, 4000)).toBe(13);
    expect(elapsedNow({ ...running, status: 10 }, 1000, 4000)).toBe(10);
  });
});
