/**
 * Policy → Targets and Policy → Integrations: add a file-system target (its form generated for the Target mode, with
 * compression and encryption on), test that its folder takes files, save it beside the sources; add a text output
 * integration. PID_SOURCES then holds both with their modes; the Sources tab does not list them.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { SourcesProperty } from '@fathom/sdk/api/policy';
import { openInTree, shot, startSignedIn, useE2eTimeouts, visible, type DemoTree, type Fathom, type SignedInConsole } from './helpers';

useE2eTimeouts(180000);

let server: Fathom;
let signedIn: SignedInConsole;
let page: Page;
let tree: DemoTree;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fathom-targets-'));
  signedIn = await startSignedIn({ folders: [dir] });
  ({ server, page, tree } = signedIn);
});
afterAll(() => signedIn?.close());

test('add, test and save a file-system target and a text output integration', async () => {
  const appagt = tree.appagt!;
  await openInTree(page, [tree.root, tree.demo, tree.orgunit, appagt]);
  await page.getByTestId('section-tab-policy').click();
  await page.getByTestId('tab-policy-targets').click();
  await visible(page.getByTestId('targets-empty'));
  await page.getByTestId('targets-add').click();
  const dialog = page.getByTestId('target-dialog');
  await visible(dialog);
  // Only types that write are offered; a source's include paths are not asked for.
  await dialog.locator('.p-dropdown').first().click();
  const offered = (await page.locator('.p-dropdown-item').allTextContents()).map(t => t.trim());
  expect(offered).toEqual(expect.arrayContaining(['File system', 'SMB file share', 'Azure Blob storage', 'Zip archives', 'Text output']));
  await page.locator('.p-dropdown-item', { hasText: 'File system' }).click();
  expect(await dialog.getByTestId('include-list').count()).toBe(0);
  expect(await dialog.locator('#param-excludeExternalDrives').count()).toBe(0); // a source's switch
  await dialog.getByTestId('target-name').fill('Archive');
  const store = join(dir, 'archive');
  await dialog.locator('#param-storePath').fill(store);
  expect(await dialog.locator('#param-enableCompression').isChecked()).toBe(true);
  expect(await dialog.locator('#param-enableEncryption').isChecked()).toBe(true);
  await dialog.getByTestId('target-test').click();
  await visible(dialog.getByTestId('target-test-result').getByText('Connected.'));
  await shot(page, 'policy-targets-dialog');
  await page.getByTestId('target-apply').click();
  await visible(page.getByTestId('target-row-Archive').getByText(`${store} (LZ4, encrypted)`));
  await visible(page.getByTestId('targets-no-key'));
  await page.getByTestId('save-changes-save').click();
  await page.getByTestId('save-changes-confirm').click();
  await visible(page.getByText('Changes saved'));
  await shot(page, 'policy-targets-saved');

  await page.getByTestId('tab-policy-integrations').click();
  await page.getByTestId('integrations-add').click();
  const integration = page.getByTestId('integration-dialog');
  await integration.getByTestId('integration-name').fill('Plain text');
  await integration.locator('#param-storePath').fill(join(dir, 'text'));
  await page.getByTestId('integration-apply').click();
  await page.getByTestId('save-changes-save').click();
  await page.getByTestId('save-changes-confirm').click();
  await visible(page.getByTestId('integration-row-Plain text'));
  await shot(page, 'policy-integrations-saved');

  const saved = await server.api.call<SourcesProperty>('GET', '/database/property', { objectId: appagt.objectId, propertyId: 'PID_SOURCES' });
  expect(saved.services.map(s => [s.name, s.type, s.mode])).toEqual([
    ['Archive', 'filesys', 'Target'],
    ['Plain text', 'text-output', 'Transform'],
  ]);
  expect(saved.services[0].parameters).toEqual({ storePath: store, enableCompression: true, enableEncryption: true });
  // The Sources tab does not list them.
  await page.getByTestId('tab-policy-sources').click();
  await visible(page.getByTestId('policy-sources'));
  expect(await page.getByTestId('source-row-Archive').count()).toBe(0);
  expect(readdirSync(store)).toEqual([]);
});
