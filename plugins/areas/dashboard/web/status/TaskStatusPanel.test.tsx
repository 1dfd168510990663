import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FeedEvent, TreeObject } from '@fathom/sdk/api';
import type { TaskInfo, TaskStatusData } from '@fathom/sdk/api/tasks';
import { EventsService } from '@fathom/sdk/web';
import { fakeConsole } from '@fathom/sdk/web/widget-kit/testing';
import { TaskStatusPanel } from './TaskStatusPanel';

const node: TreeObject = { objectId: 'c1', parentId: null, name: 'Demo', classId: 'client', tags: {} };
const task = (taskId: number, status: number, extra: Partial<TaskInfo> = {}): TaskInfo => ({
  taskId,
  objectId: 'n1',
  kind: 'scan',
  status: status as TaskInfo['status'],
  statusLabel: '',
  attempts: 0,
  createdAt: 0,
  startedAt: Date.UTC(2024, 0, 2, 3, 4, 5),
  completedAt: null,
  message: null,
  options: {},
  progress: { files: 2500, bytes: 2048, directories: 3, changed: 0, deleted: 0, errors: 0, rate: 125, elapsed: 20, eta: 65 },
  ...extra,
});
const data: TaskStatusData = {
  current: [task(3, 9), task(4, 15)],
  history: [
    task(2, 10, { completedAt: Date.UTC(2024, 0, 2, 3, 5, 0), progress: { ...task(1, 1).progress, errors: 2 }, message: '2 error(s); first: EACCES' }),
    task(1, 13, { kind: 'rescan' }),
  ],
  workers: [
    { workerId: 'host#1', kind: 'dynamic', group: 'Local Dynamic Workers', busy: true, taskId: 3 },
    { workerId: 'host#2', kind: 'dynamic', group: 'Local Dynamic Workers', busy: false, taskId: null },
  ],
};

function setup(value: unknown = data) {
  const listeners = new Set<(e: FeedEvent) => void>();
  const events = {
    onRoomEvent: () => () => undefined,
    onFeedEvent: (l: (e: FeedEvent) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  let reads = 0;
  const c = fakeConsole({
    properties: {
      PID_TASK_STATUS: () => {
        reads++;
        return value;
      },
      PID_LOG: (_id: string, o?: Record<string, unknown>) => ({
        taskId: o?.taskId,
        lineNumber: 0,
        lines: [`2024-01-02T03:05:00.000Z Completed (files 2500, errors 2) of task ${String(o?.taskId)}`],
        total: 1,
      }),
    },
    extra: new Map([[EventsService, events]]),
  });
  (c.api as unknown as { getObject: unknown }).getObject = async (id: string) => ({ objectId: id, name: 'Box 1', classId: 'appagt', parentId: 'c1', tags: {} });
  render(c.wrap(<TaskStatusPanel node={node} />));
  const emit = () =>
    act(() => {
      for (const l of listeners) l({ eventId: 1, feed: 'status', type: 'taskStatus', objectId: 'n1', time: 0, data: task(3, 9) });
    });
  return { emit, reads: () => reads };
}

describe('dashboard task status', () => {
  it('lists the current tasks with their progress and the names of their nodes', async () => {
    setup();
    const row = await screen.findByTestId('task-status-current-row-3');
    await waitFor(() => expect(row).toHaveTextContent('Box 1'));
    expect(row).toHaveTextContent('#3');
    expect(row).toHaveTextContent('Running');
    expect(row).toHaveTextContent('2.5k');
    expect(row).toHaveTextContent('2.00 KB');
    expect(row).toHaveTextContent('125 files/s');
    expect(row).toHaveTextContent('1m 05s');
    expect(screen.getByTestId('task-status-current-row-4')).toHaveTextContent('Waiting for previous');
    expect(screen.getByTestId('task-status-tab-current')).toHaveTextContent('Current Tasks (2)');
  });

  it('shows the history with completion, errors and messages, and the workers by group', async () => {
    setup();
    fireEvent.click(await screen.findByTestId('task-status-tab-history'));
    const done = await screen.findByTestId('task-status-history-row-2');
    expect(done).toHaveTextContent('Completed with errors');
    expect(done).toHaveTextContent('2 error(s); first: EACCES');
    expect(screen.getByTestId('task-status-history-row-1')).toHaveTextContent('Rescan');
    expect(screen.getByTestId('task-status-history-row-1')).toHaveTextContent('Cancelled');
    fireEvent.click(screen.getByTestId('task-status-tab-workers'));
    expect(await screen.findByText('Local Dynamic Workers')).toBeTruthy();
    expect(screen.getByTestId('task-status-workers-Local Dynamic Workers-row-host#1')).toHaveTextContent('Busy');
    expect(screen.getByTestId('task-status-workers-Local Dynamic Workers-row-host#2')).toHaveTextContent('Idle');
  });

  it('says so when nothing runs, and re-reads the property when the status feed reports a task', async () => {
    const { emit, reads } = setup({ current: [], history: [], workers: [] });
    expect(await screen.findByTestId('task-status-current-empty')).toHaveTextContent('No task is running or waiting under Demo.');
    const before = reads();
    emit();
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('opens a finished task’s log from the history (View log)', async () => {
    setup();
    fireEvent.click(await screen.findByTestId('task-status-tab-history'));
    fireEvent.click(await screen.findByTestId('task-status-history-log-2'));
    const log = await screen.findByTestId('task-log');
    expect(log).toHaveTextContent('Log of task #2');
    await waitFor(() => expect(screen.getByTestId('task-log-lines')).toHaveTextContent('Completed (files 2500, errors 2) of task 2'));
  });
});
