/**
 * The shell against the real server in Chromium: toasts (errors at the right with a trace on click, notices at
 * the left that go by themselves), a refresh that restores page and node with the tree revealing a deep node,
 * a session ended server-side (401: logging-out loader, then sign-in), and the no-connection screen once the
 * server is gone (last, since it stops the server).
 */
import type { Browser, Page } from 'playwright-core';
import { API_BASE, type TreeObject } from '@fathom/sdk/api';
import {
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

let server: Fathom;
let browser: Browser;
let page: Page;
let tree: Awaited<ReturnType<typeof demoTree>>;
let deepParent: TreeObject;
let deep: TreeObject;
const VIEWPORT = { width: 1400, height: 900 };
const pad = (n: number) => String(n).padStart(3, '0');

beforeAll(async () => {
  server = await startFathom();
  browser = await launchBrowser();
  tree = await demoTree(server.api);
  // Demo gets more children than one tree page (50); the last of them holds the deep node.
  for (let i = 1; i <= 55; i++) {
    const unit = await createObject(server.api, tree.demo.objectId, 'orgunit', `Unit ${pad(i)}`);
    if (i === 55) deepParent = unit;
  }
  deep = await createObject(server.api, deepParent.objectId, 'orgunit', 'Deep Team');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
  await signIn(page, server.url, 'root', server.rootPassword);
});
afterEach(async () => {
  await page?.context().close();
});

const row = (o: TreeObject) => page.getByTestId(`tree-node-${o.objectId}`);
const centreX = async (selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return box.x + box.width / 2;
};

test('an error toast shows at the right and a click toggles its trace; a notice at the left goes by itself', async () => {
  // A node that does not exist: the server refuses it, the console goes home with an error notice.
  await page.goto(`${server.url}/dashboard/main?activeNodeId=no-such-node`);
  const notice = page.getByTestId('toast-error').filter({ hasText: 'You have no permission to see this node.' });
  await visible(notice);
  expect(await centreX('.fx-toasts--right [data-testid=toast-error]')).toBeGreaterThan(VIEWPORT.width / 2);
  const trace = notice.locator('.fx-toast__trace');
  expect(await trace.count()).toBe(0);
  await notice.click();
  await visible(trace);
  expect(await trace.textContent()).toContain('objectId=no-such-node');
  await shot(page, 'shell-error-toast-trace');
  await notice.click();
  await hidden(trace);
  await eventually(() => page.url().includes(`activeNodeId=${tree.root.objectId}`), `not sent home: ${page.url()}`);

  // A tab the node does not have: the first tab, with an info notice at the left that hides by itself.
  await page.goto(`${server.url}/administration/console?activeNodeId=${tree.demo.objectId}`);
  const info = page.getByTestId('toast-info').filter({ hasText: 'The console tab is not available for Demo.' });
  await visible(info);
  expect(await centreX('.fx-toasts--left [data-testid=toast-info]')).toBeLessThan(VIEWPORT.width / 2);
  await eventually(() => new URL(page.url()).pathname === '/administration/users', `not on the first tab: ${page.url()}`);
  await shot(page, 'shell-info-toast');
  await hidden(info, 20000);
});

test('a refresh restores the page and the node, and the tree reveals the deep node', async () => {
  const target = `/policy/sources?activeNodeId=${deep.objectId}`;
  await page.goto(`${server.url}${target}`);
  await hasAttribute(row(deep), 'aria-selected', 'true');
  await page.reload();
  await visible(page.getByTestId('shell'));
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(target);
  await hasAttribute(page.getByTestId('section-tab-policy'), 'aria-selected', 'true');
  // Unit 055 is on Demo's second page: the tree paged there, expanded it and drew the active row in view.
  await hasAttribute(row(deep), 'aria-selected', 'true');
  for (const ancestor of [tree.root, tree.demo, deepParent]) expect(await row(ancestor).getAttribute('aria-expanded')).toBe('true');
  const inView = await row(deep).evaluate(el => {
    const r = el.getBoundingClientRect();
    const d = el.closest('.fx-drawer')!.getBoundingClientRect();
    return r.top >= d.top && r.bottom <= d.bottom;
  });
  expect(inView).toBe(true);
  const crumbs = await page.getByTestId('breadcrumbs').getByRole('listitem').allTextContents();
  expect(crumbs.join(' > ')).toContain(`Demo > Unit 055 > Deep Team`);
  await shot(page, 'shell-refresh-revealed');
});

/** The home node's dashboard freshly loaded: the tree shows the root expanded and Demo collapsed. */
async function openHomeWithDemoCollapsed(): Promise<void> {
  await page.goto(`${server.url}/dashboard?activeNodeId=${tree.root.objectId}`);
  await hasAttribute(row(tree.demo), 'aria-expanded', 'false');
}

test('a session ended on the server (401): logging-out loader, then the sign-in page', async () => {
  await openHomeWithDemoCollapsed();
  const token = await page.evaluate(() => localStorage.getItem('fathom.token'));
  expect(token).toBeTruthy();
  // Record the loader from inside the page: it may show only briefly.
  await page.evaluate(() => {
    const w = window as unknown as { loaderSeen: string[] };
    w.loaderSeen = [];
    new MutationObserver(() => {
      const l = document.querySelector('[data-testid=full-screen-loader]');
      if (l) w.loaderSeen.push(l.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const res = await fetch(`${server.url}${API_BASE}/logout`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok).toBe(true);
  // Any call now carries a token the server no longer knows: open Demo's children. The events long-poll may
  // have met the 401 first and ended the session already, so the row may be gone.
  await row(tree.demo)
    .getByRole('button', { name: 'Expand Demo' })
    .dispatchEvent('click', undefined, { timeout: 2000 })
    .catch(() => undefined);
  await eventually(() => new URL(page.url()).pathname === '/login', `not sent to sign-in: ${page.url()}`);
  const seen = await page.evaluate(() => (window as unknown as { loaderSeen: string[] }).loaderSeen);
  expect(seen).toEqual(expect.arrayContaining([expect.stringContaining('Logging out...')]));
  expect(await page.evaluate(() => localStorage.getItem('fathom.token'))).toBeNull();
  await shot(page, 'shell-after-401');
});

test('the server stopped mid-session: the no-connection screen', async () => {
  await openHomeWithDemoCollapsed();
  await server.stop();
  // A call that needs the server: open Demo's children (dispatched: the screen may already cover the tree,
  // as the events long-poll fails too).
  await row(tree.demo).getByRole('button', { name: 'Expand Demo' }).dispatchEvent('click');
  const screen = page.getByTestId('no-connection');
  await visible(screen);
  expect(await screen.textContent()).toContain('No network connection');
  expect(await screen.textContent()).toMatch(/You do not have a connection with the server\. Refresh the page, or contact your administrator/);
  await shot(page, 'shell-no-connection');
});
