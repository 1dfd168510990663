import type { TaskInfo } from '@fathom/sdk/api/tasks';
import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { emptyTabMessage, taskRow, tasksFor } from './rows';

const task = (taskId: number, status: TaskInfo['status']): TaskInfo => ({
  taskId,
  objectId: 'a',
  kind: 'scan',
  status,
  statusLabel: '',
  attempts: 0,
  createdAt: 0,
  startedAt: null,
  completedAt: null,
  message: null,
  options: {},
  progress: { files: 10, bytes: 0, directories: 0, changed: 0, deleted: 0, errors: 2, rate: 0, elapsed: 0, eta: null },
});
const data = { current: [task(1, 9), task(2, 11), task(3, 1), task(4, 3)], history: [task(5, 10)], workers: [] };
const contributions = () => widgetTypesOf(plugin);

describe('task status', () => {
  it('splits tasks by the selected tab', () => {
    expect(tasksFor(data, 'all').map(t => t.taskId)).toEqual([1, 2, 3, 4, 5]);
    expect(tasksFor(data, 'pending').map(t => t.taskId)).toEqual([1, 3]);
    expect(tasksFor(data, 'postponed').map(t => t.taskId)).toEqual([2, 4]);
    expect(tasksFor(data, 'solved').map(t => t.taskId)).toEqual([5]);
    expect(tasksFor(null, 'all')).toEqual([]);
  });
  it('labels statuses', () => {
    expect(taskRow(task(1, 9))).toEqual({ id: 1, kind: 'scan', status: 'Running', started: '', progress: '10 files, 2 errors' });
  });
  it("names each choice of 'Show' by what it lists, and an empty list says which one it is", () => {
    const [c] = contributions();
    expect(c.detailsSchema[0].options!.map(o => o.label)).toEqual([
      'All tasks',
      'Pending: running or queued',
      'Postponed: held back or retried',
      'Solved: finished',
    ]);
    expect(emptyTabMessage('pending')).toBe('No task of this node is running or queued.');
    expect(emptyTabMessage('solved')).toBe('No task of this node is finished yet.');
  });
  it('is valid only with a known selectedTab', () => {
    const [c] = contributions();
    expect(c.valid({ selectedTab: 'solved' })).toBe(true);
    expect(c.valid({})).toBe(true);
    expect(c.valid({ selectedTab: 'later' })).toBe(false);
  });
});
