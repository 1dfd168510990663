/**
 * The Task status widget in a real browser against the real server, as a user meets it: after a scan, add the
 * widget on Main, change 'Show' in its edit dialog and save; the list follows the choice, and so after a reload.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Dashboard } from '@fathom/sdk/api/dashboard';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { demoTree, eventually, hidden, launchBrowser, signIn, startFathom, visible, type Fathom } from './helpers';

let server: Fathom;
let browser: Browser;
let page: Page;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fathom-tasks-'));
  for (let i = 0; i < 3; i++) writeFileSync(join(dir, `note-${i}.txt`), `note ${i}`);
  server = await startFathom();
  browser = await launchBrowser();
}, 180000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
});
afterEach(async () => {
  await page?.context().close();
});

/** The task ids the widget lists, or its empty message ('No data' and what is empty). */
async function shown(widget: Locator): Promise<string> {
  if (await widget.getByTestId('task-status-empty').count()) return (await widget.getByTestId('task-status-empty').textContent()) ?? '';
  return (await widget.locator('tbody tr td:first-child').allTextContents()).join(',');
}

test("changing 'Show' in the Task status widget's edit dialog filters the tasks it lists, and the choice is kept", async () => {
  const { appagt } = await demoTree(server.api);
  if (!appagt) throw new Error('the demo tree has no aggregator-collector');
  await server.api.call('POST', '/database/property', {
    objectId: appagt.objectId,
    propertyId: 'PID_SOURCES',
    property: {
      services: [{ type: 'filesys', name: 'notes', mode: 'Source', parameters: {}, include: [{ path: dir, signing: false, index: false }], exclude: [] }],
    },
  });
  const task = await server.api.call<{ taskId: number }>('PUT', '/database/control', { objectId: appagt.objectId, commandId: 'scan' });
  await eventually(
    async () => {
      const s = await server.api.call<TaskStatusData>('GET', '/database/property', { objectId: appagt.objectId, propertyId: 'PID_TASK_STATUS' });
      return s.current.length === 0 && s.history.some(t => t.taskId === task.taskId);
    },
    'the scan did not finish',
    90000,
  );

  await signIn(page, server.url, 'root', server.rootPassword);
  await page.goto(`${server.url}/dashboard/main?activeNodeId=${encodeURIComponent(appagt.objectId)}`);
  const main = page.getByTestId('dashboard-tab-main');
  await visible(main);
  await main.getByRole('button', { name: 'Add widget' }).click();
  const card = page.getByTestId('catalogue-task-status');
  await visible(card);
  await card.getByRole('button', { name: 'Add Task status' }).click();
  await hidden(card);
  const widget = main.getByRole('article', { name: 'Task status' });
  await eventually(async () => (await shown(widget)) === String(task.taskId), 'the widget did not list the scan');

  const choose = async (label: string) => {
    await widget.getByRole('button', { name: 'Edit Task status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Task status' });
    await dialog.getByLabel('Show').selectOption({ label });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await hidden(dialog);
  };
  await choose('Pending: running or queued');
  await eventually(async () => (await shown(widget)).endsWith('No task of this node is running or queued.'), "'Pending' still lists the finished scan");
  const stored = await server.api.call<Dashboard>('GET', '/database/property', { objectId: appagt.objectId, propertyId: 'PID_DASHBOARD' });
  expect(stored.widgets.find(w => w.widgetType === 'task-status')?.details).toEqual({ selectedTab: 'pending' });

  await page.reload();
  await eventually(
    async () => (await shown(page.getByRole('article', { name: 'Task status' }))).endsWith('No task of this node is running or queued.'),
    "'Pending' was not kept after a reload",
  );
  await choose('Solved: finished');
  await eventually(
    async () => (await shown(page.getByRole('article', { name: 'Task status' }))) === String(task.taskId),
    "'Solved' does not list the finished scan",
  );
});
