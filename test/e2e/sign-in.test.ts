/** Sign-in, wrong password, the login throttle's countdown, and log out, in a real browser against the real server. */
import type { Browser, Page } from 'playwright-core';
import {
  createObject,
  demoTree,
  enabled,
  eventually,
  hidden,
  launchBrowser,
  shot,
  signIn,
  startFathom,
  submitSignIn,
  useE2eTimeouts,
  visible,
  type Fathom,
} from './helpers';

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

test('root signs in and lands on the dashboard of the home node', async () => {
  await signIn(page, server.url, 'root', server.rootPassword);
  await eventually(() => /\/dashboard\/\w+\?activeNodeId=/.test(page.url()), `not on the dashboard: ${page.url()}`);
  await visible(page.getByTestId('section-dashboard'));
  expect(await page.getByTestId('user-menu').textContent()).toContain('root');
  await shot(page, 'shell-dashboard');
});

test('a wrong password is refused with a message', async () => {
  await page.goto(`${server.url}/login`);
  await submitSignIn(page, 'root', 'not-the-password');
  await visible(page.getByTestId('login-error'));
  expect(page.url()).toContain('/login');
  await shot(page, 'login-wrong-password');
});

test('five wrong passwords disable the button and show a countdown that runs down', async () => {
  const { demo } = await demoTree(server.api);
  await createObject(server.api, demo.objectId, 'user', 'Tess Throttle', {
    userId: 'tess',
    password: 'Tess#Pass1',
    activated: true,
    email: 'tess@example.org',
  });
  await page.goto(`${server.url}/login`);
  const button = page.getByRole('button', { name: 'Sign in' });
  for (let i = 0; i < 5; i++) {
    await enabled(button, 'Sign in');
    await submitSignIn(page, 'tess', `wrong-${i}`);
    await visible(page.getByTestId('login-error').or(page.getByTestId('login-throttle')).first());
  }
  const throttle = page.getByTestId('login-throttle');
  await visible(throttle);
  const first = await throttle.textContent();
  expect(first).toMatch(/Too many login attempts\.{1,3} Try again in \d+ seconds\./);
  expect(await button.isDisabled()).toBe(true);
  const secondsOf = (t: string | null) => Number(/in (\d+) seconds/.exec(t ?? '')?.[1]);
  expect(secondsOf(first)).toBeGreaterThan(0);
  expect(secondsOf(first)).toBeLessThanOrEqual(30);
  await eventually(async () => secondsOf(await throttle.textContent()) < secondsOf(first), 'the countdown did not run down');
  await shot(page, 'login-throttle');
});

test('log out returns to the sign-in page and ends the session', async () => {
  await signIn(page, server.url, 'root', server.rootPassword);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await visible(page.getByTestId('login-page'));
  await eventually(() => page.url().includes('/login'), `not on /login: ${page.url()}`);
  // A protected page now leads back to the sign-in page.
  await page.goto(`${server.url}/dashboard/main`);
  await visible(page.getByTestId('login-page'));
  await hidden(page.getByTestId('shell'));
});
