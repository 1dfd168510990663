import { defaultDashboard } from '@fathom/sdk/api/dashboard';
import { ApiError } from '@fathom/sdk/api';
import { Properties, type PropertyValues } from '@fathom/sdk/server';
import { contributionsOf } from '@fathom/sdk/testing';
import dashboardPlugin from '.';
import { dashboardHandler } from './dashboard';

/** The core's property table as plugins see it, kept in memory. */
let values: Map<string, unknown>;
const properties: PropertyValues = {
  read: async (objectId, propertyId, ownerId = '') => values.get(`${objectId}/${propertyId}/${ownerId}`) as any,
  write: async (objectId, propertyId, value, ownerId = '') => {
    values.set(`${objectId}/${propertyId}/${ownerId}`, JSON.parse(JSON.stringify(value)));
  },
};
beforeEach(() => {
  values = new Map();
});

function ctx(userObjectId: string, objectId = 'node-1', welcomeUrl?: string): any {
  return { platform: { properties, publicSettings: { current: () => ({ welcomeUrl }) } }, session: { userObjectId }, objectId, codes: ['get'], options: {} };
}

describe('PID_DASHBOARD handler', () => {
  it('is the handler the dashboard plugin contributes for PID_DASHBOARD, per user, needing get', () => {
    expect(contributionsOf(dashboardPlugin as any, Properties).find(h => h.propertyId === 'PID_DASHBOARD')).toBe(dashboardHandler);
    expect(dashboardHandler).toMatchObject({ perUser: true, readNeeds: [['get']], writeNeeds: [['get']] });
  });
  it('gives a first-time user the default dashboard, the welcome variant when a welcome address is set', async () => {
    expect(await dashboardHandler.get!(ctx('u1'))).toEqual(defaultDashboard());
    const welcome = (await dashboardHandler.get!(ctx('u1', 'node-1', 'https://example.org/w'))) as any;
    expect(welcome.tabs[0].id).toBe('welcome');
  });
  it('stores per user and node', async () => {
    const mine = { ...defaultDashboard(), tabs: [{ id: 'mine', title: 'Mine' }], widgets: [] };
    await dashboardHandler.set!(ctx('u1'), mine);
    expect(await dashboardHandler.get!(ctx('u1'))).toEqual(mine);
    expect(await dashboardHandler.get!(ctx('u2'))).toEqual(defaultDashboard());
    expect(await dashboardHandler.get!(ctx('u1', 'node-2'))).toEqual(defaultDashboard());
  });
  it('stores the normal form (tab_id becomes tabId)', async () => {
    await dashboardHandler.set!(ctx('u1'), {
      config: {},
      tabs: [{ id: 't', title: 'T' }],
      widgets: [{ id: 'w', tab_id: 't', title: 'W', widgetType: 'total-data', size: '4x2', position: { x: 0, y: 0 } }],
    });
    const got = (await dashboardHandler.get!(ctx('u1'))) as any;
    expect(got.widgets[0]).toEqual({ id: 'w', tabId: 't', title: 'W', widgetType: 'total-data', size: '4x2', position: { x: 0, y: 0 }, details: {} });
  });
  it('refuses a malformed dashboard with a named validation error', async () => {
    const err = (await dashboardHandler.set!(ctx('u1'), {
      tabs: [],
      widgets: [{ id: 'w', tabId: 'nope', widgetType: 'x', size: '4x2', position: { x: 0, y: 0 } }],
    }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.errorName).toBe('ValidationError');
    expect(err.message).toBe('Widget w is on a tab that does not exist.');
    await expect(dashboardHandler.set!(ctx('u1'), 'nope')).rejects.toMatchObject({ errorName: 'ValidationError' });
  });
});
