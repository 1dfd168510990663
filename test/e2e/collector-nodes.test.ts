/**
 * Collector nodes in the tree: the context menu judges the node right-clicked (its paused and ready states),
 * not the node that happens to be active.
 */
import type { Browser, Page } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Licence, TreeObject } from '@fathom/sdk/api';
import {
  childrenOf,
  demoTree,
  eventually,
  hasAttribute,
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

let server: Fathom;
let browser: Browser;
let page: Page;
let tree: Awaited<ReturnType<typeof demoTree>>;

beforeAll(async () => {
  server = await startFathom();
  browser = await launchBrowser();
  tree = await demoTree(server.api);
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  await signIn(page, server.url, 'root', server.rootPassword);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const row = (o: TreeObject) => page.getByTestId(`tree-node-${o.objectId}`);
const menuItem = (label: string) => page.getByTestId('node-context-menu').getByRole('menuitem', { name: label, exact: true });

test('the menu of a paused collector that is not the active node offers Resume and an enabled Scan now', async () => {
  const appagt = tree.appagt!;
  await server.api.call('PUT', '/database/control', { objectId: appagt.objectId, commandId: 'pause', options: {} });
  await page.reload();
  // The client Demo is the active node: not a collector, so neither paused nor ready to work.
  await openInTree(page, [tree.root, tree.demo, tree.orgunit, appagt]);
  await row(tree.demo).click();
  await hasAttribute(row(tree.demo), 'aria-selected', 'true');
  await visible(row(appagt));
  await eventually(async () => (await row(appagt).textContent())?.includes('paused'), 'the collector shows no paused badge');

  await row(appagt).click({ button: 'right' });
  await visible(page.getByTestId('node-context-menu'));
  const labels = await page.getByTestId('node-context-menu').getByRole('menuitem').allTextContents();
  expect(labels).toContain('Resume');
  expect(labels).not.toContain('Pause');
  expect(await menuItem('Scan now').getAttribute('aria-disabled')).toBe('false');
  await shot(page, 'collector-menu-paused-not-active');
  await menuItem('Resume').click();
  await eventually(
    async () => !(await server.api.call<TreeObject>('GET', '/database/object', { objectId: appagt.objectId })).tags.state?.paused,
    'not resumed',
  );
});

const SCREENS = '/tmp/shots-collectors';
async function look(p: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await p.screenshot({ path: join(SCREENS, `${name}.png`) });
  await shot(p, name);
}

test('Administration › Installer: the platform defaults to the browser system, a platform change resets the folders, the package is saved under the server name', async () => {
  await page.goto(`${server.url}/administration/installer?activeNodeId=${tree.demo.objectId}`);
  const form = page.getByTestId('installer-form');
  await visible(form);
  // Headless Chromium on Linux says Linux.
  expect(await form.getByLabel('Platform', { exact: true }).inputValue()).toBe('linux');
  expect(await form.getByLabel('Program folder').inputValue()).toBe('/opt/Fathom/aggregator');
  expect(await form.getByLabel('Data folder').inputValue()).toBe('/var/lib/Fathom');
  expect(await form.getByLabel('Port', { exact: true }).inputValue()).toBe('9545');
  expect(await form.getByLabel('Installer type').inputValue()).toBe('web');
  await form.getByLabel('Device type').selectOption('appagt');
  expect(await form.getByLabel('Port', { exact: true }).inputValue()).toBe('9745');
  expect(await form.getByLabel('Program folder').inputValue()).toBe('/opt/Fathom/aggregator-collector');
  await form.getByLabel('Program folder').fill('/srv/custom');
  await form.getByLabel('Platform', { exact: true }).selectOption('osx');
  expect(await form.getByLabel('Program folder').inputValue()).toBe('/opt/Fathom/aggregator-collector');
  expect(await form.getByLabel('Data folder').inputValue()).toBe('/etc/opt/Fathom');

  await form.getByRole('button', { name: 'Download' }).click();
  await visible(form.getByText('Field is required.').first());
  await form.getByLabel('Name', { exact: true }).fill('Bad/Name');
  await visible(form.getByText('Field must not contain $ \\ or /.'));
  await form.getByLabel('Name', { exact: true }).fill('Branch office');
  await form.getByLabel('Database user').fill('fathom');
  await form.getByLabel('Database password').fill('secret');
  await look(page, 'administration-installer');
  const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('fathom-Branch-office-osx.tar.gz');
  const added = await eventually(
    async () => (await childrenOf(server.api, tree.demo.objectId)).find(o => o.name === 'Branch office'),
    'the device was not added under Demo',
  );
  expect(added.classId).toBe('appagt');
  await visible(row(added));
  await eventually(async () => (await row(added).textContent())?.includes('pending'), 'the new device shows no pending badge');
});

test('the installer dialog of a Windows browser, and the licence limit that blocks adding an aggregator', async () => {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  });
  const win = await context.newPage();
  await signIn(win, server.url, 'root', server.rootPassword);
  const demoRow = win.getByTestId(`tree-node-${tree.demo.objectId}`);
  await visible(demoRow);
  await demoRow.click({ button: 'right' });
  await win.getByTestId('node-context-menu').getByRole('menuitem', { name: 'Add aggregator-collector', exact: true }).click();
  let dialog = win.getByRole('dialog', { name: 'Add aggregator-collector' });
  await visible(dialog);
  expect(await dialog.getByLabel('Platform', { exact: true }).inputValue()).toBe('windows');
  expect(await dialog.getByLabel('Program folder').inputValue()).toBe('C:\\Program Files\\Fathom\\aggregator-collector');
  expect(await dialog.getByLabel('Data folder').inputValue()).toBe('C:\\ProgramData\\Fathom');
  await look(win, 'dialog-installer-windows');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await hidden(dialog);

  const licence = await server.api.call<Licence>('GET', '/database/property', { objectId: 'HOME', propertyId: 'PID_LICENSE' });
  const info = await server.api.call<{ aggregators: number }>('GET', '/database/installerInfo');
  await server.api.call('POST', '/database/property', {
    objectId: 'HOME',
    propertyId: 'PID_LICENSE',
    property: { ...licence, allowedAggregators: info.aggregators },
  });
  try {
    await demoRow.click({ button: 'right' });
    await win.getByTestId('node-context-menu').getByRole('menuitem', { name: 'Add aggregator', exact: true }).click();
    dialog = win.getByRole('dialog', { name: 'Add aggregator' });
    await visible(dialog.getByTestId('installer-limit'));
    expect(await dialog.getByTestId('installer-limit').textContent()).toContain('Upgrade the licence');
    expect(await dialog.getByRole('button', { name: 'Download' }).isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Name', { exact: true }).isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Platform', { exact: true }).isDisabled()).toBe(true);
    await look(win, 'dialog-installer-limit');
  } finally {
    await server.api.call('POST', '/database/property', { objectId: 'HOME', propertyId: 'PID_LICENSE', property: licence });
    await context.close();
  }
});

test('Administration › Activate confirms a pending device with its code', async () => {
  const device = (await childrenOf(server.api, tree.demo.objectId)).find(o => o.name === 'Branch office')!;
  await page.goto(`${server.url}/administration/activate?activeNodeId=${device.objectId}`);
  const tab = page.getByTestId('activate-form');
  await visible(tab);
  await tab.getByLabel('Activation code').fill('nope');
  await visible(tab.getByText('Activation code is not valid'));
  await tab.getByLabel('Activation code').fill(` ${String(device.tags.activationCode).toLowerCase()} `);
  await look(page, 'administration-activate');
  await tab.getByRole('button', { name: 'Activate' }).click();
  await visible(page.getByText('Device activated').first());
  await eventually(async () => !(await row(device).textContent())?.includes('pending'), 'the device still shows pending');
  expect((await server.api.call<TreeObject>('GET', '/database/object', { objectId: device.objectId })).tags.activated).toBe(true);
});

test('Export policy saves the node sections and exportInfo under the file name given', async () => {
  await page.goto(`${server.url}/dashboard/main?activeNodeId=${tree.demo.objectId}`);
  await visible(row(tree.demo));
  await row(tree.demo).click({ button: 'right' });
  await menuItem('Export policy').click();
  const dialog = page.getByRole('dialog', { name: 'Export policy of Demo' });
  await visible(dialog);
  await dialog.getByLabel('File name').fill('');
  await visible(dialog.getByText('Field is required.'));
  await dialog.getByLabel('File name').fill('demo-policy');
  await look(page, 'dialog-export-policy');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe('demo-policy.json');
  const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(file.exportInfo.appVersion).toMatch(/^\d+\.\d+\.\d+/);
  expect(Number.isNaN(Date.parse(file.exportInfo.time))).toBe(false);
  expect(file.classifications).toBeDefined();
});
