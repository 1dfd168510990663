/**
 * The policy's rule at work, in a real browser against the real server: a rule drawn in the diagram editor on the
 * organisational unit (a source and a classification joined by And feed an export) is shown in force, inherited, in
 * Policy → Actions of the collector below it; after the collector's scan the policy's task copies the matching file to
 * the collector's Target service, and Dashboard → Status lists that task with its per-file log.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { demoTree, eventually, launchBrowser, openInTree, signIn, startFathom, useE2eTimeouts, visible, type Fathom } from './helpers';

useE2eTimeouts(240000);

const SHOTS = join(__dirname, '..', '..', 'screenshots');
const CARD_TEXT = 'Customer payment: credit card number 4111 1111 1111 1111 expires soon.\n';
let server: Fathom;
let browser: Browser;
let page: Page;
let work: string;
let tree: Awaited<ReturnType<typeof demoTree>>;
const shot = (name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  work = mkdtempSync(join(tmpdir(), 'fathom-policy-run-e2e-'));
  mkdirSync(join(work, 'share', 'payments'), { recursive: true });
  mkdirSync(join(work, 'vault'));
  writeFileSync(join(work, 'share', 'payments', 'card.txt'), CARD_TEXT);
  writeFileSync(join(work, 'share', 'minutes.txt'), 'The weekly meeting moved to Thursday.\n');
  server = await startFathom();
  tree = await demoTree(server.api);
  await server.api.call('POST', '/database/property', {
    objectId: tree.appagt!.objectId,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        {
          type: 'filesys',
          name: 'docs',
          mode: 'Source',
          parameters: {},
          include: [{ path: join(work, 'share'), signing: false, index: true, classify: true, ocr: false }],
          exclude: [],
        },
        {
          type: 'filesys',
          name: 'Vault',
          mode: 'Target',
          parameters: { storePath: join(work, 'vault'), enableCompression: false, enableEncryption: false },
          include: [],
          exclude: [],
        },
      ],
    },
  });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
  await signIn(page, server.url, 'root', server.rootPassword);
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

test('a rule drawn on the unit is in force on the collector, runs after its scan and its task shows the copied file', async () => {
  const appagt = tree.appagt!;
  await page.goto(`${server.url}/policy/actions?activeNodeId=${tree.orgunit.objectId}`);
  await visible(page.getByTestId('policy-diagram'));
  await page.getByTestId('policy-rule-name').fill('Card data to the vault');
  await page.getByTestId('diagram-add-source').click(); // n1: docs
  await page.getByLabel('Classification', { exact: true }).fill('Financial Data');
  await page.getByTestId('diagram-add-classification').click(); // n2
  await page.getByTestId('diagram-add-And').click(); // n3
  await page.getByLabel('Action of the node').selectOption('export');
  await page.getByTestId('diagram-add-action').click(); // n4
  const linkFrom = async (from: string, to: string) => {
    await page.locator(`.react-flow__node[data-id="${from}"]`).click();
    await page.getByTestId('diagram-link-to').selectOption(to);
  };
  await linkFrom('n1', 'n3');
  await linkFrom('n2', 'n3');
  await linkFrom('n3', 'n4');
  await visible(page.getByTestId('policy-rule-summary'));
  await page.getByTestId('diagram-use').click();
  await visible(page.getByTestId('policy-rule-saved'));

  // The collector below follows the unit: Policy → Actions shows the rule in force there.
  await page.goto(`${server.url}/policy/actions?activeNodeId=${appagt.objectId}`);
  const inherited = page.getByTestId('policy-rule-inherited');
  await visible(inherited);
  expect(await inherited.locator('strong').textContent()).toBe(`Inherited from ${tree.orgunit.name}: Card data to the vault`);
  expect(await page.getByTestId('policy-rule-effective').textContent()).toBe("(service = 'docs' AND classification = 'Financial Data') → Export");
  expect(await page.getByTestId('policy-diagram').count()).toBe(0);
  await shot('policy-actions-inherited');

  // The collector's scan; the policy's task follows it.
  const scan = await server.api.call<{ taskId: number }>('PUT', '/database/control', { objectId: appagt.objectId, commandId: 'scan' });
  const task = await eventually(
    async () => {
      const s = await server.api.call<TaskStatusData>('GET', '/database/property', { objectId: appagt.objectId, propertyId: 'PID_TASK_STATUS' });
      return s.history.find(t => t.kind === 'action' && (t.options.policy as { scanTaskId?: number } | undefined)?.scanTaskId === scan.taskId);
    },
    'the policy rule did not run after the scan',
    90000,
  );
  expect(task.statusLabel).toBe('Completed');
  expect(readFileSync(join(work, 'vault', 'docs', 'payments', 'card.txt'), 'utf8')).toBe(CARD_TEXT);

  await openInTree(page, [tree.root, tree.demo, tree.orgunit, appagt]);
  await page.getByTestId('section-tab-dashboard').click();
  await page.getByTestId('tab-dashboard-status').click();
  await visible(page.getByTestId('task-status'));
  await page.getByTestId('task-status-tab-history').click();
  const row = page.getByTestId(`task-status-history-row-${task.taskId}`);
  await visible(row);
  expect(await row.textContent()).toContain('Completed');
  await page.getByTestId(`task-status-history-log-${task.taskId}`).click();
  const lines = page.getByTestId('task-log-lines');
  await eventually(async () => ((await lines.textContent()) ?? '').includes('-> Vault:docs/payments/card.txt'), 'the log does not show the copied file');
  const text = (await lines.textContent()) ?? '';
  expect(text).toContain("Policy rule 'Card data to the vault'");
  expect(text).not.toContain('minutes.txt');
  await shot('policy-run-task-log');
});
