/**
 * Policy → Sources with the smb form: the type is offered beside filesys, its fields follow the spec's rules
 * (lengths, the user name forms) with the spec's messages, the password is a password input, and a valid share
 * source is added with its path in the share form.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { hidden, openInTree, startSignedIn, useE2eTimeouts, visible, type DemoTree, type Fathom, type SignedInConsole } from './helpers';

useE2eTimeouts(180000);
const SHOTS = '/tmp/shots-smb';

let server: Fathom;
let signedIn: SignedInConsole;
let page: Page;
let tree: DemoTree;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  signedIn = await startSignedIn();
  ({ server, page, tree } = signedIn);
});
afterAll(() => signedIn?.close());

test('add an smb source: the form checks the spec rules and keeps the password hidden', async () => {
  await openInTree(page, [tree.root, tree.demo, tree.orgunit, tree.appagt!]);
  await page.getByTestId('section-tab-policy').click();
  await page.getByTestId('tab-policy-sources').click();
  await visible(page.getByTestId('policy-sources'));
  await page.getByTestId('sources-add').click();
  const dialog = page.getByTestId('source-dialog');
  await visible(dialog);
  await dialog.locator('.p-dropdown').first().click();
  await page.getByRole('option', { name: 'SMB file share' }).click();
  await visible(dialog.getByTestId('parameters-smb'));
  await dialog.getByTestId('source-name').fill('Finance share');
  await dialog.locator('#param-server').fill('fs');
  await dialog.locator('#param-shareName').fill('finance');
  await dialog.locator('#param-username').fill('CORP\\jane\\x');
  expect(await dialog.locator('#param-password').getAttribute('type')).toBe('password');
  const include = dialog.getByLabel('Include path 1', { exact: true });
  await include.fill('\\\\fs01.corp.example\\finance\\reports');
  await include.blur();
  await page.getByTestId('source-apply').click();
  await visible(dialog.getByText('Field must be at least 3 characters.'));
  await visible(dialog.getByText('User name must be domain\\user, localhost\\user or a plain user name.'));
  await visible(dialog.getByText('Field is required.').first());
  await page.screenshot({ path: `${SHOTS}/smb-source-form-errors.png` });

  await dialog.locator('#param-server').fill('fs01.corp.example');
  await dialog.locator('#param-username').fill('CORP\\jane');
  await dialog.locator('#param-password').fill('Secret#1');
  await page.screenshot({ path: `${SHOTS}/smb-source-form.png` });
  await page.getByTestId('source-apply').click();
  await hidden(dialog);
  await visible(page.getByTestId('source-row-Finance share'));
  await page.screenshot({ path: `${SHOTS}/smb-sources-tab.png` });
});
