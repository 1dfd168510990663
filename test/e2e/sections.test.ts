/** Which sections and administration tabs show for a client, an org unit, an aggregator-collector and a scanned directory. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { TreeObject } from '@fathom/sdk/api';
import {
  childrenOf,
  eventually,
  openInTree,
  shot,
  shownSections,
  startSignedIn,
  useE2eTimeouts,
  visible,
  type DemoTree,
  type Fathom,
  type SignedInConsole,
} from './helpers';

useE2eTimeouts();

const ALL_SECTIONS = ['dashboard', 'discover', 'policy', 'administration', 'reports', 'actions'];
let server: Fathom;
let signedIn: SignedInConsole;
let page: Page;
let tree: DemoTree;
let folder: string;

beforeAll(async () => {
  signedIn = await startSignedIn({ width: 1400, height: 900 });
  ({ server, page, tree } = signedIn);
});
afterAll(async () => {
  await signedIn?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function adminTabsOf(node: TreeObject): Promise<string[]> {
  await page.goto(`${server.url}/administration/tags?activeNodeId=${node.objectId}`);
  await visible(page.getByTestId('section-administration'));
  return page
    .getByTestId('section-administration')
    .getByRole('tablist')
    .getByRole('tab')
    .evaluateAll(els => els.map(e => (e.getAttribute('data-testid') ?? '').replace('tab-administration-', '')));
}

test('a client shows all six sections and the client administration tabs', async () => {
  await openInTree(page, [tree.root, tree.demo]);
  await eventually(async () => (await shownSections(page)).join() === ALL_SECTIONS.join(), 'client sections differ');
  expect(await adminTabsOf(tree.demo)).toEqual(['users', 'roles', 'tags', 'permissions', 'installer', 'activate', 'licensing', 'configuration']);
  await shot(page, 'sections-client-administration');
});

test('an org unit shows all six sections and four administration tabs', async () => {
  await page.goto(`${server.url}/dashboard/main?activeNodeId=${tree.orgunit.objectId}`);
  await eventually(async () => (await shownSections(page)).join() === ALL_SECTIONS.join(), 'org unit sections differ');
  expect(await adminTabsOf(tree.orgunit)).toEqual(['tags', 'permissions', 'installer', 'activate']);
});

test('an aggregator-collector shows all six sections and the console tab', async () => {
  expect(tree.appagt).toBeDefined();
  await page.goto(`${server.url}/dashboard/main?activeNodeId=${tree.appagt!.objectId}`);
  await eventually(async () => (await shownSections(page)).join() === ALL_SECTIONS.join(), 'appagt sections differ');
  expect(await adminTabsOf(tree.appagt!)).toEqual(['tags', 'permissions', 'installer', 'activate', 'console']);
  await shot(page, 'sections-appagt-administration');
});

test('the platform root shows every administration tab', async () => {
  expect(await adminTabsOf(tree.root)).toEqual([
    'users',
    'roles',
    'tags',
    'permissions',
    'installer',
    'activate',
    'licensing',
    'billing',
    'configuration',
    'clientsearch',
    'console',
    'ai',
    'updates',
  ]);
});

test('a scanned directory shows only discover and reports', async () => {
  folder = mkdtempSync(join(tmpdir(), 'fathom-sections-'));
  mkdirSync(join(folder, 'letters'));
  writeFileSync(join(folder, 'letters', 'note.txt'), 'A short note.');
  const appagt = tree.appagt!;
  await server.api.call('POST', '/database/property', {
    objectId: appagt.objectId,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        {
          type: 'filesys',
          name: 'letters',
          mode: 'Source',
          parameters: {},
          include: [{ path: folder, signing: false, index: true, classify: false, ocr: false }],
          exclude: [],
        },
      ],
    },
  });
  await server.api.call('PUT', '/database/control', { objectId: appagt.objectId, commandId: 'scan' });
  const directory = await eventually(
    async () => {
      const found = await childrenOf(server.api, appagt.objectId).catch(() => []);
      return found.find(o => o.classId === 'idxcontainer');
    },
    'the scan indexed no directory',
    60000,
  );
  await page.goto(`${server.url}/discover/search?activeNodeId=${directory.objectId}`);
  await eventually(async () => (await shownSections(page)).join() === 'discover,reports', 'directory sections differ');
  await shot(page, 'sections-directory');
});
