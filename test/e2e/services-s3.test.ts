/**
 * An S3 source from the console: Policy → Sources → Add source, type 'S3-compatible storage', the form drawn from
 * the type's fields, Test connection against a real S3-compatible peer (s3rver, started here) naming a failure and
 * then a success, save, and the secret shown as set (never its value) when the source is edited again.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { SourcesProperty } from '@fathom/sdk/api/policy';
import { SECRET_SET } from '@fathom/sdk/api/services';
import { startS3Peer, type S3Peer } from '../api/s3-peer';
import { hidden, openInTree, shot, startSignedIn, useE2eTimeouts, visible, type DemoTree, type Fathom, type SignedInConsole } from './helpers';

useE2eTimeouts(180000);

let server: Fathom;
let signedIn: SignedInConsole;
let page: Page;
let s3: S3Peer;
let folder: string;
let tree: DemoTree;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'fathom-s3-e2e-'));
  mkdirSync(join(folder, 'letters'), { recursive: true });
  writeFileSync(join(folder, 'letters', 'notes.txt'), 'Call back john.smith@example.org.\n');
  writeFileSync(join(folder, 'readme.txt'), 'S3 test bucket.\n');
  s3 = await startS3Peer();
  await s3.upload('archive', folder, 'office/');
  signedIn = await startSignedIn({ folders: [folder] });
  ({ server, page, tree } = signedIn);
});
afterAll(async () => {
  await signedIn?.close();
  await s3?.close();
});

test('add an S3 source through its generated form, test the connection, save; the secret is never shown again', async () => {
  const appagt = tree.appagt!;
  await openInTree(page, [tree.root, tree.demo, tree.orgunit, appagt]);
  await page.getByTestId('section-tab-policy').click();
  await page.getByTestId('tab-policy-sources').click();
  await visible(page.getByTestId('policy-sources'));
  await page.getByTestId('sources-add').click();
  const dialog = page.getByTestId('source-dialog');
  await visible(dialog);

  // Every registered type is offered; the S3 form is drawn from its fields.
  await dialog.locator('.p-dropdown', { has: page.locator('#source-type') }).click();
  const options = page.locator('.p-dropdown-item');
  await visible(options.first());
  expect(await options.allTextContents()).toEqual(expect.arrayContaining(['File system', 'S3-compatible storage', 'Amazon S3']));
  await options.filter({ hasText: 'S3-compatible storage' }).click();
  await visible(dialog.getByTestId('parameters-objstore'));
  expect(await dialog.locator('#param-region').inputValue()).toBe('us-east-1');

  await dialog.getByTestId('source-name').fill('Office archive');
  await dialog.locator('#param-url').fill(s3.url);
  await dialog.locator('#param-accessKey').fill('NOBODY');
  await dialog.locator('#param-secretKey').fill('S3RVER');
  expect(await dialog.locator('#param-secretKey').getAttribute('type')).toBe('password');
  const include = dialog.getByLabel('Include path 1', { exact: true });
  await include.fill('/archive/office');
  await include.blur();

  // A refused key is named; the right one lists the folder.
  await dialog.getByTestId('source-test').click();
  const result = dialog.getByTestId('source-test-result');
  await visible(result);
  expect(await result.textContent()).toMatch(/^AccessDenied: Access was denied/);
  await dialog.locator('#param-accessKey').fill('S3RVER');
  await dialog.getByTestId('source-test').click();
  await visible(result.getByText(/^Connected\./));
  expect(await result.textContent()).toBe('Connected. Found /archive/office/letters, /archive/office/readme.txt');
  await shot(page, 'services-s3-test-connection');

  await page.getByTestId('source-apply').click();
  await hidden(dialog);
  await visible(page.getByTestId('source-row-Office archive'));
  await page.getByTestId('save-changes-save').click();
  await page.getByTestId('save-changes-confirm').click();
  await hidden(page.getByTestId('save-changes-footer'));

  const saved = await server.api.call<SourcesProperty>('GET', '/database/property', { objectId: appagt.objectId, propertyId: 'PID_SOURCES' });
  expect(saved.services[0]).toMatchObject({
    type: 'objstore',
    name: 'Office archive',
    parameters: { url: s3.url, accessKey: 'S3RVER', secretKey: SECRET_SET, region: 'us-east-1' },
    include: [{ path: '/archive/office' }],
  });

  // Edited again, the secret shows as set; testing uses the stored one.
  await page.getByRole('button', { name: 'Edit Office archive' }).click();
  await visible(dialog);
  await visible(dialog.getByTestId('param-secretKey-set'));
  expect(await dialog.locator('#param-secretKey').inputValue()).toBe('');
  await dialog.getByTestId('source-test').click();
  await visible(result.getByText(/^Connected\./));
  await shot(page, 'services-s3-edit-secret-set');
});
