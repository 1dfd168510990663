/**
 * The dashboard grid in a real browser against the real server: open Main, add a tab, add three widget types
 * from the catalogue, drag one and resize another, reload and find the layout kept (on screen and in
 * PID_DASHBOARD), then restore the default dashboard.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { defaultDashboard, type Dashboard, type DashboardWidget } from '@fathom/sdk/api/dashboard';
import { eventually, hidden, homeOf, launchBrowser, shot, signIn, startFathom, visible, type Fathom } from './helpers';

let server: Fathom;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startFathom();
  browser = await launchBrowser();
}, 180000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
});
afterEach(async () => {
  await page?.context().close();
});

const readDashboard = (objectId: string) => server.api.call<Dashboard>('GET', '/database/property', { objectId, propertyId: 'PID_DASHBOARD' });
const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('element has no box');
  return b;
};

/** The box of every widget of the shown tab within its grid, by widget id, rounded to whole pixels. */
async function widgetBoxes(): Promise<Record<string, { x: number; y: number; w: number; h: number }>> {
  return page.locator('.react-grid-layout').evaluate(grid => {
    const g = grid.getBoundingClientRect();
    return Object.fromEntries(
      [...grid.querySelectorAll('article[data-testid^="widget-"]')].map(el => {
        const r = el.getBoundingClientRect();
        return [el.getAttribute('data-testid'), { x: Math.round(r.x - g.x), y: Math.round(r.y - g.y), w: Math.round(r.width), h: Math.round(r.height) }];
      }),
    );
  });
}

/** The boxes once the grid's move and resize transitions have ended (two reads 300 ms apart agree). */
async function settledBoxes(): Promise<Awaited<ReturnType<typeof widgetBoxes>>> {
  return eventually(async () => {
    const first = JSON.stringify(await widgetBoxes());
    await page.waitForTimeout(300);
    const second = await widgetBoxes();
    return JSON.stringify(second) === first ? second : false;
  }, 'the widgets kept moving');
}

/** Drags with real mouse steps so the grid sees a drag (it ignores a single jump). */
async function drag(from: { x: number; y: number }, by: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i++) await page.mouse.move(from.x + (by.x * i) / steps, from.y + (by.y * i) / steps);
  await page.mouse.up();
}

/** Drags and waits for the change to be stored; drags again when the grid did not take it (still settling). */
async function dragUntilSaved<T>(
  grip: () => Promise<{ x: number; y: number }>,
  by: { x: number; y: number },
  saved: () => Promise<T | false>,
  what: string,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    await settledBoxes();
    await drag(await grip(), by);
    try {
      return await eventually(saved, what, 5000);
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
}

test('add a tab and three widgets, move and resize, reload keeps the layout, restore brings the defaults back', async () => {
  const home = await homeOf(server.api);
  await signIn(page, server.url, 'root', server.rootPassword);
  await page.goto(`${server.url}/dashboard/main?activeNodeId=${encodeURIComponent(home.objectId)}`);

  // A first-time user sees the default Main grid.
  const main = page.getByTestId('dashboard-tab-main');
  await visible(main);
  for (const w of defaultDashboard().widgets.filter(x => x.tabId === 'main')) await visible(page.getByTestId(`widget-${w.id}`));
  await eventually(async () => (await main.getAttribute('data-drawn')) === 'true', 'the Main tab never finished drawing');

  // Add a tab.
  await page.getByRole('button', { name: 'Add tab' }).click();
  await page.getByLabel('Tab title').fill('Team overview');
  await page.getByRole('button', { name: 'Save' }).click();
  await visible(page.getByRole('tab', { name: 'Team overview', selected: true }));
  const tabId = await eventually(async () => (await readDashboard(home.objectId)).tabs.find(t => t.title === 'Team overview')?.id, 'the new tab was not saved');
  const tab = page.getByTestId(`dashboard-tab-${tabId}`);
  await visible(tab.getByTestId('dashboard-tab-empty'));

  // Add three widget types from the catalogue; each goes in at the front.
  for (const [type, title] of [
    ['total-data', 'Total data'],
    ['files-by-category', 'Files by category'],
    ['duplicate-count', 'Duplicate count'],
  ]) {
    await tab.getByRole('button', { name: 'Add widget' }).click();
    const card = page.getByTestId(`catalogue-${type}`);
    await visible(card);
    await card.getByRole('button', { name: `Add ${title}` }).click();
    await hidden(card);
    await eventually(async () => (await readDashboard(home.objectId)).widgets.some(w => w.tabId === tabId && w.widgetType === type), `${title} was not saved`);
  }
  const added = (await readDashboard(home.objectId)).widgets.filter(w => w.tabId === tabId);
  expect(added.map(w => w.widgetType)).toEqual(['duplicate-count', 'files-by-category', 'total-data']);
  await eventually(async () => (await tab.locator('article[data-testid^="widget-"]').count()) === 3, 'three widgets are not all on screen');
  await hidden(tab.getByTestId('dashboard-tab-empty'));

  // Move 'Total data' to the right by dragging its title bar.
  const byType = (d: Dashboard, type: string) => d.widgets.find(w => w.tabId === tabId && w.widgetType === type) as DashboardWidget;
  const total = byType(await readDashboard(home.objectId), 'total-data');
  const totalCard = page.getByTestId(`widget-${total.id}`);
  const gridBox = await box(tab.locator('.react-grid-layout'));
  const column = gridBox.width / 12;
  const moved = await dragUntilSaved(
    async () => {
      const handle = await box(totalCard.locator('.widget-drag-handle'));
      return { x: handle.x + 20, y: handle.y + handle.height / 2 };
    },
    { x: column * 6, y: 0 },
    async () => {
      const w = byType(await readDashboard(home.objectId), 'total-data');
      return w.position.x >= 5 ? w : false;
    },
    'the move was not saved',
  );

  // Resize 'Duplicate count' by two columns and one row from its bottom-right corner.
  const dup = byType(await readDashboard(home.objectId), 'duplicate-count');
  const dupCard = page.getByTestId(`widget-${dup.id}`);
  const resized = await dragUntilSaved(
    async () => {
      const corner = await box(page.locator('.react-grid-item', { has: dupCard }).locator('.react-resizable-handle-se'));
      return { x: corner.x + corner.width / 2, y: corner.y + corner.height / 2 };
    },
    { x: column * 2, y: 100 },
    async () => {
      const w = byType(await readDashboard(home.objectId), 'duplicate-count');
      return w.size !== dup.size ? w : false;
    },
    'the resize was not saved',
  );
  expect(resized.size).toBe('6x3');
  await eventually(async () => (await tab.getAttribute('data-drawn')) === 'true', 'the new tab never finished drawing');
  const before = await settledBoxes();
  await shot(page, 'dashboard-custom-tab');

  // Reload: the same tab (chosen again) shows the same boxes; the stored layout is what was saved.
  await page.reload();
  await visible(page.getByTestId('dashboard-tab-main'));
  await page.getByRole('tab', { name: 'Team overview' }).click();
  await eventually(
    async () => (await page.getByTestId(`dashboard-tab-${tabId}`).getAttribute('data-drawn')) === 'true',
    'the tab never finished drawing after the reload',
  );
  expect(await settledBoxes()).toEqual(before);
  const after = await readDashboard(home.objectId);
  expect(byType(after, 'total-data').position).toEqual(moved.position);
  expect(byType(after, 'duplicate-count').size).toBe('6x3');

  // Restore the defaults: the added tab and its widgets are gone, Main has its default widgets again.
  await page
    .getByTestId('dashboard-tab-main')
    .or(page.getByTestId(`dashboard-tab-${tabId}`))
    .first()
    .getByRole('button', { name: 'Restore dashboard' })
    .click();
  await page.getByRole('alertdialog', { name: 'Restore dashboard' }).getByRole('button', { name: 'Restore' }).click();
  await visible(page.getByText('Dashboard restored'));
  await hidden(page.getByRole('tab', { name: 'Team overview' }));
  await visible(page.getByTestId('dashboard-tab-main'));
  expect(await readDashboard(home.objectId)).toEqual(defaultDashboard());
  await shot(page, 'dashboard-restored');
}, 120000);

test('the ESG, IT and Events tabs open with their content', async () => {
  const home = await homeOf(server.api);
  await signIn(page, server.url, 'root', server.rootPassword);
  for (const [tabId, type] of [
    ['esg', 'esg'],
    ['it', 'data-by-location-name'],
  ]) {
    await page.goto(`${server.url}/dashboard/${tabId}?activeNodeId=${encodeURIComponent(home.objectId)}`);
    const tab = page.getByTestId(`dashboard-tab-${tabId}`);
    await visible(tab);
    const first = defaultDashboard().widgets.find(w => w.tabId === tabId && w.widgetType === type)!;
    await visible(tab.getByTestId(`widget-${first.id}`));
    await eventually(async () => (await tab.getAttribute('data-drawn')) === 'true', `the ${tabId} tab never finished drawing`);
    // The grid takes the width of the tab, never more (its width is measured once it appears).
    const panel = await box(page.getByRole('tabpanel', { name: tabId === 'esg' ? 'ESG' : 'IT' }));
    const rightmost = await tab.locator('article[data-testid^="widget-"]').evaluateAll(els => Math.max(...els.map(e => e.getBoundingClientRect().right)));
    expect(rightmost).toBeLessThanOrEqual(panel.x + panel.width);
    expect(rightmost).toBeGreaterThan(panel.x + panel.width - 60);
  }
  await page.goto(`${server.url}/dashboard/events?activeNodeId=${encodeURIComponent(home.objectId)}`);
  await visible(page.getByTestId('dashboard-events'));
  await visible(page.getByTestId('events-empty-pending'));
  await page.getByTestId('events-tab-solved').click();
  await visible(page.getByTestId('events-empty-solved'));
}, 60000);
