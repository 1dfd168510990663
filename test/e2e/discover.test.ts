/**
 * Discover in a real browser against the real server: scan a folder on the demo aggregator-collector, build a query
 * in the builder, run it, switch the four views, select, open a file's lookup, export the selection to Excel and read
 * the downloaded workbook; browse the folders; ask a question through a local server speaking the OpenAI API.
 */
import ExcelJS from 'exceljs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { eventually, shot, startSignedIn, useE2eTimeouts, visible, type DemoTree, type Fathom, type SignedInConsole } from './helpers';

useE2eTimeouts(240000);

let server: Fathom;
let signedIn: SignedInConsole;
let page: Page;
let folder: string;
let provider: Server;
let tree: DemoTree;
const REPORTS = 30;
const invoiceReports = () =>
  Array.from({ length: REPORTS }, (_, i) => i)
    .filter(i => i % 3 === 0)
    .map(i => `report-${i}.txt`);

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'fathom-discover-e2e-'));
  mkdirSync(join(folder, 'alpha'), { recursive: true });
  mkdirSync(join(folder, 'beta'), { recursive: true });
  for (let i = 0; i < REPORTS; i++)
    writeFileSync(
      join(folder, 'alpha', `report-${i}.txt`),
      `Alpha report ${i}.${i % 3 === 0 ? ' The unpaid invoice is attached for review.' : ' Nothing to add.'}\n`,
    );
  for (let i = 0; i < 5; i++) writeFileSync(join(folder, 'beta', `note_${i}.txt`), `Beta note ${i}: meeting minutes.\n`);
  writeFileSync(join(folder, 'beta', 'copy.txt'), `Alpha report 0. The unpaid invoice is attached for review.\n`);

  provider = createServer((req, res) => {
    let body = '';
    req.on('data', c => {
      body += c;
    });
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: "SELECT name, parentPath, size FROM STORE('HOME') WHERE extension = 'txt' WHICH CONTAIN 'meeting'" },
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>(r => provider.listen(0, '127.0.0.1', () => r()));

  signedIn = await startSignedIn({
    scan: { folder, indexed: REPORTS + 6, where: "classId = 'idxobject' AND dupKey IS NOT NULL" },
    width: 1500,
    height: 950,
    acceptDownloads: true,
    openCollector: true,
    folders: [folder],
  });
  ({ server, page, tree } = signedIn);
});
afterAll(async () => {
  await signedIn?.close();
  provider?.close();
});

const names = async (p: Page) => (await p.getByTestId('result-name').allTextContents()).sort();

test('build a query, run it, switch views, select, look a file up and export the selection to Excel', async () => {
  await visible(page.getByTestId('section-tab-discover'));
  await page.getByTestId('section-tab-discover').click();
  await page.getByTestId('tab-discover-search').click();
  await visible(page.getByTestId('query-builder'));
  const where = page.getByTestId('builder-group-where-0');
  await where.getByTestId('rule-field').selectOption('name');
  await where.getByTestId('rule-operator').selectOption('like');
  await where.getByTestId('rule-value').fill('report-*');
  await page.getByTestId('add-rule-which').click();
  await page.getByTestId('builder-group-which-0').getByTestId('rule-value').fill('invoice');
  expect(await page.getByTestId('builder-statement').textContent()).toContain("WHERE name STARTS WITH 'report-' WHICH CONTAIN 'invoice'");
  await shot(page, 'discover-builder');
  await page.getByTestId('search-run').click();
  const expected = invoiceReports().sort();
  await eventually(async () => (await page.getByTestId('result-count').textContent())?.startsWith(`${expected.length} results`), 'the search did not finish');
  await visible(page.getByTestId('results-details'));
  expect(await names(page)).toEqual(expected);
  await shot(page, 'discover-results-details');

  await page.getByTestId('sort-name').click();
  await eventually(async () => (await page.getByTestId('sort-name').locator('i').count()) === 1, 'no sort marker');

  for (const mode of ['list', 'icons', 'content'] as const) {
    await page.getByTestId(`view-${mode}`).click();
    await visible(page.getByTestId(`results-${mode}`));
    expect(await names(page)).toEqual(expected);
    await shot(page, `discover-results-${mode}`);
  }
  expect(await page.getByTestId('content-hit').first().locator('mark').first().textContent()).toMatch(/invoice/i);

  await page.getByTestId('view-details').click();
  await page.getByLabel('Select report-0.txt').check();
  await page.getByLabel('Select report-3.txt').check();
  const selected = (text: string) =>
    eventually(async () => (await page.getByTestId('selected-count').textContent()) === text, `the selection never read '${text}'`);
  await selected('2 selected');
  await page.getByTestId('view-list').click();
  await selected('0 selected'); // reset with the view mode
  await page.getByTestId('view-details').click();
  for (const n of ['report-0.txt', 'report-3.txt', 'report-6.txt']) await page.getByLabel(`Select ${n}`).check();

  await page
    .getByTestId('result-name')
    .filter({ hasText: /^report-0\.txt$/ })
    .click();
  const lookup = page.getByTestId('file-lookup');
  await visible(lookup.getByTestId('lookup-metadata'));
  await visible(lookup.getByTestId('lookup-duplicates'));
  expect(await lookup.getByTestId('lookup-duplicates').textContent()).toContain('copy.txt');
  await shot(page, 'discover-file-lookup');
  await lookup.getByRole('button', { name: 'Close' }).click();

  await page.getByTestId('export-open').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.getByTestId('export-format').selectOption('xlsx');
  await dialog.getByTestId('export-selected').check();
  await shot(page, 'discover-export-dialog');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('export-run').click()]);
  const file = join(folder, 'export.xlsx');
  await download.saveAs(file);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(file) as never);
  const sheet = wb.getWorksheet('Results')!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const nameCol = header.indexOf('Name') + 1,
    sizeCol = header.indexOf('Size') + 1,
    pathCol = header.indexOf('Parent path') + 1;
  const rows = [];
  for (let r = 2; r <= sheet.rowCount; r++)
    rows.push({ name: sheet.getRow(r).getCell(nameCol).value, size: sheet.getRow(r).getCell(sizeCol).value, path: sheet.getRow(r).getCell(pathCol).value });
  expect(rows.map(r => r.name).sort()).toEqual(['report-0.txt', 'report-3.txt', 'report-6.txt']);
  for (const r of rows) {
    expect(r.path).toBe(join(folder, 'alpha'));
    expect(r.size).toBe(readFileSync(join(folder, 'alpha', String(r.name))).length);
  }
});

test('the statement editor validates live and a statement runs', async () => {
  await page.getByTestId('mode-bySELECT').click();
  const editor = page.getByTestId('statement-editor');
  await editor.fill(`SELECT name, size FROM STORE('${tree.appagt!.objectId}') WHERE size >`);
  await eventually(
    async () => /^Query validation error\. Line 1, column \d+/.test((await page.getByTestId('statement-status').textContent()) ?? ''),
    'no error shown',
  );
  await shot(page, 'discover-statement-error');
  await editor.fill(`SELECT name, size FROM STORE('${tree.appagt!.objectId}') WHERE name STARTS WITH 'note_'`);
  await eventually(async () => (await page.getByTestId('statement-status').textContent()) === 'Correct', 'not correct');
  await page.getByTestId('search-run').click();
  await eventually(async () => (await page.getByTestId('result-count').textContent())?.startsWith('5 results'), 'the statement did not run');
});

test('browse lists the folders and files of the node and opens a folder', async () => {
  await page.getByTestId('tab-discover-browse').click();
  await visible(page.getByTestId('browse-crumbs'));
  await eventually(
    async () => (await page.getByTestId('result-name').allTextContents()).includes(folder.split('/').pop()!),
    'the scanned folder is not listed',
  );
  await page
    .getByTestId('result-name')
    .filter({ hasText: folder.split('/').pop()! })
    .click();
  await eventually(async () => JSON.stringify(await names(page)) === JSON.stringify(['alpha', 'beta']), 'the folder did not open');
  await page
    .getByTestId('result-name')
    .filter({ hasText: /^beta$/ })
    .click();
  await eventually(async () => (await names(page)).length === 6, 'beta did not open');
  expect(await names(page)).toEqual(['copy.txt', 'note_0.txt', 'note_1.txt', 'note_2.txt', 'note_3.txt', 'note_4.txt']);
  await shot(page, 'discover-browse');
});

test('ask: without a provider the tab offers the builder; with one a question becomes a statement that runs', async () => {
  await page.getByTestId('tab-discover-ask').click();
  await visible(page.getByTestId('ask-no-provider'));
  await shot(page, 'discover-ask-no-provider');
  await page.getByTestId('ai-provider').selectOption('openai');
  await page.getByTestId('ai-url').fill(`http://127.0.0.1:${(provider.address() as AddressInfo).port}`);
  await page.getByTestId('ai-model').fill('gpt-test');
  await page.getByTestId('ai-key').fill('sk-e2e-key');
  await page.getByTestId('ai-save').click();
  await page.getByTestId('ask-question').fill('Which text files are about meetings?');
  await page.getByTestId('ask-run').click();
  await eventually(async () => (await page.getByTestId('statement-editor').inputValue()).includes(`STORE('${tree.appagt!.objectId}')`), 'no statement');
  await eventually(async () => (await page.getByTestId('statement-status').textContent()) === 'Correct', 'statement not correct');
  await page.getByTestId('ask-search').click();
  await eventually(async () => (await page.getByTestId('result-count').textContent())?.startsWith('5 results'), 'the answer did not run');
  await visible(page.getByTestId('results-content'));
  await shot(page, 'discover-ask');
});
