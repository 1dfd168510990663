/**
 * Policy → Classifications on the demo aggregator-collector: the inherited built-in classifications are listed
 * with their source; turning inheritance off, adding a custom regular expression (checked live), saving and
 * reloading keeps it — and the server has it in force for the node's scans.
 */
import type { Page } from 'playwright-core';
import type { PolicyClassification } from '@fathom/sdk/api/classification';
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

test('add a custom regular expression classification, save it, reload and find it kept', async () => {
  const appagt = tree.appagt!;
  expect(appagt).toBeDefined();
  await openInTree(page, [tree.root, tree.demo, tree.orgunit, appagt]);
  await page.getByTestId('section-tab-policy').click();
  await page.getByTestId('tab-policy-classifications').click();
  await visible(page.getByTestId('policy-classifications'));

  // Inherited from the platform: the built-in classifications, marked with their source.
  const us = page.getByTestId('classification-row-U.S. Personal Data');
  await visible(us);
  expect(await us.textContent()).toContain(`Inherited from ${tree.root.name}`);
  // one built-in classification per country whose identifiers the rules read, each offered like the U.S. one
  for (const country of ['U.K.', 'Germany', 'India', 'South Korea', 'Thailand', 'Nigeria', 'Russia', 'Taiwan', 'Belgium', 'Brazil', 'Japan', 'Serbia']) {
    const row = page.getByTestId(`classification-row-${country} Personal Data`);
    await row.scrollIntoViewIfNeeded();
    expect(await row.textContent()).toContain('Built-in');
  }
  await page.getByTestId('classification-row-Thailand Personal Data').scrollIntoViewIfNeeded();
  await shot(page, 'policy-classifications-countries');
  await page.getByTestId('classification-row-Serbia Personal Data').scrollIntoViewIfNeeded();
  await shot(page, 'policy-classifications-more-countries');
  expect(await page.getByTestId('classifications-add').isDisabled()).toBe(true);

  await page.getByTestId('classifications-inherit').click();
  await eventually(async () => !(await page.getByTestId('classifications-add').isDisabled()), 'Add stayed disabled with inheritance off');
  await visible(page.getByTestId('save-changes-footer'));

  await page.getByTestId('classifications-add').click();
  const dialog = page.getByTestId('classification-dialog');
  await visible(dialog);
  await dialog.getByTestId('classification-name').fill('Project*: Falcon');
  await dialog.getByTestId('classification-description').fill('Code names of the Falcon project');
  const pattern = dialog.getByTestId('classification-pattern');
  const check = dialog.getByTestId('classification-pattern-check');
  await pattern.fill('(falcon+)+-x');
  await eventually(async () => (await check.getAttribute('data-state')) === 'invalid', 'an unsafe pattern was not refused');
  expect(await check.textContent()).toContain('UnsafePattern');
  await pattern.fill('falcon-\\d{3}');
  await eventually(async () => (await check.getAttribute('data-state')) === 'valid', 'the server did not accept the pattern');
  expect(await check.textContent()).toContain('Valid pattern');
  await shot(page, 'policy-classifications-dialog');
  await page.getByTestId('classification-apply').click();
  await hidden(dialog);

  const falcon = page.getByTestId('classification-row-Project Falcon');
  await visible(falcon);
  expect(await falcon.textContent()).toContain('Custom');
  await page.getByTestId('save-changes-save').click();
  await visible(page.getByTestId('save-changes-question'));
  await page.getByTestId('save-changes-confirm').click();
  await hidden(page.getByTestId('save-changes-footer'));
  await visible(page.getByText('Changes saved').first());

  await page.reload();
  await visible(page.getByTestId('policy-classifications'));
  await visible(page.getByTestId('classification-row-Project Falcon'));
  expect(await page.getByTestId('classification-row-Project Falcon').textContent()).toContain('Matches /falcon-\\d{3}/ (any case)');
  expect(await page.getByTestId('classification-row-U.S. Personal Data').textContent()).not.toContain('Inherited from');
  expect(await page.getByTestId('classifications-inherited').count()).toBe(0);
  await page.getByTestId('classification-row-Project Falcon').scrollIntoViewIfNeeded();
  await shot(page, 'policy-classifications');

  const saved = await server.api.call<{ inherited: boolean; classifications: PolicyClassification[] }>('GET', '/database/property', {
    objectId: appagt.objectId,
    propertyId: 'PID_CLASSIFICATIONS',
  });
  expect(saved.inherited).toBe(false);
  expect(saved.classifications.find(c => c.name === 'Project Falcon')).toEqual({
    name: 'Project Falcon',
    description: 'Code names of the Falcon project',
    pattern: { pattern: 'falcon-\\d{3}' },
  });
});
