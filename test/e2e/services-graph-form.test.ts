/**
 * Policy → Sources with the Microsoft OneDrive form and Policy → Targets with the Outlook form, against the Graph
 * responder of the API tests: the forms are drawn from the types' fields, the client secret is a password input,
 * and 'Test connection' answers what it found, or names a refused sign-in.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startGraphPeer, type GraphPeer } from '../api/graph-peer';
import { hidden, openInTree, startSignedIn, useE2eTimeouts, visible, type DemoTree, type Fathom, type SignedInConsole } from './helpers';

useE2eTimeouts(180000);
const SHOTS = '/tmp/shots-graph';

let server: Fathom;
let signedIn: SignedInConsole;
let page: Page;
let graph: GraphPeer;
let tree: DemoTree;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  graph = await startGraphPeer();
  graph.addUser('alice@contoso.com', { 'docs/a.txt': 'a', 'docs/b.txt': 'b' });
  graph.addMailbox('archive@contoso.com');
  signedIn = await startSignedIn();
  ({ server, page, tree } = signedIn);
});
afterAll(async () => {
  await signedIn?.close();
  await graph?.close();
});

async function fillGraph(dialog: ReturnType<Page['getByTestId']>, secret: string): Promise<void> {
  await dialog.locator('#param-tenant').fill(graph.tenant);
  await dialog.locator('#param-clientId').fill(graph.clientId);
  expect(await dialog.locator('#param-clientSecret').getAttribute('type')).toBe('password');
  await dialog.locator('#param-clientSecret').fill(secret);
  await dialog.locator('#param-authorityUrl').fill(graph.url);
  await dialog.locator('#param-graphUrl').fill(graph.url);
}

test('add a OneDrive source: Test connection lists the folder, a wrong secret is named', async () => {
  await openInTree(page, [tree.root, tree.demo, tree.orgunit, tree.appagt!]);
  await page.getByTestId('section-tab-policy').click();
  await page.getByTestId('tab-policy-sources').click();
  await visible(page.getByTestId('policy-sources'));
  await page.getByTestId('sources-add').click();
  const dialog = page.getByTestId('source-dialog');
  await visible(dialog);
  await dialog.locator('.p-dropdown').first().click();
  await page.getByRole('option', { name: 'Microsoft OneDrive' }).click();
  await visible(dialog.getByTestId('parameters-ms-onedrive'));
  await dialog.getByTestId('source-name').fill('Alice OneDrive');
  await fillGraph(dialog, 'wrong secret');
  const include = dialog.getByLabel('Include path 1', { exact: true });
  await include.fill('//alice@contoso.com/docs');
  await include.blur();
  await dialog.getByTestId('source-test').click();
  await visible(dialog.getByTestId('source-test-result').getByText(/^AccessDenied: Access denied to the tenant contoso\.onmicrosoft\.com/));
  await page.screenshot({ path: `${SHOTS}/onedrive-source-denied.png` });
  await dialog.locator('#param-clientSecret').fill(graph.clientSecret);
  await dialog.getByTestId('source-test').click();
  await visible(dialog.getByTestId('source-test-result').getByText(/^Connected\. Found \/\/alice@contoso\.com\/docs\/a\.txt/));
  await page.screenshot({ path: `${SHOTS}/onedrive-source-form.png` });
  await page.getByTestId('source-apply').click();
  await hidden(dialog);
  await visible(page.getByTestId('source-row-Alice OneDrive'));
  await page.screenshot({ path: `${SHOTS}/onedrive-sources-tab.png` });
});

test('add an Outlook target: mailbox and mail folder, compression and encryption on, Test connection answers', async () => {
  await page.getByTestId('tab-policy-targets').click();
  await page.getByTestId('targets-add').click();
  const dialog = page.getByTestId('target-dialog');
  await visible(dialog);
  await dialog.locator('.p-dropdown').first().click();
  await page.locator('.p-dropdown-item', { hasText: 'Microsoft Outlook mailbox' }).click();
  await dialog.getByTestId('target-name').fill('Mail archive');
  await fillGraph(dialog, graph.clientSecret);
  await dialog.locator('#param-mailbox').fill('archive@contoso.com');
  await dialog.locator('#param-storePath').fill('/Fathom/Exports');
  expect(await dialog.locator('#param-enableEncryption').isChecked()).toBe(true);
  await dialog.getByTestId('target-test').click();
  await visible(dialog.getByTestId('target-test-result').getByText('Connected.'));
  await page.screenshot({ path: `${SHOTS}/outlook-target-form.png` });
  await page.getByTestId('target-apply').click();
  await visible(page.getByTestId('target-row-Mail archive'));
  await page.screenshot({ path: `${SHOTS}/outlook-targets-tab.png` });
});
