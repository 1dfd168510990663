/**
 * The console variants served by the real server (FATHOM_VARIANT), one server at a time, checked in Chromium:
 * basic has only the dashboard, desktop's user menu has only logout, onprem signs in with a platform name,
 * harbor shows its own brand and has no changelog page. Each variant's first screens are saved as PNGs.
 */
import type { Browser, Page } from 'playwright-core';
import { acceptLicenceIfShown, eventually, launchBrowser, shot, startFathom, submitSignIn, useE2eTimeouts, visible, type Fathom } from './helpers';

useE2eTimeouts(180000);

let browser: Browser;
let server: Fathom | undefined;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Serves one variant on a fresh server and opens its sign-in page in a fresh browser context. */
async function openVariant(variant: string, loginPath = '/login'): Promise<void> {
  await page?.context().close();
  await server?.stop();
  server = undefined;
  server = await startFathom({ env: { FATHOM_VARIANT: variant } });
  page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  await page.goto(`${server.url}${loginPath}`);
  await visible(page.getByTestId('login-page'));
  await shot(page, `variant-${variant}-login`);
}

async function signInShown(variant: string): Promise<void> {
  await submitSignIn(page, 'root', server!.rootPassword);
  await acceptLicenceIfShown(page);
  await visible(page.getByTestId('shell'));
  await eventually(() => /activeNodeId=/.test(page.url()), `no active node in ${page.url()}`);
  await visible(page.getByTestId('section-tabs'));
  await visible(page.getByTestId('section-dashboard'));
  await shot(page, `variant-${variant}-shell`);
}

const sectionIds = () =>
  page
    .getByTestId('section-tabs')
    .getByRole('tab')
    .evaluateAll(els => els.map(e => (e.getAttribute('data-testid') ?? '').replace('section-tab-', '')));
const nodeOf = (url: string) => new URL(url).searchParams.get('activeNodeId');

test('basic: only the dashboard route; other section routes go to the dashboard', async () => {
  await openVariant('basic');
  await signInShown('basic');
  expect(await sectionIds()).toEqual(['dashboard']);
  const home = nodeOf(page.url());
  for (const path of ['/discover/search', '/policy/sources', '/administration/users', '/reports', '/actions']) {
    await page.goto(`${server!.url}${path}?activeNodeId=${home}`);
    await eventually(() => new URL(page.url()).pathname.startsWith('/dashboard'), `${path} stayed at ${page.url()}`);
    await visible(page.getByTestId('shell'));
  }
  expect(await sectionIds()).toEqual(['dashboard']);
});

test('desktop: the user menu offers only logout', async () => {
  await openVariant('desktop');
  await signInShown('desktop');
  await page.getByTestId('user-menu').click();
  const items = page.getByRole('menu', { name: 'User menu' }).getByRole('menuitem');
  await visible(items.first());
  expect(await items.allTextContents()).toEqual([expect.stringContaining('Log out')]);
  await shot(page, 'variant-desktop-user-menu');
  await items.first().click();
  await eventually(() => new URL(page.url()).pathname === '/login', `logout did not return to login: ${page.url()}`);
});

test('onprem: the on-prem sign-in asks for platform name, user id and password', async () => {
  await openVariant('onprem', '/on-prem-login');
  const form = page.getByRole('form', { name: 'On-premises sign-in' });
  await visible(form);
  for (const label of ['Platform name', 'User ID', 'Password']) await visible(form.getByLabel(label, { exact: true }));
  expect(await page.getByTestId('login-page').textContent()).toContain('Sign in to your Fathom platform.');
  // The platform name is required.
  await submitSignIn(page, 'root', server!.rootPassword);
  await visible(form.getByRole('alert').first());
  expect(await page.getByTestId('shell').count()).toBe(0);
  await form.getByLabel('Platform name').fill('Fathom');
  await signInShown('onprem');
});

test('harbor: its own brand name, and no changelog settings page', async () => {
  await openVariant('harbor');
  expect(await page.getByTestId('login-page').textContent()).toContain('Harbor Data Guard');
  expect(await page.getByTestId('login-page').textContent()).not.toMatch(/Welcome to Fathom/);
  await signInShown('harbor');
  expect(await page.locator('.fx-topbar__brand').textContent()).toBe('Harbor Data Guard');
  expect(await page.title()).toContain('Harbor Data Guard');
  await page.goto(`${server!.url}/license`);
  const sidebar = page.getByTestId('settings-sidebar');
  await visible(sidebar);
  const links = await sidebar.getByRole('link').allTextContents();
  expect(links).toEqual(expect.arrayContaining(['License']));
  expect(links.some(l => /changelog/i.test(l))).toBe(false);
  await shot(page, 'variant-harbor-settings');
  await page.goto(`${server!.url}/changelog`);
  await eventually(
    () => new URL(page.url()).pathname !== '/changelog' || page.getByText('Not available').isVisible(),
    `the changelog page opened: ${page.url()}`,
  );
  expect(
    await page
      .getByTestId('settings-sidebar')
      .getByRole('link', { name: /changelog/i })
      .count(),
  ).toBe(0);
});
