/** Organisations against the real server: add one with its first administrator, the name rules, client search, configuration. */
import { ORGANISATION_NAME_NOTE } from '@fathom/sdk/api/people';
import type { TreeObject } from '@fathom/sdk/api';
import { startServer, type Client, type TestServer } from './helpers';

let srv: TestServer;
let root: Client;
let home: TreeObject;

const adminOf = (userId: string, extra: Record<string, unknown> = {}) => ({
  name: `${userId} Admin`,
  activated: true,
  userId,
  password: 'Org#Pass123',
  email: `${userId}@org.test`,
  ...extra,
});
async function refusal(c: Client, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload: Record<string, unknown>) {
  const r = await c.call(method, path, payload);
  expect(r.body.status).toBe('error');
  return { status: r.status, ...(r.body as { error: { name: string; message: string } }).error };
}
const clientNames = async () =>
  (await root.get('/database/children', { parentId: home.objectId, options: { classIds: ['client'] } })).objects.map((o: TreeObject) => o.name);

beforeAll(async () => {
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  home = await root.get('/database/object', { objectId: 'HOME' });
});
afterAll(() => srv.close());

describe('add organisation', () => {
  it('adds a client with its first administrator in the default role, who sees only their organisation', async () => {
    const r = await root.post('/administration/organisation', { parentId: home.objectId, name: 'Acme-Corp', admin: adminOf('acme-admin') });
    expect(r.client).toMatchObject({ name: 'Acme-Corp', classId: 'client', parentId: home.objectId });
    expect(r.admin).toMatchObject({ userId: 'acme-admin', isActivated: true, homeId: r.client.objectId, roles: [{ name: 'admin' }] });
    expect(r.role).toMatchObject({ name: 'admin', members: [{ userId: 'acme-admin' }], grants: [{ objectId: r.client.objectId }] });
    const admin = await srv.login('acme-admin', 'Org#Pass123');
    expect(admin.user.homeId).toBe(r.client.objectId);
    expect(admin.user.permissions).toContain('adm');
    expect((await admin.call('GET', '/database/object', { objectId: home.objectId })).status).toBe(403);
    expect((await admin.get('/administration/users', { objectId: 'HOME' })).users.map((u: { userId: string }) => u.userId)).toEqual(['acme-admin']);
  });

  it.each([
    ['Ab', 'name: Field must be at least 5 characters.'],
    ['Acme', 'name: Field must be at least 5 characters.'],
    ['Big Corp & Co!', ORGANISATION_NAME_NOTE],
    ['x'.repeat(33), 'name: Field must be at most 32 characters.'],
    ['   ', 'name: Field is required.'],
  ])('refuses the name %j', async (name, message) => {
    const e = await refusal(root, 'POST', '/administration/organisation', { parentId: home.objectId, name, admin: adminOf('never') });
    expect(e).toMatchObject({ status: 400, name: 'ValidationError' });
    expect(e.message.replace(/^name: /, '')).toBe(message.replace(/^name: /, ''));
  });

  it('refuses a name already taken, whatever its case, and leaves nothing behind', async () => {
    await root.post('/administration/organisation', { parentId: home.objectId, name: 'Twice-Org', admin: adminOf('twice1') });
    for (const name of ['Twice-Org', 'TWICE-org']) {
      const e = await refusal(root, 'POST', '/administration/organisation', { parentId: home.objectId, name, admin: adminOf('twice2') });
      expect(e).toMatchObject({ status: 409, message: 'name: Field must be unique.' });
    }
    expect((await clientNames()).filter((n: string) => n.toLowerCase() === 'twice-org')).toHaveLength(1);
  });

  it('refuses a bad first administrator and adds no organisation; an invited one is created inactive', async () => {
    const e = await refusal(root, 'POST', '/administration/organisation', {
      parentId: home.objectId,
      name: 'Bad-Admin',
      admin: adminOf('bad', { password: 'weak' }),
    });
    expect(e.message).toMatch(/at least 8 characters/);
    expect(await clientNames()).not.toEqual(expect.arrayContaining(['Bad-Admin']));
    const invited = await root.post('/administration/organisation', {
      parentId: home.objectId,
      name: 'Invite-Org',
      admin: { name: 'Ivy', activated: false, email: 'ivy@invite.test' },
    });
    expect(invited.admin).toMatchObject({ userId: 'ivy@invite.test', isActivated: false, isInvited: true });
  });

  it('needs adm on the parent', async () => {
    const r = await root.post('/administration/organisation', { parentId: home.objectId, name: 'Parent-Org', admin: adminOf('parent-admin') });
    await root.post('/database/object', {
      object: { parentId: r.client.objectId, name: 'Plain', classId: 'user' },
      options: { userId: 'plain', password: 'Plain#Pass1', activated: true, email: 'p@p.test', permissions: ['get', 'add'] },
    });
    const plain = await srv.login('plain', 'Plain#Pass1');
    expect(await refusal(plain, 'POST', '/administration/organisation', { parentId: r.client.objectId, name: 'Sub-Org', admin: adminOf('sub') })).toMatchObject(
      {
        status: 403,
        name: 'NoPermission',
      },
    );
    const admin = await srv.login('parent-admin', 'Org#Pass123');
    expect(await refusal(admin, 'POST', '/administration/organisation', { parentId: home.objectId, name: 'Above-Org', admin: adminOf('above') })).toMatchObject(
      {
        status: 403,
      },
    );
  });
});

describe('client search (platform only)', () => {
  it('finds organisations by name, paged', async () => {
    const r = await root.get('/database/searchClients', { search: 'org' });
    expect(r.clients.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Twice-Org', 'Invite-Org', 'Parent-Org']));
    expect(r.clients.find((c: { name: string }) => c.name === 'Parent-Org')).toMatchObject({ path: `/${home.name}/Parent-Org`, userCount: 2 });
    const page = await root.get('/database/searchClients', { limit: 1, offset: 1 });
    expect(page.clients).toHaveLength(1);
    expect(page.total).toBeGreaterThan(3);
    expect((await root.get('/database/searchClients', { search: '%' })).total).toBe(0);
  });
  it('refuses the administrator of an organisation', async () => {
    const admin = await srv.login('acme-admin', 'Org#Pass123');
    expect(await refusal(admin, 'GET', '/database/searchClients', { search: 'a' })).toMatchObject({
      status: 403,
      message: 'Client search is available on the platform only.',
    });
  });
});

describe('configuration (PID_CLIENTCONFIG)', () => {
  it('is read and written by the organisation administrator only', async () => {
    const admin = await srv.login('acme-admin', 'Org#Pass123');
    const acme = admin.user.homeId;
    expect(await admin.get('/database/property', { objectId: acme, propertyId: 'PID_CLIENTCONFIG' })).toEqual({ crossClientAccess: false });
    await admin.post('/database/property', { objectId: acme, propertyId: 'PID_CLIENTCONFIG', property: { crossClientAccess: true } });
    expect(await root.get('/database/property', { objectId: acme, propertyId: 'PID_CLIENTCONFIG' })).toEqual({ crossClientAccess: true });
    const plain = await srv.login('plain', 'Plain#Pass1');
    expect((await plain.call('GET', '/database/property', { objectId: plain.user.homeId, propertyId: 'PID_CLIENTCONFIG' })).status).toBe(403);
    expect(
      (await admin.call('POST', '/database/property', { objectId: plain.user.homeId, propertyId: 'PID_CLIENTCONFIG', property: { crossClientAccess: true } }))
        .status,
    ).toBe(403);
  });
});
