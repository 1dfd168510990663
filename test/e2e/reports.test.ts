/**
 * Reports in a real browser against the real server: scan a folder on the demo aggregator-collector, open Reports,
 * run a standard report (rows and chart), page through a long one, export it to PDF and Excel and read both files,
 * then build a summary report in the builder, run it and save it.
 */
import ExcelJS from 'exceljs';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { formatSize } from '@fathom/sdk/api/format';
import { pdfPages } from '../api/pdf-text';
import { eventually, startSignedIn, useE2eTimeouts, visible, type DemoTree, type Fathom, type SignedInConsole } from './helpers';

useE2eTimeouts(240000);

const SHOTS = '/tmp/shots-reports';
let server: Fathom;
let signedIn: SignedInConsole;
let page: Page;
let folder: string;
let tree: DemoTree;
const NOTES = 160;
const shot = (name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  folder = mkdtempSync(join(tmpdir(), 'fathom-reports-e2e-'));
  for (const sub of ['notes', 'sheets', 'mail']) mkdirSync(join(folder, sub));
  for (let i = 0; i < NOTES; i++) writeFileSync(join(folder, 'notes', `note-${i}.txt`), `Note ${i}. ${'x'.repeat(i * 10)}\n`);
  for (let i = 0; i < 12; i++) writeFileSync(join(folder, 'sheets', `sheet-${i}.csv`), i < 3 ? 'a,b\n1,2\n' : `a,b\n${i},${i * i}\n`);
  for (let i = 0; i < 6; i++) writeFileSync(join(folder, 'mail', `mail-${i}.eml`), `Subject: hello ${i}\n\nBody ${i}\n`);

  signedIn = await startSignedIn({
    scan: { folder, indexed: NOTES + 18 },
    width: 1500,
    height: 950,
    acceptDownloads: true,
    openCollector: true,
    folders: [folder],
  });
  ({ server, page, tree } = signedIn);
  await page.getByTestId('section-tab-reports').click();
  await visible(page.getByTestId('reports-list'));
});
afterAll(() => signedIn?.close());

async function download(button: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(button).click()]);
  const path = join(folder, file.suggestedFilename());
  await file.saveAs(path);
  return readFileSync(path);
}

test('the list shows the standard reports and searches them', async () => {
  const rows = page.getByTestId('report-row');
  await eventually(async () => (await rows.count()) >= 20, 'fewer than 20 reports listed');
  await shot('reports-list');
  await page.getByTestId('reports-search').fill('duplicate');
  await eventually(async () => {
    const names = await page.getByTestId('report-name').allTextContents();
    return names.includes('Duplicate summary') && names.includes('Duplicate detail') && !names.includes('Yearly growth');
  }, 'search did not narrow the list');
  await page.getByTestId('reports-search').fill('');
});

test('run a standard report: rows, chart, PDF and Excel with its content', async () => {
  await page.getByRole('button', { name: 'Run File type summary' }).click();
  await eventually(
    () => new URL(page.url()).pathname === '/reports/RUN' && new URL(page.url()).searchParams.get('reportId') === 'std-file-type-summary',
    'not on RUN',
  );
  await visible(page.getByTestId('report-table'));
  await visible(page.getByTestId('report-chart'));
  const cells = async () => (await page.getByTestId('report-table-row').allInnerTexts()).map(r => r.split('\t')[0].trim());
  await eventually(async () => (await cells()).sort().join() === 'csv,eml,txt', 'file types differ');
  await page.waitForTimeout(300); // the chart draws after its chunk loads
  await shot('reports-run-chart');

  const txtBytes = Array.from({ length: NOTES }, (_, i) => Buffer.byteLength(`Note ${i}. ${'x'.repeat(i * 10)}\n`)).reduce((a, b) => a + b, 0);
  await page.getByTestId('report-pdf').click();
  await visible(page.getByTestId('pdf-dialog'));
  await page.getByTestId('pdf-orientation').selectOption('landscape');
  const pdf = await download('pdf-export');
  const [text] = pdfPages(pdf);
  expect(text).toContain('File type summary');
  expect(text).toContain(tree.appagt!.name);
  expect(text).toContain('Page 1 of 1');
  expect(text).toContain(formatSize(txtBytes));
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'))!;
  expect(Number(box[1]) > Number(box[2])).toBe(true);

  const xlsx = await download('report-excel');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(xlsx as never);
  const sheet = wb.getWorksheet('File type summary')!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['File type', 'Files', 'Total size', 'Average size', 'Largest file']);
  const txt = [2, 3, 4].map(i => sheet.getRow(i)).find(r => r.getCell(1).value === 'txt')!;
  expect(txt.getCell(2).value).toBe(NOTES);
  expect(txt.getCell(3).value).toBe(txtBytes);
});

test('a long report pages 100, 150, 200 or 250 rows at a time', async () => {
  await page.getByTestId('report-back').click();
  await page.getByRole('button', { name: 'Run Largest files' }).click();
  await visible(page.getByTestId('report-table'));
  await eventually(async () => (await page.getByTestId('report-count').textContent()) === '100 rows', 'largest files is not 100 rows');
  await page.getByTestId('report-back').click();
  await page.getByRole('button', { name: 'Run Subfolder overview' }).click();
  await eventually(async () => (await page.getByTestId('report-table-row').count()) === 3, 'three folders expected');
  await page.getByTestId('report-back').click();
  await page.getByRole('button', { name: 'Run Duplicate detail' }).click();
  await eventually(async () => (await page.getByTestId('report-count').textContent()) === '3 rows', 'three copies expected');
  // A summary by two groupings: stacked bars, one series per category.
  await page.getByTestId('report-back').click();
  await page.getByRole('button', { name: 'Run Monthly growth by category' }).click();
  await visible(page.getByTestId('report-chart'));
  await page.waitForTimeout(300);
  await shot('reports-run-stacked');
});

test('build a summary in the builder, run it and save it as a report', async () => {
  await page.getByTestId('report-back').click();
  await page.getByTestId('reports-new').click();
  await visible(page.getByTestId('report-builder'));
  await page.getByTestId('editor-name').fill('Sizes by type and owner');
  await page.getByTestId('group-extension').check();
  await page.getByTestId('builder-add-measure').click();
  await page.getByTestId('builder-add-rule').click();
  await page.getByTestId('builder-rule-value').fill('*e*');
  await eventually(async () => ((await page.getByTestId('editor-statement').textContent()) ?? '').includes('GROUP BY extension'), 'no GROUP BY');
  await page.getByTestId('editor-run').click();
  await visible(page.getByTestId('report-table'));
  await eventually(async () => (await page.getByTestId('report-table-row').count()) === 3, 'three extensions expected');
  await shot('reports-builder');
  await page.getByTestId('editor-save-as').click();
  await eventually(() => new URL(page.url()).pathname === '/reports/RUN', 'not on RUN after saving');
  expect(await page.getByTestId('report-title').textContent()).toBe('Sizes by type and owner');
  await visible(page.getByTestId('report-chart'));
  // The statement form shows the builder's statement and checks what is typed.
  await page.getByTestId('report-edit').click();
  await page.getByTestId('editor-mode-bySELECT').click();
  await page.getByTestId('editor-text').fill('SELECT nothing FROM STORE(HOME)');
  await visible(page.getByTestId('editor-error'));
  await shot('reports-statement-error');
});

test('export the settings of reports, delete (read-only skipped), import them back; open a statement as a new report', async () => {
  await page.getByTestId('editor-back').click();
  await visible(page.getByTestId('reports-list'));
  const select = (name: string) => page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await select('Sizes by type and owner');
  await select('Yearly growth');
  const file = JSON.parse((await download('reports-export')).toString('utf8'));
  expect(file.reports.map((r: { name: string }) => r.name).sort()).toEqual(['Sizes by type and owner', 'Yearly growth']);

  await page.getByTestId('reports-delete').click();
  await visible(page.getByText('Report deleted'));
  await visible(page.getByText('1 read-only report was skipped.'));
  const names = () => page.getByTestId('report-name').allTextContents();
  await eventually(async () => !(await names()).includes('Sizes by type and owner'), 'the report was not deleted');
  expect(await names()).toContain('Yearly growth');

  const path = join(folder, 'to-import.json');
  writeFileSync(path, JSON.stringify(file));
  await page.getByTestId('reports-import-file').setInputFiles(path);
  await visible(page.getByText('2 reports imported'));
  await eventually(
    async () => (await names()).filter(n => n === 'Yearly growth').length === 2 && (await names()).includes('Sizes by type and owner'),
    'not imported',
  );

  writeFileSync(path, JSON.stringify({ dashboard: {} }));
  await page.getByTestId('reports-import-file').setInputFiles(path);
  await visible(page.getByText('Imported file has no reports settings.'));

  const statement = "SELECT name, size FROM STORE(HOME) WHERE extension = 'eml'";
  await page.goto(`${server.url}/reports/NEW?activeNodeId=${tree.appagt!.objectId}&statement=${encodeURIComponent(statement)}`);
  await visible(page.getByTestId('editor-text'));
  expect(await page.getByTestId('editor-text').inputValue()).toBe(statement);
  await page.getByTestId('editor-run').click();
  await eventually(async () => (await page.getByTestId('report-table-row').count()) === 6, 'six mails expected');
});

test('without reporting in the licence the section offers the upsell panel instead', async () => {
  const home = server.api.user.homeId;
  const licence = await server.api.call('GET', '/database/property', { objectId: home, propertyId: 'PID_LICENSE' });
  await server.api.call('POST', '/database/property', { objectId: home, propertyId: 'PID_LICENSE', property: { ...licence, enableReporting: false } });
  try {
    await page.goto(`${server.url}/reports?activeNodeId=${tree.appagt!.objectId}`);
    await visible(page.getByTestId('reports-upsell'));
    expect(await page.getByTestId('reports-upsell').getByRole('listitem').count()).toBe(5);
    await shot('reports-upsell');
  } finally {
    await server.api.call('POST', '/database/property', { objectId: home, propertyId: 'PID_LICENSE', property: { ...licence, enableReporting: true } });
  }
});
