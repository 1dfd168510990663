/**
 * People and access in the console against the real server: create an activated user on the Users tab and sign in
 * as them; roles and their members; add an organisation with its first administrator from the tree, who then sees
 * only their organisation; the client configuration and the platform's client search.
 */
import type { Browser, Page } from 'playwright-core';
import { demoTree, eventually, launchBrowser, shot, signIn, startFathom, useE2eTimeouts, visible, hidden, type Fathom } from './helpers';

useE2eTimeouts(180000);

let server: Fathom;
let browser: Browser;
let page: Page;
let tree: Awaited<ReturnType<typeof demoTree>>;

async function newPage(): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
}

beforeAll(async () => {
  server = await startFathom();
  browser = await launchBrowser();
  tree = await demoTree(server.api);
  page = await newPage();
  await signIn(page, server.url, 'root', server.rootPassword);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const open = (p: Page, path: string, nodeId: string) => p.goto(`${server.url}${path}?activeNodeId=${nodeId}`);

test('users: create an activated user in the console, who then signs in', async () => {
  await open(page, '/administration/users', tree.demo.objectId);
  const tab = page.getByTestId('users-tab');
  await visible(tab);
  await tab.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create user' });
  await visible(dialog);
  // Every rule answers before anything is sent.
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await visible(dialog.getByText('Field is required.').first());
  await dialog.getByLabel('Name', { exact: true }).fill('Nora Newcomer');
  await dialog.getByLabel('Email', { exact: true }).fill('nora@demo.test');
  await dialog.getByLabel('Phone', { exact: true }).fill('12');
  await dialog.getByLabel('User name').fill('nora');
  await dialog.getByLabel('Password', { exact: true }).fill('weak');
  await dialog.getByLabel('Confirm password').fill('other');
  await visible(dialog.getByText('Phone number is not valid.'));
  await visible(dialog.getByText('Field must be at least 8 characters.'));
  await visible(dialog.getByText("Passwords don't match."));
  await shot(page, 'people-create-user-errors');
  await dialog.getByLabel('Phone', { exact: true }).fill('(201) 555-0123');
  await dialog.getByLabel('Password', { exact: true }).fill('Nora#Pass12');
  await dialog.getByLabel('Confirm password').fill('Nora#Pass12');
  await hidden(dialog.getByRole('alert').first());
  await shot(page, 'people-create-user');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await hidden(dialog);
  const rowOf = tab.getByTestId('user-nora');
  await visible(rowOf);
  expect(await rowOf.textContent()).toContain('+1 201 555 0123');
  await shot(page, 'people-users');

  const nora = await newPage();
  await signIn(nora, server.url, 'nora', 'Nora#Pass12');
  await nora.getByTestId('user-menu').click();
  await visible(nora.getByText('Nora Newcomer').first());
  await nora.context().close();
});

test('users: edit, reset the password and disable, with the root user and oneself protected', async () => {
  await open(page, '/administration/users', tree.demo.objectId);
  const tab = page.getByTestId('users-tab');
  const nora = tab.getByTestId('user-nora');
  await visible(nora);
  await nora.getByRole('button', { name: 'Edit Nora Newcomer' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Nora Newcomer' });
  await edit.getByLabel('Email', { exact: true }).fill('');
  await edit.getByLabel('Phone', { exact: true }).fill('');
  await visible(edit.getByText('Email or phone number is required'));
  await edit.getByLabel('Email', { exact: true }).fill('nora.n@demo.test');
  await shot(page, 'people-edit-user');
  await edit.getByRole('button', { name: 'Save' }).click();
  await hidden(edit);
  await visible(tab.getByRole('cell', { name: 'nora.n@demo.test' }));

  await nora.getByRole('button', { name: 'Reset the password of Nora Newcomer' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset the password of Nora Newcomer' });
  await reset.getByLabel('New password').fill('Nora#Pass99');
  await reset.getByLabel('Confirm password').fill('Nora#Pass98');
  await visible(reset.getByText("Passwords don't match."));
  await reset.getByLabel('Confirm password').fill('Nora#Pass99');
  await shot(page, 'people-reset-password');
  await reset.getByRole('button', { name: 'Set password' }).click();
  await hidden(reset);

  await nora.getByRole('button', { name: 'Disable Nora Newcomer' }).click();
  await visible(nora.getByText('Disabled'));
  await eventually(
    async () =>
      (
        await fetch(`${server.url}/server/api/v3/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userId: 'nora', password: 'Nora#Pass99' }),
        })
      ).status === 401,
    'a disabled user signed in',
  );
  await nora.getByRole('button', { name: 'Enable Nora Newcomer' }).click();
  await visible(nora.getByText('Active'));

  await open(page, '/administration/users', tree.root.objectId);
  const rootRow = page.getByTestId('users-tab').getByTestId('user-root');
  await visible(rootRow);
  expect(
    await rootRow
      .getByRole('button', { name: 'Delete Root' })
      .or(rootRow.getByRole('button', { name: /^Delete / }))
      .isDisabled(),
  ).toBe(true);
});

test('roles: the default admin role, a member added, a role with users not deleted, permissions granted to the role', async () => {
  await open(page, '/administration/roles', tree.demo.objectId);
  const tab = page.getByTestId('roles-tab');
  await visible(tab);
  await tab.getByRole('button', { name: 'Create role' }).click();
  const create = page.getByRole('dialog', { name: 'Create role' });
  expect(await create.getByLabel('Role name').inputValue()).toBe('admin');
  await shot(page, 'people-create-role');
  await create.getByRole('button', { name: 'Create role' }).click();
  await hidden(create);
  const role = tab.getByTestId('role-admin');
  await visible(role);
  await role.locator('.p-dropdown').click();
  await page.getByRole('option', { name: 'Nora Newcomer (nora)' }).click();
  await visible(role.getByText('Nora Newcomer (nora)'));
  const del = role.getByRole('button', { name: 'Delete admin' });
  expect(await del.isDisabled()).toBe(true);
  expect(await del.locator('xpath=..').getAttribute('title')).toBe('A role with users cannot be deleted until they are removed.');
  await shot(page, 'people-roles');

  // A role is granted permissions on the Permissions tab, like a user.
  await open(page, '/administration/permissions', tree.demo.objectId);
  const perms = page.getByTestId('permissions-tab');
  await visible(perms);
  await perms.locator('.p-dropdown').click();
  await page.getByRole('option', { name: 'admin (role)' }).click();
  await perms.getByRole('button', { name: 'Add' }).click();
  await perms.getByRole('button', { name: 'Save' }).click();
  await visible(page.getByText('Permissions updated').first());
  await open(page, '/administration/roles', tree.demo.objectId);
  await visible(page.getByTestId('role-admin').getByText('display info on Demo'));
});

test('add an organisation and its administrator from the tree; that administrator sees only their organisation', async () => {
  await open(page, '/dashboard', tree.root.objectId);
  const rootRow = page.getByTestId(`tree-node-${tree.root.objectId}`);
  await visible(rootRow);
  await rootRow.click({ button: 'right' });
  await page.getByTestId('node-context-menu').getByRole('menuitem', { name: 'Add organisation', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add organisation' });
  await visible(dialog);
  await dialog.getByLabel('Organisation name').fill('Big Corp & Co!');
  await visible(dialog.getByRole('note').filter({ hasText: 'An organisation name may hold only letters, numbers and hyphens.' }));
  await dialog.getByLabel('Organisation name').fill('Ab');
  await visible(dialog.getByText('Field must be at least 5 characters.'));
  await dialog.getByLabel('Organisation name').fill('Orbit-Labs');
  await dialog.getByLabel('Name', { exact: true }).fill('Olga Orbit');
  await dialog.getByLabel('Email', { exact: true }).fill('olga@orbit.test');
  await dialog.getByLabel('User name').fill('olga');
  await dialog.getByLabel('Password', { exact: true }).fill('Olga#Pass12');
  await dialog.getByLabel('Confirm password').fill('Olga#Pass12');
  await shot(page, 'people-add-organisation');
  await dialog.getByRole('button', { name: 'Add organisation' }).click();
  await hidden(dialog);
  await visible(page.getByTestId('tree').getByText('Orbit-Labs').or(page.getByText('Orbit-Labs').first()));

  const olga = await newPage();
  await signIn(olga, server.url, 'olga', 'Olga#Pass12');
  await visible(olga.getByText('Orbit-Labs').first());
  expect(await olga.getByText('Demo', { exact: true }).count()).toBe(0);
  await olga.goto(`${server.url}/administration/users?activeNodeId=${olga.url().match(/activeNodeId=([^&]+)/)?.[1] ?? ''}`);
  const users = olga.getByTestId('users-tab');
  await visible(users.getByTestId('user-olga'));
  expect(await users.getByRole('row').count()).toBe(2); // the header and Olga
  await visible(users.getByTestId('user-olga').getByText('admin'));
  await shot(olga, 'people-organisation-admin');
  await olga.context().close();
});

test('configuration: cross-client access is switched on for an organisation', async () => {
  await open(page, '/administration/configuration', tree.demo.objectId);
  const tab = page.getByTestId('configuration-tab');
  await visible(tab);
  await tab.getByLabel('Cross-client access').check({ force: true });
  await tab.getByRole('button', { name: 'Save' }).click();
  await eventually(
    async () =>
      (await server.api.call('GET', '/database/property', { objectId: tree.demo.objectId, propertyId: 'PID_CLIENTCONFIG' })).crossClientAccess === true,
    'crossClientAccess was not stored',
  );
  await shot(page, 'people-configuration');
});

test('client search: the platform finds an organisation by name and opens it', async () => {
  await open(page, '/administration/clientsearch', tree.root.objectId);
  const tab = page.getByTestId('clientsearch-tab');
  await visible(tab);
  await tab.getByLabel('Organisation name').fill('orbit');
  const found = tab.getByTestId('client-Orbit-Labs');
  await visible(found);
  await eventually(async () => (await tab.getByTestId('client-Demo').count()) === 0, 'Demo was still listed for orbit');
  await shot(page, 'people-client-search');
  await found.getByRole('button', { name: 'Open Orbit-Labs' }).click();
  await eventually(() => new URL(page.url()).pathname.startsWith('/dashboard'), `not opened: ${page.url()}`);
  await visible(page.getByTestId('shell').getByText('Orbit-Labs').first());
});
