/** PID_DASHBOARD through the real server: default for a first-time user, stored per user and node, validated. */
import type { TreeObject } from '@fathom/sdk/api';
import { defaultDashboard, type Dashboard } from '@fathom/sdk/api/dashboard';
import { startServer, type Client, type TestServer } from './helpers';

let srv: TestServer;
let root: Client;
let home: TreeObject;

beforeAll(async () => {
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  home = await root.get('/database/object', { objectId: 'HOME' });
});
afterAll(() => srv.close());

describe('PID_DASHBOARD', () => {
  it('gives a first-time user the default dashboard', async () => {
    expect(await root.get('/database/property', { objectId: home.objectId, propertyId: 'PID_DASHBOARD' })).toEqual(defaultDashboard());
  });

  it("keeps each user's dashboard per node", async () => {
    const client = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Dash Org', classId: 'client' } });
    await root.post('/database/object', {
      object: { parentId: client.objectId, name: 'Dash Admin', classId: 'user' },
      options: { userId: 'dash-admin', password: 'DashAdmin#1', activated: true, email: 'dash@example.com' },
    });
    const other = await srv.login('dash-admin', 'DashAdmin#1');
    const mine: Dashboard = {
      config: { currency: 'euro' },
      tabs: [{ id: 'mine', title: 'Mine' }],
      widgets: [{ id: 'w1', title: 'Total', tabId: 'mine', widgetType: 'total-data', size: '4x2', position: { x: 0, y: 0 }, details: {} }],
    };
    await root.post('/database/property', { objectId: client.objectId, propertyId: 'PID_DASHBOARD', property: mine });
    expect(await root.get('/database/property', { objectId: client.objectId, propertyId: 'PID_DASHBOARD' })).toEqual(mine);
    expect(await other.get('/database/property', { objectId: client.objectId, propertyId: 'PID_DASHBOARD' })).toEqual(defaultDashboard());
    expect(await root.get('/database/property', { objectId: home.objectId, propertyId: 'PID_DASHBOARD' })).toEqual(defaultDashboard());
  });

  it('refuses a malformed dashboard with a named error', async () => {
    const bad = await root.call('POST', '/database/property', {
      objectId: home.objectId,
      propertyId: 'PID_DASHBOARD',
      property: { tabs: [], widgets: [{ id: 'w', tabId: 'gone', widgetType: 'esg', size: '4x2', position: { x: 0, y: 0 } }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 'error', error: { name: 'ValidationError', message: 'Widget w is on a tab that does not exist.' } });
  });
});
