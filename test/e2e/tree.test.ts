/** The navigation tree: expand, paging through more children than one page, selection and breadcrumbs. */
import type { Page } from 'playwright-core';
import type { TreeObject } from '@fathom/sdk/api';
import {
  createObject,
  eventually,
  hidden,
  openInTree,
  shot,
  startSignedIn,
  useE2eTimeouts,
  visible,
  type DemoTree,
  type Fathom,
  type SignedInConsole,
} from './helpers';

useE2eTimeouts();

const UNITS = 55;
const pad = (n: number) => String(n).padStart(3, '0');
let server: Fathom;
let signedIn: SignedInConsole;
let page: Page;
let tree: DemoTree;
const units: TreeObject[] = [];

beforeAll(async () => {
  signedIn = await startSignedIn({
    width: 1400,
    height: 900,
    // With Head Office, Demo gets more children than one page of the tree (50).
    prepare: async (fathom, nodes) => {
      for (let i = 1; i <= UNITS; i++) units.push(await createObject(fathom.api, nodes.demo.objectId, 'orgunit', `Unit ${pad(i)}`));
    },
  });
  ({ server, page, tree } = signedIn);
});
afterAll(() => signedIn?.close());

const row = (o: TreeObject) => page.getByTestId(`tree-node-${o.objectId}`);

test('the root starts expanded and a node expands on demand', async () => {
  await visible(row(tree.root));
  expect(await row(tree.root).getAttribute('aria-expanded')).toBe('true');
  await visible(row(tree.demo));
  expect(await row(tree.demo).getAttribute('aria-expanded')).toBe('false');
  await row(tree.demo).getByRole('button', { name: 'Expand Demo' }).click();
  await visible(row(tree.orgunit));
  expect(await row(tree.demo).getAttribute('aria-expanded')).toBe('true');
});

test('the pager shows for more children than one page and moves page by page', async () => {
  const pager = page.getByTestId('tree-pager');
  await visible(pager);
  expect(await pager.getAttribute('aria-label')).toMatch(/page 1 of 2/);
  await visible(row(units[0]));
  await visible(row(units[48]));
  expect(await row(units[UNITS - 1]).count()).toBe(0);
  expect(await pager.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
  await shot(page, 'tree-page-1');

  await pager.getByRole('button', { name: 'Next page' }).click();
  await visible(row(units[UNITS - 1]));
  await hidden(row(units[0]));
  await eventually(async () => /page 2 of 2/.test((await pager.getAttribute('aria-label')) ?? ''), 'the pager did not reach page 2');
  expect(await pager.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
  await shot(page, 'tree-page-2');

  await pager.getByRole('button', { name: 'Previous page' }).click();
  await visible(row(units[0]));
});

test('selecting a node marks it, puts it in the address and shows its path in the breadcrumbs', async () => {
  const target = units[3];
  await row(target).click();
  await eventually(async () => (await row(target).getAttribute('aria-selected')) === 'true', 'the node was not selected');
  await eventually(() => page.url().includes(`activeNodeId=${target.objectId}`), `the address lacks the node: ${page.url()}`);
  const crumbs = page.getByTestId('breadcrumbs').getByRole('listitem');
  await eventually(
    async () => (await crumbs.allTextContents()).join(' > ') === `${tree.root.name} > Demo > ${target.name}`,
    'the breadcrumbs do not show the path',
  );
  expect(await page.getByTestId('breadcrumbs').locator('[aria-current=page]').textContent()).toBe(target.name);
  await shot(page, 'tree-selected');

  // A breadcrumb selects its node.
  await page.getByTestId('breadcrumbs').getByRole('button', { name: 'Demo' }).click();
  await eventually(async () => (await row(tree.demo).getAttribute('aria-selected')) === 'true', 'the breadcrumb did not select Demo');
});

test('a deep node opened through the tree shows the whole path', async () => {
  if (!tree.appagt) return;
  await openInTree(page, [tree.root, tree.demo, tree.orgunit, tree.appagt]);
  const crumbs = page.getByTestId('breadcrumbs').getByRole('listitem');
  await eventually(
    async () => (await crumbs.allTextContents()).join(' > ') === `${tree.root.name} > Demo > ${tree.orgunit.name} > ${tree.appagt!.name}`,
    'the breadcrumbs do not show the deep path',
  );
});
