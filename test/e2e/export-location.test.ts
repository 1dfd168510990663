/**
 * Export to a location in a real browser against the real server: scan a folder on the demo aggregator-collector,
 * search it, open the export dialog, create a location in 'Manage locations' (saved through the save-changes
 * confirmation), then save the results as CSV into that folder and read the file back from disk.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { eventually, hidden, shot, startSignedIn, useE2eTimeouts, visible, type DemoTree, type Fathom, type SignedInConsole } from './helpers';

useE2eTimeouts(240000);

let server: Fathom;
let signedIn: SignedInConsole;
let page: Page;
let work: string;
let scanned: string;
let target: string;
let tree: DemoTree;
const REPORTS = 12;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'fathom-export-location-e2e-'));
  scanned = join(work, 'scanned');
  target = join(work, 'exports');
  mkdirSync(scanned);
  mkdirSync(target);
  for (let i = 0; i < REPORTS; i++) writeFileSync(join(scanned, `report-${i}.txt`), `Report ${i}. ${'x'.repeat(i * 7)}\n`);
  for (let i = 0; i < 3; i++) writeFileSync(join(scanned, `memo-${i}.txt`), `Memo ${i}.\n`);

  signedIn = await startSignedIn({ scan: { folder: scanned, indexed: REPORTS + 3 }, width: 1400, height: 900, openCollector: true, folders: [work] });
  ({ server, page, tree } = signedIn);
});
afterAll(() => signedIn?.close());

test('create a location in the export dialog and save a search as CSV into it', async () => {
  await page.getByTestId('section-tab-discover').click();
  await page.getByTestId('tab-discover-search').click();
  await visible(page.getByTestId('query-builder'));
  const where = page.getByTestId('builder-group-where-0');
  await where.getByTestId('rule-field').selectOption('name');
  await where.getByTestId('rule-operator').selectOption('like');
  await where.getByTestId('rule-value').fill('report-*');
  await page.getByTestId('search-run').click();
  await eventually(async () => (await page.getByTestId('result-count').textContent())?.startsWith(`${REPORTS} results`), 'the search did not finish');

  await page.getByTestId('export-open').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.getByTestId('export-to-location').check();
  await visible(dialog.getByTestId('export-no-locations'));
  await dialog.getByTestId('export-manage-locations').click();

  const manager = page.getByTestId('locations-dialog');
  await visible(manager);
  // The collector inherits from its parent until it keeps a list of its own.
  expect(await manager.getByTestId('locations-inherit').isChecked()).toBe(true);
  await manager.getByTestId('locations-inherit').uncheck();
  await manager.getByTestId('location-add').click();
  await manager.getByTestId('location-name').fill('Bad/name');
  await manager.getByTestId('location-path').fill('exports');
  await manager.getByTestId('location-apply').click();
  await visible(manager.getByTestId('location-error-name'));
  expect(await manager.getByTestId('location-error-path').textContent()).toBe('Field must be a valid path.');
  await shot(page, 'export-location-form-errors');
  await manager.getByTestId('location-name').fill('E2E exports');
  await manager.getByTestId('location-path').fill(target);
  await manager.getByTestId('location-description').fill('Results saved by the browser test');
  await manager.getByTestId('location-apply').click();
  await visible(manager.getByTestId('save-changes-footer'));
  await shot(page, 'export-location-manager');
  await manager.getByTestId('save-changes-save').click();
  await visible(page.getByTestId('save-changes-question'));
  await visible(page.locator('.p-dialog-enter-done')); // the dialog has faded in
  await shot(page, 'export-location-save-confirm');
  await page.getByTestId('save-changes-confirm').click();
  await hidden(manager.getByTestId('save-changes-footer'));
  await manager.getByTestId('locations-close').click();

  await visible(dialog);
  await eventually(async () => (await dialog.getByTestId('export-location').inputValue()) !== '', 'the new location is not offered');
  expect(await dialog.getByTestId('export-location').locator('option:checked').textContent()).toBe('E2E exports');
  await dialog.getByTestId('export-format').selectOption('csv');
  await dialog.getByTestId('export-file-name').fill('reports');
  await shot(page, 'export-location-dialog');
  await dialog.getByTestId('export-run').click();
  await hidden(dialog);

  const file = join(target, 'reports.csv');
  await eventually(() => existsSync(file), 'the file was not written');
  expect(readdirSync(target)).toEqual(['reports.csv']);
  const lines = readFileSync(file, 'utf8').trim().split('\r\n');
  const header = lines[0].split(',');
  const nameCol = header.indexOf('Name');
  const sizeCol = header.indexOf('Size');
  const rows = lines.slice(1).map(l => l.split(','));
  expect(rows.map(r => r[nameCol]).sort()).toEqual(Array.from({ length: REPORTS }, (_, i) => `report-${i}.txt`).sort());
  for (const r of rows) expect(Number(r[sizeCol])).toBe(readFileSync(join(scanned, r[nameCol])).length);
});
