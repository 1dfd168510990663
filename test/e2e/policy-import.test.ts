/**
 * Import policy on the demo aggregator-collector: its policy is exported, an exclude path is added to the file,
 * the file is imported on the node, the sources diff is shown and applied, and Policy → Sources lists the path.
 * A file that is not a policy and the unchanged export are refused with the spec's messages first.
 */
import type { Page } from 'playwright-core';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TreeObject } from '@fathom/sdk/api';
import { hidden, openInTree, startSignedIn, useE2eTimeouts, visible, type DemoTree, type Fathom, type SignedInConsole } from './helpers';

useE2eTimeouts(180000);

const SHOTS = '/tmp/shots-import';
let server: Fathom;
let signedIn: SignedInConsole;
let page: Page;
let tree: DemoTree;
const scanned = mkdtempSync(join(tmpdir(), 'fathom-import-'));

beforeAll(async () => {
  signedIn = await startSignedIn({ source: scanned, width: 1400, height: 950, acceptDownloads: true, folders: [scanned] });
  ({ server, page, tree } = signedIn);
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => signedIn?.close());

const row = (o: TreeObject) => page.getByTestId(`tree-node-${o.objectId}`);
const menuItem = (label: string) => page.getByTestId('node-context-menu').getByRole('menuitem', { name: label, exact: true });

async function openAction(label: string) {
  await row(tree.appagt!).click({ button: 'right' });
  await menuItem(label).click();
}

test('export, add an exclude path, import: the sources diff is shown, applied and listed in Policy → Sources', async () => {
  const appagt = tree.appagt!;
  await openInTree(page, [tree.root, tree.demo, tree.orgunit, appagt]);

  await openAction('Export policy');
  const exportDialog = page.getByRole('dialog', { name: `Export policy of ${appagt.name}` });
  const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('button', { name: 'Export' }).click()]);
  const original = readFileSync((await download.path())!, 'utf8');
  const policy = JSON.parse(original);
  const excluded = join(scanned, 'drafts').replace(/\\/g, '/');
  policy.sources.services[0].exclude = [{ path: excluded }];

  await openAction('Import policy');
  const dialog = page.getByRole('dialog', { name: `Import policy to ${appagt.name}` });
  await visible(dialog);
  const file = dialog.getByLabel('Policy file');
  await file.setInputFiles({ name: 'nothing.json', mimeType: 'application/json', buffer: Buffer.from('{"name":"not a policy"}') });
  expect(await dialog.getByTestId('policy-import-error').textContent()).toBe('policy object invalid');
  await file.setInputFiles({ name: 'same.json', mimeType: 'application/json', buffer: Buffer.from(original) });
  expect(await dialog.getByTestId('policy-import-same').textContent()).toBe('policies are the same');

  await file.setInputFiles({ name: 'edited.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(policy, null, 2)) });
  const diff = dialog.getByTestId('policy-diff-sources');
  await visible(diff);
  expect(await diff.textContent()).toContain(`+          "path": "${excluded}"`);
  expect(await dialog.getByTestId('policy-diff-settings').count()).toBe(0);
  await page.screenshot({ path: join(SHOTS, 'dialog-import-policy-diff.png') });

  await page.getByTestId('save-changes-save').click();
  await page.getByTestId('save-changes-confirm').click();
  await hidden(dialog);

  await row(appagt).click();
  await page.getByTestId('section-tab-policy').click();
  await page.getByTestId('tab-policy-sources').click();
  await visible(page.getByTestId('sources-table'));
  await visible(page.getByTestId('sources-table').getByText(excluded));
  await page.screenshot({ path: join(SHOTS, 'policy-sources-after-import.png') });
});

test('a 1.4 export is converted by the server first: its settings and classifications are shown as diffs and applied', async () => {
  const appagt = tree.appagt!;
  const old = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'policy', 'export-1.4.json'), 'utf8'));
  await openAction('Import policy');
  const dialog = page.getByRole('dialog', { name: `Import policy to ${appagt.name}` });
  await visible(dialog);
  await dialog.getByLabel('Policy file').setInputFiles({ name: 'export-1.4.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(old)) });
  const converted = dialog.getByTestId('policy-import-converted');
  await visible(converted);
  expect(await converted.textContent()).toContain('Exported by version 1.4.2');
  expect(await converted.textContent()).toContain('The targets section of a 1.4 export');
  await visible(dialog.getByTestId('policy-diff-settings'));
  expect(await dialog.getByTestId('policy-diff-settings').textContent()).toContain('"maxFileSize": 25');
  await visible(dialog.getByTestId('policy-diff-classifications'));
  await page.screenshot({ path: join(SHOTS, 'dialog-import-policy-1.4.png') });
  await page.getByTestId('save-changes-save').click();
  await page.getByTestId('save-changes-confirm').click();
  await hidden(dialog);
  const settings = await server.api.call('GET', '/database/property', { objectId: appagt.objectId, propertyId: 'PID_SERVER_SETTINGS' });
  expect(JSON.stringify(settings)).toContain('"maxFileSize":25');
});
