import type { TreeObject } from '@fathom/sdk/api';
import { registerChildrenProvider, type ChildrenProvider } from '../../server/tree/providers';
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

async function clientWithAdmin(name: string) {
  const client = await root.post('/database/object', { object: { parentId: home.objectId, name, classId: 'client' } });
  const unit = await root.post('/database/object', { object: { parentId: client.objectId, name: `${name} Unit`, classId: 'orgunit' } });
  const collector = await root.post('/database/object', { object: { parentId: unit.objectId, name: `${name} Box`, classId: 'appagt' } });
  const userId = `admin-${name.toLowerCase()}`;
  await root.post('/database/object', {
    object: { parentId: client.objectId, name: `${name} Admin`, classId: 'user' },
    options: { userId, password: 'Admin#Pass1', activated: true, email: `${userId}@example.com` },
  });
  return { client, unit, collector, admin: await srv.login(userId, 'Admin#Pass1') };
}

describe('isolation between clients', () => {
  let a: Awaited<ReturnType<typeof clientWithAdmin>>;
  let b: Awaited<ReturnType<typeof clientWithAdmin>>;
  beforeAll(async () => {
    a = await clientWithAdmin('Acme');
    b = await clientWithAdmin('Bolt');
  });

  it("gives a client's admin every code on their home and nothing above it", async () => {
    expect(a.admin.user.homeId).toBe(a.client.objectId);
    expect(a.admin.user.permissions).toEqual(['add', 'del', 'upd', 'ctl', 'get', 'adm', 'pol', 'bll', 'act']);
    const unit = await a.admin.get('/database/object', { objectId: a.unit.objectId });
    expect(unit.permissions).toContain('del');
    const up = await a.admin.call('GET', '/database/object', { objectId: home.objectId });
    expect(up.status).toBe(403);
    expect(up.body).toMatchObject({ error: { name: 'NoPermission' } });
  });

  it.each([
    ['a', 'b'],
    ['b', 'a'],
  ] as const)('%s cannot read, list or change the objects of %s', async (me, them) => {
    const mine = me === 'a' ? a : b;
    const theirs = them === 'a' ? a : b;
    const attempts = [
      mine.admin.call('GET', '/database/object', { objectId: theirs.unit.objectId }),
      mine.admin.call('GET', '/database/children', { parentId: theirs.client.objectId }),
      mine.admin.call('PUT', '/database/object', { object: { objectId: theirs.unit.objectId, name: 'Taken' } }),
      mine.admin.call('DELETE', '/database/object', { objectId: theirs.unit.objectId }),
      mine.admin.call('POST', '/database/object', { object: { parentId: theirs.client.objectId, name: 'Intruder', classId: 'orgunit' } }),
      mine.admin.call('PUT', '/database/object', { object: { objectId: mine.unit.objectId, parentId: theirs.client.objectId } }),
      mine.admin.call('GET', '/database/property', { objectId: theirs.client.objectId, propertyId: 'PID_NODEINFO' }),
      mine.admin.call('POST', '/database/property', { objectId: theirs.client.objectId, propertyId: 'PID_PERMISSIONS', property: [] }),
    ];
    for (const r of await Promise.all(attempts)) {
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ status: 'error', error: { name: 'NoPermission' } });
    }
    expect((await root.get('/database/object', { objectId: theirs.unit.objectId })).name).toBe(theirs.unit.name);
  });

  it('lists only what lies inside the home subtree', async () => {
    const children = await a.admin.get('/database/children', { parentId: 'HOME' });
    expect(children.objects.map((o: TreeObject) => o.objectId)).toContain(a.unit.objectId);
    expect(children.objects.every((o: TreeObject) => o.parentId === a.client.objectId)).toBe(true);
  });
});

describe('grants', () => {
  it('limits a user to the codes granted, inherited down the tree', async () => {
    const client = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Grant Co', classId: 'client' } });
    const north = await root.post('/database/object', { object: { parentId: client.objectId, name: 'North', classId: 'orgunit' } });
    const deep = await root.post('/database/object', { object: { parentId: north.objectId, name: 'Deep', classId: 'orgunit' } });
    const south = await root.post('/database/object', { object: { parentId: client.objectId, name: 'South', classId: 'orgunit' } });
    const viewer = await root.post('/database/object', {
      object: { parentId: client.objectId, name: 'Viewer', classId: 'user' },
      options: { userId: 'viewer', password: 'View#Pass1', activated: true, email: 'viewer@example.com', permissions: ['get'] },
    });
    const v = await srv.login('viewer', 'View#Pass1');
    expect(v.user.permissions).toEqual(['get']);
    expect((await v.call('POST', '/database/object', { object: { parentId: north.objectId, name: 'X', classId: 'orgunit' } })).status).toBe(403);
    expect((await v.call('PUT', '/database/object', { object: { objectId: deep.objectId, name: 'Renamed' } })).status).toBe(403);

    await root.post('/database/property', {
      objectId: north.objectId,
      propertyId: 'PID_PERMISSIONS',
      property: [{ trusteeId: viewer.objectId, codes: ['upd'] }],
    });
    const v2 = await srv.login('viewer', 'View#Pass1');
    expect((await v2.get('/database/object', { objectId: deep.objectId })).permissions).toEqual(['upd', 'get']);
    expect((await v2.put('/database/object', { object: { objectId: deep.objectId, name: 'Renamed' } })).name).toBe('Renamed');
    expect((await v2.call('PUT', '/database/object', { object: { objectId: south.objectId, name: 'Nope' } })).status).toBe(403);

    const perms = await root.get('/database/property', { objectId: deep.objectId, propertyId: 'PID_PERMISSIONS' });
    expect(perms.grants).toEqual([]);
    expect(perms.inherited).toEqual(
      expect.arrayContaining([
        { trusteeId: viewer.objectId, trusteeName: 'Viewer', trusteeClass: 'user', codes: ['upd'], fromObjectId: north.objectId },
        { trusteeId: viewer.objectId, trusteeName: 'Viewer', trusteeClass: 'user', codes: ['get'], fromObjectId: client.objectId },
      ]),
    );
  });

  it('refuses empty grants, unknown codes and removing the last permission of a user', async () => {
    const client = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Rules Co', classId: 'client' } });
    const user = await root.post('/database/object', {
      object: { parentId: client.objectId, name: 'Only', classId: 'user' },
      options: { userId: 'only', password: 'Only#Pass1', activated: true, phone: '+1 202 555 0143' },
    });
    const set = (property: unknown) => root.call('POST', '/database/property', { objectId: client.objectId, propertyId: 'PID_PERMISSIONS', property });
    expect((await set([{ trusteeId: user.objectId, codes: [] }])).body).toMatchObject({
      error: { name: 'ValidationError', message: 'Grant 1: choose at least one permission.' },
    });
    expect((await set([{ trusteeId: user.objectId, codes: ['fly'] }])).body).toMatchObject({ error: { name: 'ValidationError' } });
    expect((await set([])).body).toMatchObject({ error: { name: 'ValidationError', message: 'The last permission of a user cannot be removed.' } });
    expect((await set([{ trusteeId: user.objectId, codes: ['get', 'adm'] }])).status).toBe(200);
  });

  it('never lets a creator grant more than they hold', async () => {
    const client = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Small Co', classId: 'client' } });
    await root.post('/database/object', {
      object: { parentId: client.objectId, name: 'Admin Lite', classId: 'user' },
      options: { userId: 'lite', password: 'Lite#Pass1', activated: true, email: 'lite@example.com', permissions: ['get', 'adm', 'add'] },
    });
    const lite = await srv.login('lite', 'Lite#Pass1');
    const made = await lite.post('/database/object', {
      object: { parentId: client.objectId, name: 'Made', classId: 'user' },
      options: { userId: 'made', password: 'Made#Pass1', activated: true, email: 'made@example.com' },
    });
    const grants = await root.get('/database/property', { objectId: client.objectId, propertyId: 'PID_PERMISSIONS' });
    expect(grants.grants.find((g: { trusteeId: string }) => g.trusteeId === made.objectId).codes).toEqual(['add', 'get', 'adm']);
  });
});

describe('index entries from a children provider', () => {
  // A provider standing in for the index: one directory 't1' under every collector node.
  const provider: ChildrenProvider = {
    name: 'test-index',
    ownsObjectId: id => /^t\d+$/.test(id),
    listsUnder: parent => parent.classId === 'appagt' || /^t\d+$/.test(parent.objectId),
    async getObject(id, ctx) {
      const owner = await ctx.store.db.selectFrom('objects').select('object_id').where('name', '=', 'Cross Box').executeTakeFirst();
      return id === 't1' && owner
        ? { object: { objectId: 't1', parentId: owner.object_id, name: 'share', classId: 'idxcontainer', tags: {} }, ownerNodeId: owner.object_id }
        : null;
    },
    async countChildren(parent) {
      return parent.classId === 'appagt' ? 1 : 0;
    },
    async listChildren(parent, q) {
      return parent.classId === 'appagt' && q.offset === 0 && q.limit > 0
        ? [{ objectId: 't1', parentId: parent.objectId, name: 'share', classId: 'idxcontainer', tags: {} }]
        : [];
    },
  };

  it('merges provider entries after tree nodes and applies cross-client access', async () => {
    registerChildrenProvider(provider);
    const x = await clientWithAdmin('Cross');
    const y = await clientWithAdmin('Other');
    await root.post('/database/object', { object: { parentId: x.collector.objectId, name: 'Worker One', classId: 'static_worker' } });
    const listing = await x.admin.get('/database/children', { parentId: x.collector.objectId });
    expect(listing.objectCount).toBe(2);
    expect(listing.objects.map((o: TreeObject) => o.name)).toEqual(['share', 'Worker One']);
    expect(listing.objects[0].permissions).toContain('ctl');
    const page2 = await x.admin.get('/database/children', { parentId: x.collector.objectId, options: { objectOffset: 1, objectLimit: 1 } });
    expect(page2.objects.map((o: TreeObject) => o.name)).toEqual(['Worker One']);

    expect((await y.admin.call('GET', '/database/object', { objectId: 't1' })).status).toBe(403);
    await x.admin.post('/database/property', { objectId: x.client.objectId, propertyId: 'PID_CLIENTCONFIG', property: { crossClientAccess: true } });
    const seen = await y.admin.get('/database/object', { objectId: 't1' });
    expect(seen).toMatchObject({ name: 'share', permissions: ['get'] });
    expect((await y.admin.call('GET', '/database/object', { objectId: x.collector.objectId })).status).toBe(403);
  });
});
