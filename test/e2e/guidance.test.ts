/**
 * Guidance inside the console: the help drawer (button and F1, the page's articles first, search, an article and
 * its stable link), the what's-next card from the node's real state (minimised across a reload), and the licence's
 * upgrade panel when a licence flag is off.
 */
import type { Browser, Page } from 'playwright-core';
import type { Licence } from '@fathom/sdk/api';
import { eventually, hidden, openInTree, shot, startSignedIn, useE2eTimeouts, visible, type DemoTree, type Fathom, type SignedInConsole } from './helpers';

useE2eTimeouts(180000);

let server: Fathom;
let signedIn: SignedInConsole;
let browser: Browser;
let page: Page;
let tree: DemoTree;

beforeAll(async () => {
  signedIn = await startSignedIn({ env: { FATHOM_SALES_EMAIL: 'sales@fathom.example' }, width: 1400, height: 900 });
  ({ server, browser, page, tree } = signedIn);
});
afterAll(() => signedIn?.close());

test('help drawer: the page’s articles first, search, an article with its stable link, F1 and Escape', async () => {
  await page.goto(`${server.url}/policy/classifications?activeNodeId=${tree.appagt!.objectId}`);
  await visible(page.getByTestId('policy-classifications'));
  await page.getByTestId('help-button').click();
  const drawer = page.getByTestId('help-drawer');
  await visible(drawer);
  await visible(drawer.getByTestId('help-context').getByTestId('help-item-classification-rules'));
  await visible(drawer.getByTestId('help-popular'));
  await shot(page, 'help-drawer-popular');

  await drawer.getByTestId('help-search').fill('near phrase');
  await visible(drawer.getByTestId('help-results').getByTestId('help-item-search-language'));
  await drawer.getByTestId('help-item-search-language').click();
  const article = drawer.getByTestId('help-article');
  await visible(article);
  expect(await article.textContent()).toContain('WHICH CONTAIN');
  expect(await drawer.getByTestId('help-article-link').getAttribute('href')).toBe('/help/search-language');
  await shot(page, 'help-drawer-article');

  await page.keyboard.press('Escape');
  await hidden(article);
  await page.keyboard.press('Escape');
  await hidden(drawer);
  await page.getByTestId('policy-classifications').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('F1');
  await visible(drawer);
  await page.keyboard.press('F1');
  await hidden(drawer);

  // A section's info icon opens the help on that section's articles, without leaving the page.
  await page.getByTestId('section-info-reports').click();
  await visible(drawer.getByTestId('help-context').getByTestId('help-item-reports'));
  expect(page.url()).toContain('/policy/classifications');
  await page.getByTestId('help-close').click();
  await hidden(drawer);

  // A tab's info icon opens the tab's article, without opening the tab.
  await page.getByTestId('tab-info-policy-sources').click();
  await visible(drawer.getByTestId('help-context').getByTestId('help-item-sources-and-policies'));
  expect(page.url()).toContain('/policy/classifications');
  await shot(page, 'help-drawer-tab-info');
  await page.getByTestId('help-close').click();
  await hidden(drawer);

  // The stable link reads without signing in.
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}/help/search-language`);
  await visible(visitor.getByTestId('help-page').getByRole('heading', { name: 'The search language' }));
  await shot(visitor, 'help-article-page');
  await visitor.close();
});

test("what's next: the collector without a source asks for one; the card stays minimised after a reload", async () => {
  await openInTree(page, [tree.root, tree.demo, tree.orgunit, tree.appagt!]);
  const card = page.getByTestId('whats-next');
  await visible(card);
  expect(await card.getAttribute('data-suggestion')).toBe('add-source');
  expect(await page.getByTestId('whats-next-header').textContent()).toBe('Add a source to scan');
  await shot(page, 'whats-next-card');
  await page.getByTestId('whats-next-button').click();
  await eventually(() => page.url().includes('/policy/sources'), 'the card did not open the sources');

  await page.getByTestId('whats-next-minimise').click();
  await visible(page.getByTestId('whats-next-expand'));
  expect(await page.evaluate(() => localStorage.getItem('suggestionsMinimised'))).toBe('true');
  await page.reload();
  await visible(page.getByTestId('whats-next-expand'));
  expect(await card.count()).toBe(0);
  await page.getByTestId('whats-next-expand').click();
  await visible(card);
});

test('licence upsell: a licence without OCR and reporting shows Upgrade and the five-item panel', async () => {
  const home = tree.root.objectId;
  const licence = await server.api.call<Licence>('GET', '/database/property', { objectId: home, propertyId: 'PID_LICENSE' });
  expect(await page.getByTestId('licence-upgrade').count()).toBe(0);
  await server.api.call('POST', '/database/property', {
    objectId: home,
    propertyId: 'PID_LICENSE',
    property: { ...licence, enableOCR: false, enableReporting: false },
  });
  await page.reload();
  await page.getByTestId('licence-upgrade').click();
  const panel = page.getByTestId('licence-upsell');
  await visible(panel);
  expect(await panel.getByRole('listitem').count()).toBe(5);
  expect(await page.getByTestId('licence-upsell-index').getAttribute('data-included')).toBe('false');
  expect(await page.getByTestId('licence-upsell-insight').getAttribute('data-included')).toBe('false');
  expect(await page.getByTestId('licence-upsell-classify').getAttribute('data-included')).toBe('true');
  // Addressed to FATHOM_SALES_EMAIL, which the platform serves through /config.
  expect(await page.getByTestId('licence-upsell-email').getAttribute('href')).toMatch(/^mailto:sales%40fathom\.example\?subject=/);
  await shot(page, 'licence-upsell');
});
