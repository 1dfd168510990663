/**
 * Every standard report runs on a really scanned index and answers rows that agree with the files on disk
 * (counted here without the product's code): sources, folders, file types, classifications, duplicates and the
 * space they waste, age buckets, stale files, growth and owners.
 */
import ExcelJS from 'exceljs';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { API_BASE } from '@fathom/sdk/api';
import { formatSize } from '@fathom/sdk/api/format';
import { STANDARD_REPORTS } from '../../plugins/areas/reports/standard-reports';
import { pdfPages } from './pdf-text';
import { OLD_FILES, startReportsServer, stopReportsServer, type ReportsServer } from './reports-fixture';

jest.setTimeout(120000);
let s: ReportsServer;
beforeAll(async () => {
  s = await startReportsServer();
});
afterAll(() => stopReportsServer(s));

type Row = Record<string, any>;
async function run(id: string, offset = 0, limit = 250): Promise<{ rows: Row[]; count: number; columns: { name: string; type: string }[] }> {
  const r = await s.root.post('/reports/run', { objectId: s.collector.objectId, reportId: `std-${id}`, offset, limit });
  return { rows: r.objects, count: r.objectCount, columns: r.columns };
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

test('there are at least 20 standard reports, global and read-only, and each one runs and answers rows', async () => {
  expect(STANDARD_REPORTS.length).toBeGreaterThanOrEqual(20);
  const list = (await s.root.get('/reports', { objectId: s.collector.objectId })).reports;
  for (const std of STANDARD_REPORTS) {
    const shown = list.find((r: Row) => r.reportId === std.reportId);
    expect(shown).toMatchObject({ readonly: true, scope: 'global', canEdit: false, canDelete: false });
    const { rows, columns } = await run(std.reportId.slice(4));
    expect({ id: std.reportId, columns: columns.length > 1, rows: rows.length > 0 }).toEqual({ id: std.reportId, columns: true, rows: true });
    for (const c of columns) expect(['STRING', 'NUMBER', 'DATE']).toContain(c.type);
  }
});

test('sources, folders and file types add up to the files on disk', async () => {
  const total = sum(s.files.map(f => f.size));
  const [source] = (await run('data-sources-overview')).rows;
  expect(source).toMatchObject({ Source: 'docs', Files: s.files.length, Folders: 4, 'Total size': total });
  expect(source['Classified files']).toBeGreaterThanOrEqual(4);

  const folders = (await run('subfolder-overview')).rows;
  expect(folders.map(f => f.Folder.split('/').pop()).sort()).toEqual(['alpha', 'beta', 'deep', 'old']);
  expect(sum(folders.map(f => f.Files))).toBe(s.files.length);
  expect(folders[0]['Total size']).toBeGreaterThanOrEqual(folders[1]['Total size']);

  const types = Object.fromEntries((await run('file-type-summary')).rows.map(r => [r['File type'], r]));
  expect(types.txt.Files).toBe(s.files.filter(f => f.name.endsWith('.txt')).length);
  expect(types.csv).toMatchObject({ Files: 10, 'Total size': sum(s.files.filter(f => f.name.endsWith('.csv')).map(f => f.size)) });

  const activity = Object.fromEntries((await run('file-type-activity')).rows.map(r => [r['File type'], r]));
  expect(activity.txt['Modified last year']).toBe(types.txt.Files - OLD_FILES.length);
  expect(activity.csv['Modified last month']).toBe(10);
});

test('age buckets put the old files where their dates say', async () => {
  const modified = (await run('data-sources-last-modified')).rows;
  const byBucket = Object.fromEntries(modified.map(r => [r['Last modified'], r.Files]));
  expect(byBucket).toEqual({ 'Under 1 year': s.files.length - 3, '2-3 years': 1, 'Over 4 years': 2 });
  // Newest first.
  expect(modified.map(r => r['Last modified'])).toEqual(['Under 1 year', '2-3 years', 'Over 4 years']);
  const accessed = Object.fromEntries((await run('data-sources-last-accessed')).rows.map(r => [r['Last accessed'], r.Files]));
  expect(accessed['Older than 5 years']).toBe(2);
  expect(Object.keys((await run('data-sources-created')).rows[0])).toEqual(['Source', 'Created', 'Files', 'Total size']);

  const stale = (await run('stale-files')).rows;
  expect(stale.map(r => r.Name).sort()).toEqual(OLD_FILES.map(f => f.name).sort());
  expect((await run('not-accessed-5-years')).rows.map(r => r.Name).sort()).toEqual(['ledger-2019.txt', 'minutes-2019.txt']);
});

test('duplicates: the copies of one content and the space keeping one copy would save', async () => {
  const groups = new Map<string, number[]>();
  for (const f of s.files) {
    const h = createHash('sha256').update(readFileSync(f.path)).digest('hex');
    groups.set(h, [...(groups.get(h) ?? []), f.size]);
  }
  const dups = [...groups.entries()].filter(([, l]) => l.length > 1);
  const saved = sum(dups.map(([, l]) => sum(l) - l[0]));
  expect(dups.length).toBeGreaterThan(0);

  const summary = (await run('duplicate-summary')).rows;
  expect(summary.length).toBe(dups.length);
  expect(sum(summary.map(r => r['Space saved']))).toBe(saved);
  expect(sum(summary.map(r => r.Copies))).toBe(sum(dups.map(([, l]) => l.length)));

  const detail = (await run('duplicate-detail')).rows;
  expect(detail.length).toBe(sum(dups.map(([, l]) => l.length)));
  expect(sum(detail.map(r => r['Space saved']))).toBeCloseTo(saved, 6);

  const categories = (await run('category-detail')).rows;
  expect(sum(categories.map(r => r['Duplicate waste']))).toBeCloseTo(saved, 6);
  expect(sum(categories.map(r => r['Stale files']))).toBe(3);
  expect(sum(categories.map(r => r['Stale size']))).toBe(sum(OLD_FILES.map(f => Buffer.byteLength(f.text))));
  expect(sum(categories.map(r => r.Files))).toBe(s.files.length);
});

test('classifications by source, age, permissions and owner; classified files; owners; growth', async () => {
  const bySource = (await run('classification-summary-by-source')).rows;
  expect(bySource.every(r => r.Source === 'docs' && r.Files > 0)).toBe(true);
  const cards = s.files.filter(f => f.text.includes('4111 1111 1111 1111')).length;
  expect(Math.max(...bySource.map(r => r.Files))).toBeGreaterThanOrEqual(cards);
  for (const id of ['classifications-by-age', 'classifications-by-permissions', 'classifications-by-owner']) {
    const rows = (await run(id)).rows;
    expect(sum(rows.map(r => r.Files))).toBe(sum(bySource.map(r => r.Files)));
  }
  const classified = (await run('classified-files')).rows;
  expect(classified.map(r => r.Name)).toEqual(expect.arrayContaining(s.files.filter(f => f.text.includes('4111')).map(f => f.name)));

  const owners = (await run('top-50-data-owners')).rows;
  expect(sum(owners.map(r => r.Files))).toBe(s.files.length);
  const years = (await run('yearly-growth')).rows;
  expect(sum(years.map(r => r.Files))).toBe(s.files.length);
  const months = (await run('monthly-growth-by-category')).rows;
  expect(sum(months.map(r => r['Total size']))).toBe(sum(s.files.map(f => f.size)));
  expect((await run('largest-files')).rows[0].Size).toBe(Math.max(...s.files.map(f => f.size)));
});

test('a report pages through its rows 100, 150, 200 or 250 at a time; other page sizes are refused', async () => {
  const all = await run('duplicate-detail', 0, 250);
  const none = await run('duplicate-detail', all.count, 100);
  expect(none.rows).toEqual([]);
  expect(none.count).toBe(all.count);
  const r = await s.root.call('POST', '/reports/run', { objectId: s.collector.objectId, reportId: 'std-largest-files', limit: 50 });
  expect(r.body).toMatchObject({ status: 'error', error: { name: 'ValidationError', message: 'limit must be one of 100, 150, 200, 250.' } });
});

async function download(body: Record<string, unknown>): Promise<{ answer: Row; bytes: Buffer; type: string }> {
  const answer = await s.root.post('/reports/file', { objectId: s.collector.objectId, ...body });
  const res = await fetch(`${s.srv.url}${API_BASE}/reports/download?downloadId=${answer.downloadId}`);
  return { answer, bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') ?? '' };
}

test('a report as PDF: title, node, date, its rows with sizes as the console shows them, page numbers', async () => {
  const { answer, bytes, type } = await download({ reportId: 'std-file-type-summary', format: 'pdf' });
  expect(type).toBe('application/pdf');
  expect(answer.fileName).toMatch(/^File-type-summary-\d{8}-\d{6}\.pdf$/);
  const [page] = pdfPages(bytes);
  expect(page).toContain('File type summary');
  expect(page).toContain(s.collector.name);
  expect(page).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  expect(page).toContain('Page 1 of 1');
  const csvBytes = sum(s.files.filter(f => f.name.endsWith('.csv')).map(f => f.size));
  expect(page).toContain(formatSize(csvBytes));
  expect(page).toMatch(/File\s+type/);
  // Portrait: the page is taller than wide.
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(bytes.toString('latin1'))!;
  expect(Number(box[1]) < Number(box[2])).toBe(true);

  // Many rows: landscape (the report's setting), numbered pages.
  const detail = await download({
    reportId: 'std-subfolder-overview',
    format: 'pdf',
    pdfExportProperties: { orientation: 'landscape', widths: [90, 10, 15, 30] },
  });
  const wide = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(detail.bytes.toString('latin1'))!;
  expect(Number(wide[1]) > Number(wide[2])).toBe(true);
  const over = await s.root.call('POST', '/reports/file', {
    objectId: s.collector.objectId,
    reportId: 'std-subfolder-overview',
    format: 'pdf',
    pdfExportProperties: { orientation: 'portrait', widths: [90, 10, 15, 30] },
  });
  expect(over.body).toMatchObject({ error: { name: 'ValidationError', message: 'The columns need 153 characters; a portrait page holds 93.' } });
});

test('a report as Excel: the sheet named after the report, a header row and the numbers as numbers', async () => {
  const { bytes, type, answer } = await download({ reportId: 'std-duplicate-detail', format: 'xlsx' });
  expect(type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as never);
  const sheet = wb.getWorksheet('Duplicate detail')!;
  expect(sheet).toBeDefined();
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Content hash', 'Name', 'Folder', 'Size', 'Copies', 'Space saved', 'Modified']);
  expect(sheet.rowCount - 1).toBe(answer.rows);
  const names = [];
  for (let i = 2; i <= sheet.rowCount; i++) {
    const row = sheet.getRow(i);
    names.push(row.getCell(2).value);
    expect(typeof row.getCell(4).value).toBe('number');
    expect(row.getCell(7).value).toBeInstanceOf(Date);
  }
  const copies = new Map<string, string[]>();
  for (const f of s.files) {
    const h = createHash('sha256').update(readFileSync(f.path)).digest('hex');
    copies.set(h, [...(copies.get(h) ?? []), f.name]);
  }
  expect(names.sort()).toEqual(
    [...copies.values()]
      .filter(l => l.length > 1)
      .flat()
      .sort(),
  );
  // An unsaved query runs the same way (what the builder shows before it is saved).
  const adhoc = await download({
    query: { queryMode: 'bySELECT', statement: 'SELECT name FROM STORE(HOME) WHERE size > 0 ORDER BY name LIMIT 3' },
    format: 'xlsx',
    name: 'Three',
  });
  const wb2 = new ExcelJS.Workbook();
  await wb2.xlsx.load(adhoc.bytes as never);
  expect(wb2.getWorksheet('Three')!.rowCount).toBe(4);
});
