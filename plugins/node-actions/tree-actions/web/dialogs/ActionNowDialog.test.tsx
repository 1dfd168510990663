import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, type TreeObject } from '@fathom/sdk/api';
import { ACTION_MESSAGES, NO_SCHEDULE, type StoredAction } from '@fathom/sdk/api/actions';
import { mockApi, mockPermissions, mockServices, renderWithServices } from '@fathom/sdk/testing';
import ActionNowDialog, { DELETE_ELSEWHERE, NO_RUNNABLE_ACTIONS, runnableNow } from './ActionNowDialog';

const node: TreeObject = { objectId: 'c1', parentId: 'o1', name: 'Laptop', classId: 'agent', tags: {} };
const stored = (actionId: string, name: string, type: StoredAction['action']['type']): StoredAction => ({
  actionId,
  name,
  scope: 'private',
  query: { queryMode: 'bySELECT', statement: 'SELECT * FROM HOME' },
  action: { type, conflict: 'skip', ...(type === 'export' ? { locationId: 'l1' } : {}) },
  schedule: NO_SCHEDULE,
  readonly: false,
  ownerId: 'u1',
  nodeId: 'c1',
  createdAt: 0,
  updatedAt: 0,
  nextRunAt: null,
  lastRunAt: null,
  lastTaskId: null,
  canEdit: true,
  canDelete: true,
});
const actions = [stored('a1', 'Copy reports', 'export'), stored('a2', 'Purge temp', 'delete'), stored('a3', 'Count PDFs', 'none')];

const answering = (run: jest.Mock) =>
  mockApi({
    get: jest.fn(async (path: string) => {
      if (path === '/actions') return { actions };
      if (path === '/database/property') return { current: [], history: [] };
      if (path.startsWith('/tasks')) return { lines: [], next: 0, total: 0 };
      return {};
    }),
    post: run,
  });

describe('Action now', () => {
  it('offers the policy rule in force and runs it through the policy run route', async () => {
    const run = jest.fn(async () => ({ taskId: 7 }));
    const api = mockApi({
      get: jest.fn(async (path: string, p: { propertyId?: string }) => {
        if (path === '/actions') return { actions: [] };
        if (p?.propertyId === 'PID_POLICY') return { actions: { inherited: true, values: { rule: null }, effective: { rule: { name: 'Cards out' } } } };
        if (path === '/database/property') return { current: [], history: [] };
        return { lines: [], next: 0, total: 0 };
      }),
      post: run,
    });
    const s = mockServices({ api });
    renderWithServices(<ActionNowDialog node={node} onClose={jest.fn()} />, s.services);
    fireEvent.click(await screen.findByRole('radio', { name: /Policy rule: Cards out/ }));
    expect(screen.queryByText(NO_RUNNABLE_ACTIONS)).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('action-now-run'));
    await waitFor(() => expect(run).toHaveBeenCalledWith('/actions/policyrun', { objectId: 'c1' }, { suppressError: true }));
    expect(await screen.findByTestId('action-now-task')).toHaveTextContent('Task #7');
  });

  it('offers the actions that run without a dry run', () => {
    expect(runnableNow(actions).map(a => a.actionId)).toEqual(['a1', 'a3']);
  });

  it('lists the stored actions, runs the chosen one through the run route and shows its task', async () => {
    const run = jest.fn(async () => ({ taskId: 42, actionId: 'a1' }));
    const s = mockServices({ api: answering(run) });
    renderWithServices(<ActionNowDialog node={node} onClose={jest.fn()} />, s.services);
    expect(await screen.findByText('Copy reports')).toBeInTheDocument();
    expect(screen.getByText('Count PDFs')).toBeInTheDocument();
    expect(screen.queryByText('Purge temp')).not.toBeInTheDocument();
    expect(screen.getByText(DELETE_ELSEWHERE)).toBeInTheDocument();
    const button = screen.getByTestId('action-now-run');
    expect(button).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /Copy reports/ }));
    fireEvent.click(button);
    await waitFor(() => expect(run).toHaveBeenCalledWith('/actions/run', { objectId: 'c1', actionId: 'a1' }, { suppressError: true }));
    expect(await screen.findByTestId('action-now-task')).toHaveTextContent('Task #42');
    expect(s.notifications.success).toHaveBeenCalledWith('Action started: task #42');
  });

  it("shows the server's refusal (no act permission) in the dialog", async () => {
    const run = jest.fn(async () => {
      throw new ApiError('NoPermission', 'You do not have permission to use Data Actions (act).');
    });
    const s = mockServices({ api: answering(run) });
    renderWithServices(<ActionNowDialog node={node} onClose={jest.fn()} />, s.services);
    fireEvent.click(await screen.findByRole('radio', { name: /Count PDFs/ }));
    fireEvent.click(screen.getByTestId('action-now-run'));
    expect(await screen.findByText('You do not have permission to use Data Actions (act).')).toBeInTheDocument();
    expect(screen.queryByTestId('action-now-task')).not.toBeInTheDocument();
  });

  it('without act on the node the run is refused before it is sent', async () => {
    const run = jest.fn();
    const s = mockServices({ api: answering(run), permissions: mockPermissions(['get', 'pol', 'ctl']) });
    renderWithServices(<ActionNowDialog node={node} onClose={jest.fn()} />, s.services);
    fireEvent.click(await screen.findByRole('radio', { name: /Copy reports/ }));
    expect(screen.getByText(ACTION_MESSAGES.noRunPermission)).toBeInTheDocument();
    expect(screen.getByTestId('action-now-run')).toBeDisabled();
    expect(run).not.toHaveBeenCalled();
  });

  it('says so when no stored action can run now', async () => {
    const s = mockServices({ api: mockApi({ get: jest.fn(async () => ({ actions: [stored('a2', 'Purge temp', 'delete')] })) }) });
    renderWithServices(<ActionNowDialog node={node} onClose={jest.fn()} />, s.services);
    expect(await screen.findByText(NO_RUNNABLE_ACTIONS)).toBeInTheDocument();
  });
});
