/**
 * Administration › Billing in a real browser: a folder scanned on the Demo collector shows as Demo's row for this
 * month with the files and size on disk and a total; the CSV download holds the same figures; a past range is empty.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { formatSize } from '@fathom/sdk/api/format';
import { startSignedIn, useE2eTimeouts, visible, type DemoTree, type Fathom, type SignedInConsole } from './helpers';

useE2eTimeouts(240000);

const SHOTS = '/tmp/shots-billing';
const FILES = 12;
let server: Fathom;
let signedIn: SignedInConsole;
let page: Page;
let folder: string;
let bytes = 0;
let tree: DemoTree;
const thisMonth = new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  folder = mkdtempSync(join(tmpdir(), 'fathom-billing-e2e-'));
  mkdirSync(join(folder, 'docs'));
  for (let i = 0; i < FILES; i++) {
    const text = `Document ${i}. ${'y'.repeat(i * 40)}\n`;
    writeFileSync(join(folder, 'docs', `doc-${i}.txt`), text);
    bytes += Buffer.byteLength(text);
  }
  signedIn = await startSignedIn({ scan: { folder }, width: 1400, height: 800, acceptDownloads: true, folders: [folder] });
  ({ server, page, tree } = signedIn);
});
afterAll(() => signedIn?.close());

test('the platform shows Demo this month with the files on disk, a total, and the same figures as CSV', async () => {
  await page.goto(`${server.url}/administration/billing?activeNodeId=${tree.root.objectId}`);
  const row = page.getByTestId(`billing-Demo-${thisMonth}`);
  await visible(row);
  const cells = await row.getByRole('cell').allTextContents();
  expect(cells.slice(0, 5)).toEqual(['Demo', thisMonth, String(FILES), formatSize(bytes), '1']);
  await visible(page.getByTestId('billing-total'));
  await page.screenshot({ path: join(SHOTS, 'billing.png') });

  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const path = join(folder, file.suggestedFilename());
  await file.saveAs(path);
  const lines = readFileSync(path, 'utf8').trim().split('\r\n');
  expect(lines[0]).toBe('Client,Month,Files,Bytes,Collectors,Classified files');
  expect(lines).toContain(`Demo,${thisMonth},${FILES},${bytes},1,0`);
});

test('a range without indexed files says so', async () => {
  await page.getByLabel('From month').fill('2001-01');
  await page.getByLabel('To month').fill('2001-02');
  await visible(page.getByTestId('billing-empty'));
  expect(await page.getByRole('button', { name: 'Download CSV' }).isDisabled()).toBe(true);
  await page.screenshot({ path: join(SHOTS, 'billing-empty.png') });
});
