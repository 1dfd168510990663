/**
 * The collector actions that were waiting for a later release: add static worker (its package downloaded, the
 * worker listed pending in Status › Workers), add object, the device console, and software updates from a feed
 * served by a small HTTP server started here (the bell's mark, the slot, a scheduled update).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import type { TreeObject } from '@fathom/sdk/api';
import {
  childrenOf,
  demoTree,
  eventually,
  hidden,
  launchBrowser,
  openInTree,
  shot,
  signIn,
  startFathom,
  useE2eTimeouts,
  visible,
  type Fathom,
} from './helpers';

useE2eTimeouts();

let feed: Server;
let server: Fathom;
let browser: Browser;
let page: Page;
let tree: Awaited<ReturnType<typeof demoTree>>;

beforeAll(async () => {
  feed = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        versions: [
          { version: '9.1.0', slot: 'stable', released: '2026-10-01', notes: 'Faster scans' },
          { version: '9.2.0-beta.1', slot: 'beta', released: '2026-11-20', notes: 'Trial of the new extractor' },
        ],
      }),
    );
  });
  await new Promise<void>(r => feed.listen(0, '127.0.0.1', r));
  server = await startFathom({ env: { FATHOM_UPDATE_FEED: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feed.json` } });
  browser = await launchBrowser();
  tree = await demoTree(server.api);
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  await signIn(page, server.url, 'root', server.rootPassword);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  feed.closeAllConnections();
  await new Promise(r => feed.close(r));
});

const row = (o: TreeObject) => page.getByTestId(`tree-node-${o.objectId}`);
const menuItem = (label: string) => page.getByTestId('node-context-menu').getByRole('menuitem', { name: label, exact: true });

test('Add static worker on a collector: the worker request rules, the package, the worker pending in Status › Workers', async () => {
  const appagt = tree.appagt!;
  await openInTree(page, [tree.root, tree.demo, tree.orgunit, appagt]);
  await row(appagt).click({ button: 'right' });
  await menuItem('Add static worker').click();
  const dialog = page.getByRole('dialog', { name: 'Add static worker' });
  await visible(dialog);
  expect(await dialog.getByLabel('Platform').inputValue()).toBe('linux');
  expect(await dialog.getByLabel('Data folder').inputValue()).toBe('/var/lib/Fathom');
  await dialog.getByRole('button', { name: 'Download' }).click();
  expect(await dialog.getByText('Field is required.').count()).toBe(2);
  await dialog.getByLabel('Name').fill('Night worker');
  await dialog.getByLabel('Worker port').fill('9800');
  await shot(page, 'dialog-add-static-worker');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('fathom-Night-worker-linux.tar.gz');
  await hidden(dialog);
  const worker = await eventually(
    async () => (await childrenOf(server.api, appagt.objectId, ['static_worker'])).find(o => o.name === 'Night worker'),
    'the worker was not added',
  );

  await page.goto(`${server.url}/dashboard/status?activeNodeId=${appagt.objectId}`);
  await page.getByTestId('task-status-tab-workers').click();
  const workerRow = page.getByTestId(`task-status-workers-Static Workers-row-${worker.objectId}`);
  await visible(workerRow);
  expect(await workerRow.textContent()).toContain('Night worker');
  expect(await workerRow.textContent()).toContain('Activation pending');
  await shot(page, 'status-workers-static');

  // The worker is in the tree under its collector.
  await openInTree(page, [tree.root, tree.demo, tree.orgunit, appagt, worker]);
  expect(await row(worker).textContent()).toContain('Night worker');
  await shot(page, 'tree-static-worker');
});

test('Add object on an organisation: a group added by name', async () => {
  await page.goto(`${server.url}/dashboard/main?activeNodeId=${tree.demo.objectId}`);
  await visible(row(tree.demo));
  await row(tree.demo).click({ button: 'right' });
  await menuItem('Add object').click();
  const dialog = page.getByRole('dialog', { name: 'Add object' });
  await visible(dialog);
  await dialog.getByLabel('Type').selectOption('group');
  await dialog.getByLabel('Name').fill('Bad/Name');
  await visible(dialog.getByText('Field must not contain $ \\ or /.'));
  await dialog.getByLabel('Name').fill('Auditors');
  await shot(page, 'dialog-add-object');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await visible(page.getByText('Object added').first());
  const groups = await childrenOf(server.api, tree.demo.objectId, ['group']);
  expect(groups.map(g => g.name)).toContain('Auditors');
});

test('Administration › Console on a collector: its task log and the fixed commands', async () => {
  await page.goto(`${server.url}/administration/console?activeNodeId=${tree.appagt!.objectId}`);
  const tab = page.getByTestId('console-tab');
  await visible(tab);
  await tab.getByTestId('console-command').fill('status');
  await tab.getByRole('button', { name: 'Run' }).click();
  const screen = tab.getByTestId('console-screen');
  await eventually(async () => (await screen.textContent())?.includes('online: yes; ready to work: yes'), 'no status answer');
  await tab.getByTestId('console-command').fill('reboot');
  await tab.getByRole('button', { name: 'Run' }).click();
  await eventually(async () => (await screen.textContent())?.includes("Unknown command 'reboot'. Type help for the commands."), 'no refusal');
  await tab.getByRole('button', { name: 'workers', exact: true }).click();
  await eventually(async () => (await screen.textContent())?.includes('Night worker  activation pending'), 'no workers answer');
  await shot(page, 'administration-console');
});

test('the console widget in contextual mode: the console of the active collector on its dashboard', async () => {
  const appagt = tree.appagt!;
  await page.goto(`${server.url}/dashboard/main?activeNodeId=${encodeURIComponent(appagt.objectId)}`);
  const main = page.getByTestId('dashboard-tab-main');
  await visible(main);
  await main.getByRole('button', { name: 'Add widget' }).click();
  const card = page.getByTestId('catalogue-console');
  await visible(card);
  await card.getByRole('button', { name: 'Add Console' }).click();
  await hidden(card);
  const widget = main.getByRole('article', { name: 'Console' });
  await visible(widget.getByTestId('device-console'));
  expect(await widget.getByTestId('device-console-name').textContent()).toBe(appagt.name);
  await widget.getByTestId('console-command').fill('status');
  await widget.getByRole('button', { name: 'Run' }).click();
  const screen = widget.getByTestId('console-screen');
  await eventually(async () => (await screen.textContent())?.includes('online: yes; ready to work: yes'), 'no status answer in the widget');
  await widget.scrollIntoViewIfNeeded();
  await shot(page, 'dashboard-console-widget');
  // On an organisation the same widget says the console is not supported there.
  await page.goto(`${server.url}/dashboard/main?activeNodeId=${encodeURIComponent(tree.orgunit.objectId)}`);
  const elsewhere = page.getByTestId('dashboard-tab-main');
  await visible(elsewhere);
  if ((await elsewhere.getByRole('article', { name: 'Console' }).count()) > 0) {
    await visible(elsewhere.getByRole('article', { name: 'Console' }).getByTestId('console-not-supported'));
  }
});

test('Updates: the bell marks an update, the tab lists what the slot receives and schedules one', async () => {
  await page.goto(`${server.url}/dashboard/main?activeNodeId=${tree.root.objectId}`);
  const bell = page.getByTestId('notification-bell');
  await visible(bell.getByTestId('notification-bell-mark'));
  expect(await bell.getAttribute('aria-label')).toBe('Notifications and updates: Update available');
  await bell.click();
  const tab = page.getByTestId('updates-tab');
  await visible(tab);
  expect(await tab.getByTestId('updates-state').textContent()).toBe('Update available');
  await visible(tab.getByTestId('updates-version-9.2.0-beta.1'));
  await tab.getByTestId('updates-slot').selectOption('stable');
  await hidden(tab.getByTestId('updates-version-9.2.0-beta.1'));
  await tab.getByTestId('updates-version-9.1.0').getByRole('button', { name: 'Schedule' }).click();
  await eventually(async () => (await tab.getByTestId('updates-state').textContent()) === 'Update pending', 'not pending');
  expect(await tab.getByTestId('updates-scheduled').textContent()).toContain('Update to 9.1.0 scheduled for');
  expect(await bell.getAttribute('aria-label')).toBe('Notifications and updates: Update pending');
  await shot(page, 'administration-updates');
  await tab.getByRole('button', { name: 'Cancel update' }).click();
  await eventually(async () => (await tab.getByTestId('updates-state').textContent()) === 'Update available', 'not cancelled');
});
