/**
 * Marketplace subscription (spec 000 §3, §4, §5) against a marketplace HTTP server started here: the landing page's
 * info, the context a token resolves to, and activation, which sets up the subscriber's organisation and its invited
 * administrator with the organisation-name rules, changes a plan, survives a failed marketplace call, and refuses
 * bad tokens, bad input and suspended subscriptions with named errors.
 */
import { MARKETPLACE_PATHS, type MarketplaceActivationResult, type MarketplaceContext, type MarketplaceInfo } from '@fathom/sdk/api';
import { ORGANISATION_NAME_NOTE, PEOPLE_PATHS, type UserListResponse } from '@fathom/sdk/api/people';
import { call, startServer, type Client, type TestServer } from './helpers';
import { startFakeMarketplace, type FakeMarketplace } from './fake-marketplace';
import { linkIn, startSmtpCapture } from './smtp-capture';

let market: FakeMarketplace;
let srv: TestServer;
let root: Client;

beforeAll(async () => {
  market = await startFakeMarketplace();
  srv = await startServer({ env: { FATHOM_MARKETPLACE_URL: `${market.url}/` } });
  root = await srv.login('root', srv.rootPassword);
  const home = await root.get('/database/object', { objectId: 'HOME' });
  await root.post('/database/object', { object: { parentId: home.objectId, name: 'Acme-Ltd', classId: 'client' } });
});
afterAll(async () => {
  await srv?.close();
  await market?.close();
});

const get = <T>(path: string, q: Record<string, unknown>) => call<T>(srv.url, 'GET', path, q);
const post = <T>(path: string, b: Record<string, unknown>) => call<T>(srv.url, 'POST', path, b);
const activate = (b: Record<string, unknown>) => post<MarketplaceActivationResult>(MARKETPLACE_PATHS.activate, b);
function errorOf(r: { status: number; body: unknown }): { status: number; name: string; message: string } {
  const body = r.body as { status: string; error?: { name: string; message: string } };
  expect(body.status).not.toBe('OK');
  return { status: r.status, name: body.error!.name, message: body.error!.message };
}
function dataOf<T>(r: { status: number; body: unknown }): T {
  const body = r.body as { status: string; data: T; error?: unknown };
  if (body.status !== 'OK') throw new Error(`${r.status} ${JSON.stringify(body.error)}`);
  return body.data;
}

function subscribe(token: string, id: string, status: 'PendingFulfillmentStart' | 'Subscribed' | 'Suspended' = 'PendingFulfillmentStart') {
  market.tokens.set(token, { id, name: `Fathom for ${id}`, planId: 'basic', status, email: `${id}@buyer.test`, firstName: 'Pat' });
}

describe('landing and authentication', () => {
  it('resolves the token for the landing page and the context for the steps', async () => {
    subscribe('tok-1', 'sub-1');
    const info = dataOf<MarketplaceInfo>(await get(MARKETPLACE_PATHS.info, { token: 'tok-1' }));
    expect(info).toEqual({ state: { subscription: 'Fathom for sub-1' }, client_url: '/msmp-authenticated' });
    const ctx = dataOf<MarketplaceContext>(await get(MARKETPLACE_PATHS.authenticate, { token: 'tok-1' }));
    expect(ctx.subscription).toEqual({
      name: 'Fathom for sub-1',
      planId: 'basic',
      saasSubscriptionStatus: 'PendingFulfillmentStart',
      term: { termUnit: 'P1M' },
      beneficiary: { emailId: 'sub-1@buyer.test' },
    });
    expect(ctx.plans.map(p => p.planId)).toEqual(['basic', 'pro']);
    expect(ctx.plans[1].cost).toEqual({ P1M: '400 USD', P1Y: '4000 USD' });
    expect(ctx).toMatchObject({ partnerName: 'Northwind Partners', firstName: 'Pat' });
    expect(market.calls.filter(c => c.path === '/resolve').map(c => c.body)).toContainEqual({ token: 'tok-1' });
  });

  it('refuses a token the marketplace does not know, and a missing one', async () => {
    expect(errorOf(await get(MARKETPLACE_PATHS.info, { token: 'nope' }))).toMatchObject({ status: 400, name: 'MarketplaceTokenRefused' });
    expect(errorOf(await get(MARKETPLACE_PATHS.authenticate, { token: 'nope' }))).toMatchObject({ name: 'MarketplaceTokenRefused' });
    expect(errorOf(await get(MARKETPLACE_PATHS.info, {}))).toMatchObject({ status: 400, name: 'ValidationError' });
  });
});

describe('activation of a pending subscription', () => {
  it('applies the client-setup and organisation-name rules', async () => {
    subscribe('tok-2', 'sub-2');
    const base = { token: 'tok-2', planId: 'basic', clientEmail: 'owner@buyer.test' };
    expect(errorOf(await activate({ ...base, clientName: 'Ab' }))).toMatchObject({ name: 'ValidationError', message: expect.stringContaining('clientName') });
    expect(errorOf(await activate({ ...base, clientName: '   ' }))).toMatchObject({ name: 'ValidationError' });
    expect(errorOf(await activate({ ...base, clientName: 'Big Corp & Co!' }))).toMatchObject({
      name: 'ValidationError',
      message: `clientName: ${ORGANISATION_NAME_NOTE}`,
    });
    expect(errorOf(await activate({ ...base, clientName: 'acme-ltd' }))).toMatchObject({
      status: 409,
      name: 'Conflict',
      message: expect.stringContaining('clientName'),
    });
    expect(errorOf(await activate({ ...base, clientName: 'Buyer-Co', clientEmail: 'not-an-address' }))).toMatchObject({
      name: 'ValidationError',
      message: expect.stringContaining('clientEmail'),
    });
    expect(errorOf(await activate({ ...base, clientName: 'Buyer-Co', planId: 'gold' }))).toMatchObject({
      name: 'ValidationError',
      message: expect.stringContaining('planId'),
    });
    // A new subscription starts on the plan it was bought with.
    expect(errorOf(await activate({ ...base, clientName: 'Buyer-Co', planId: 'pro' }))).toMatchObject({ name: 'ValidationError' });
    // Nothing was made and the marketplace was not asked to activate.
    expect((await root.get('/database/searchClients', { search: 'Buyer' })).clients).toHaveLength(0);
    expect(market.calls.some(c => c.path === '/subscriptions/sub-2/activate')).toBe(false);
  });

  it('sets up the organisation with its invited administrator and default role, then starts the subscription', async () => {
    const r = dataOf<MarketplaceActivationResult>(
      await activate({ token: 'tok-2', planId: 'basic', clientName: ' Buyer-Co ', clientEmail: 'owner@buyer.test' }),
    );
    // No mail is set up on this platform: the invitation waits for the platform's administrators.
    expect(r).toEqual({ disposition: 'pending', email: 'owner@buyer.test' });
    expect(market.calls.filter(c => c.path === '/subscriptions/sub-2/activate').map(c => c.body)).toEqual([{ planId: 'basic' }]);
    expect(market.tokens.get('tok-2')!.status).toBe('Subscribed');

    const search = await root.get('/database/searchClients', { search: 'Buyer-Co' });
    expect(search.clients).toHaveLength(1);
    const clientId = search.clients[0].objectId as string;
    const users = await root.get<UserListResponse>(PEOPLE_PATHS.users, { objectId: clientId });
    expect(users.users).toHaveLength(1);
    expect(users.users[0]).toMatchObject({ name: 'Pat', email: 'owner@buyer.test', isActivated: false, isInvited: true, homeId: clientId });
    expect(users.users[0].roles.map(r => r.name)).toEqual(['admin']);

    // The same token once more: the subscription is now active on that plan.
    expect(dataOf(await activate({ token: 'tok-2', planId: 'basic' }))).toEqual({ disposition: 'nochange', uri: '/login' });
  });

  it('changes the plan of an active subscription', async () => {
    expect(dataOf(await activate({ token: 'tok-2', planId: 'pro' }))).toEqual({ disposition: 'changed', uri: '/login' });
    expect(market.calls.filter(c => c.path === '/subscriptions/sub-2/plan').map(c => c.body)).toEqual([{ planId: 'pro' }]);
    expect(market.tokens.get('tok-2')!.planId).toBe('pro');
  });

  it('keeps the organisation when the marketplace fails, and only activates on trying again', async () => {
    subscribe('tok-3', 'sub-3');
    market.failFulfilment = 500;
    expect(errorOf(await activate({ token: 'tok-3', planId: 'basic', clientName: 'Third-Co', clientEmail: 'third@buyer.test' }))).toMatchObject({
      status: 502,
      name: 'MarketplaceUnavailable',
    });
    market.failFulfilment = null;
    expect(dataOf(await activate({ token: 'tok-3', planId: 'basic', clientName: 'Third-Co', clientEmail: 'third@buyer.test' }))).toEqual({
      disposition: 'activated',
      uri: '/login',
    });
    expect((await root.get('/database/searchClients', { search: 'Third-Co' })).clients).toHaveLength(1);
  });
  it('sets up one organisation when two activations of one subscription run at once', async () => {
    subscribe('tok-c1', 'sub-c1');
    const body = { token: 'tok-c1', planId: 'basic', clientEmail: 'four@buyer.test' };
    const both = await Promise.all([activate({ ...body, clientName: 'Four-Co' }), activate({ ...body, clientName: 'Four-Co-Again' })]);
    // One sets the subscription up; the other is refused while it does (409), or, landing after it, finds it set up.
    const pending = both.filter(r => (r.body as { status: string; data?: MarketplaceActivationResult }).data?.disposition === 'pending');
    expect(pending).toHaveLength(1);
    expect(both.filter(r => r !== pending[0]).map(r => r.status)).not.toContain(500);
    // The refused one made nothing: one organisation in all.
    const made = [...(await root.get('/database/searchClients', { search: 'Four-Co' })).clients];
    expect(made).toHaveLength(1);
  });

  it('lets a subscriber try again when the organisation could not be made', async () => {
    subscribe('tok-c2', 'sub-c2');
    // Taken by an existing organisation: refused, and the claim is let go.
    expect(errorOf(await activate({ token: 'tok-c2', planId: 'basic', clientName: 'Acme-Ltd', clientEmail: 'five@buyer.test' }))).toMatchObject({
      status: 409,
    });
    expect(dataOf(await activate({ token: 'tok-c2', planId: 'basic', clientName: 'Fifth-Co', clientEmail: 'five@buyer.test' }))).toEqual({
      disposition: 'pending',
      email: 'five@buyer.test',
    });
  });
});

describe('refusals', () => {
  it('refuses a suspended subscription and a subscription set up elsewhere', async () => {
    subscribe('tok-4', 'sub-4', 'Suspended');
    expect(errorOf(await activate({ token: 'tok-4', planId: 'basic' }))).toMatchObject({ status: 409, name: 'SubscriptionNotActive' });
    subscribe('tok-5', 'sub-5', 'Subscribed');
    expect(errorOf(await activate({ token: 'tok-5', planId: 'pro' }))).toMatchObject({ status: 404, name: 'ObjectNotFound' });
  });

  it('says when no marketplace is set up', async () => {
    const bare = await startServer();
    try {
      const r = await call(bare.url, 'GET', MARKETPLACE_PATHS.info, { token: 'tok-1' });
      expect(errorOf(r)).toMatchObject({ status: 503, name: 'MarketplaceNotConfigured' });
    } finally {
      await bare.close();
    }
  });
});

describe('with mail set up', () => {
  it("mails the invitation of the new organisation's administrator", async () => {
    const smtp = await startSmtpCapture();
    const mailing = await startServer({ env: { FATHOM_MARKETPLACE_URL: market.url, FATHOM_SMTP_URL: smtp.url } });
    try {
      subscribe('tok-6', 'sub-6');
      const r = await call<MarketplaceActivationResult>(mailing.url, 'POST', MARKETPLACE_PATHS.activate, {
        token: 'tok-6',
        planId: 'basic',
        clientName: 'Mailed-Co',
        clientEmail: 'boss@mailed.test',
      });
      expect(dataOf(r)).toEqual({ disposition: 'email', email: 'boss@mailed.test' });
      const mail = await smtp.next(m => m.to === 'boss@mailed.test');
      expect(linkIn(mail, '/activate?activationCode=').searchParams.get('activationCode')).toMatch(/^U/);
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });
});
