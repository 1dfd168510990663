/**
 * Company directory sign-in (provider actdir) against a real slapd: the method kept per client in
 * PID_AUTHENTICATION (bind password sealed, never answered), listed on the sign-in page, users matched or
 * provisioned in that client with roles from their groups, and the refusals.
 */
import { AUTHENTICATION_MESSAGES } from '@fathom/sdk/api';
import { startSlapd, type Slapd } from '../peers/slapd';
import { actdirParameters, DIRECTORY, DIRECTORY_LDIF } from '../peers/directory-fixture';
import { ApiCallError, call, clientFor, startServer, type Client, type TestServer } from './helpers';

let slapd: Slapd;
let srv: TestServer;
let root: Client;
let acme: { objectId: string };
let beta: { objectId: string };
let methodId: string;

const login = async (payload: Record<string, unknown>): Promise<{ status: number; body: any }> => call(srv.url, 'POST', '/login', payload);
const available = async (q: Record<string, unknown> = {}) => {
  const r = await call(srv.url, 'GET', '/authentication', { command: 'available', ...q });
  return (r.body as { data: { data: unknown[] } }).data as any;
};
const directoryLogin = (userId: string, password: string, state = methodId) => login({ provider: 'actdir', state, userId, password });

beforeAll(async () => {
  slapd = await startSlapd(DIRECTORY_LDIF);
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  const home = await root.get('/database/object', { objectId: 'HOME' });
  acme = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Acme', classId: 'client' } });
  beta = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Beta', classId: 'client' } });
  // Beta has its own (integrated) alice: the directory of Acme must never sign anyone in as her.
  await root.post('/database/object', {
    object: { parentId: beta.objectId, name: 'Alice of Beta', classId: 'user' },
    options: { userId: 'alice', password: 'Beta#Alice1', activated: true, email: 'alice@beta.test' },
  });
}, 60_000);
afterAll(async () => {
  await srv?.close();
  await slapd?.stop();
});

describe('the method in PID_AUTHENTICATION', () => {
  it('refuses a client section that is not inherited and defines nothing, and bad parameters, by name', async () => {
    const none = await root.call('POST', '/database/property', {
      objectId: acme.objectId,
      propertyId: 'PID_AUTHENTICATION',
      property: { inherited: false, values: [] },
    });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ status: 'error', error: { name: 'ValidationError', message: AUTHENTICATION_MESSAGES.providerRequired } });
    const badUrl = await root.call('POST', '/database/property', {
      objectId: acme.objectId,
      propertyId: 'PID_AUTHENTICATION',
      property: {
        inherited: false,
        values: [{ provider: 'actdir', title: 'Acme directory', parameters: { ...actdirParameters(slapd.url), url: 'http://x' } }],
      },
    });
    expect(badUrl.body).toMatchObject({ status: 'error', error: { name: 'ValidationError', message: 'Field must be an ldap:// or ldaps:// address.' } });
    const unknown = await root.call('POST', '/database/property', {
      objectId: acme.objectId,
      propertyId: 'PID_AUTHENTICATION',
      property: { inherited: false, values: [{ provider: 'carrier-pigeon', title: 'Pigeons', parameters: {} }] },
    });
    expect(unknown.body).toMatchObject({
      status: 'error',
      error: { name: 'ValidationError', message: 'The sign-in provider carrier-pigeon is not available.' },
    });
  });

  it('keeps the bind password sealed: never answered, not in the database in clear', async () => {
    const saved = await root.post('/database/property', {
      objectId: acme.objectId,
      propertyId: 'PID_AUTHENTICATION',
      property: { inherited: false, values: [{ provider: 'actdir', title: 'Acme directory', parameters: actdirParameters(slapd.url) }] },
    });
    const read = await root.get('/database/property', { objectId: acme.objectId, propertyId: 'PID_AUTHENTICATION' });
    for (const answer of [saved, read]) {
      expect(answer).toMatchObject({ inherited: false, isTop: false, values: [{ provider: 'actdir', title: 'Acme directory', secretsSet: ['bindPassword'] }] });
      expect(answer.values[0].parameters.bindPassword).toBeUndefined();
      expect(JSON.stringify(answer)).not.toContain(DIRECTORY.servicePassword);
    }
    methodId = read.values[0].id;
    const rows = await srv.server.store.db.selectFrom('properties').select('value').where('property_id', '=', 'PID_AUTHENTICATION').execute();
    expect(rows.map(r => r.value).join()).not.toContain(DIRECTORY.servicePassword);
    expect(rows.map(r => r.value).join()).toContain('sealed:v1:');
    // Beta inherits: it shows what the platform gives.
    const betaRead = await root.get('/database/property', { objectId: beta.objectId, propertyId: 'PID_AUTHENTICATION' });
    expect(betaRead).toMatchObject({ inherited: true, values: [], inheritedValues: [] });
  });

  it('is offered on the sign-in page, beside the platform accounts', async () => {
    // The answer is { status, data: authenticators } inside the envelope (spec 000 §7: data.status, data.data).
    const r = await available();
    expect(r.data).toEqual([
      { provider: 'integrated', state: 'enabled', title: 'Fathom account' },
      { provider: 'actdir', title: 'Acme directory', state: methodId },
    ]);
    const forBeta = await available({ clientName: 'Beta' });
    expect(forBeta.data.map((a: { provider: string }) => a.provider)).toEqual(['integrated']);
  });
});

describe('signing in with company credentials', () => {
  it('provisions a directory user in the client that configured it, with the roles of the groups', async () => {
    const r = await directoryLogin('alice', DIRECTORY.people.alice.password);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ userId: 'alice', name: 'Alice Liddell', homeId: acme.objectId, isRoot: false });
    expect([...r.body.data.permissions].sort()).toEqual(['adm', 'get', 'upd']);
    const alice = clientFor(srv.url, r.body.data);
    const me = await alice.get('/database/property', { objectId: 'ME', propertyId: 'PID_USERINFO' });
    expect(me).toMatchObject({ provider: 'actdir', email: DIRECTORY.people.alice.mail });
    // A second sign-in finds the same user.
    const again = await directoryLogin('ALICE', DIRECTORY.people.alice.password);
    expect(again.body.data.objectId).toBe(r.body.data.objectId);
    const users = await srv.server.store.db
      .selectFrom('credentials')
      .select(['client_key', 'provider', 'password_hash'])
      .where('user_id_key', '=', 'alice')
      .execute();
    expect(users).toHaveLength(2); // Acme's directory alice and Beta's own
    expect(users.find(u => u.client_key === acme.objectId)).toMatchObject({ provider: 'actdir', password_hash: null });
  });

  it('gives a member of the staff group only its role', async () => {
    const r = await directoryLogin('bob', DIRECTORY.people.bob.password);
    expect(r.status).toBe(200);
    expect(r.body.data.permissions).toEqual(['get']);
  });

  it('refuses a wrong password, a user outside the filter and a user whose groups give no role', async () => {
    const wrong = await directoryLogin('alice', 'Wrong#Pass1');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ status: 'error', error: { name: 'InvalidCredentials', message: 'The user name or password is not correct.' } });
    const outside = await directoryLogin('dave', DIRECTORY.people.dave.password);
    expect(outside.status).toBe(401);
    expect(outside.body.error.name).toBe('InvalidCredentials');
    const noRole = await directoryLogin('carol', DIRECTORY.people.carol.password);
    expect(noRole.status).toBe(401);
    expect(noRole.body.error.message).toBe('None of your directory groups gives access to Acme.');
    const filterInjection = await directoryLogin('*', DIRECTORY.people.alice.password);
    expect(filterInjection.status).toBe(401);
  });

  it('never signs in a user of another client, and a directory user has no platform password', async () => {
    // Beta's alice keeps her own password; the directory's password does not open her account.
    await expect(srv.login('Beta/alice', DIRECTORY.people.alice.password)).rejects.toMatchObject({ errorName: 'InvalidCredentials' });
    const betaAlice = await srv.login('Beta/alice', 'Beta#Alice1');
    expect(betaAlice.user.homeId).toBe(beta.objectId);
    // Acme's directory alice cannot use the integrated form with her directory password.
    await expect(srv.login('Acme/alice', DIRECTORY.people.alice.password)).rejects.toBeInstanceOf(ApiCallError);
    // A method id that is not configured anywhere is refused by name.
    const unknown = await directoryLogin('alice', DIRECTORY.people.alice.password, 'not-a-method');
    expect(unknown.body).toMatchObject({ status: 'error', error: { name: 'ValidationError', message: 'The sign-in provider actdir is not available.' } });
    // Beta's administrators cannot read or change Acme's methods.
    const betaAdmin = await root.post('/database/object', {
      object: { parentId: beta.objectId, name: 'Beta admin', classId: 'user' },
      options: { userId: 'betaadmin', password: 'Beta#Admin1', activated: true, email: 'admin@beta.test' },
    });
    expect(betaAdmin.objectId).toBeTruthy();
    const admin = await srv.login('betaadmin', 'Beta#Admin1');
    const peek = await admin.call('GET', '/database/property', { objectId: acme.objectId, propertyId: 'PID_AUTHENTICATION' });
    expect(peek.body.status).toBe('error');
  });

  it('keeps the sealed bind password when an edit leaves it empty, and follows group changes of the mapping', async () => {
    const read = await root.get('/database/property', { objectId: acme.objectId, propertyId: 'PID_AUTHENTICATION' });
    const method = read.values[0];
    await root.post('/database/property', {
      objectId: acme.objectId,
      propertyId: 'PID_AUTHENTICATION',
      property: {
        inherited: false,
        values: [{ ...method, parameters: { ...method.parameters, bindPassword: '', groupRoles: [{ group: 'fathom-staff', codes: ['get', 'act'] }] } }],
      },
    });
    const r = await directoryLogin('alice', DIRECTORY.people.alice.password);
    expect(r.status).toBe(200);
    expect(r.body.data.objectId).toBeTruthy();
    expect(r.body.data.permissions).toEqual(['get', 'act']);
  });
});

describe('a directory over LDAPS', () => {
  let secure: Slapd;
  let gamma: { objectId: string };
  beforeAll(async () => {
    secure = await startSlapd(DIRECTORY_LDIF, { tls: true });
    const home = await root.get('/database/object', { objectId: 'HOME' });
    gamma = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Gamma', classId: 'client' } });
  }, 60_000);
  afterAll(() => secure?.stop());

  const configure = (extra: Record<string, unknown>) =>
    root.post('/database/property', {
      objectId: gamma.objectId,
      propertyId: 'PID_AUTHENTICATION',
      property: { inherited: false, values: [{ provider: 'actdir', title: 'Gamma directory', parameters: { ...actdirParameters(secure.url), ...extra } }] },
    });

  it('refuses by name a directory whose certificate no trusted authority signed', async () => {
    const saved = await configure({});
    const r = await directoryLogin('alice', DIRECTORY.people.alice.password, saved.values[0].id);
    expect(r.status).toBe(503);
    expect(r.body.error.name).toBe('DirectoryUnavailable');
    expect(r.body.error.message).toMatch(/certificate/i);
  });

  it('signs in over LDAPS trusting the authority given', async () => {
    const saved = await configure({ caCertificate: secure.certificate });
    const r = await directoryLogin('alice', DIRECTORY.people.alice.password, saved.values[0].id);
    expect(r.status).toBe(200);
    expect(r.body.data.homeId).toBe(gamma.objectId);
  });
});
