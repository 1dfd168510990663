/**
 * Administration › Billing: a real folder scanned into the Demo client's collector shows up as one row for Demo
 * and the current month whose figures are the files on disk; the month range filters; callers without adm or
 * bll, and nodes other than the platform, are refused.
 */
import { BILLING_MESSAGES, BILLING_PATH, type BillingResponse } from '@fathom/sdk/api/billing';
import type { TreeObject } from '@fathom/sdk/api';
import type { Client } from './helpers';
import { CARD, startScannedServer, stopScannedServer, type ScannedServer } from './search-fixture';

jest.setTimeout(120000);
let s: ScannedServer;
let home: TreeObject;

const thisMonth = new Date().toISOString().slice(0, 7);
const user = (parentId: string, name: string, userId: string, permissions: string[]) => ({
  object: { parentId, name, classId: 'user' },
  options: { userId, password: 'Bill#Pass123', activated: true, email: `${userId}@platform.test`, permissions },
});
async function refusal(c: Client, payload: Record<string, unknown>) {
  const r = await c.call('GET', BILLING_PATH, payload);
  return { status: r.status, ...(r.body as any).error };
}

describe('billing', () => {
  beforeAll(async () => {
    s = await startScannedServer('fathom-billing-');
    home = await s.root.get('/database/object', { objectId: 'HOME' });
  });
  afterAll(() => stopScannedServer(s?.srv, s?.dir));

  test('one row per client and month whose files, bytes, collectors and classified files are the files on disk', async () => {
    const { rows } = await s.root.get<BillingResponse>(BILLING_PATH, { objectId: 'HOME' });
    const demo = rows.filter(r => r.clientName === 'Demo');
    expect(demo).toHaveLength(1);
    const cards = s.files.filter(f => f.text.includes(CARD)).length;
    expect(demo[0]).toMatchObject({
      clientId: expect.any(String),
      month: thisMonth,
      files: s.files.length,
      bytes: s.files.reduce((a, f) => a + f.size, 0),
      collectors: 1,
    });
    expect(demo[0].classifiedFiles).toBeGreaterThanOrEqual(cards);
    expect(demo[0].classifiedFiles).toBeLessThan(s.files.length);
  });

  test('the month range keeps the months asked for', async () => {
    const same = await s.root.get<BillingResponse>(BILLING_PATH, { objectId: home.objectId, from: thisMonth, to: thisMonth });
    expect(same.rows.map(r => r.month)).toEqual([thisMonth]);
    const past = await s.root.get<BillingResponse>(BILLING_PATH, { objectId: home.objectId, from: '2001-01', to: '2001-12' });
    expect(past.rows).toEqual([]);
    expect(await refusal(s.root, { objectId: home.objectId, from: '2024-13' })).toMatchObject({ name: 'ValidationError' });
    expect(await refusal(s.root, { objectId: home.objectId, from: '2024-05', to: '2024-04' })).toMatchObject({
      message: expect.stringContaining(BILLING_MESSAGES.range),
    });
  });

  test('refused without bll, without adm, and on a node that is not the platform', async () => {
    await s.root.post('/database/object', user(home.objectId, 'Ann Admin', 'ann', ['get', 'adm']));
    await s.root.post('/database/object', user(home.objectId, 'Bill Biller', 'bill', ['get', 'bll']));
    const ann = await s.srv.login('ann', 'Bill#Pass123');
    const bill = await s.srv.login('bill', 'Bill#Pass123');
    for (const c of [ann, bill])
      expect(await refusal(c, { objectId: home.objectId })).toMatchObject({ status: 403, name: 'NoPermission', message: BILLING_MESSAGES.needsBilling });
    await s.root.post('/database/object', user(home.objectId, 'Cat Both', 'cat', ['get', 'adm', 'bll']));
    const cat = await s.srv.login('cat', 'Bill#Pass123');
    expect((await cat.get<BillingResponse>(BILLING_PATH, { objectId: home.objectId })).rows.some(r => r.clientName === 'Demo')).toBe(true);
    expect(await refusal(s.root, { objectId: s.collector.objectId })).toMatchObject({ name: 'ValidationError', message: BILLING_MESSAGES.platformOnly });
  });
});
