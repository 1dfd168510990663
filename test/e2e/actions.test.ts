/**
 * Stored data actions in a real browser against the real server: a scanned folder on the demo collector and an
 * export location beside it. Create an action in the editor, dry run it (nothing changes on disk), run it and see
 * the files copied into the location; then make it a link action and see the files moved there with a shortcut
 * left in their place; the run's log is read in the page.
 */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { demoTree, eventually, launchBrowser, openInTree, signIn, startFathom, useE2eTimeouts, visible, type Fathom } from './helpers';

useE2eTimeouts(240000);

const SHOTS = '/tmp/shots-actions';
const INVOICES = 6;
let server: Fathom;
let browser: Browser;
let page: Page;
let work: string;
let folder: string;
let target: string;
let tree: Awaited<ReturnType<typeof demoTree>>;
const shot = (name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
const invoice = (i: number) => join(folder, 'invoices', `invoice-${i}.txt`);
const copyOf = (i: number) => join(target, 'docs', 'invoices', `invoice-${i}.txt`);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  work = mkdtempSync(join(tmpdir(), 'fathom-actions-e2e-'));
  folder = join(work, 'share');
  target = join(work, 'archive');
  for (const sub of ['invoices', 'notes']) mkdirSync(join(folder, sub), { recursive: true });
  mkdirSync(target);
  for (let i = 0; i < INVOICES; i++) writeFileSync(invoice(i), `Invoice ${i}: ${'amount '.repeat(i + 1)}\n`);
  for (let i = 0; i < 4; i++) writeFileSync(join(folder, 'notes', `note-${i}.txt`), `Note ${i}\n`);

  server = await startFathom();
  tree = await demoTree(server.api);
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
      ],
    },
  });
  await server.api.call('POST', '/database/property', {
    objectId: tree.demo.objectId,
    propertyId: 'PID_SYSEXPORT_LOCATIONS',
    property: { inherited: false, locations: [{ id: '', name: 'Archive', type: 'filesys', path: target, description: '' }] },
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

test('create an action, dry run it, run it: the files are copied; as a link action they are moved', async () => {
  await page.getByTestId('actions-new').click();
  await visible(page.getByTestId('action-editor'));
  await page.getByTestId('action-name-input').fill('Archive invoices');
  await page.getByTestId('action-statement').fill("SELECT * FROM STORE(HOME) WHERE name LIKE 'invoice-%'");
  await page.getByTestId('action-type').selectOption('export');
  await page.getByTestId('action-location').selectOption({ label: `Archive (${target})` });
  await page.getByTestId('action-save').click();
  await visible(page.getByTestId('action-dry-run'));

  await page.getByTestId('action-dry-run').click();
  await visible(page.getByTestId('action-dry-result'));
  expect(await page.getByTestId('dry-files').textContent()).toBe(String(INVOICES));
  expect(existsSync(copyOf(0))).toBe(false);
  await shot('actions-dry-run');

  await page.getByTestId('action-run').click();
  await eventually(async () => /Completed/.test((await page.getByTestId('action-task').textContent()) ?? ''), 'the export run did not complete', 60000);
  for (let i = 0; i < INVOICES; i++) expect(readFileSync(copyOf(i), 'utf8')).toBe(readFileSync(invoice(i), 'utf8'));
  await eventually(
    async () => /copied .*invoice-5\.txt/.test((await page.getByTestId('task-log-lines').textContent()) ?? ''),
    'the log did not show the copies',
  );
  await page.getByTestId('task-log').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'actions-log.png') });
  await shot('actions-run');

  // The same action as a link: each file moves into the location and a shortcut stays where it was.
  for (let i = 0; i < INVOICES; i++) rmSync(copyOf(i));
  await page.getByTestId('action-type').selectOption('link');
  await page.getByTestId('action-save').click();
  await eventually(async () => await page.getByTestId('action-run').isEnabled(), 'the saved action could not be run');
  await page.getByTestId('action-run').click();
  await eventually(
    async () => {
      const text = (await page.getByTestId('action-task').textContent()) ?? '';
      return /Completed/.test(text) && /linked/.test((await page.getByTestId('task-log-lines').textContent()) ?? '');
    },
    'the link run did not complete',
    60000,
  );
  for (let i = 0; i < INVOICES; i++) {
    expect(lstatSync(invoice(i)).isSymbolicLink()).toBe(true);
    expect(lstatSync(copyOf(i)).isFile()).toBe(true);
  }

  await page.locator('[aria-label="Back to the actions"]').click();
  // The list shows what it had before the action was saved until it has asked again (aria-busy while it asks).
  await visible(page.locator('[data-testid="actions-list"][aria-busy="false"]'));
  // The action saved here, among the standard ones shipped with the product.
  const names = await page.getByTestId('action-name').allTextContents();
  expect(names).toEqual(expect.arrayContaining(['Archive invoices', 'Find duplicates', 'Copy personal-data files to a target']));
  expect(names.filter(n => n === 'Archive invoices')).toHaveLength(1);
  await shot('actions-list');
});

test('an action drawn in the diagram editor: its rules are named until the diagram is whole, then it runs', async () => {
  await page.getByTestId('actions-new').click();
  await visible(page.getByTestId('action-editor'));
  await page.getByTestId('action-name-input').fill('Not financial');
  await page.getByTestId('action-mode-diagram').check();
  await visible(page.getByTestId('action-diagram'));
  await page.getByTestId('diagram-add-source').click(); // n1: docs
  await page.getByLabel('Classification', { exact: true }).fill('Financial Data');
  await page.getByTestId('diagram-add-classification').click(); // n2
  await page.getByTestId('diagram-add-Not').click(); // n3
  await page.getByTestId('diagram-add-And').click(); // n4
  await page.getByLabel('Action of the node').selectOption('export');
  await page.getByTestId('diagram-add-action').click(); // n5
  expect(await page.getByTestId('diagram-error').textContent()).toBe('Node without link is not allowed.');
  const linkFrom = async (from: string, to: string) => {
    await page.locator(`.react-flow__node[data-id="${from}"]`).click();
    await page.getByTestId('diagram-link-to').selectOption(to);
  };
  await linkFrom('n2', 'n3');
  await linkFrom('n1', 'n4');
  await linkFrom('n3', 'n4');
  await linkFrom('n4', 'n5');
  await visible(page.getByTestId('diagram-statement'));
  expect(await page.getByTestId('diagram-statement').textContent()).toBe(
    "SELECT * FROM STORE(HOME) WHERE (service = 'docs' AND NOT (classification = 'Financial Data'))",
  );
  await page.screenshot({ path: join(SHOTS, 'actions-diagram.png'), fullPage: true });
  await page.getByTestId('diagram-use').click();
  await eventually(
    async () => /NOT \(classification/.test(await page.getByTestId('action-statement').inputValue()),
    'the statement did not come from the diagram',
  );
  await page.getByTestId('action-location').selectOption({ label: `Archive (${target})` });
  await page.getByTestId('action-save').click();
  await visible(page.getByTestId('action-dry-run'));
  await page.getByTestId('action-dry-run').click();
  await visible(page.getByTestId('action-dry-result'));
  expect(await page.getByTestId('dry-files').textContent()).toBe(String(INVOICES + 4));
  await page.getByTestId('action-run').click();
  await eventually(async () => /Completed/.test((await page.getByTestId('action-task').textContent()) ?? ''), 'the diagram action did not complete', 60000);
  for (let i = 0; i < 4; i++) expect(readFileSync(join(target, 'docs', 'notes', `note-${i}.txt`), 'utf8')).toBe(`Note ${i}\n`);
});

test('Policy → Actions lists the node’s scheduled actions with their next run', async () => {
  const collector = tree.appagt!.objectId;
  await server.api.call('POST', '/actions/action', {
    objectId: collector,
    action: {
      name: 'Nightly notes',
      scope: 'private',
      query: { queryMode: 'bySELECT', statement: "SELECT * FROM STORE(HOME) WHERE name LIKE 'note-%'" },
      action: { type: 'none', conflict: 'skip' },
      schedule: { unit: 1, interval: 1, time: '02:00' },
    },
  });
  await page.getByTestId('section-tab-policy').click();
  await page.getByTestId('tab-policy-actions').click();
  await visible(page.getByTestId('policy-actions-list'));
  const text = (await page.getByTestId('policy-actions-list').textContent()) ?? '';
  expect(text).toContain('Nightly notes');
  expect(text).toContain('Every day at 02:00 UTC');
  expect(text).not.toContain('Archive invoices');
  await page.screenshot({ path: join(SHOTS, 'policy-actions.png') });
});

test('Action now on the collector’s tree node lists its stored actions, runs the chosen one and shows the task', async () => {
  const collector = tree.appagt!;
  await server.api.call('POST', '/actions/action', {
    objectId: collector.objectId,
    action: {
      name: 'Count notes now',
      scope: 'private',
      query: { queryMode: 'bySELECT', statement: "SELECT * FROM STORE(HOME) WHERE name LIKE 'note-%'" },
      action: { type: 'none', conflict: 'skip' },
    },
  });
  await page.getByTestId(`tree-node-${collector.objectId}`).click({ button: 'right' });
  await visible(page.getByTestId('node-context-menu'));
  const item = page.getByTestId('node-context-menu').getByRole('menuitem', { name: 'Action now', exact: true });
  expect(await item.getAttribute('aria-disabled')).not.toBe('true');
  await item.click();
  await visible(page.getByTestId('action-now-dialog'));
  const names = await page.getByTestId('action-now-item').allTextContents();
  expect(names.some(n => n.includes('Count notes now'))).toBe(true);
  await page.getByRole('radio', { name: /Count notes now/ }).check();
  await page.screenshot({ path: join(SHOTS, 'action-now-dialog.png') });
  await page.getByTestId('action-now-run').click();
  await eventually(async () => /Completed/.test((await page.getByTestId('action-now-task').textContent()) ?? ''), 'the action now run did not complete', 60000);
  await eventually(
    async () => ((await page.getByTestId('action-now-task').getByTestId('task-log-lines').textContent()) ?? '').match(/selected .*note-\d\.txt/g)?.length === 4,
    'the log did not list the four notes',
  );
  await page.screenshot({ path: join(SHOTS, 'action-now-task.png') });
  await page.keyboard.press('Escape');
  await eventually(async () => (await page.getByTestId('action-now-dialog').count()) === 0, 'the dialog did not close');
});

test('an export action to a policy target: chosen in the editor, the files land there compressed and encrypted', async () => {
  const collector = tree.appagt!.objectId;
  const vault = join(work, 'vault');
  const key = await server.api.call('POST', '/encryption/validate', { name: 'Vault', passphrase: 'Browser vault passphrase' });
  await server.api.call('POST', '/database/property', { objectId: collector, propertyId: 'PID_ENCRYPTION', property: key });
  const sources = await server.api.call<{ services: unknown[] }>('GET', '/database/property', { objectId: collector, propertyId: 'PID_SOURCES' });
  await server.api.call('POST', '/database/property', {
    objectId: collector,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        ...sources.services,
        {
          type: 'filesys',
          name: 'Vault',
          mode: 'Target',
          parameters: { storePath: vault, enableCompression: true, enableEncryption: true },
          include: [],
          exclude: [],
        },
      ],
    },
  });
  await page.getByTestId('section-tab-actions').click();
  await visible(page.getByTestId('actions-new'));
  await page.getByTestId('actions-new').click();
  await visible(page.getByTestId('action-editor'));
  await page.getByTestId('action-name-input').fill('Seal notes');
  await page.getByTestId('action-statement').fill("SELECT * FROM STORE(HOME) WHERE name LIKE 'note-%'");
  await page.getByTestId('action-type').selectOption('export');
  await page.getByTestId('action-location').selectOption({ label: 'Vault (filesys)' });
  await page.getByTestId('action-save').click();
  await visible(page.getByTestId('action-dry-run'));
  await page.getByTestId('action-dry-run').click();
  await visible(page.getByTestId('action-dry-result'));
  expect(await page.getByTestId('action-dry-result').textContent()).toContain(`Vault (${vault})`);
  await page.getByTestId('action-run').click();
  await eventually(
    async () => /Completed/.test((await page.getByTestId('action-task').textContent()) ?? ''),
    'the export to the target did not complete',
    60000,
  );
  await page.screenshot({ path: join(SHOTS, 'action-target.png'), fullPage: true });
  for (let i = 0; i < 4; i++) {
    const stored = readFileSync(join(vault, 'docs', 'notes', `note-${i}.txt`));
    expect(stored.includes(Buffer.from(`Note ${i}`))).toBe(false);
  }
});
