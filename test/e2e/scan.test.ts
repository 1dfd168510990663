/**
 * Scanning from the console: add a filesys source on the demo aggregator-collector in Policy → Sources, save it,
 * start 'Scan now' from the tree's context menu, watch the progress panel reach Completed, see the scanned
 * directories under the collector in the tree and the task in Dashboard → Status.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Page } from 'playwright-core';
import type { TreeObject } from '@fathom/sdk/api';
import type { SourcesProperty } from '@fathom/sdk/api/policy';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { makeDocx } from '../fixtures/generate';
import {
  childrenOf,
  eventually,
  hidden,
  openInTree,
  shot,
  startSignedIn,
  useE2eTimeouts,
  visible,
  type DemoTree,
  type Fathom,
  type SignedInConsole,
} from './helpers';

useE2eTimeouts(180000);

let server: Fathom;
let signedIn: SignedInConsole;
let page: Page;
let folder: string;
let tree: DemoTree;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'fathom-scan-e2e-'));
  mkdirSync(join(folder, 'letters', 'archive'), { recursive: true });
  writeFileSync(
    join(folder, 'letters', 'offer.docx'),
    await makeDocx(['Dear customer,', 'write to jane.doe@example.com', 'Card 4111 1111 1111 1111 expires 12/29.']),
  );
  writeFileSync(join(folder, 'letters', 'notes.txt'), 'Call back john.smith@example.org about card 5500 0000 0000 0004.\n');
  writeFileSync(join(folder, 'letters', 'archive', 'old.txt'), 'Nothing personal in here.\n');
  writeFileSync(join(folder, 'readme.txt'), 'Scan test folder.\n');
  signedIn = await startSignedIn({ folders: [folder] });
  ({ server, page, tree } = signedIn);
});
afterAll(() => signedIn?.close());

const row = (o: TreeObject | string) => page.getByTestId(`tree-node-${typeof o === 'string' ? o : o.objectId}`);

test('add a filesys source, scan it now, follow the progress and browse the result in the tree', async () => {
  const appagt = tree.appagt!;
  expect(appagt).toBeDefined();
  await openInTree(page, [tree.root, tree.demo, tree.orgunit, appagt]);

  // Policy → Sources: add the folder with indexing, classification and OCR.
  await page.getByTestId('section-tab-policy').click();
  await page.getByTestId('tab-policy-sources').click();
  await visible(page.getByTestId('policy-sources'));
  await visible(page.getByTestId('sources-empty'));
  await page.getByTestId('sources-add').click();
  const dialog = page.getByTestId('source-dialog');
  await visible(dialog);
  await dialog.getByTestId('source-name').fill('Letters');
  const include = dialog.getByLabel('Include path 1', { exact: true });
  await include.fill(`${folder}/`);
  await include.blur();
  expect(await include.inputValue()).toBe(folder);
  expect(await dialog.locator('#include-0-ocr').isDisabled()).toBe(true);
  await dialog.locator('#include-0-index').click();
  await eventually(async () => !(await dialog.locator('#include-0-ocr').isDisabled()), 'OCR stayed disabled with index on');
  await dialog.getByTestId('exclude-add').click();
  await dialog.getByLabel('Exclude path 1', { exact: true }).fill(folder);
  await page.getByTestId('source-apply').click();
  await visible(dialog.getByText('This path has already been chosen'));
  await dialog.getByLabel('Exclude path 1', { exact: true }).fill(join(folder, 'letters', 'archive'));
  await page.getByTestId('source-apply').click();
  await hidden(dialog);
  await visible(page.getByTestId('source-row-Letters'));
  await visible(page.getByTestId('save-changes-footer'));
  await shot(page, 'scan-sources-tab');

  await page.getByTestId('save-changes-save').click();
  await visible(page.getByTestId('save-changes-question'));
  await page.getByTestId('save-changes-confirm').click();
  await hidden(page.getByTestId('save-changes-footer'));
  const saved = await server.api.call<SourcesProperty>('GET', '/database/property', { objectId: appagt.objectId, propertyId: 'PID_SOURCES' });
  expect(saved.services).toEqual(
    [
      {
        type: 'filesys',
        name: 'Letters',
        mode: 'Source',
        parameters: {},
        key: undefined,
        estimation: undefined,
        include: [{ path: folder, signing: false, index: true, classify: true, ocr: false }],
        exclude: [{ path: join(folder, 'letters', 'archive') }],
      },
    ].map(s => JSON.parse(JSON.stringify(s))),
  );

  // Scan now from the tree; the progress panel above the section follows the task to Completed.
  await row(appagt).click({ button: 'right' });
  await visible(page.getByTestId('node-context-menu'));
  await page.getByTestId('node-context-menu').getByRole('menuitem', { name: 'Scan now', exact: true }).click();
  const panel = page.getByTestId('task-progress');
  await visible(panel);
  await eventually(async () => (await page.getByTestId('task-progress-status').textContent()) === 'Completed', 'the scan did not complete', 60000);
  expect(await page.getByTestId('task-progress-bar').getAttribute('aria-valuenow')).toBe('100');
  // letters/offer.docx, letters/notes.txt and readme.txt; letters/archive is excluded.
  expect(await page.getByTestId('task-progress-files').textContent()).toBe('3');
  await shot(page, 'scan-progress-panel');

  // The tree lists the scanned directories under the collector.
  const top = await eventually(
    async () => (await childrenOf(server.api, appagt.objectId)).find(o => o.classId === 'idxcontainer' && o.name === basename(folder)),
    'no scanned folder under the collector',
  );
  if ((await row(appagt).getAttribute('aria-expanded')) !== 'true')
    await row(appagt)
      .getByRole('button', { name: `Expand ${appagt.name}` })
      .click();
  await visible(row(top));
  await row(top)
    .getByRole('button', { name: `Expand ${top.name}` })
    .click();
  const letters = (await childrenOf(server.api, top.objectId)).find(o => o.name === 'letters')!;
  await visible(row(letters));
  const files = await childrenOf(server.api, letters.objectId);
  expect(
    files
      .filter(o => o.classId === 'idxobject')
      .map(o => o.name)
      .sort(),
  ).toEqual(['notes.txt', 'offer.docx']);
  expect(files.some(o => o.name === 'archive')).toBe(false);
  await row(letters).click();
  await shot(page, 'scan-tree');

  // Dashboard → Status lists the finished scan in the history.
  await openInTree(page, [tree.root, tree.demo, tree.orgunit, appagt]);
  await page.getByTestId('section-tab-dashboard').click();
  await page.getByTestId('tab-dashboard-status').click();
  await visible(page.getByTestId('task-status'));
  await page.getByTestId('task-status-tab-history').click();
  await shot(page, 'scan-dashboard-status');
  const status = await server.api.call<TaskStatusData>('GET', '/database/property', { objectId: appagt.objectId, propertyId: 'PID_TASK_STATUS' });
  const done = status.history[0];
  await visible(page.getByTestId(`task-status-history-row-${done.taskId}`));
  expect(await page.getByTestId(`task-status-history-row-${done.taskId}`).textContent()).toContain('Completed');
  await shot(page, 'scan-dashboard-status');

  // Pause from the panel: the collector shows the 'paused' badge in the tree; resume removes it.
  await page.getByTestId('task-pause').click();
  await visible(row(appagt).getByTestId('tag-state'));
  await visible(page.getByTestId('task-resume'));
  await shot(page, 'scan-paused');
  await page.getByTestId('task-resume').click();
  await hidden(row(appagt).getByTestId('tag-state'));
  await visible(page.getByTestId('task-pause'));
});
