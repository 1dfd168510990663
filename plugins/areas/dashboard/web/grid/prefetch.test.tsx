import { render, waitFor } from '@testing-library/react';
import type { TreeObject } from '@fathom/sdk/api';
import { fakeConsole } from '@fathom/sdk/web/widget-kit/testing';
import { DashboardTab } from './DashboardTab';

const node: TreeObject = { objectId: 'n1', parentId: null, name: 'Org', classId: 'client', tags: {} };
const statsReads = (calls: { path: string; payload: unknown }[]) => calls.filter(c => (c.payload as { propertyId?: string })?.propertyId === 'PID_STATS');

describe('prefetch on opening a tab', () => {
  it('asks for the node\'s stats while the dashboard itself is still loading', async () => {
    const fake = fakeConsole({ properties: { PID_DASHBOARD: () => new Promise(() => undefined), PID_STATS: { totals: { files: 1, bytes: 1, directories: 0 } } } });
    render(fake.wrap(<DashboardTab node={node} tabId="main" />));
    await waitFor(() => expect(statsReads(fake.api.calls)).toHaveLength(1));
    expect(statsReads(fake.api.calls)[0].payload).toEqual({ objectId: 'n1', propertyId: 'PID_STATS' });
  });
  it('does not ask when the user may not view the widgets', async () => {
    const fake = fakeConsole({ codes: [], properties: { PID_DASHBOARD: () => new Promise(() => undefined), PID_STATS: {} } });
    render(fake.wrap(<DashboardTab node={node} tabId="main" />));
    await waitFor(() => expect(fake.api.calls.some(c => (c.payload as { propertyId?: string })?.propertyId === 'PID_DASHBOARD')).toBe(true));
    expect(statsReads(fake.api.calls)).toHaveLength(0);
  });
});
