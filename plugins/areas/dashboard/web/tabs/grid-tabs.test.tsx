import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type TreeObject } from '@fathom/sdk/api';
import { defaultDashboard, defaultWidgetsForTab, type Dashboard } from '@fathom/sdk/api/dashboard';
import { WidgetTypes, type WidgetTypeContribution } from '@fathom/sdk/web';
import { fakeConsole } from '@fathom/sdk/web/widget-kit/testing';
import EsgTab from './EsgTab';
import ItTab from './ItTab';
import MainTab, { isMainStripTab } from './MainTab';

const node: TreeObject = { objectId: 'n1', parentId: null, name: 'Org', classId: 'client', tags: {} };

// Every type of the default dashboards, drawn as its title so the test can see which widget went where.
const allDefaultTypes = [...new Set(defaultDashboard().widgets.map(w => w.widgetType))];
const types: WidgetTypeContribution[] = allDefaultTypes.map(type => ({
  type,
  title: type,
  description: type,
  defaultSize: '4x2',
  defaultDetails: {},
  detailsSchema: [],
  valid: () => true,
  load: async () => ({ default: ({ title }: { title: string }) => <p>drawn {title}</p> }),
}));

function setup(stored?: Dashboard) {
  let value = stored;
  const saved: Dashboard[] = [];
  const fake = fakeConsole({
    properties: {
      PID_DASHBOARD: () => {
        if (!value) throw new ApiError('PropertyNotFound', 'none');
        return JSON.parse(JSON.stringify(value));
      },
    },
    onSet: (_id, property) => {
      value = property as Dashboard;
      saved.push(value);
    },
    contributions: new Map([[WidgetTypes, types]]),
  });
  return { fake, saved };
}

const titlesOf = (tabId: string) => defaultWidgetsForTab(tabId).map(w => w.title);

describe('dashboard grid tabs', () => {
  it('Main shows the default Main widgets of a first-time user', async () => {
    const { fake } = setup();
    render(fake.wrap(<MainTab node={node} />));
    for (const title of titlesOf('main')) expect(await screen.findByText(`drawn ${title}`)).toBeInTheDocument();
    expect(screen.queryByText('drawn ESG')).not.toBeInTheDocument();
  });

  it('ESG and IT show their own default widgets', async () => {
    const esg = setup();
    const { unmount } = render(esg.fake.wrap(<EsgTab node={node} />));
    for (const title of titlesOf('esg')) expect(await screen.findByText(`drawn ${title}`)).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-tab-esg')).toBeInTheDocument();
    unmount();
    const it = setup();
    render(it.fake.wrap(<ItTab node={node} />));
    for (const title of titlesOf('it')) expect(await screen.findByText(`drawn ${title}`)).toBeInTheDocument();
    expect(screen.queryByText('drawn Total data')).not.toBeInTheDocument();
  });

  it("Main lists the user's own tabs but not the tabs that have a section tab, and keeps Main itself", async () => {
    const start = defaultDashboard();
    start.tabs.push({ id: 'tab-1', title: 'Finance' });
    const { fake, saved } = setup(start);
    render(fake.wrap(<MainTab node={node} />));
    const strip = await screen.findByRole('tablist', { name: 'Dashboard tabs' });
    expect(
      within(strip)
        .getAllByRole('tab')
        .map(t => t.textContent),
    ).toEqual(['Main', 'Finance']);
    expect(screen.queryByLabelText('Delete Main')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Rename Main')).not.toBeInTheDocument();

    fireEvent.click(within(strip).getByRole('tab', { name: 'Finance' }));
    expect(await screen.findByTestId('dashboard-tab-empty')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Add tab'));
    fireEvent.change(screen.getByLabelText('Tab title'), { target: { value: 'Legal' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].tabs.map(t => t.title)).toEqual([...defaultDashboard().tabs.map(t => t.title), 'Finance', 'Legal']);
    expect(await within(strip).findByRole('tab', { name: 'Legal', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Delete Legal')).toBeInTheDocument();
  });

  it('isMainStripTab keeps Main and user tabs only', () => {
    expect(['welcome', 'main', 'esg', 'it', 'status', 'events', 'information', 'tab-3'].filter(id => isMainStripTab({ id, title: id }))).toEqual([
      'main',
      'tab-3',
    ]);
  });
});
