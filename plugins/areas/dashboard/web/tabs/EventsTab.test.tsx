import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, API_PATHS, type TreeObject } from '@fathom/sdk/api';
import { fakeConsole } from '@fathom/sdk/web/widget-kit/testing';
import { eventCounts, eventsChange, groupEvents } from './event-groups';
import EventsTab from './EventsTab';

const node: TreeObject = { objectId: 'n1', parentId: null, name: 'Head Office', classId: 'orgunit', tags: {} };
const T = Date.UTC(2024, 4, 6, 7, 8, 9);

describe('groupEvents', () => {
  it('groups by workflow state, newest first, tolerating a wrapped list and missing fields', () => {
    const g = groupEvents({
      events: [
        { eventId: 1, time: T, state: 'pending', message: 'older' },
        { eventId: 2, time: T + 1000, message: 'no state is pending' },
        { eventId: 3, state: 'Postponed', message: 'later' },
        { eventId: 4, complete: true, type: 'scanFailed' },
        'junk',
        null,
      ],
    });
    expect(g.pending.map(e => e.message)).toEqual(['no state is pending', 'older']);
    expect(g.postponed.map(e => e.id)).toEqual(['3']);
    expect(g.solved).toEqual([{ id: '4', time: null, source: 'system', message: 'scanFailed', objectId: undefined }]);
    expect(groupEvents(undefined)).toEqual({ pending: [], postponed: [], solved: [] });
  });

  it("counts with the server's stateCounts when sent, and builds a change only for server event ids", () => {
    const value = { events: [{ eventId: 1, state: 'pending' }], stateCounts: { pending: 700, postponed: 0, solved: 3 } };
    expect(eventCounts(value, groupEvents(value))).toEqual({ pending: 700, postponed: 0, solved: 3 });
    expect(eventCounts([{ eventId: 1 }], groupEvents([{ eventId: 1 }]))).toEqual({ pending: 1, postponed: 0, solved: 0 });
    expect(eventsChange(['12', '3'], 'solved')).toEqual({ eventIds: [12, 3], state: 'solved' });
    expect(eventsChange(['0'], 'solved')).toBeNull();
    expect(eventsChange(['a1'], 'pending')).toBeNull();
    expect(eventsChange([], 'pending')).toBeNull();
  });
});

/** A fake server list that POST PID_EVENTS changes, as the real handler does. */
function workflow(events: Record<string, unknown>[]) {
  const list = events.map(e => ({ ...e }));
  return {
    list,
    answer: () => ({ events: list, eventCount: list.length }),
    onSet: (propertyId: string, property: unknown) => {
      const { eventIds, state } = property as { eventIds: number[]; state: string };
      for (const e of list) if (eventIds.includes(e.eventId as number)) e.state = state;
    },
  };
}

/** Clicks a row action once the previous change has finished (the buttons wait while one is under way). */
async function act(testId: string) {
  await waitFor(() => expect(screen.getByTestId(testId)).not.toBeDisabled());
  fireEvent.click(screen.getByTestId(testId));
}

describe('EventsTab actions', () => {
  const two = () =>
    workflow([
      {
        eventId: 7,
        time: T + 2000,
        state: 'pending',
        source: 'scan',
        type: 'taskFailed',
        severity: 'error',
        message: 'Scan task 7 failed: disk gone',
        objectId: 'c1',
        objectName: 'Box',
      },
      {
        eventId: 8,
        time: T,
        state: 'pending',
        source: 'system',
        type: 'nodeOffline',
        severity: 'warning',
        message: 'Box went offline.',
        objectId: 'c1',
        objectName: 'Box',
      },
    ]);

  it('moves an event through Postpone, Solve and Reopen, posting PID_EVENTS and reading again', async () => {
    const w = two();
    const fake = fakeConsole({ properties: { PID_EVENTS: w.answer }, onSet: w.onSet });
    render(fake.wrap(<EventsTab node={node} />));
    const pending = await screen.findByRole('table', { name: 'Pending events' });
    expect(within(pending).getAllByText('Box')).toHaveLength(2); // the node column
    expect(within(pending).getByRole('img', { name: 'error' })).toBeInTheDocument();
    expect(screen.getByTestId('event-7-postponed')).toHaveTextContent('Postpone');
    expect(screen.queryByTestId('event-7-pending')).toBeNull();

    await act('event-7-solved');
    await waitFor(() => expect(screen.getByTestId('events-tab-solved')).toHaveTextContent('Solved (1)'));
    const post = fake.api.calls.find(c => c.method === 'POST')!;
    expect(post).toMatchObject({
      path: API_PATHS.property,
      payload: { objectId: 'n1', propertyId: 'PID_EVENTS', property: { eventIds: [7], state: 'solved' } },
    });
    expect(screen.getByTestId('events-tab-pending')).toHaveTextContent('Pending (1)');
    expect(fake.notifications.successes).toEqual(['Event moved to Solved']);

    await act('event-8-postponed');
    await waitFor(() => expect(screen.getByTestId('events-tab-postponed')).toHaveTextContent('Postponed (1)'));
    fireEvent.click(screen.getByTestId('events-tab-postponed'));
    expect(screen.getByTestId('event-8-solved')).toHaveTextContent('Solve');
    await act('event-8-pending');
    await waitFor(() => expect(screen.getByTestId('events-tab-pending')).toHaveTextContent('Pending (1)'));

    fireEvent.click(screen.getByTestId('events-tab-solved'));
    expect(within(screen.getByRole('table', { name: 'Solved events' })).getByText('Scan task 7 failed: disk gone')).toBeInTheDocument();
    await act('event-7-pending');
    await waitFor(() => expect(screen.getByTestId('events-tab-pending')).toHaveTextContent('Pending (2)'));
    expect(w.list.map(e => e.state)).toEqual(['pending', 'pending']);
  });

  it('shows no actions to a user without upd or ctl, and shows them with ctl alone', async () => {
    const readOnly = fakeConsole({ properties: { PID_EVENTS: two().answer }, codes: ['get'] });
    const { unmount } = render(readOnly.wrap(<EventsTab node={node} />));
    const pending = await screen.findByRole('table', { name: 'Pending events' });
    expect(within(pending).queryAllByRole('button')).toEqual([]);
    expect(within(pending).queryByText('Actions')).toBeNull();
    unmount();
    const operator = fakeConsole({ properties: { PID_EVENTS: two().answer }, codes: ['get', 'ctl'] });
    render(operator.wrap(<EventsTab node={node} />));
    await screen.findByRole('table', { name: 'Pending events' });
    expect(screen.getByTestId('event-8-solved')).toBeInTheDocument();
  });

  it('keeps the event where it was when the change fails', async () => {
    const w = two();
    const fake = fakeConsole({
      properties: { PID_EVENTS: w.answer },
      onSet: () => {
        throw new ApiError('EventNotFound', 'No event 7 under this node.');
      },
    });
    render(fake.wrap(<EventsTab node={node} />));
    await screen.findByRole('table', { name: 'Pending events' });
    fireEvent.click(screen.getByTestId('event-7-solved'));
    await waitFor(() => expect(screen.getByTestId('event-7-solved')).not.toBeDisabled());
    expect(screen.getByTestId('events-tab-pending')).toHaveTextContent('Pending (2)');
    expect(fake.notifications.successes).toEqual([]);
  });
});

describe('EventsTab', () => {
  it('lists pending, postponed and solved events with counts, read with the state flags', async () => {
    const fake = fakeConsole({
      properties: {
        PID_EVENTS: [
          { eventId: 1, time: T, state: 'pending', source: 'scan', message: 'Share unreachable' },
          { eventId: 2, time: T, state: 'solved', source: 'action', message: 'Export done' },
        ],
      },
    });
    render(fake.wrap(<EventsTab node={node} />));
    const pending = await screen.findByRole('table', { name: 'Pending events' });
    expect(within(pending).getByText('Share unreachable')).toBeInTheDocument();
    expect(within(pending).getByText('scan')).toBeInTheDocument();
    expect(screen.getByTestId('events-tab-pending')).toHaveTextContent('Pending (1)');
    expect(screen.getByTestId('events-tab-postponed')).toHaveTextContent('Postponed (0)');
    fireEvent.click(screen.getByTestId('events-tab-postponed'));
    expect(screen.getByTestId('events-empty-postponed')).toHaveTextContent('No data');
    fireEvent.click(screen.getByTestId('events-tab-solved'));
    expect(within(screen.getByRole('table', { name: 'Solved events' })).getByText('Export done')).toBeInTheDocument();
    const read = fake.api.calls.find(c => c.path === API_PATHS.property)!.payload as { propertyId: string; options: Record<string, unknown> };
    expect(read.propertyId).toBe('PID_EVENTS');
    expect(read.options).toMatchObject({ pending: true, postponed: true, solved: true, eventOffset: 0, eventLimit: 500 });
  });

  it('shows the No data state in each list when the server has no events', async () => {
    const fake = fakeConsole({ properties: {} });
    render(fake.wrap(<EventsTab node={node} />));
    expect(await screen.findByTestId('events-empty-pending')).toHaveTextContent('No data');
    expect(screen.getByTestId('events-empty-pending')).toHaveTextContent('Pending events of Head Office');
    fireEvent.click(screen.getByTestId('events-tab-solved'));
    expect(screen.getByTestId('events-empty-solved')).toBeInTheDocument();
    expect(fake.notifications.errors).toEqual([]);
  });

  it('names a failure other than a missing property', async () => {
    const fake = fakeConsole({
      properties: {
        PID_EVENTS: () => {
          throw new ApiError('NoPermission', 'Not allowed here.');
        },
      },
    });
    render(fake.wrap(<EventsTab node={node} />));
    expect(await screen.findByTestId('events-error')).toHaveTextContent('You do not have permission to view the events of this node.');
    expect(screen.getByTestId('events-error')).toHaveTextContent('Not allowed here.');
  });
});
