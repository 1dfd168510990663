/**
 * /desktop (spec 000 §2 Desktop): with a desktop host injected into the page (window.external, or the webview
 * message bridge) the sign-in's login data goes to the host and the host's status callbacks show on the page;
 * without a host the page goes to login.
 */
import type { Browser, Page } from 'playwright-core';
import { API_BASE } from '@fathom/sdk/api';
import { eventually, launchBrowser, shot, startFathom, useE2eTimeouts, visible, type Fathom } from './helpers';

useE2eTimeouts();

let server: Fathom;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startFathom();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
});
afterEach(async () => {
  await page?.context().close();
});

const status = () => page.getByTestId('desktop-status');

async function signInForDesktop(userId: string, password: string) {
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The token handed to the host is a real session: the host can call the platform with it. */
async function tokenWorks(token: string): Promise<string> {
  const res = await fetch(`${server.url}${API_BASE}/database/object?objectId=HOME&options=${encodeURIComponent('{"infoLevel":"simple"}')}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { status: string; data: { objectId: string } };
  return body.status === 'OK' ? body.data.objectId : `refused: ${JSON.stringify(body)}`;
}

test('without a desktop host the page goes to login', async () => {
  await page.goto(`${server.url}/desktop`);
  await eventually(() => new URL(page.url()).pathname === '/login', `still on ${page.url()}`);
});

test('a host injected as window.external receives the login data and reports its status through the callbacks', async () => {
  await page.addInitScript(() => {
    const w = window as any;
    w.external.desktopLogin = (data: unknown, callbacks: unknown) => {
      w.handed = { data, callbacks };
    };
  });
  await page.goto(`${server.url}/desktop`);
  await visible(page.getByRole('form', { name: 'Sign in for the desktop app' }));
  expect(await status().textContent()).toContain('Sign in to connect the desktop app');
  await shot(page, 'desktop-sign-in');

  await signInForDesktop('root', 'wrong-password');
  await visible(page.getByTestId('desktop-error'));
  expect(await page.evaluate(() => (window as any).handed)).toBeUndefined();

  await signInForDesktop('root', server.rootPassword);
  await eventually(() => page.evaluate(() => !!(window as any).handed), 'the host was not handed the login data');
  const data = await page.evaluate(() => (window as any).handed.data);
  expect(data.address).toBe(server.url);
  expect(data.login.userId).toBe('root');
  expect(await tokenWorks(data.login.token)).toBe(data.login.homeId);
  await eventually(async () => (await status().textContent())?.includes('Handing the sign-in to the desktop app'), 'no handing status');

  await page.evaluate(() => (window as any).handed.callbacks.status('Loading your folders'));
  await eventually(async () => (await status().textContent())?.includes('Loading your folders'), 'the host status did not show');
  await shot(page, 'desktop-host-status');
  await page.evaluate(() => (window as any).handed.callbacks.done());
  await eventually(async () => (await status().textContent())?.includes('The desktop app is signed in'), 'done did not show');
  await shot(page, 'desktop-done');
  // The browser page keeps no session of its own.
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter(k => /token/i.test(k))
        .map(k => localStorage.getItem(k)),
    ),
  ).not.toContain(data.login.token);
});

test('a host behind the webview message bridge gets a login message and answers with status, then a refusal', async () => {
  await page.addInitScript(() => {
    const w = window as any;
    const listeners: Array<(e: { data: unknown }) => void> = [];
    w.posted = [];
    w.chrome = w.chrome ?? {};
    w.chrome.webview = {
      postMessage: (m: unknown) => w.posted.push(m),
      addEventListener: (_t: string, l: (e: { data: unknown }) => void) => listeners.push(l),
      removeEventListener: (_t: string, l: (e: { data: unknown }) => void) => listeners.splice(listeners.indexOf(l), 1),
    };
    w.hostSays = (data: unknown) => listeners.slice().forEach(l => l({ data }));
  });
  await page.goto(`${server.url}/desktop`);
  await signInForDesktop('root', server.rootPassword);
  await eventually(() => page.evaluate(() => (window as any).posted.length > 0), 'nothing was posted to the bridge');
  const posted = await page.evaluate(() => (window as any).posted[0]);
  expect(posted.type).toBe('fathom.desktop.login');
  expect(await tokenWorks(posted.data.login.token)).toBe(posted.data.login.homeId);

  await page.evaluate(() => (window as any).hostSays({ type: 'fathom.desktop.status', text: 'Checking the certificate' }));
  await eventually(async () => (await status().textContent())?.includes('Checking the certificate'), 'bridge status did not show');
  // Messages that are not the bridge's are ignored; a refusal brings the form back with the host's message.
  await page.evaluate(() => (window as any).hostSays({ type: 'something.else', text: 'ignored' }));
  await page.evaluate(() => (window as any).hostSays(JSON.stringify({ type: 'fathom.desktop.failed', message: 'This computer is not allowed.' })));
  await visible(page.getByTestId('desktop-error'));
  expect(await page.getByTestId('desktop-error').textContent()).toContain('This computer is not allowed.');
  await shot(page, 'desktop-bridge-refused');
  // The session the host refused is ended.
  await eventually(async () => (await tokenWorks(posted.data.login.token)).startsWith('refused'), 'the refused session still works');
});
