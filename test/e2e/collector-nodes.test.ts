/**
 * Collector nodes in the tree: the context menu judges the node right-clicked (its paused and ready states),
 * not the node that happens to be active.
 */
import type { Browser, Page } from 'playwright-core';
import type { TreeObject } from '@fathom/sdk/api';
import { demoTree, eventually, hasAttribute, launchBrowser, openInTree, shot, signIn, startFathom, useE2eTimeouts, visible, type Fathom } from './helpers';

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
