/**
 * Screens that misled a new user, each checked against the real server: toasts clear of the tree and the node
 * panel, a file selected shows no stale page, a folder clicked on the dashboard opens, a move up the tree is
 * announced, a network failure or a 401 adds no false 'no permission', a user without get lands quietly on
 * Discover, the last page stays with its user, the Ask tab's fields look
 * like the console's, the move dialog says when nothing can receive a node, and the Activate page's next label
 * stands clear of the code field.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { TreeObject } from '@fathom/sdk/api';
import {
  childrenOf,
  createObject,
  demoTree,
  eventually,
  hasAttribute,
  hidden,
  launchBrowser,
  shot,
  signIn,
  startFathom,
  useE2eTimeouts,
  visible,
  type Fathom,
} from './helpers';

useE2eTimeouts();

const VIEWPORT = { width: 1400, height: 900 };
const PASSWORD = 'User#Pass1';
const NO_PERMISSION = 'You have no permission to see this node.';
let server: Fathom;
let browser: Browser;
let tree: Awaited<ReturnType<typeof demoTree>>;
let folder: string;
let scanned: TreeObject;
let letters: TreeObject;
let note: TreeObject;
let alpha: TreeObject;
const contexts: BrowserContext[] = [];

async function addUser(parentId: string, userId: string, permissions: string[]): Promise<void> {
  await server.api.call('POST', '/database/object', {
    object: { parentId, name: userId[0].toUpperCase() + userId.slice(1), classId: 'user' },
    options: { userId, password: PASSWORD, activated: true, email: `${userId}@example.com`, permissions },
  });
}

beforeAll(async () => {
  server = await startFathom();
  browser = await launchBrowser();
  tree = await demoTree(server.api);
  // Head Office holds two plain units; olu's home is Head Office.
  alpha = await createObject(server.api, tree.orgunit.objectId, 'orgunit', 'Alpha');
  await createObject(server.api, tree.orgunit.objectId, 'orgunit', 'Beta');
  await addUser(tree.orgunit.objectId, 'olu', ['get', 'add', 'upd', 'del', 'ctl']);
  await addUser(tree.demo.objectId, 'bob', ['get', 'add', 'upd', 'del', 'ctl', 'pol', 'adm']);
  await addUser(tree.demo.objectId, 'nog', ['upd']);
  // A scanned folder: letters/note.txt under this machine's aggregator-collector.
  folder = mkdtempSync(join(tmpdir(), 'fathom-honest-'));
  mkdirSync(join(folder, 'letters'));
  writeFileSync(join(folder, 'letters', 'note.txt'), 'A short note.');
  const appagt = tree.appagt!;
  await server.api.call('POST', '/database/property', {
    objectId: appagt.objectId,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        {
          type: 'filesys',
          name: 'letters',
          mode: 'Source',
          parameters: {},
          include: [{ path: folder, signing: false, index: true, classify: false, ocr: false }],
          exclude: [],
        },
      ],
    },
  });
  await server.api.call('PUT', '/database/control', { objectId: appagt.objectId, commandId: 'scan' });
  scanned = await eventually(
    async () => (await childrenOf(server.api, appagt.objectId).catch(() => [])).find(o => o.classId === 'idxcontainer'),
    'the scan indexed no folder',
    60000,
  );
  letters = await eventually(async () => (await childrenOf(server.api, scanned.objectId)).find(o => o.name === 'letters'), 'no letters folder', 30000);
  note = await eventually(async () => (await childrenOf(server.api, letters.objectId)).find(o => o.name === 'note.txt'), 'no note.txt', 30000);
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  contexts.push(context);
  return context.newPage();
}
async function signedIn(userId = 'root', password = server.rootPassword): Promise<Page> {
  const page = await newPage();
  await signIn(page, server.url, userId, password);
  return page;
}
const row = (page: Page, o: TreeObject) => page.getByTestId(`tree-node-${o.objectId}`);
async function box(l: Locator) {
  const b = await l.boundingBox();
  if (!b) throw new Error('no box');
  return b;
}
type Box = { x: number; y: number; width: number; height: number };
const intersect = (p: Box, q: Box) => p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  return intersect(await box(a), await box(b));
}
/** The boxes of every element a locator matches, read in one go (the panel may redraw its buttons meanwhile). */
const boxesOf = (l: Locator): Promise<Box[]> =>
  l.evaluateAll(els =>
    els.map(e => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
/** Expands the rows of the path (all but the last) so that the last row is drawn. */
async function expandTo(page: Page, path: TreeObject[]): Promise<void> {
  for (const node of path.slice(0, -1)) {
    await visible(row(page, node));
    if ((await row(page, node).getAttribute('aria-expanded')) === 'false')
      await row(page, node)
        .getByRole('button', { name: `Expand ${node.name}` })
        .click();
  }
  await visible(row(page, path[path.length - 1]));
}
/** Gives a toast that the page would raise a moment to show, then says whether it did. */
async function toastShown(page: Page, text: string): Promise<boolean> {
  await page.waitForTimeout(1000);
  return (await page.getByText(text).count()) > 0;
}

test("toasts stand clear of the tree's top rows and of the node panel's buttons", async () => {
  const page = await signedIn();
  // An info notice (left): a tab Demo does not have.
  await page.goto(`${server.url}/administration/console?activeNodeId=${tree.demo.objectId}`);
  const info = page.getByTestId('toast-info').filter({ hasText: 'The console tab is not available for Demo.' });
  await visible(info);
  await visible(row(page, tree.demo));
  expect(await overlaps(info, row(page, tree.root))).toBe(false);
  expect(await overlaps(info, row(page, tree.demo))).toBe(false);
  await shot(page, 'honest-toast-left');

  // An error (right) while the scan panel of the aggregator-collector shows: its node information fails.
  await page.route('**/database/property?*PID_NODEINFO*', r =>
    r.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', error: { name: 'InternalError', message: 'Node information failed.' } }),
    }),
  );
  await page.goto(`${server.url}/dashboard/information?activeNodeId=${tree.appagt!.objectId}`);
  const error = page.getByTestId('toast-error').filter({ hasText: 'Node information failed.' }).first();
  await visible(error);
  const panel = page.getByTestId('node-panels');
  await visible(panel.getByRole('button').first());
  const toast = await box(error);
  const buttons = (await boxesOf(panel.getByRole('button'))).filter(b => b.width > 0 && b.height > 0);
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) expect(intersect(toast, button)).toBe(false);
  expect(await overlaps(error, panel)).toBe(false);
  await shot(page, 'honest-toast-right');
});

test('a file selected in the tree replaces the previous page with a word about the file', async () => {
  const page = await signedIn();
  await page.goto(`${server.url}/discover/search?activeNodeId=${letters.objectId}`);
  await hasAttribute(row(page, letters), 'aria-selected', 'true');
  await visible(page.getByTestId('section-discover'));
  await expandTo(page, [letters, note]);
  await row(page, note).click();
  await hasAttribute(row(page, note), 'aria-selected', 'true');
  const panel = page.getByTestId('node-without-page');
  await visible(panel);
  expect(await panel.textContent()).toContain('note.txt has no page of its own');
  expect(await page.getByTestId('section-discover').count()).toBe(0);
  const crumbs = await page.getByTestId('breadcrumbs').getByRole('listitem').allTextContents();
  expect(crumbs[crumbs.length - 1]).toBe('note.txt');
  await shot(page, 'honest-file-selected');
  // Its folder is one click away.
  await page.getByTestId('open-parent').click();
  await hasAttribute(row(page, letters), 'aria-selected', 'true');
  await visible(page.getByTestId('section-discover'));
});

test('a folder clicked on the dashboard opens on Discover and says why', async () => {
  const page = await signedIn();
  await page.goto(`${server.url}/dashboard/main?activeNodeId=${tree.appagt!.objectId}`);
  await hasAttribute(row(page, tree.appagt!), 'aria-selected', 'true');
  await expandTo(page, [tree.appagt!, scanned]);
  await row(page, scanned).click();
  await hasAttribute(row(page, scanned), 'aria-selected', 'true');
  await eventually(
    () => new URL(page.url()).pathname.startsWith('/discover') && new URL(page.url()).searchParams.get('activeNodeId') === scanned.objectId,
    `not on the folder's Discover page: ${page.url()}`,
  );
  await visible(page.getByTestId('toast-info').filter({ hasText: `Dashboard is not available for ${scanned.name}: showing Discover.` }));
  await shot(page, 'honest-folder-from-dashboard');
});

test('a unit clicked on a tab it lacks keeps its parent selected, and says so', async () => {
  const page = await signedIn();
  await page.goto(`${server.url}/administration/users?activeNodeId=${tree.demo.objectId}`);
  await hasAttribute(row(page, tree.demo), 'aria-selected', 'true');
  await expandTo(page, [tree.demo, tree.orgunit]);
  await row(page, tree.orgunit).click();
  await visible(page.getByTestId('toast-info').filter({ hasText: 'The users tab is not available for Head Office: showing Demo.' }));
  await hasAttribute(row(page, tree.demo), 'aria-selected', 'true');
});

/** Opens a page inside the running console (the router follows the history), without reloading it. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(p => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test("a network failure or a 401 while opening a node adds no 'no permission' toast", async () => {
  // Units made now: no console has read them, so opening one must ask the server.
  const [unreachable, refused] = [
    await createObject(server.api, tree.demo.objectId, 'orgunit', 'Offline Unit'),
    await createObject(server.api, tree.demo.objectId, 'orgunit', 'Expired Unit'),
  ];
  const page = await signedIn();
  // The network is gone for every call, as it is for a user: a read that still got through (the page's prefetch)
  // would rightly end the no-connection screen.
  await page.route('**/server/api/v3/**', r => r.abort('internetdisconnected'));
  await openInApp(page, `/dashboard/main?activeNodeId=${unreachable.objectId}`);
  // The console says the connection is gone (the screen, or its toast while a long-poll begun earlier still ends well).
  await visible(page.getByTestId('no-connection').or(page.getByText('No network connection')).first());
  expect(await toastShown(page, NO_PERMISSION)).toBe(false);
  await shot(page, 'honest-network-failure');

  const second = await signedIn();
  await second.route('**/database/object?*', r =>
    r.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', error: { name: 'TOKEN_NOT_VALID', message: 'The token is not valid.' } }),
    }),
  );
  await openInApp(second, `/dashboard/main?activeNodeId=${refused.objectId}`);
  await eventually(() => new URL(second.url()).pathname === '/login', `not sent to sign-in: ${second.url()}`);
  expect(await toastShown(second, NO_PERMISSION)).toBe(false);
});

test('a user without get lands on Discover without a refusal', async () => {
  const page = await signedIn('nog', PASSWORD);
  await eventually(() => new URL(page.url()).pathname === '/discover/search', `not on Discover: ${page.url()}`);
  await visible(page.getByTestId('section-discover'));
  expect(await toastShown(page, 'Insufficient permissions')).toBe(false);
  await shot(page, 'honest-landing-without-get');
});

test("the last page visited stays with its user: bob does not land on root's profile", async () => {
  const page = await signedIn();
  await page.goto(`${server.url}/profile`);
  await visible(page.getByTestId('shell'));
  await eventually(async () => (await page.evaluate(() => localStorage.getItem('fathom.lastPage')))?.includes('/profile'), 'the profile was not remembered');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await eventually(() => new URL(page.url()).pathname === '/login', `not signed out: ${page.url()}`);
  await signIn(page, server.url, 'bob', PASSWORD);
  await eventually(() => new URL(page.url()).pathname === '/dashboard/main', `bob landed on ${page.url()}`);
  expect(new URL(page.url()).searchParams.get('activeNodeId')).toBe(tree.demo.objectId);
});

test("the Ask tab's fields carry the console's look, labels above them", async () => {
  const page = await signedIn();
  await page.goto(`${server.url}/discover/ask?activeNodeId=${tree.demo.objectId}`);
  const provider = page.getByTestId('ai-provider');
  await visible(provider);
  for (const id of ['ai-provider', 'ai-url', 'ai-model', 'ai-key']) expect(await page.getByTestId(id).getAttribute('class')).toContain('p-inputtext');
  const label = page.getByTestId('ai-settings').getByText('Provider', { exact: true });
  expect((await box(label)).y + (await box(label)).height).toBeLessThanOrEqual((await box(provider)).y);
  await shot(page, 'honest-ask-settings');
  await server.api.call('POST', '/ai/config', { property: { provider: 'ollama', url: 'http://127.0.0.1:9', model: 'llama3.1' } });
  await page.reload();
  await visible(page.getByTestId('ask-question'));
  expect(await page.getByTestId('ask-question').getAttribute('class')).toContain('p-inputtext');
  await shot(page, 'honest-ask-question');
});

test('the move dialog says when no place the user reaches can receive a plain org unit', async () => {
  const page = await signedIn('olu', PASSWORD);
  await visible(row(page, alpha));
  await row(page, alpha).click({ button: 'right' });
  await page.getByTestId('node-context-menu').getByRole('menuitem', { name: 'Move', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Move Alpha' });
  await visible(dialog);
  await visible(dialog.getByTestId('move-nowhere'));
  expect(await dialog.getByRole('tree').count()).toBe(0);
  expect(await dialog.getByRole('button', { name: 'Move', exact: true }).isDisabled()).toBe(true);
  await shot(page, 'honest-move-nowhere');
  await page.keyboard.press('Escape');
  await hidden(dialog);
});

test("the Activate page's fields keep the form's spacing: the next label does not touch the code field", async () => {
  const page = await newPage();
  await page.goto(`${server.url}/activate`);
  const code = page.getByTestId('activation-code');
  await visible(code);
  await code.fill('CABCD-12345-ABCDE-99999');
  const userLabel = page.getByText('User ID', { exact: true });
  await visible(userLabel);
  const gap = (await box(userLabel)).y - ((await box(code)).y + (await box(code)).height);
  // The sign-in form's own fields stand 1rem apart.
  const userField = page.getByLabel('User ID');
  const formGap = (await box(page.getByText('Password', { exact: true }))).y - ((await box(userField)).y + (await box(userField)).height);
  expect(gap).toBeGreaterThanOrEqual(formGap - 1);
  await shot(page, 'honest-activate');
});
