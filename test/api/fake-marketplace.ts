/**
 * A small marketplace HTTP server for tests, speaking the fulfilment contract of plugins/access/marketplace/server
 * (resolve a token, list plans, activate, change plan). Subscriptions are kept in memory; every call is recorded.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MarketplacePlan, MarketplaceStatus } from '@fathom/sdk/api';

export interface FakeSubscription {
  id: string;
  name: string;
  planId: string;
  status: MarketplaceStatus;
  email: string;
  firstName?: string;
}
export interface FakeMarketplace {
  url: string;
  /** token → subscription */
  tokens: Map<string, FakeSubscription>;
  plans: MarketplacePlan[];
  calls: { method: string; path: string; body: unknown }[];
  /** Answer activate / plan calls with this HTTP status instead (e.g. 500), until cleared. */
  failFulfilment: number | null;
  close(): Promise<void>;
}

export const FAKE_PLANS: MarketplacePlan[] = [
  { planId: 'basic', name: 'Basic', includes: ['Discovery of 5 sources'], additional: ['Extra sources'], notes: ['Billed monthly'], cost: { P1M: '100 USD' } },
  {
    planId: 'pro',
    name: 'Professional',
    includes: ['Discovery of 50 sources', 'Policies'],
    additional: [],
    notes: [],
    cost: { P1M: '400 USD', P1Y: '4000 USD' },
  },
];

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeMarketplace(): Promise<FakeMarketplace> {
  const fake: FakeMarketplace = { url: '', tokens: new Map(), plans: FAKE_PLANS, calls: [], failFulfilment: null, close: async () => undefined };
  const byId = (id: string) => [...fake.tokens.values()].find(s => s.id === id);
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const path = (req.url ?? '').split('?')[0];
      fake.calls.push({ method: req.method ?? '', path, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'POST' && path === '/resolve') {
        const s = fake.tokens.get(String(body.token));
        if (!s) return send(404, { error: 'unknown token' });
        return send(200, {
          subscription: {
            id: s.id,
            name: s.name,
            planId: s.planId,
            saasSubscriptionStatus: s.status,
            term: { termUnit: 'P1M' },
            beneficiary: { emailId: s.email },
          },
          partnerName: 'Northwind Partners',
          ...(s.firstName ? { firstName: s.firstName } : {}),
        });
      }
      const m = /^\/subscriptions\/([^/]+)\/(plans|activate|plan)$/.exec(path);
      const s = m ? byId(decodeURIComponent(m[1])) : undefined;
      if (!m || !s) return send(404, { error: 'not found' });
      if (m[2] === 'plans' && req.method === 'GET') return send(200, { plans: fake.plans });
      if (req.method !== 'POST') return send(405, { error: 'method' });
      if (fake.failFulfilment) return send(fake.failFulfilment, { error: 'failed' });
      if (m[2] === 'activate') {
        if (s.status !== 'PendingFulfillmentStart') return send(409, { error: 'not pending' });
        s.status = 'Subscribed';
      }
      s.planId = String(body.planId);
      return send(200, {});
    })().catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>(resolve => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return fake;
}
