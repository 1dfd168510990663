/**
 * A transform action in a real browser: the collector has a text-output integration (Policy → Integrations); the
 * editor offers it for a transform, the dry run names it, and the run writes each selected file's extracted text
 * as '<storePath>/docs/<path>.txt'.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { demoTree, eventually, launchBrowser, openInTree, signIn, startFathom, useE2eTimeouts, visible, type Fathom } from './helpers';

useE2eTimeouts(240000);

const SHOTS = '/tmp/shots-actions';
const MEMOS = 4;
let server: Fathom;
let browser: Browser;
let page: Page;
let work: string;
let folder: string;
let textOut: string;
const shot = (name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
const memo = (i: number) => join(folder, 'memos', `memo-${i}.txt`);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  work = mkdtempSync(join(tmpdir(), 'fathom-transform-e2e-'));
  folder = join(work, 'share');
  textOut = join(work, 'text');
  mkdirSync(join(folder, 'memos'), { recursive: true });
  for (let i = 0; i < MEMOS; i++) writeFileSync(memo(i), `Memo ${i}: the quarterly figures are ready.\n`);

  server = await startFathom();
  const tree = await demoTree(server.api);
  const appagt = tree.appagt!;
  await server.api.call('POST', '/database/property', {
    objectId: appagt.objectId,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        {
          type: 'filesys',
          name: 'docs',
          mode: 'Source',
          parameters: {},
          include: [{ path: folder, signing: false, index: true, classify: true, ocr: false }],
          exclude: [],
        },
        { type: 'text-output', name: 'Plain text', mode: 'Transform', parameters: { storePath: textOut }, include: [], exclude: [] },
      ],
    },
  });
  await server.api.call('PUT', '/database/control', { objectId: appagt.objectId, commandId: 'scan' });
  await eventually(
    async () => {
      const node = await server.api.call<{ tags: { state?: { lastScanCompleteTime?: number } } }>('GET', '/database/object', { objectId: appagt.objectId });
      return !!node.tags.state?.lastScanCompleteTime;
    },
    'the scan did not finish',
    120000,
  );
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1400, height: 950 } })).newPage();
  await signIn(page, server.url, 'root', server.rootPassword);
  await openInTree(page, [tree.root, tree.demo, tree.orgunit, appagt]);
  await page.getByTestId('section-tab-actions').click();
  await visible(page.getByTestId('actions-list')); // the standard actions only
});
afterAll(async () => {
  await page
    ?.context()
    .close()
    .catch(() => undefined);
  await browser?.close();
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('a transform action writes the text of each selected file through the integration the editor offers', async () => {
  await page.getByTestId('actions-new').click();
  await visible(page.getByTestId('action-editor'));
  await page.getByTestId('action-name-input').fill('Memos as text');
  await page.getByTestId('action-statement').fill("SELECT * FROM STORE(HOME) WHERE name LIKE 'memo-%'");
  await page.getByTestId('action-type').selectOption('transform');
  await page.getByTestId('action-integration').selectOption({ label: 'Plain text (text-output)' });
  await page.getByTestId('action-save').click();
  await visible(page.getByTestId('action-dry-run'));

  await page.getByTestId('action-dry-run').click();
  await visible(page.getByTestId('action-dry-result'));
  expect(await page.getByTestId('dry-files').textContent()).toBe(String(MEMOS));
  expect(await page.getByTestId('action-dry-result').textContent()).toContain(`IntegrationPlain text (${textOut})`);
  await shot('actions-transform-dry-run');

  await page.getByTestId('action-run').click();
  await eventually(async () => /Completed/.test((await page.getByTestId('action-task').textContent()) ?? ''), 'the transform run did not complete', 60000);
  expect(await page.getByTestId('action-task').textContent()).toContain(`${MEMOS} transformed`);
  for (let i = 0; i < MEMOS; i++) expect(readFileSync(join(textOut, 'docs', 'memos', `memo-${i}.txt.txt`), 'utf8')).toBe(readFileSync(memo(i), 'utf8'));
  await eventually(
    async () => /transformed .*memo-3\.txt/.test((await page.getByTestId('task-log-lines').textContent()) ?? ''),
    'the log did not show the transforms',
  );
  await shot('actions-transform-run');
});
