/**
 * Numbers on the dashboard after a real scan: a temp folder of generated files becomes the demo
 * aggregator-collector's source (PID_SOURCES), PUT /database/control 'scan' indexes it, and the Main tab shows
 * totals, files by category and duplicates equal to what this test computes by walking the folder itself.
 * Screenshots of Main and ESG with that data are kept in screenshots/.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { TreeObject } from '@fathom/sdk/api';
import { defaultDashboard } from '@fathom/sdk/api/dashboard';
import { formatCount, formatSize } from '@fathom/sdk/api/format';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { demoTree, eventually, launchBrowser, shot, signIn, startFathom, visible, type Fathom } from './helpers';

let server: Fathom;
let browser: Browser;
let page: Page;
let dir: string;

/** The category each generated extension belongs to (the product's grouping of common file types). */
const CATEGORY_OF: Record<string, string> = { '.txt': 'Documents', '.csv': 'Spreadsheets', '.png': 'Images', '.log': 'Logs', '.json': 'Web', '.xyz': 'Other' };

/** Deterministic filler so sizes differ per file and no two generated files are equal by accident. */
const filler = (seed: string, bytes: number) => {
  let out = '';
  for (let i = 0; out.length < bytes; i++) out += `${seed} line ${i} of the generated content for the dashboard test.\n`;
  return out.slice(0, bytes);
};

function writeTree(root: string): void {
  const put = (rel: string, content: string | Buffer) => {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), content);
  };
  for (let i = 0; i < 12; i++) put(`docs/report-${i}.txt`, filler(`report ${i}`, 2000 + i * 1500));
  for (let i = 0; i < 6; i++) put(`sheets/table-${i}.csv`, `id,value\n${filler(`row ${i}`, 800 + i * 300)}`);
  for (let i = 0; i < 4; i++)
    put(`images/pic-${i}.png`, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(30000 + i * 7000, i + 1)]));
  for (let i = 0; i < 5; i++) put(`logs/app-${i}.log`, filler(`log ${i}`, 500 + i * 100));
  for (let i = 0; i < 3; i++) put(`data/item-${i}.json`, JSON.stringify({ id: i, text: filler(`json ${i}`, 400 + i * 50) }));
  put('misc/blob.xyz', filler('blob', 1234));
  // Duplicates: three copies of one report, two of another, one spreadsheet copied once.
  for (const n of [0, 1, 2]) put(`copies/report-3-copy-${n}.txt`, readFileSync(join(root, 'docs/report-3.txt')));
  for (const n of [0, 1]) put(`copies/report-7-copy-${n}.txt`, readFileSync(join(root, 'docs/report-7.txt')));
  put('copies/table-2.csv', readFileSync(join(root, 'sheets/table-2.csv')));
}

interface Expected {
  files: number;
  bytes: number;
  byCategory: Map<string, { files: number; bytes: number }>;
  dupFiles: number;
  dupBytes: number;
}

/** What the dashboard must show, computed from the folder alone. */
function expectedFrom(root: string): Expected {
  const files: { path: string; size: number }[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) files.push({ path: p, size: statSync(p).size });
    }
  };
  walk(root);
  const byCategory = new Map<string, { files: number; bytes: number }>();
  const byHash = new Map<string, { n: number; size: number }>();
  for (const f of files) {
    const cat = CATEGORY_OF[extname(f.path)];
    const c = byCategory.get(cat) ?? { files: 0, bytes: 0 };
    c.files++;
    c.bytes += f.size;
    byCategory.set(cat, c);
    const h = createHash('sha256').update(readFileSync(f.path)).digest('hex');
    const g = byHash.get(h) ?? { n: 0, size: f.size };
    g.n++;
    byHash.set(h, g);
  }
  const groups = [...byHash.values()].filter(g => g.n > 1);
  return {
    files: files.length,
    bytes: files.reduce((n, f) => n + f.size, 0),
    byCategory,
    dupFiles: groups.reduce((n, g) => n + g.n - 1, 0),
    dupBytes: groups.reduce((n, g) => n + (g.n - 1) * g.size, 0),
  };
}

async function scanAndWait(collector: TreeObject): Promise<void> {
  await server.api.call('POST', '/database/property', {
    objectId: collector.objectId,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        {
          type: 'filesys',
          name: 'generated',
          mode: 'Source',
          parameters: {},
          include: [{ path: dir, signing: false, index: true, classify: true, ocr: false }],
          exclude: [],
        },
      ],
    },
  });
  const task = await server.api.call<{ taskId: number }>('PUT', '/database/control', { objectId: collector.objectId, commandId: 'scan' });
  const done = await eventually(
    async () => {
      const s = await server.api.call<TaskStatusData>('GET', '/database/property', { objectId: collector.objectId, propertyId: 'PID_TASK_STATUS' });
      return s.current.length === 0 ? s.history.find(t => t.taskId === task.taskId) : undefined;
    },
    'the scan did not finish',
    90000,
  );
  expect(done.statusLabel).toBe('Completed');
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fathom-dash-'));
  writeTree(dir);
  server = await startFathom();
  browser = await launchBrowser();
}, 180000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  page = await (await browser.newContext({ viewport: { width: 1400, height: 1100 } })).newPage();
});
afterEach(async () => {
  await page?.context().close();
});

test('after a scan, Main shows the totals, categories and duplicates of the folder', async () => {
  const expected = expectedFrom(dir); // before the scan reads the files
  const { orgunit, appagt } = await demoTree(server.api);
  if (!appagt) throw new Error('the demo tree has no aggregator-collector');
  await scanAndWait(appagt);

  await signIn(page, server.url, 'root', server.rootPassword);
  await page.goto(`${server.url}/dashboard/main?activeNodeId=${encodeURIComponent(appagt.objectId)}`);
  const main = page.getByTestId('dashboard-tab-main');
  await visible(main);
  await eventually(async () => (await main.getAttribute('data-drawn')) === 'true', 'the Main tab never finished drawing', 30000);

  expect(await main.getByTestId('total-files').textContent()).toContain(formatCount(expected.files));
  expect(await main.getByTestId('total-size').textContent()).toContain(formatSize(expected.bytes));
  expect(await main.getByTestId('duplicate-files').textContent()).toContain(formatCount(expected.dupFiles));
  expect(await main.getByTestId('duplicate-bytes').textContent()).toContain(formatSize(expected.dupBytes));

  const categoryWidget = defaultDashboard().widgets.find(w => w.tabId === 'main' && w.widgetType === 'files-by-category')!;
  const legend = main.getByTestId(`widget-${categoryWidget.id}`).getByRole('list', { name: 'Legend' });
  const rows = await legend.getByRole('listitem').allTextContents();
  expect(rows).toHaveLength(expected.byCategory.size);
  for (const [category, c] of expected.byCategory) {
    const row = rows.find(r => r.startsWith(category));
    expect(row).toBeDefined();
    expect(row).toContain(formatSize(c.bytes));
    expect(row).toContain(`${formatCount(c.files)} files`);
  }
  // The charts are drawn, not only their legends.
  expect(await main.locator('[data-testid="widget-chart"] svg.apexcharts-svg').count()).toBeGreaterThanOrEqual(4);
  await shot(page, 'dashboard-main-scanned');

  // The same figures reach the nodes above the collector.
  await page.goto(`${server.url}/dashboard/main?activeNodeId=${encodeURIComponent(orgunit.objectId)}`);
  await visible(page.getByTestId('total-files'));
  await eventually(
    async () => (await page.getByTestId('total-files').textContent())?.includes(formatCount(expected.files)),
    "the org unit does not show the collector's files",
  );

  await page.goto(`${server.url}/dashboard/esg?activeNodeId=${encodeURIComponent(appagt.objectId)}`);
  const esg = page.getByTestId('dashboard-tab-esg');
  await visible(esg);
  await eventually(async () => (await esg.getAttribute('data-drawn')) === 'true', 'the ESG tab never finished drawing', 30000);
  await shot(page, 'dashboard-esg-scanned');
}, 180000);
