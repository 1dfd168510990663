/**
 * The policy's rule drawn in the diagram editor (Policy → Actions) in a real browser against the real server: a
 * source and a classification joined by And feed an export; the rules are named until the diagram is whole, Save
 * writes the rule (PID_POLICY), and after a reload the diagram and its rule are there again. The standard actions
 * shipped with the product are listed beside it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { demoTree, eventually, launchBrowser, signIn, startFathom, useE2eTimeouts, visible, type Fathom } from './helpers';

useE2eTimeouts(180000);

const SHOTS = '/tmp/shots-policy-diagram';
let server: Fathom;
let browser: Browser;
let page: Page;
let work: string;
let tree: Awaited<ReturnType<typeof demoTree>>;
const shot = (name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  work = mkdtempSync(join(tmpdir(), 'fathom-policy-diagram-e2e-'));
  mkdirSync(join(work, 'share'));
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

test('build a policy rule in the diagram editor (source → classification → condition → action), save it and see it after a reload', async () => {
  await page.goto(`${server.url}/policy/actions?activeNodeId=${tree.appagt!.objectId}`);
  await visible(page.getByTestId('policy-diagram'));
  expect(await page.getByTestId('policy-actions-standard').textContent()).toContain('Find duplicates');
  await page.getByTestId('policy-rule-name').fill('Personal e-mail');
  await page.getByTestId('diagram-add-source').click(); // n1: docs
  await page.getByLabel('Classification', { exact: true }).fill('Email');
  await page.getByTestId('diagram-add-classification').click(); // n2
  await page.getByTestId('diagram-add-And').click(); // n3
  await page.getByLabel('Action of the node').selectOption('export');
  await page.getByTestId('diagram-add-action').click(); // n4
  expect(await page.getByTestId('diagram-error').textContent()).toBe('Node without link is not allowed.');
  expect(await page.getByTestId('diagram-use').isDisabled()).toBe(true);
  const linkFrom = async (from: string, to: string) => {
    await page.locator(`.react-flow__node[data-id="${from}"]`).click();
    await page.getByTestId('diagram-link-to').selectOption(to);
  };
  await linkFrom('n1', 'n3');
  await linkFrom('n2', 'n3');
  expect(await page.getByTestId('diagram-error').textContent()).toBe('Node without link is not allowed.'); // the action still
  await linkFrom('n3', 'n4');
  await visible(page.getByTestId('policy-rule-summary'));
  expect(await page.getByTestId('policy-rule-summary').textContent()).toBe("(service = 'docs' AND classification = 'Email') → Export");
  await shot('policy-diagram-drawn');
  await page.getByTestId('diagram-use').click();
  await visible(page.getByTestId('policy-rule-saved'));
  const saved = await server.api.call<{ actions: { values: { rule: { name: string; formatVersion: number; rules: unknown[] } } } }>(
    'GET',
    '/database/property',
    { objectId: tree.appagt!.objectId, propertyId: 'PID_POLICY' },
  );
  expect(saved.actions.values.rule).toMatchObject({ name: 'Personal e-mail', formatVersion: 100 });
  expect(saved.actions.values.rule.rules).toHaveLength(1);

  await page.reload();
  await visible(page.getByTestId('policy-diagram'));
  await eventually(async () => (await page.locator('.react-flow__node').count()) === 4, 'the saved diagram was not drawn again');
  await eventually(async () => (await page.locator('.react-flow__edge').count()) === 3, 'the saved links were not drawn again');
  expect(await page.getByTestId('policy-rule-name').inputValue()).toBe('Personal e-mail');
  expect(await page.getByTestId('policy-rule-summary').textContent()).toBe("(service = 'docs' AND classification = 'Email') → Export");
  await shot('policy-diagram-reloaded');
});
