import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FeedEvent, TreeObject } from '@fathom/sdk/api';
import type { TaskInfo } from '@fathom/sdk/api/tasks';
import { EventsService } from '@fathom/sdk/web';
import { fakeConsole } from '@fathom/sdk/web/widget-kit/testing';
import TaskProgressPanel from './TaskProgressPanel';

const node: TreeObject = { objectId: 'n1', parentId: 'o1', name: 'Box 1', classId: 'appagt', tags: {} };
const task = (taskId: number, status: number, progress: Partial<TaskInfo['progress']> = {}, extra: Partial<TaskInfo> = {}): TaskInfo => ({
  taskId,
  objectId: 'n1',
  kind: 'scan',
  status: status as TaskInfo['status'],
  statusLabel: '',
  attempts: 0,
  createdAt: 0,
  startedAt: 1,
  completedAt: status >= 10 ? 2 : null,
  message: null,
  options: {},
  progress: { files: 0, bytes: 0, directories: 0, changed: 0, deleted: 0, errors: 0, rate: 0, elapsed: 0, eta: null, ...progress },
  ...extra,
});

function setup(status: unknown, codes?: string[]) {
  const listeners = new Set<(e: FeedEvent) => void>();
  const events = {
    onRoomEvent: () => () => undefined,
    onFeedEvent: (l: (e: FeedEvent) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    start() {},
    stop() {},
    lastResponse: null,
  };
  const c = fakeConsole({ properties: status === undefined ? {} : { PID_TASK_STATUS: status }, codes, extra: new Map([[EventsService, events]]) });
  const put = jest.fn(async () => []);
  (c.api as unknown as { put: unknown }).put = put;
  render(c.wrap(<TaskProgressPanel node={node} />));
  let id = 0;
  const emit = (t: TaskInfo) =>
    act(() => {
      for (const l of listeners) l({ eventId: ++id, feed: 'status', type: 'taskStatus', objectId: t.objectId, time: 0, data: t });
    });
  return { c, put, emit };
}

describe('TaskProgressPanel', () => {
  it('shows nothing before the node has any task', async () => {
    const { c } = setup(undefined);
    await waitFor(() => expect(c.api.calls.some(x => (x.payload as { propertyId?: string }).propertyId === 'PID_TASK_STATUS')).toBe(true));
    expect(screen.queryByTestId('task-progress')).toBeNull();
  });

  it('follows the status feed from queued to running with figures, then to completed', async () => {
    const { emit } = setup({ current: [], history: [], workers: [] });
    await waitFor(() => undefined);
    emit(task(5, 1));
    expect((await screen.findByTestId('task-progress-status')).textContent).toBe('Queued');
    emit(task(5, 9, { files: 1500, bytes: 3 * 1024 * 1024, rate: 250, elapsed: 6, eta: 14 }));
    expect(screen.getByTestId('task-progress-status').textContent).toBe('Running');
    expect(screen.getByTestId('task-progress-files').textContent).toBe('1.5k (30%)');
    expect(screen.getByTestId('task-progress-bytes').textContent).toBe('3.00 MB');
    expect(screen.getByTestId('task-progress-rate').textContent).toBe('250 files/s');
    expect(screen.getByTestId('task-progress-eta').textContent).toBe('14s');
    expect(screen.getByTestId('task-progress-bar').getAttribute('aria-valuenow')).toBe('30');
    emit(task(5, 10, { files: 5000, bytes: 10, rate: 250, elapsed: 20, eta: null }));
    expect(screen.getByTestId('task-progress-status').textContent).toBe('Completed');
    expect(screen.getByTestId('task-progress-bar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('task-progress-elapsed').textContent).toBe('20s');
    expect(screen.queryByTestId('task-cancel')).toBeNull();
    fireEvent.click(screen.getByTestId('task-progress-dismiss'));
    expect(screen.queryByTestId('task-progress')).toBeNull();
  });

  it('ignores events of other nodes', async () => {
    const { emit } = setup({ current: [task(2, 9, { files: 10 })], history: [], workers: [] });
    expect((await screen.findByTestId('task-progress-files')).textContent).toBe('10');
    emit({ ...task(3, 10), objectId: 'other' });
    expect(screen.getByTestId('task-progress-status').textContent).toBe('Running');
  });

  it('sends cancel and abort for the shown task and pause for the node', async () => {
    const { put, c } = setup({ current: [task(8, 9)], history: [], workers: [] });
    fireEvent.click(await screen.findByTestId('task-cancel'));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/database/control', { objectId: 'n1', commandId: 'cancel', options: { taskId: 8 } }, { suppressError: true }),
    );
    await waitFor(() => expect(screen.getByTestId('task-abort')).not.toBeDisabled());
    fireEvent.click(screen.getByTestId('task-abort'));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/database/control', { objectId: 'n1', commandId: 'abort', options: { taskId: 8 } }, { suppressError: true }),
    );
    await waitFor(() => expect(screen.getByTestId('task-pause')).not.toBeDisabled());
    fireEvent.click(screen.getByTestId('task-pause'));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/database/control', { objectId: 'n1', commandId: 'pause', options: {} }, { suppressError: true }));
    await waitFor(() => expect(c.notifications.successes).toEqual(['Task cancelled: Box 1', 'Task aborted: Box 1', 'Paused: Box 1']));
  });

  it('disables the controls without the control permission and shows a server refusal', async () => {
    setup({ current: [task(8, 9)], history: [], workers: [] }, ['get']);
    expect(await screen.findByTestId('task-cancel')).toBeDisabled();
    expect(screen.getByTestId('task-pause')).toBeDisabled();
  });

  it('offers resume when the node is paused', async () => {
    const listeners = new Set<(e: FeedEvent) => void>();
    const c = fakeConsole({
      properties: { PID_TASK_STATUS: { current: [task(4, 7, {}, { message: 'Paused' })], history: [], workers: [] } },
      extra: new Map([
        [
          EventsService,
          {
            onRoomEvent: () => () => undefined,
            onFeedEvent: (l: (e: FeedEvent) => void) => {
              listeners.add(l);
              return () => listeners.delete(l);
            },
          },
        ],
      ]),
    });
    const put = jest.fn(async () => {
      throw new Error('You need the ctl permission.');
    });
    (c.api as unknown as { put: unknown }).put = put;
    render(c.wrap(<TaskProgressPanel node={{ ...node, tags: { state: { paused: true } } }} />));
    // One word for one state, not 'Waiting until · paused · Paused'.
    expect((await screen.findByTestId('task-progress-status')).textContent).toBe('Paused');
    expect(screen.queryByTestId('task-progress-paused')).toBeNull();
    expect(screen.queryByTestId('task-progress-message')).toBeNull();
    fireEvent.click(screen.getByTestId('task-resume'));
    await waitFor(() => expect(c.notifications.errors).toEqual(['You need the ctl permission.']));
  });
});
