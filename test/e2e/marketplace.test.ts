/**
 * Marketplace subscription in a real browser against the real server and a marketplace HTTP server started here:
 * the landing page resolves the token and goes on to /msmp-authenticated; a pending subscription chooses its plan,
 * sets up its organisation (name rules and note shown), confirms and is activated; a failed activation shows the
 * fatal step and Try again returns to plan selection; an active subscription changes plan.
 */
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@fathom/sdk/api';
import { startFakeMarketplace, type FakeMarketplace } from '../api/fake-marketplace';
import { launchBrowser, shot, startFathom, useE2eTimeouts, visible, type Fathom } from './helpers';

useE2eTimeouts();

let market: FakeMarketplace;
let server: Fathom;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  market = await startFakeMarketplace();
  market.tokens.set('buy-1', {
    id: 'sub-e2e',
    name: 'Fathom for Globex',
    planId: 'pro',
    status: 'PendingFulfillmentStart',
    email: 'ops@globex.test',
    firstName: 'Hank',
  });
  server = await startFathom({ env: { FATHOM_MARKETPLACE_URL: market.url } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await market?.close();
});
beforeEach(async () => {
  page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
});
afterEach(async () => {
  await page?.context().close();
});

const stepOf = (p: Page) => p.getByTestId('msmp-page').getAttribute('data-step');

test('a pending subscription lands, chooses its plan, sets up its organisation and is activated', async () => {
  await page.goto(`${server.url}/msmp-landing?token=buy-1`);
  // The landing page sends the browser on with the state merged into the marketplace's query.
  await page.waitForURL(u => u.pathname === '/msmp-authenticated');
  const query = new URL(page.url()).searchParams;
  expect(query.get('token')).toBe('buy-1');
  expect(query.get('subscription')).toBe('Fathom for Globex');

  // Pending: only the subscription's own plan is listed.
  await visible(page.getByTestId('msmp-plan-pro'));
  expect(await page.getByTestId('msmp-plan-basic').count()).toBe(0);
  await visible(page.getByText('Welcome, Hank. Fathom for Globex · through Northwind Partners'));
  await shot(page, 'msmp-select-plan');
  await page.getByRole('button', { name: 'Next' }).click();

  // Client setup, with its rules.
  expect(await stepOf(page)).toBe('3');
  const name = page.getByLabel('Organisation name');
  expect(await page.getByLabel('Administrator e-mail').inputValue()).toBe('ops@globex.test');
  await name.fill('Ab');
  await page.getByRole('button', { name: 'Next' }).click();
  await visible(page.getByText(MESSAGES.min(5)));
  expect(await stepOf(page)).toBe('3');
  await name.fill('Globex & Co');
  await visible(page.getByTestId('msmp-name-note'));
  await shot(page, 'msmp-client-setup');
  await name.fill('Globex');
  expect(await page.getByTestId('msmp-name-note').count()).toBe(0);
  await page.getByRole('button', { name: 'Next' }).click();

  // Confirm; back returns to client setup while pending.
  await visible(page.getByTestId('msmp-confirm'));
  await page.getByRole('button', { name: 'Back' }).click();
  expect(await stepOf(page)).toBe('3');
  await page.getByRole('button', { name: 'Next' }).click();
  await visible(page.getByTestId('msmp-confirm'));
  await shot(page, 'msmp-confirm');

  // The marketplace fails: the fatal step, and Try again returns to plan selection.
  market.failFulfilment = 503;
  await page.getByRole('button', { name: 'Activate subscription' }).click();
  await visible(page.getByTestId('msmp-error'));
  expect(await page.getByTestId('msmp-error').textContent()).toContain('MarketplaceUnavailable');
  await shot(page, 'msmp-fatal');
  market.failFulfilment = null;
  await page.getByRole('button', { name: 'Try again' }).click();
  expect(await stepOf(page)).toBe('2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Activate subscription' }).click();
  // The organisation was set up by the first attempt; now the marketplace starts the subscription.
  await visible(page.getByTestId('msmp-activated'));
  expect(await page.getByTestId('msmp-activated').getAttribute('data-disposition')).toBe('activated');
  expect(market.tokens.get('buy-1')!.status).toBe('Subscribed');
  await shot(page, 'msmp-activated');
  const clients = await server.api.call<{ clients: { name: string }[] }>('GET', '/database/searchClients', { search: 'Globex' });
  expect(clients.clients.map(c => c.name)).toEqual(['Globex']);
});

test('an active subscription changes plan; a token the marketplace refuses ends on the fatal step', async () => {
  await page.goto(`${server.url}/msmp-authenticated?token=buy-1`);
  await visible(page.getByTestId('msmp-plan-basic'));
  await page.getByTestId('msmp-plan-basic').click();
  await page.getByRole('button', { name: 'Next' }).click();
  // Not pending: straight to confirm, and back goes to plan selection.
  await visible(page.getByTestId('msmp-confirm'));
  await page.getByRole('button', { name: 'Back' }).click();
  expect(await stepOf(page)).toBe('2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Change plan' }).click();
  await visible(page.getByTestId('msmp-activated'));
  expect(await page.getByTestId('msmp-activated').getAttribute('data-disposition')).toBe('changed');
  expect(await page.getByTestId('msmp-activated').textContent()).toContain('Subscription changes may take about 30 minutes.');
  expect(market.tokens.get('buy-1')!.planId).toBe('basic');

  await page.goto(`${server.url}/msmp-landing?token=unknown`);
  await visible(page.getByTestId('msmp-landing-error'));
  expect(await page.getByTestId('msmp-landing-error').textContent()).toContain('MarketplaceTokenRefused');
  await shot(page, 'msmp-landing-error');
});
