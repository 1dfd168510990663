import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type TreeObject } from '@fathom/sdk/api';
import { defaultDashboard, type Dashboard } from '@fathom/sdk/api/dashboard';
import { WidgetTypes, type WidgetTypeContribution } from '@fathom/sdk/web';
import { fakeConsole } from '@fathom/sdk/web/widget-kit/testing';
import { DashboardTab } from './DashboardTab';
import { DashboardTabs } from './DashboardTabs';
import { useDashboard } from './useDashboard';

const node: TreeObject = { objectId: 'n1', parentId: null, name: 'Org', classId: 'client', tags: {} };

const simple = (type: string, title: string, extra: Partial<WidgetTypeContribution> = {}): WidgetTypeContribution => ({
  type,
  title,
  description: `${title} widget`,
  defaultSize: '4x2',
  defaultDetails: {},
  detailsSchema: [],
  valid: () => true,
  load: async () => ({ default: ({ title: t }: { title: string }) => <p>content of {t}</p> }),
  ...extra,
});
const types = [
  simple('total-data', 'Total data'),
  simple('crashing', 'Crashing', {
    load: async () => ({
      default: () => {
        throw new Error('boom');
      },
    }),
  }),
  simple('picky', 'Picky', {
    defaultDetails: { mode: 'a' },
    valid: d => ['a', 'b'].includes((d as { mode?: string })?.mode ?? ''),
    detailsSchema: [
      {
        key: 'mode',
        label: 'Mode',
        kind: 'select',
        options: [
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ],
      },
    ],
  }),
];

function dash(widgets: Dashboard['widgets'], tabs = [{ id: 'main', title: 'Main' }]): Dashboard {
  return { config: {}, tabs, widgets };
}
const w = (id: string, widgetType: string, x = 0, y = 0, extra: object = {}) => ({
  id,
  title: id.toUpperCase(),
  tabId: 'main',
  widgetType,
  size: '4x2',
  position: { x, y },
  details: {},
  ...extra,
});

function setup(stored: Dashboard | undefined, opts: { codes?: string[]; failSave?: boolean } = {}) {
  let value = stored;
  const saved: Dashboard[] = [];
  const fake = fakeConsole({
    codes: opts.codes,
    properties: {
      PID_DASHBOARD: () => {
        if (!value) throw new ApiError('PropertyNotFound', 'none');
        return JSON.parse(JSON.stringify(value));
      },
    },
    onSet: (_id, property) => {
      if (opts.failSave) throw new ApiError('InternalError', 'disk full');
      value = property as Dashboard;
      saved.push(value);
    },
    contributions: new Map([[WidgetTypes, types]]),
  });
  return { fake, saved };
}

describe('DashboardTab', () => {
  it('gives a first-time user the default dashboard', async () => {
    const { fake } = setup(undefined);
    render(fake.wrap(<DashboardTab node={node} tabId="main" />));
    expect(await screen.findByText('content of Total data')).toBeInTheDocument();
    // Types not registered in this test show 'Widget not found.' without breaking the grid.
    expect(screen.getAllByTestId('widget-not-found').length).toBe(defaultDashboard().widgets.filter(x => x.tabId === 'main').length - 1);
  });
  it('shows widget not found for an unknown type or invalid details, and contains a crashing widget', async () => {
    const { fake } = setup(dash([w('a', 'total-data'), w('b', 'nope', 4), w('c', 'picky', 8, 0, { details: { mode: 'z' } }), w('d', 'crashing', 0, 2)]));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(fake.wrap(<DashboardTab node={node} tabId="main" />));
    expect(await screen.findByText('content of A')).toBeInTheDocument();
    expect(within(screen.getByTestId('widget-b')).getByText('Widget not found.')).toBeInTheDocument();
    expect(within(screen.getByTestId('widget-c')).getByText('Widget not found.')).toBeInTheDocument();
    expect(await within(screen.getByTestId('widget-d')).findByTestId('widget-crashed')).toBeInTheDocument();
  });
  it('tells a user without get that they may not view the widgets', async () => {
    const { fake } = setup(dash([w('a', 'total-data')]), { codes: [] });
    render(fake.wrap(<DashboardTab node={node} tabId="main" />));
    expect(await screen.findByText('You do not have permission to view this widget.')).toBeInTheDocument();
  });
  it('says when the tab is not part of the dashboard', async () => {
    const { fake } = setup(dash([]));
    render(fake.wrap(<DashboardTab node={node} tabId="esg" />));
    expect(await screen.findByTestId('dashboard-tab-not-found')).toHaveTextContent('Tab not found.');
  });
  it('adds a widget from the catalogue at the front and saves', async () => {
    const { fake, saved } = setup(dash([w('a', 'total-data')]));
    render(fake.wrap(<DashboardTab node={node} tabId="main" />));
    fireEvent.click(await screen.findByText('Add widget'));
    for (const t of types) expect(await screen.findByTestId(`catalogue-${t.type}`)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Add Picky'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].widgets[0]).toMatchObject({ widgetType: 'picky', title: 'Picky', size: '4x2', position: { x: 0, y: 0 }, details: { mode: 'a' } });
    expect(saved[0].widgets[1]).toMatchObject({ id: 'a', position: { x: 0, y: 2 } });
  });
  it('edits details through the form generated from the schema', async () => {
    const { fake, saved } = setup(dash([w('p', 'picky', 0, 0, { details: { mode: 'a' } })]));
    render(fake.wrap(<DashboardTab node={node} tabId="main" />));
    fireEvent.click(await screen.findByLabelText('Edit P'));
    fireEvent.change(await screen.findByLabelText('Mode'), { target: { value: 'b' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].widgets[0].details).toEqual({ mode: 'b' });
    expect(fake.notifications.successes).toContain('Widget updated');
  });
  it('deletes a widget', async () => {
    const { fake, saved } = setup(dash([w('a', 'total-data'), w('b', 'total-data', 4)]));
    render(fake.wrap(<DashboardTab node={node} tabId="main" />));
    fireEvent.click(await screen.findByLabelText('Delete B'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].widgets.map(x => x.id)).toEqual(['a']);
  });
  it('restores the default dashboard', async () => {
    const { fake, saved } = setup(dash([w('a', 'total-data')]));
    render(fake.wrap(<DashboardTab node={node} tabId="main" />));
    fireEvent.click(await screen.findByText('Restore dashboard'));
    fireEvent.click(screen.getByText('Restore'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual(defaultDashboard());
    expect(fake.notifications.successes).toContain('Dashboard restored');
  });
});

describe('useDashboard', () => {
  it('rolls a failed layout change back to the earlier layout with an error notice', async () => {
    const start = dash([w('a', 'total-data')]);
    const { fake } = setup(start, { failSave: true });
    const { result } = renderHook(() => useDashboard(node), { wrapper: ({ children }) => fake.wrap(children) });
    await waitFor(() => expect(result.current.dashboard).not.toBeNull());
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.apply({ kind: 'layout', tabId: 'main', items: [{ i: 'a', x: 6, y: 1, w: 6, h: 3 }] });
    });
    expect(ok).toBe(false);
    expect(result.current.dashboard).toEqual(start);
    expect(fake.notifications.errors[0]).toBe('The layout could not be saved; the earlier layout is back. disk full');
  });
  it('reads, applies and saves each edit in order', async () => {
    const { fake, saved } = setup(dash([w('a', 'total-data')]));
    const { result } = renderHook(() => useDashboard(node), { wrapper: ({ children }) => fake.wrap(children) });
    await waitFor(() => expect(result.current.dashboard).not.toBeNull());
    await act(async () => {
      await Promise.all([
        result.current.apply({ kind: 'layout', tabId: 'main', items: [{ i: 'a', x: 2, y: 0, w: 4, h: 2 }] }),
        result.current.apply({ kind: 'addTab', tab: { id: 't2', title: 'Second' } }),
      ]);
    });
    expect(saved).toHaveLength(2);
    expect(saved[1].tabs.map(t => t.id)).toEqual(['main', 't2']);
    expect(saved[1].widgets[0].position).toEqual({ x: 2, y: 0 });
    expect(result.current.dashboard).toEqual(saved[1]);
  });
});

describe('DashboardTabs', () => {
  it('adds, renames and deletes tabs; deleting a tab deletes its widgets', async () => {
    const { fake, saved } = setup(
      dash(
        [w('a', 'total-data')],
        [
          { id: 'main', title: 'Main' },
          { id: 'x', title: 'Extra' },
        ],
      ),
    );
    render(fake.wrap(<DashboardTabs node={node} />));
    fireEvent.click(await screen.findByLabelText('Add tab'));
    fireEvent.change(screen.getByLabelText('Tab title'), { target: { value: 'Finance' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].tabs.map(t => t.title)).toEqual(['Main', 'Extra', 'Finance']);
    fireEvent.click(await screen.findByLabelText('Rename Finance'));
    fireEvent.change(screen.getByLabelText('Tab title'), { target: { value: 'Money' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1].tabs.map(t => t.title)).toEqual(['Main', 'Extra', 'Money']);
    fireEvent.click(screen.getByRole('tab', { name: 'Main' }));
    fireEvent.click(await screen.findByLabelText('Delete Main'));
    fireEvent.click(screen.getByText('Delete'));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(saved[2].tabs.map(t => t.id)).not.toContain('main');
    expect(saved[2].widgets).toEqual([]);
  });
});
