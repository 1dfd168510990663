/** Roles against the real server: create, rename, members, permissions inherited by members, and the deletion rules. */
import { PEOPLE_MESSAGES } from '@fathom/sdk/api/people';
import type { TreeObject } from '@fathom/sdk/api';
import { startServer, type Client, type TestServer } from './helpers';

let srv: TestServer;
let root: Client;
let home: TreeObject;
let org: TreeObject;
let unit: TreeObject;
let admin: Client;
let ria: TreeObject;

const user = (parentId: string, name: string, userId: string, extra: Record<string, unknown> = {}) => ({
  object: { parentId, name, classId: 'user' },
  options: { userId, password: 'Role#Pass12', activated: true, email: `${userId}@roles.test`, ...extra },
});
async function refusal(c: Client, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload: Record<string, unknown>) {
  const r = await c.call(method, path, payload);
  expect(r.body.status).toBe('error');
  return { status: r.status, ...(r.body as { error: { name: string; message: string } }).error };
}

beforeAll(async () => {
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  home = await root.get('/database/object', { objectId: 'HOME' });
  org = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Roles-Org', classId: 'client' } });
  unit = await root.post('/database/object', { object: { parentId: org.objectId, name: 'Unit', classId: 'orgunit' } });
  await root.post('/database/object', user(org.objectId, 'Rolf Admin', 'rolf'));
  admin = await srv.login('rolf', 'Role#Pass12');
  // Ria holds only 'get' on one unit of her own.
  ria = await admin.post('/database/object', user(unit.objectId, 'Ria Reader', 'ria', { permissions: ['get'] }));
});
afterAll(() => srv.close());

describe('roles', () => {
  let auditors: { objectId: string };

  it('creates, lists and renames roles; names are unique in the organisation', async () => {
    auditors = await admin.post('/administration/role', { parentId: org.objectId, name: 'Auditors' });
    expect(auditors).toMatchObject({ name: 'Auditors', members: [], grants: [] });
    const dup = await refusal(admin, 'POST', '/administration/role', { parentId: org.objectId, name: 'auditors' });
    expect(dup).toMatchObject({ status: 409, message: 'name: Field must be unique.' });
    expect((await refusal(admin, 'POST', '/administration/role', { parentId: org.objectId, name: 'A/B' })).message).toBe('Field must not contain $ \\ or /.');
    const other = await admin.post('/administration/role', { parentId: org.objectId, name: 'Others' });
    expect((await refusal(admin, 'PUT', '/administration/role', { objectId: other.objectId, name: 'AUDITORS' })).status).toBe(409);
    expect((await admin.put('/administration/role', { objectId: other.objectId, name: 'Helpers' })).name).toBe('Helpers');
    const names = (await admin.get('/administration/roles', { objectId: org.objectId })).map((r: { name: string }) => r.name);
    expect(names).toEqual(['Auditors', 'Helpers']);
  });

  it('gives members the permissions granted to the role, and takes them back when they leave', async () => {
    await admin.post('/database/property', {
      objectId: org.objectId,
      propertyId: 'PID_PERMISSIONS',
      property: {
        grants: [
          ...(await admin.get('/database/property', { objectId: org.objectId, propertyId: 'PID_PERMISSIONS' })).grants.map(
            (g: { trusteeId: string; codes: string[] }) => ({ trusteeId: g.trusteeId, codes: g.codes }),
          ),
          { trusteeId: auditors.objectId, codes: ['get', 'pol'] },
        ],
      },
    });
    const before = await srv.login('ria', 'Role#Pass12');
    expect((await before.get('/database/object', { objectId: unit.objectId })).permissions).toEqual(['get']);
    await admin.post('/database/property', { objectId: auditors.objectId, propertyId: 'PID_MEMBERS', property: { members: [ria.objectId] } });
    const after = await srv.login('ria', 'Role#Pass12');
    expect((await after.get('/database/object', { objectId: unit.objectId })).permissions).toEqual(['get', 'pol']);
    expect((await after.get('/database/property', { objectId: unit.objectId, propertyId: 'PID_EFFECTIVE' })).sources).toEqual(
      expect.arrayContaining([expect.objectContaining({ trusteeId: auditors.objectId, fromObjectId: org.objectId, codes: ['get', 'pol'] })]),
    );
    expect(await admin.get('/database/property', { objectId: ria.objectId, propertyId: 'PID_GROUPS' })).toEqual({
      groups: [{ objectId: auditors.objectId, name: 'Auditors' }],
    });
    const trustees = await admin.get('/database/property', { objectId: unit.objectId, propertyId: 'PID_TRUSTEES' });
    expect(trustees.trustees.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['Auditors', 'Ria Reader', 'Rolf Admin']));
    const users = await admin.get('/administration/users', { objectId: org.objectId, search: 'ria' });
    expect(users.users[0].roles).toEqual([{ objectId: auditors.objectId, name: 'Auditors' }]);
  });

  it('refuses to delete a role with users until they are removed', async () => {
    const e = await refusal(admin, 'DELETE', '/database/object', { objectId: auditors.objectId });
    expect(e).toMatchObject({ status: 409, message: PEOPLE_MESSAGES.roleHasUsers });
    await admin.post('/database/property', { objectId: ria.objectId, propertyId: 'PID_GROUPS', property: { groups: [] } });
    const left = await srv.login('ria', 'Role#Pass12');
    expect((await left.get('/database/object', { objectId: unit.objectId })).permissions).toEqual(['get']);
    await admin.del('/database/object', { objectId: auditors.objectId });
    expect((await admin.get('/administration/roles', { objectId: org.objectId })).map((r: { name: string }) => r.name)).toEqual(['Helpers']);
  });

  it("keeps a user's last permission: through a role or a grant", async () => {
    const solo = await admin.post('/database/object', user(org.objectId, 'Solo', 'solo', { permissions: ['get'] }));
    const crew = await admin.post('/administration/role', { parentId: org.objectId, name: 'Crew' });
    const grants = (await admin.get('/database/property', { objectId: org.objectId, propertyId: 'PID_PERMISSIONS' })).grants.map(
      (g: { trusteeId: string; codes: string[] }) => ({ trusteeId: g.trusteeId, codes: g.codes }),
    );
    await admin.post('/database/property', {
      objectId: org.objectId,
      propertyId: 'PID_PERMISSIONS',
      property: { grants: [...grants, { trusteeId: crew.objectId, codes: ['get'] }] },
    });
    await admin.post('/database/property', { objectId: crew.objectId, propertyId: 'PID_MEMBERS', property: { members: [solo.objectId] } });
    // With the role's grant, Solo's own grant may go; then the role's membership is Solo's last permission.
    const without = [...grants.filter((g: { trusteeId: string }) => g.trusteeId !== solo.objectId), { trusteeId: crew.objectId, codes: ['get'] }];
    await admin.post('/database/property', { objectId: org.objectId, propertyId: 'PID_PERMISSIONS', property: { grants: without } });
    const e = await refusal(admin, 'POST', '/database/property', { objectId: crew.objectId, propertyId: 'PID_MEMBERS', property: { members: [] } });
    expect(e.message).toBe(PEOPLE_MESSAGES.lastPermission);
    const g = await refusal(admin, 'POST', '/database/property', {
      objectId: org.objectId,
      propertyId: 'PID_PERMISSIONS',
      property: { grants: without.filter(x => x.trusteeId !== crew.objectId) },
    });
    expect(g.message).toBe(PEOPLE_MESSAGES.lastPermission);
    const none = await refusal(admin, 'POST', '/database/property', {
      objectId: org.objectId,
      propertyId: 'PID_PERMISSIONS',
      property: { grants: [...without.slice(0, -1), { trusteeId: crew.objectId, codes: [] }] },
    });
    expect(none.message).toMatch(/choose at least one permission/);
  });

  it('refuses without adm and across organisations', async () => {
    const reader = await srv.login('ria', 'Role#Pass12');
    expect(await refusal(reader, 'GET', '/administration/roles', { objectId: unit.objectId })).toMatchObject({ status: 403, name: 'NoPermission' });
    expect(await refusal(reader, 'POST', '/administration/role', { parentId: unit.objectId, name: 'Mine' })).toMatchObject({ status: 403 });
    const other = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Other-Roles', classId: 'client' } });
    const theirs = await root.post('/administration/role', { parentId: other.objectId, name: 'Theirs' });
    expect(await refusal(admin, 'GET', '/administration/roles', { objectId: other.objectId })).toMatchObject({ status: 403 });
    expect(await refusal(admin, 'PUT', '/administration/role', { objectId: theirs.objectId, name: 'Taken' })).toMatchObject({ status: 403 });
    expect(await refusal(admin, 'DELETE', '/database/object', { objectId: theirs.objectId })).toMatchObject({ status: 403 });
    const outsider = await refusal(root, 'POST', '/database/property', {
      objectId: theirs.objectId,
      propertyId: 'PID_MEMBERS',
      property: { members: [ria.objectId] },
    });
    expect(outsider.message).toMatch(/another organisation/);
  });
});
