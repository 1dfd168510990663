/** The real administration tabs (tags, permissions, licensing), the information tab and the settings pages, against the real server. */
import type { Page } from 'playwright-core';
import { createObject, eventually, shot, startSignedIn, useE2eTimeouts, visible, type DemoTree, type Fathom, type SignedInConsole } from './helpers';

useE2eTimeouts();

let server: Fathom;
let signedIn: SignedInConsole;
let page: Page;
let tree: DemoTree;
let pia: { objectId: string };

beforeAll(async () => {
  signedIn = await startSignedIn({
    width: 1400,
    height: 900,
    prepare: async (fathom, nodes) => {
      pia = await createObject(fathom.api, nodes.demo.objectId, 'user', 'Pia Permissions', {
        userId: 'pia',
        password: 'Pia#Pass1x',
        activated: true,
        email: 'pia@example.org',
      });
    },
  });
  ({ server, page, tree } = signedIn);
});
afterAll(() => signedIn?.close());

const open = (path: string, nodeId: string) => page.goto(`${server.url}${path}?activeNodeId=${nodeId}`);

test('tags: a tag added to the org unit is stored on the server', async () => {
  await open('/administration/tags', tree.orgunit.objectId);
  const tab = page.getByTestId('tags-tab');
  await visible(tab);
  await tab.getByLabel('Tag', { exact: true }).fill('site');
  await tab.getByLabel('Value').fill('Berlin');
  await tab.getByRole('button', { name: 'Add tag' }).click();
  await visible(tab.getByRole('cell', { name: 'Berlin' }));
  await eventually(
    async () => (await server.api.call('GET', '/database/object', { objectId: tree.orgunit.objectId })).tags?.site === 'Berlin',
    'the tag was not stored',
  );
  await shot(page, 'administration-tags');
});

test('permissions: the grant of a user is read, changed and written back', async () => {
  await open('/administration/permissions', tree.demo.objectId);
  const row = page.getByTestId(`grant-${pia.objectId}`);
  await visible(row);
  const billing = row.getByRole('checkbox', { name: 'Pia Permissions: billing' });
  const held = await billing.isChecked();
  await billing.click({ force: true });
  await page.getByTestId('permissions-tab').getByRole('button', { name: 'Save' }).click();
  await visible(page.getByText('Permissions updated').first());
  await eventually(async () => {
    const p = await server.api.call('GET', '/database/property', { objectId: tree.demo.objectId, propertyId: 'PID_PERMISSIONS' });
    const grant = p.grants.find((g: { trusteeId: string }) => g.trusteeId === pia.objectId);
    return grant && grant.codes.includes('bll') !== held;
  }, 'the server did not get the change');
  await shot(page, 'administration-permissions');
});

test('licensing shows the licence flags and the aggregator limit', async () => {
  await open('/administration/licensing', tree.demo.objectId);
  const tab = page.getByTestId('licensing-tab');
  await visible(tab);
  await visible(tab.getByTestId('licence-enableIndex'));
  expect(await tab.getByRole('row', { name: /Aggregators allowed/ }).textContent()).toMatch(/Unlimited|\d/);
  await shot(page, 'administration-licensing');
});

test('dashboard information shows the node info', async () => {
  await open('/dashboard/information', tree.orgunit.objectId);
  const info = page.getByTestId('node-information');
  await visible(info);
  expect(await info.textContent()).toContain(tree.orgunit.name);
  expect(await info.textContent()).toContain('Organisational unit');
  await shot(page, 'dashboard-information');
});

test.each([
  ['/profile', 'settings-profile', 'root'],
  ['/authentication', 'settings-authentication', 'Users can sign in'],
  ['/changelog', 'settings-changelog', 'Version 0.1.0'],
  ['/license', 'settings-license', 'End-user licence agreement'],
  ['/saas-license', 'settings-saas-license', 'SaaS agreement'],
  ['/thirdparty', 'settings-thirdparty', 'primereact'],
  ['/contact', 'settings-contact', 'Switzerland'],
])('settings page %s', async (path, testId, text) => {
  await page.goto(`${server.url}${path}`);
  const pageBody = page.getByTestId(testId);
  await visible(pageBody);
  await eventually(async () => (await pageBody.textContent())?.includes(text), `${path} does not show ${text}`);
  await shot(page, `settings${path.replace(/\//g, '-')}`);
});
