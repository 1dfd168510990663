/**
 * The policy's rule drawn in the diagram editor (Policy → Actions) in a real browser against the real server: a
 * source and a classification joined by And feed an export; the rules are named until the diagram is whole, Save
 * writes the rule (PID_POLICY), and after a reload the diagram and its rule are there again. The standard actions
 * shipped with the product are listed beside it.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { eventually, startSignedIn, useE2eTimeouts, visible, type DemoTree, type Fathom, type SignedInConsole } from './helpers';

useE2eTimeouts(180000);

const SHOTS = '/tmp/shots-policy-diagram';
let server: Fathom;
let signedIn: SignedInConsole;
let page: Page;
let work: string;
let tree: DemoTree;
const shot = (name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  work = mkdtempSync(join(tmpdir(), 'fathom-policy-diagram-e2e-'));
  mkdirSync(join(work, 'share'));
  signedIn = await startSignedIn({ source: join(work, 'share'), width: 1400, height: 1000, folders: [work] });
  ({ server, page, tree } = signedIn);
});
afterAll(() => signedIn?.close());

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
