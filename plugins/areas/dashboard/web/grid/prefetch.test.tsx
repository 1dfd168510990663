import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { TreeObject } from '@fathom/sdk/api';
import { defaultDashboard, type Dashboard } from '@fathom/sdk/api/dashboard';
import { ServicesProvider, WidgetTypes, type ExtensionPoint, type WidgetTypeContribution } from '@fathom/sdk/web';
import { fakeConsole } from '@fathom/sdk/web/widget-kit/testing';
import { dashboardKey } from '@fathom/sdk/web/widget-kit/dashboard-config';
import { DashboardTab } from './DashboardTab';
import { prefetchGridTab } from './prefetch';

let mockChartLibraryLoaded = false;
jest.mock('@fathom/sdk/web/widget-kit/ChartView', () => {
  mockChartLibraryLoaded = true;
  return { ChartView: () => null };
});

const node: TreeObject = { objectId: 'n1', parentId: null, name: 'Org', classId: 'client', tags: {} };
const statsReads = (calls: { path: string; payload: unknown }[]) => calls.filter(c => (c.payload as { propertyId?: string })?.propertyId === 'PID_STATS');

describe('prefetch on opening a tab', () => {
  it("asks for the node's stats while the dashboard itself is still loading", async () => {
    const fake = fakeConsole({
      properties: { PID_DASHBOARD: () => new Promise(() => undefined), PID_STATS: { totals: { files: 1, bytes: 1, directories: 0 } } },
    });
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

describe('prefetchGridTab: the page prefetch of a grid tab', () => {
  const widgetType = (type: string, chart: boolean): WidgetTypeContribution & { load: jest.Mock } => ({
    type,
    chart,
    title: type,
    description: '',
    defaultSize: '6x4',
    defaultDetails: {},
    detailsSchema: [],
    valid: () => true,
    load: jest.fn(async () => ({ default: () => null })),
  });
  const dashboard = (widgets: [string, string][]): Dashboard => {
    const base = defaultDashboard();
    return {
      ...base,
      widgets: widgets.map(([tabId, widgetType], i) => ({ id: `w${i}`, title: '', tabId, widgetType, size: '6x4', position: { x: 0, y: i * 4 }, details: {} })),
    };
  };
  function setup(saved: Dashboard | (() => never), types: WidgetTypeContribution[]) {
    const fake = fakeConsole({
      properties: { PID_DASHBOARD: saved, PID_STATS: { totals: { files: 1, bytes: 1, directories: 0 } } },
      contributions: new Map([[WidgetTypes as ExtensionPoint<unknown>, types]]),
    });
    // As the console's client: an answer stays fresh for 30 s.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    prefetchGridTab('main')({ nodeId: 'n1', tab: 'main', services: fake.services, queryClient });
    return { fake, queryClient };
  }
  beforeEach(() => {
    mockChartLibraryLoaded = false;
  });

  it('reads PID_DASHBOARD and PID_STATS at once, under the keys the grid and the widgets use', async () => {
    const { fake, queryClient } = setup(dashboard([]), []);
    expect(fake.api.calls.map(c => (c.payload as { propertyId: string }).propertyId).sort()).toEqual(['PID_DASHBOARD', 'PID_STATS']);
    await waitFor(() => expect(queryClient.getQueryData(['property', 'n1', 'PID_STATS'])).toEqual({ totals: { files: 1, bytes: 1, directories: 0 } }));
    await waitFor(() => expect(queryClient.getQueryData(dashboardKey('n1'))).toBeDefined());
  });

  it('starts the chunk of every widget on the tab, and the chart library when one is a chart', async () => {
    const chart = widgetType('chart-a', true);
    const plain = widgetType('plain-b', false);
    const elsewhere = widgetType('other-c', true);
    setup(
      dashboard([
        ['main', 'chart-a'],
        ['main', 'plain-b'],
        ['main', 'chart-a'],
        ['esg', 'other-c'],
        ['main', 'unknown'],
      ]),
      [chart, plain, elsewhere],
    );
    await waitFor(() => expect(chart.load).toHaveBeenCalledTimes(1));
    expect(plain.load).toHaveBeenCalledTimes(1);
    expect(elsewhere.load).not.toHaveBeenCalled();
    await waitFor(() => expect(mockChartLibraryLoaded).toBe(true));
  });

  it('leaves the chart library alone when no widget on the tab is a chart', async () => {
    const plain = widgetType('plain-d', false);
    setup(dashboard([['main', 'plain-d']]), [plain]);
    await waitFor(() => expect(plain.load).toHaveBeenCalledTimes(1));
    await new Promise(r => setTimeout(r, 10));
    expect(mockChartLibraryLoaded).toBe(false);
  });

  it('lets the grid draw the prefetched widgets at once, on the one PID_STATS answer', async () => {
    const drawn = { ...widgetType('drawn-e', false), load: jest.fn(async () => ({ default: () => <p>widget drawn</p> })) };
    const { fake, queryClient } = setup(
      dashboard([
        ['main', 'drawn-e'],
        ['main', 'drawn-e'],
      ]),
      [drawn],
    );
    await waitFor(() => expect(drawn.load).toHaveBeenCalled());
    await act(async () => {
      await drawn.load.mock.results[0].value;
    });
    render(
      <QueryClientProvider client={queryClient}>
        <ServicesProvider services={fake.services}>
          <DashboardTab node={node} tabId="main" />
        </ServicesProvider>
      </QueryClientProvider>,
    );
    expect(screen.getAllByText('widget drawn')).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(statsReads(fake.api.calls)).toHaveLength(1);
    expect(fake.api.calls.filter(c => (c.payload as { propertyId?: string })?.propertyId === 'PID_DASHBOARD')).toHaveLength(1);
  });

  it('takes the default dashboard when none is saved', async () => {
    const { queryClient } = setup(
      (() => {
        throw Object.assign(new Error('none'), { errorName: 'PropertyNotFound' });
      }) as () => never,
      [],
    );
    await waitFor(() => expect(queryClient.getQueryData<Dashboard>(dashboardKey('n1'))?.tabs.map(t => t.id)).toEqual(defaultDashboard().tabs.map(t => t.id)));
  });
});
