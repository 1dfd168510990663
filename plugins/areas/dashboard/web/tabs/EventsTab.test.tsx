import { fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError, API_PATHS, type TreeObject } from '../../../../../sdk/api';
import { fakeConsole } from '../../../../../sdk/web/widget-kit/testing';
import { groupEvents } from './event-groups';
import EventsTab from './EventsTab';

const node: TreeObject = { objectId: 'n1', parentId: null, name: 'Head Office', classId: 'orgunit', tags: {} };
const T = Date.UTC(2024, 4, 6, 7, 8, 9);

describe('groupEvents', () => {
  it('groups by workflow state, newest first, tolerating a wrapped list and missing fields', () => {
    const g = groupEvents({ events: [
      { eventId: 1, time: T, state: 'pending', message: 'older' }, { eventId: 2, time: T + 1000, message: 'no state is pending' },
      { eventId: 3, state: 'Postponed', message: 'later' }, { eventId: 4, complete: true, type: 'scanFailed' }, 'junk', null,
    ] });
    expect(g.pending.map(e => e.message)).toEqual(['no state is pending', 'older']);
    expect(g.postponed.map(e => e.id)).toEqual(['3']);
    expect(g.solved).toEqual([{ id: '4', time: null, source: 'system', message: 'scanFailed', objectId: undefined }]);
    expect(groupEvents(undefined)).toEqual({ pending: [], postponed: [], solved: [] });
  });
});

describe('EventsTab', () => {
  it('lists pending, postponed and solved events with counts, read with the state flags', async () => {
    const fake = fakeConsole({ properties: { PID_EVENTS: [
      { eventId: 1, time: T, state: 'pending', source: 'scan', message: 'Share unreachable' },
      { eventId: 2, time: T, state: 'solved', source: 'action', message: 'Export done' },
    ] } });
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
    const fake = fakeConsole({ properties: { PID_EVENTS: () => { throw new ApiError('NoPermission', 'Not allowed here.'); } } });
    render(fake.wrap(<EventsTab node={node} />));
    expect(await screen.findByTestId('events-error')).toHaveTextContent('You do not have permission to view the events of this node.');
    expect(screen.getByTestId('events-error')).toHaveTextContent('Not allowed here.');
  });
});
