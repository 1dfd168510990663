/**
 * Policy → Settings on the demo aggregator-collector: the inherited defaults shown read-only, inheritance turned
 * off, two values changed, a CPU limit the shared rules refuse (named beside the field, Save disabled), fixed,
 * saved; after a reload the values are kept, and the API reads them as the node's own.
 */
import type { Page } from 'playwright-core';
import { SERVER_SETTINGS_DEFAULTS, type ServerSettingsProperty } from '@fathom/sdk/api/tasks';
import { eventually, hidden, openInTree, shot, startSignedIn, useE2eTimeouts, visible, type DemoTree, type Fathom, type SignedInConsole } from './helpers';

useE2eTimeouts(180000);

let server: Fathom;
let signedIn: SignedInConsole;
let page: Page;
let tree: DemoTree;

beforeAll(async () => {
  signedIn = await startSignedIn();
  ({ server, page, tree } = signedIn);
});
afterAll(() => signedIn?.close());

const field = (key: string) => page.getByTestId(`setting-${key}`);

async function openSettings(): Promise<void> {
  await openInTree(page, [tree.root, tree.demo, tree.orgunit, tree.appagt!]);
  await page.getByTestId('section-tab-policy').click();
  await page.getByTestId('tab-policy-settings').click();
  await visible(page.getByTestId('policy-settings'));
}

test('turn inheritance off, change values, see a refused CPU limit, save, reload and read them back', async () => {
  const appagt = tree.appagt!;
  expect(appagt).toBeDefined();
  await openSettings();

  // Inheriting the defaults: values shown, disabled.
  expect(await page.getByTestId('settings-inherited').textContent()).toContain('Defaults');
  expect(await page.getByLabel('Inherit settings').isChecked()).toBe(true);
  expect(await field('maxFileSize').inputValue()).toBe(String(SERVER_SETTINGS_DEFAULTS.maxFileSize));
  expect(await field('maxFileSize').isDisabled()).toBe(true);
  await shot(page, 'policy-settings-inherited');

  await page.getByLabel('Inherit settings').click();
  await hidden(page.getByTestId('settings-inherited'));
  await eventually(async () => !(await field('maxFileSize').isDisabled()), 'maxFileSize stayed disabled');
  await field('maxFileSize').fill('25');
  await field('maxConcurrentTasks').fill('5');
  await visible(page.getByTestId('save-changes-footer'));
  await shot(page, 'policy-settings');

  // A CPU limit over 100 %: the shared message beside the field, Save disabled.
  await field('maxCPUUtilization').fill('150');
  const message = page.getByText('maxCPUUtilization must be a percentage from 0 (no limit) to 100.');
  await visible(message);
  expect(await page.getByTestId('save-changes-save').isDisabled()).toBe(true);
  await message.scrollIntoViewIfNeeded();
  await shot(page, 'policy-settings-error');

  await field('maxCPUUtilization').fill('80');
  await hidden(message);
  expect(await page.getByTestId('save-changes-save').isDisabled()).toBe(false);
  await page.getByTestId('save-changes-save').click();
  await visible(page.getByTestId('save-changes-question'));
  await page.getByTestId('save-changes-confirm').click();
  await hidden(page.getByTestId('save-changes-footer'));
  await visible(page.getByText('Changes saved'));

  // Kept after a reload.
  await page.reload();
  await visible(page.getByTestId('shell'));
  if (!(await page.getByTestId('policy-settings').isVisible())) await openSettings();
  await visible(page.getByTestId('policy-settings'));
  expect(await page.getByLabel('Inherit settings').isChecked()).toBe(false);
  expect(await field('maxFileSize').inputValue()).toBe('25');
  expect(await field('maxConcurrentTasks').inputValue()).toBe('5');
  expect(await field('maxCPUUtilization').inputValue()).toBe('80');

  // A smaller window: the fields flow into fewer columns without cutting labels.
  await page.setViewportSize({ width: 1024, height: 768 });
  await shot(page, 'policy-settings-narrow');
  await page.setViewportSize({ width: 1500, height: 950 });

  const saved = await server.api.call<ServerSettingsProperty>('GET', '/database/property', { objectId: appagt.objectId, propertyId: 'PID_SERVER_SETTINGS' });
  expect(saved.inherited).toBe(false);
  expect(saved.values).toEqual({ ...SERVER_SETTINGS_DEFAULTS, maxFileSize: 25, maxConcurrentTasks: 5, maxCPUUtilization: 80 });
  expect(saved.effective).toMatchObject({ maxFileSize: 25, maxConcurrentTasks: 5, maxCPUUtilization: 80 });
});

test('paste known-bad hashes: an invalid line is named and blocks saving; fixed and saved, the count and the API agree', async () => {
  const appagt = tree.appagt!;
  if (!(await page.getByTestId('policy-settings').isVisible())) await openSettings();
  const section = page.getByTestId('bad-hashes');
  await section.scrollIntoViewIfNeeded();
  const good = 'ab'.repeat(32);
  await page.getByLabel('Known-bad SHA-256 hashes').fill(`${good.toUpperCase()} Test dropper\nnot-a-hash`);
  await visible(section.getByText('Line 2: “not-a-hash” is not a SHA-256 hash (64 hexadecimal digits).'));
  expect(await section.getByTestId('bad-hashes-save').isDisabled()).toBe(true);
  await shot(page, 'policy-known-bad-hashes-invalid');

  await page.getByLabel('Known-bad SHA-256 hashes').fill(`${good.toUpperCase()} Test dropper\n`);
  await hidden(section.getByTestId('bad-hashes-invalid'));
  await section.getByTestId('bad-hashes-save').click();
  await visible(page.getByText(`Known-bad hashes saved: 1 hash on ${appagt.name}`));
  await eventually(
    async () => (await section.getByTestId('bad-hashes-count').textContent())?.startsWith(`1 hash on ${appagt.name}'s list.`),
    'the saved count is not shown',
  );
  expect(await page.getByLabel('Known-bad SHA-256 hashes').inputValue()).toBe(`${good} Test dropper`);
  await shot(page, 'policy-known-bad-hashes');
  const saved = await server.api.call<{ hashes: unknown[] }>('GET', '/database/property', { objectId: appagt.objectId, propertyId: 'PID_MALICIOUS_FILES' });
  expect(saved.hashes).toEqual([{ hash: good, name: 'Test dropper' }]);
});
