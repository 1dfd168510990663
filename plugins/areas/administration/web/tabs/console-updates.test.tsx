import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, type TreeObject, type UpdateStatus } from '@fathom/sdk/api';
import { mockApi, mockServices, renderWithServices } from '@fathom/sdk/testing';
import ConsoleTab from './ConsoleTab';
import UpdatesTab from './UpdatesTab';

const node = (classId: string): TreeObject => ({ objectId: 'n1', parentId: 'p', name: 'Box', classId, tags: {} });

describe('ConsoleTab', () => {
  it('says the console is not supported on a node that is not a device', () => {
    renderWithServices(<ConsoleTab node={node('client')} />, mockServices().services);
    expect(screen.getByTestId('console-not-supported')).toHaveTextContent('Console not supported on the node.');
  });
  it('shows the task log, runs a command and shows a refusal', async () => {
    const getProperty = jest.fn(async () => ({ lines: [{ time: 1, text: 'Scan #1 queued' }], lineNumber: 1 }));
    const post = jest
      .fn()
      .mockResolvedValueOnce({ command: 'status', lines: ['Box (appagt, n1)'] })
      .mockRejectedValueOnce(new ApiError('ValidationError', "Unknown command 'x'. Type help for the commands."));
    renderWithServices(<ConsoleTab node={node('appagt')} />, mockServices({ api: mockApi({ getProperty, post }) }).services);
    expect(await screen.findByText('Scan #1 queued')).toBeInTheDocument();
    expect(getProperty).toHaveBeenCalledWith('n1', 'PID_CONSOLE', { lineNumber: 0 });
    fireEvent.change(screen.getByLabelText('Command'), { target: { value: 'status' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Box (appagt, n1)')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/database/property',
      { objectId: 'n1', propertyId: 'PID_CONSOLE', property: { consoleCommand: 'status' } },
      { suppressError: true },
    );
    fireEvent.change(screen.getByLabelText('Command'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText("Unknown command 'x'. Type help for the commands.")).toBeInTheDocument();
  });
});

const status = (over: Partial<UpdateStatus> = {}): UpdateStatus => ({
  currentVersion: '1.0.0',
  slot: 'stable',
  feed: 'http://feed',
  feedError: null,
  available: [],
  scheduled: null,
  state: 'upToDate',
  checkedAt: 0,
  devices: [],
  ...over,
});

describe('UpdatesTab', () => {
  it('tells when no feed is set and when the feed cannot be read', async () => {
    const get = jest.fn().mockResolvedValueOnce(status({ feed: null }));
    const first = renderWithServices(<UpdatesTab node={node('root')} />, mockServices({ api: mockApi({ get }) }).services);
    expect(await screen.findByTestId('updates-no-feed')).toHaveTextContent('FATHOM_UPDATE_FEED');
    first.unmount();
    get.mockResolvedValueOnce(status({ feedError: 'The update feed is not JSON.' }));
    renderWithServices(<UpdatesTab node={node('root')} />, mockServices({ api: mockApi({ get }) }).services);
    expect(await screen.findByTestId('updates-feed-error')).toHaveTextContent('The update feed is not JSON.');
  });
  it('lists the versions offered and the devices, and schedules one', async () => {
    const offered = status({
      state: 'updateAvailable',
      available: [{ version: '1.1.0', slot: 'stable', released: '2026-10-01', notes: 'Faster' }],
      devices: [{ objectId: 'd1', name: 'Far box', classId: 'agent', version: '0.9.0', state: 'updateAvailable' }],
    });
    const get = jest.fn(async () => offered);
    const post = jest.fn(async () => status({ state: 'updatePending', scheduled: { version: '1.1.0', at: Date.now() + 3600_000, by: 'root' } }));
    renderWithServices(<UpdatesTab node={node('root')} />, mockServices({ api: mockApi({ get, post }) }).services);
    expect(await screen.findByTestId('updates-state')).toHaveTextContent('Update available');
    expect(screen.getByTestId('updates-device-d1')).toHaveTextContent('Far box');
    expect(screen.getByTestId('updates-device-d1')).toHaveTextContent('0.9.0');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.getByTestId('updates-state')).toHaveTextContent('Update pending'));
    expect(post).toHaveBeenCalledWith('/update', { version: '1.1.0', at: expect.any(Number) });
    expect(screen.getByTestId('updates-scheduled')).toHaveTextContent('Update to 1.1.0 scheduled for');
  });
});
