/**
 * The Task status widget on a dashboard, as a user meets it: added from the catalogue, 'Show' changed in its edit
 * dialog and saved; the list it draws follows the choice.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TreeObject } from '@fathom/sdk/api';
import type { Dashboard } from '@fathom/sdk/api/dashboard';
import type { TaskInfo, TaskStatus, TaskStatusData } from '@fathom/sdk/api/tasks';
import { WidgetTypes } from '@fathom/sdk/web';
import { fakeConsole, widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import { DashboardTab } from '../../plugins/areas/dashboard/web/grid/DashboardTab';
import taskStatus from '../../plugins/widgets/task-status/web/index';

const node: TreeObject = { objectId: 'n1', parentId: null, name: 'Org', classId: 'client', tags: {} };
const task = (taskId: number, status: TaskStatus): TaskInfo => ({
  taskId,
  objectId: 'n1',
  kind: 'scan',
  status,
  statusLabel: '',
  attempts: 0,
  createdAt: 0,
  startedAt: null,
  completedAt: null,
  message: null,
  options: {},
  progress: { files: 1, bytes: 0, directories: 0, changed: 0, deleted: 0, errors: 0, rate: 0, elapsed: 0, eta: null },
});
// 101 runs, 102 waits to be retried, 103 finished.
const status: TaskStatusData = { current: [task(101, 9), task(102, 11)], history: [task(103, 10)], workers: [] } as TaskStatusData;

test("changing 'Show' in the widget's edit dialog filters the tasks it lists", async () => {
  let stored: Dashboard = { config: {}, tabs: [{ id: 'main', title: 'Main' }], widgets: [] };
  const fake = fakeConsole({
    properties: { PID_DASHBOARD: () => JSON.parse(JSON.stringify(stored)), PID_TASK_STATUS: status },
    onSet: (_id, property) => {
      stored = property as Dashboard;
    },
    contributions: new Map([[WidgetTypes, widgetTypesOf(taskStatus)]]),
  });
  render(fake.wrap(<DashboardTab node={node} tabId="main" />));
  fireEvent.click(await screen.findByText('Add widget'));
  fireEvent.click(await screen.findByLabelText('Add Task status'));
  const ids = async () => {
    const widget = await screen.findByRole('article', { name: 'Task status' });
    const table = await within(widget).findByRole('table');
    return within(table)
      .getAllByRole('row')
      .slice(1)
      .map(r => within(r).getAllByRole('cell')[0].textContent);
  };
  await waitFor(async () => expect(await ids()).toEqual(['101', '102', '103']));

  for (const [label, expected] of [
    ['Solved: finished', ['103']],
    ['Postponed: held back or retried', ['102']],
    ['Pending: running or queued', ['101']],
  ] as const) {
    fireEvent.click(screen.getByLabelText('Edit Task status'));
    fireEvent.change(await screen.findByLabelText('Show'), { target: { value: (await screen.findByRole('option', { name: label })).getAttribute('value') } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(await ids()).toEqual(expected));
    expect(stored.widgets[0].details).toMatchObject({ selectedTab: expect.any(String) });
  }
});
