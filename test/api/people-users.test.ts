/** Administration › Users against the real server: list, create (activated or invited), edit, disable, reset, delete. */
import { PEOPLE_MESSAGES } from '@fathom/sdk/api/people';
import type { TreeObject } from '@fathom/sdk/api';
import { startServer, type Client, type TestServer } from './helpers';

let srv: TestServer;
let root: Client;
let home: TreeObject;
let acme: TreeObject;
let admin: Client;

const user = (parentId: string, name: string, options: Record<string, unknown>) => ({ object: { parentId, name, classId: 'user' }, options });

beforeAll(async () => {
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  home = await root.get('/database/object', { objectId: 'HOME' });
  acme = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Acme-Users', classId: 'client' } });
  await root.post('/database/object', user(acme.objectId, 'Ada Admin', { userId: 'ada', password: 'Admin#Pass1', activated: true, email: 'ada@acme.test' }));
  admin = await srv.login('ada', 'Admin#Pass1');
});
afterAll(() => srv.close());

async function refusal(c: Client, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload: Record<string, unknown>) {
  const r = await c.call(method, path, payload);
  expect(r.body.status).toBe('error');
  return { status: r.status, ...(r.body as { error: { name: string; message: string } }).error };
}

describe('create user (spec 000 §5)', () => {
  it.each([
    [{ name: ' ', activated: true, userId: 'x', password: 'Good#Pass1', email: 'x@a.test' }, 'Field is required.'],
    [{ name: 'A$B', activated: true, userId: 'x', password: 'Good#Pass1', email: 'x@a.test' }, 'Field must not contain $ \\ or /.'],
    [{ name: 'Ok', activated: true, userId: 'x', password: 'Good#Pass1', email: 'not-an-email' }, 'Field must be a valid email.'],
    [{ name: 'Ok', activated: true, userId: 'x', password: 'Good#Pass1', phone: { number: '123', countryCode: 'us' } }, 'Phone number is not valid.'],
    [{ name: 'Ok', activated: true, userId: 'x', password: 'Good#Pass1' }, 'Email or phone number is required'],
    [{ name: 'Ok', activated: true, userId: ' ', password: 'Good#Pass1', email: 'x@a.test' }, 'User name is required.'],
    [{ name: 'Ok', activated: true, userId: 'x', password: 'short', email: 'x@a.test' }, 'Field must be at least 8 characters.'],
    [{ name: 'Ok', activated: true, userId: 'x', password: 'nospecial1A', email: 'x@a.test' }, /Password must have/],
    [{ name: 'Ok', activated: false, phone: { number: '(201) 555-0123', countryCode: 'us' } }, 'Email is required.'],
  ])('refuses %j', async (form, message) => {
    const { name, ...options } = form;
    const e = await refusal(admin, 'POST', '/database/object', user(acme.objectId, name, options));
    expect(e.name).toBe('ValidationError');
    expect(e.message).toEqual(typeof message === 'string' ? expect.stringContaining(message) : expect.stringMatching(message));
  });

  it('creates an activated user with a phone of another country, who can sign in', async () => {
    const created = await admin.post(
      '/database/object',
      user(acme.objectId, 'Bea Active', { userId: 'bea', password: 'Bea#Pass12', activated: true, phone: { number: '044 668 18 00', countryCode: 'ch' } }),
    );
    const bea = await srv.login('bea', 'Bea#Pass12');
    expect(bea.user.objectId).toBe(created.objectId);
    const list = await admin.get('/administration/users', { objectId: acme.objectId, search: 'bea' });
    expect(list.total).toBe(1);
    expect(list.users[0]).toMatchObject({ name: 'Bea Active', userId: 'bea', isActivated: true, phone: { number: '+41 44 668 18 00', countryCode: 'ch' } });
  });

  it('stores a phone set in the profile in the shape the Users tab writes, and shows both back as text', async () => {
    const bea = await srv.login('bea', 'Bea#Pass12');
    const own = await bea.put('/user/contact', { phone: '+41 44 668 18 01' });
    expect(own.phone).toBe('+41 44 668 18 01');
    const list = await admin.get('/administration/users', { objectId: acme.objectId, search: 'bea' });
    expect(list.users[0].phone).toEqual({ number: '+41 44 668 18 01', countryCode: 'ch' });
  });

  it('creates an invited user inactive, who cannot sign in', async () => {
    await admin.post('/database/object', user(acme.objectId, 'Cy Invited', { activated: false, email: 'cy@acme.test' }));
    const list = await admin.get('/administration/users', { objectId: acme.objectId, search: 'cy@' });
    expect(list.users[0]).toMatchObject({ userId: 'cy@acme.test', isActivated: false, isInvited: true });
    const r = await srv.login('cy@acme.test', 'anything').catch(e => e);
    expect(r.errorName).toBe('InvalidCredentials');
    // Enabling an invited user without a password is refused: the invitation activates the account.
    const e = await refusal(admin, 'POST', '/administration/user/state', { objectId: list.users[0].objectId, activated: true });
    expect(e.message).toBe(PEOPLE_MESSAGES.invitationPending);
  });
});

describe('list, edit, disable, reset, delete', () => {
  let dan: TreeObject;
  beforeAll(async () => {
    dan = await admin.post(
      '/database/object',
      user(acme.objectId, 'Dan Doe', { userId: 'dan', password: 'Dan#Pass12', activated: true, email: 'dan@acme.test' }),
    );
  });

  it('lists the users of the organisation, paged and searched', async () => {
    const all = await admin.get('/administration/users', { objectId: acme.objectId, limit: 2 });
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.users).toHaveLength(2);
    const next = await admin.get('/administration/users', { objectId: acme.objectId, limit: 2, offset: 2 });
    expect(next.users.map((u: { objectId: string }) => u.objectId)).not.toContain(all.users[0].objectId);
    const found = await admin.get('/administration/users', { objectId: acme.objectId, search: 'DAN' });
    expect(found.users.map((u: { name: string }) => u.name)).toEqual(['Dan Doe']);
    // The platform's own users are not the organisation's.
    expect((await admin.get('/administration/users', { objectId: acme.objectId, search: 'root' })).total).toBe(0);
  });

  it('edits name, email and phone with the same rules', async () => {
    const e = await refusal(admin, 'PUT', '/administration/user', { objectId: dan.objectId, name: 'Dan', email: '' });
    expect(e.message).toBe('Email or phone number is required');
    const bad = await refusal(admin, 'PUT', '/administration/user', { objectId: dan.objectId, name: 'Dan', phone: { number: '12', countryCode: 'us' } });
    expect(bad.message).toBe('Phone number is not valid.');
    const ok = await admin.put('/administration/user', {
      objectId: dan.objectId,
      name: 'Daniel Doe',
      email: 'daniel@acme.test',
      phone: { number: '2015550123', countryCode: 'us' },
    });
    expect(ok).toMatchObject({ name: 'Daniel Doe', email: 'daniel@acme.test', phone: { number: '+1 201 555 0123', countryCode: 'us' } });
  });

  it('disables (ending sessions and sign-in) and enables', async () => {
    const danSession = await srv.login('dan', 'Dan#Pass12');
    expect((await admin.post('/administration/user/state', { objectId: dan.objectId, activated: false })).isActivated).toBe(false);
    expect((await danSession.call('GET', '/database/object', { objectId: 'HOME' })).status).toBe(401);
    expect((await srv.login('dan', 'Dan#Pass12').catch(e => e)).errorName).toBe('InvalidCredentials');
    await admin.post('/administration/user/state', { objectId: dan.objectId, activated: true });
    await srv.login('dan', 'Dan#Pass12');
  });

  it('resets a password (rules and all), the old one stops working', async () => {
    const weak = await refusal(admin, 'POST', '/administration/user/password', { objectId: dan.objectId, password: 'weakweak' });
    expect(weak.message).toMatch(/Password must have/);
    await admin.post('/administration/user/password', { objectId: dan.objectId, password: 'New#Pass123' });
    expect((await srv.login('dan', 'Dan#Pass12').catch(e => e)).errorName).toBe('InvalidCredentials');
    await srv.login('dan', 'New#Pass123');
  });

  it('refuses the root user and oneself', async () => {
    const rootUser = (await root.get('/administration/users', { objectId: home.objectId, search: 'root' })).users[0];
    expect(rootUser.isRoot).toBe(true);
    for (const [path, payload] of [
      ['/administration/user/state', { objectId: rootUser.objectId, activated: false }],
      ['/administration/user/password', { objectId: rootUser.objectId, password: 'Other#Pass1' }],
    ] as const)
      expect((await refusal(root, 'POST', path, payload)).message).toBe(PEOPLE_MESSAGES.rootUser);
    expect((await refusal(root, 'DELETE', '/database/object', { objectId: rootUser.objectId })).message).toBe(PEOPLE_MESSAGES.rootUserDelete);
    const me = admin.user.objectId;
    expect((await refusal(admin, 'POST', '/administration/user/state', { objectId: me, activated: false })).message).toBe(PEOPLE_MESSAGES.yourself);
    expect((await refusal(admin, 'POST', '/administration/user/password', { objectId: me, password: 'Other#Pass1' })).message).toBe(PEOPLE_MESSAGES.yourself);
    expect((await refusal(admin, 'DELETE', '/database/object', { objectId: me })).message).toBe(PEOPLE_MESSAGES.yourselfDelete);
  });

  it('deletes a user', async () => {
    await admin.del('/database/object', { objectId: dan.objectId });
    expect((await admin.get('/administration/users', { objectId: acme.objectId, search: 'dan' })).total).toBe(0);
  });
});

describe('who may administer', () => {
  it('refuses without adm, and across organisations', async () => {
    await admin.post('/database/object', {
      ...user(acme.objectId, 'Eve Viewer', { userId: 'eve', password: 'Eve#Pass123', activated: true, email: 'eve@acme.test' }),
      options: { userId: 'eve', password: 'Eve#Pass123', activated: true, email: 'eve@acme.test', permissions: ['get'] },
    });
    const eve = await srv.login('eve', 'Eve#Pass123');
    for (const r of [
      await refusal(eve, 'GET', '/administration/users', { objectId: acme.objectId }),
      await refusal(
        eve,
        'POST',
        '/database/object',
        user(acme.objectId, 'Sneaky', { userId: 's', password: 'Sneak#Pass1', activated: true, email: 's@a.test' }),
      ),
      await refusal(eve, 'POST', '/administration/user/password', { objectId: admin.user.objectId, password: 'Taken#Over1' }),
    ])
      expect(r).toMatchObject({ status: 403, name: 'NoPermission' });

    const other = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Other-Org', classId: 'client' } });
    const stranger = await root.post(
      '/database/object',
      user(other.objectId, 'Stranger', { userId: 'stranger', password: 'Strange#Pass1', activated: true, email: 'st@o.test' }),
    );
    for (const r of [
      await refusal(admin, 'GET', '/administration/users', { objectId: other.objectId }),
      await refusal(admin, 'PUT', '/administration/user', { objectId: stranger.objectId, name: 'Mine', email: 'm@a.test' }),
      await refusal(admin, 'POST', '/administration/user/state', { objectId: stranger.objectId, activated: false }),
      await refusal(admin, 'DELETE', '/database/object', { objectId: stranger.objectId }),
    ])
      expect(r).toMatchObject({ status: 403, name: 'NoPermission' });
  });
});
