import type { Licence, NodeInfo, SessionUser, TreeObject } from '@fathom/sdk/api';
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

describe('PID_UI', () => {
  it('is PropertyNotFound until set, then kept per user and node', async () => {
    const missing = await root.call('GET', '/database/property', { objectId: 'ME', propertyId: 'PID_UI' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { name: 'PropertyNotFound' } });
    await root.post('/database/property', { objectId: 'ME', propertyId: 'PID_UI', property: { licenseAccepted: true, drawerWidth: 320 } });
    expect(await root.get('/database/property', { objectId: 'ME', propertyId: 'PID_UI' })).toEqual({ licenseAccepted: true, drawerWidth: 320 });
    expect((await root.call('GET', '/database/property', { objectId: home.objectId, propertyId: 'PID_UI' })).status).toBe(404);
    const bad = await root.call('POST', '/database/property', { objectId: 'ME', propertyId: 'PID_UI', property: [1, 2] });
    expect(bad.body).toMatchObject({ error: { name: 'ValidationError' } });
  });
});

describe('PID_USERINFO', () => {
  it('describes the session user', async () => {
    const me: SessionUser = await root.get('/database/property', { objectId: 'HOME', propertyId: 'PID_USERINFO' });
    expect(me).toMatchObject({
      objectId: root.user.objectId,
      name: 'root',
      homeId: home.objectId,
      organization: 'Fathom',
      isActivated: true,
      isRoot: true,
      userId: 'root',
      provider: 'integrated',
      language: 'en',
    });
    expect(me.permissions).toHaveLength(9);
  });
});

describe('PID_NODEINFO', () => {
  it('gives class, path, counts by class, online state and creation time', async () => {
    const [demo] = (await root.get('/database/children', { parentId: home.objectId, options: { classIds: ['client'] } })).objects;
    const [unit] = (await root.get('/database/children', { parentId: demo.objectId })).objects;
    const [collector] = (await root.get('/database/children', { parentId: unit.objectId })).objects;
    const info: NodeInfo = await root.get('/database/property', { objectId: home.objectId, propertyId: 'PID_NODEINFO' });
    expect(info).toMatchObject({
      objectId: home.objectId,
      classId: 'root',
      name: 'Fathom',
      path: '/Fathom',
      childrenByClass: { client: 1, user: 1 },
      childrenCount: 2,
    });
    expect(info.createdAt).toBeLessThanOrEqual(Date.now());
    const c: NodeInfo = await root.get('/database/property', { objectId: collector.objectId, propertyId: 'PID_NODEINFO' });
    expect(c).toMatchObject({ classId: 'appagt', isOnline: true, path: `/Fathom/Demo/Head Office/${collector.name}` });
  });
});

describe('PID_LICENSE', () => {
  it('holds every flag on, unlimited aggregators and both long texts', async () => {
    const lic: Licence = await root.get('/database/property', { objectId: 'HOME', propertyId: 'PID_LICENSE', options: { infoLevel: 'full' } });
    expect(lic).toMatchObject({
      enableSign: true,
      enableIndex: true,
      enableClassification: true,
      enableOCR: true,
      enableAutomaticDataActions: true,
      enablePermissions: true,
      enableArtificialIntelligence: true,
      enableReporting: true,
      allowedAggregators: 0,
    });
    expect(lic.license.split('\n\n').length).toBeGreaterThanOrEqual(5);
    expect(lic.saasAgreement.split('\n\n').length).toBeGreaterThanOrEqual(5);
  });

  it('limits aggregators when the licence sets a number', async () => {
    const lic: Licence = await root.get('/database/property', { objectId: 'HOME', propertyId: 'PID_LICENSE' });
    await root.post('/database/property', { objectId: 'HOME', propertyId: 'PID_LICENSE', property: { ...lic, allowedAggregators: 1 } });
    const [demo] = (await root.get('/database/children', { parentId: home.objectId, options: { classIds: ['client'] } })).objects;
    const r = await root.call('POST', '/database/object', { object: { parentId: demo.objectId, name: 'One Too Many', classId: 'appagt' } });
    expect(r.status).toBe(409);
    await root.post('/database/property', { objectId: 'HOME', propertyId: 'PID_LICENSE', property: lic });
    expect((await root.post('/database/object', { object: { parentId: demo.objectId, name: 'Now Allowed', classId: 'appagt' } })).classId).toBe('appagt');
  });
});

describe('unknown properties', () => {
  it('answers PropertyNotFound for an id without a handler', async () => {
    const r = await root.call('GET', '/database/property', { objectId: 'HOME', propertyId: 'PID_NOTHING' });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ error: { name: 'PropertyNotFound' } });
  });
});
