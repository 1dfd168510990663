/**
 * Single sign-on with a real OpenID Connect provider (oidc-provider, in its own process): the method kept per
 * client (client secret sealed), the authorization code flow with PKCE, state and nonce, the ID token checked,
 * users matched or provisioned by e-mail in the client that configured the provider, and the refusals.
 */
import { ACCESS_MESSAGES, ACCESS_PATHS, AUTHENTICATION_MESSAGES, MESSAGES, parseSignInState, type InviteResult } from '@fathom/sdk/api';
import { signInAtProvider, startOidcProvider, type OidcPeer } from '../peers/oidc';
import { call, startServer, type Client, type TestServer } from './helpers';

const SECRET = 'Client#Secret-for-acme-1';
let idp: OidcPeer;
let srv: TestServer;
let root: Client;
let acme: { objectId: string };
let beta: { objectId: string };
let aliceOfAcme: { objectId: string };
let eveOfBeta: { objectId: string };
let methodId: string;
let redirectUri: string;

const login = async (payload: Record<string, unknown>): Promise<{ status: number; body: any }> => call(srv.url, 'POST', '/login', payload);
async function start(): Promise<URL> {
  const r = await call(srv.url, 'GET', '/authentication', { command: 'start', state: methodId, redirectUri });
  if (r.body.status !== 'OK') throw new Error(JSON.stringify(r.body));
  return new URL((r.body.data as { uri: string }).uri);
}
const fieldsOf = (u: URL) => Object.fromEntries(u.searchParams);

async function saveMethod(parameters: Record<string, unknown>) {
  return root.post('/database/property', {
    objectId: acme.objectId,
    propertyId: 'PID_AUTHENTICATION',
    property: { inherited: false, values: [{ ...(methodId ? { id: methodId } : {}), provider: 'oauth2', title: 'Acme SSO', parameters }] },
  });
}

beforeAll(async () => {
  srv = await startServer();
  redirectUri = `${srv.url}/login-auto`;
  idp = await startOidcProvider([{ client_id: 'fathom-acme', client_secret: SECRET, redirect_uris: [redirectUri] }], {
    alice: { email: 'Alice@Acme.test', name: 'Alice Liddell' },
    eve: { email: 'eve@beta.test', name: 'Eve of Beta' },
    bob: { email: 'bob@acme.test', name: 'Bob Invited' },
  });
  root = await srv.login('root', srv.rootPassword);
  const home = await root.get('/database/object', { objectId: 'HOME' });
  acme = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Acme', classId: 'client' } });
  beta = await root.post('/database/object', { object: { parentId: home.objectId, name: 'Beta', classId: 'client' } });
  aliceOfAcme = await root.post('/database/object', {
    object: { parentId: acme.objectId, name: 'Alice', classId: 'user' },
    options: { userId: 'alice', password: 'Acme#Alice1', activated: true, email: 'alice@acme.test', permissions: ['get', 'adm'] },
  });
  eveOfBeta = await root.post('/database/object', {
    object: { parentId: beta.objectId, name: 'Eve', classId: 'user' },
    options: { userId: 'eve', password: 'Beta#Eve12', activated: true, email: 'eve@beta.test' },
  });
}, 60_000);
afterAll(async () => {
  await srv?.close();
  await idp?.stop();
});

it('keeps the client secret sealed and fills the issuer of a preset', async () => {
  const saved = await saveMethod({ issuer: idp.issuer, clientId: 'fathom-acme', clientSecret: SECRET, provisionUsers: false });
  expect(saved.values[0]).toMatchObject({ provider: 'oauth2', secretsSet: ['clientSecret'], parameters: { issuer: idp.issuer, clientId: 'fathom-acme' } });
  expect(JSON.stringify(saved)).not.toContain(SECRET);
  methodId = saved.values[0].id;
  const rows = await srv.server.store.db.selectFrom('properties').select('value').where('property_id', '=', 'PID_AUTHENTICATION').execute();
  expect(rows.map(r => r.value).join()).not.toContain(SECRET);

  const preset = await root.post('/database/property', {
    objectId: beta.objectId,
    propertyId: 'PID_AUTHENTICATION',
    property: { inherited: false, values: [{ provider: 'google', title: 'Google', parameters: { clientId: 'g', clientSecret: 's' } }] },
  });
  expect(preset.values[0].parameters.issuer).toBe('https://accounts.google.com');
  const noTenant = await root.call('POST', '/database/property', {
    objectId: beta.objectId,
    propertyId: 'PID_AUTHENTICATION',
    property: { inherited: false, values: [{ provider: 'office365', title: 'Office 365', parameters: { clientId: 'o', clientSecret: 's' } }] },
  });
  expect(noTenant.body).toMatchObject({ status: 'error', error: { name: 'ValidationError', message: 'Tenant is required.' } });
  const office = await root.post('/database/property', {
    objectId: beta.objectId,
    propertyId: 'PID_AUTHENTICATION',
    property: {
      inherited: false,
      values: [{ provider: 'office365', title: 'Office 365', parameters: { tenant: 'contoso.onmicrosoft.com', clientId: 'o', clientSecret: 's' } }],
    },
  });
  expect(office.values[0].parameters.issuer).toBe('https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0');
  await root.post('/database/property', { objectId: beta.objectId, propertyId: 'PID_AUTHENTICATION', property: { inherited: true, values: [] } });
});

it('starts with PKCE (S256), a nonce and a JSON state naming the provider and the activation code', async () => {
  const r = await call(srv.url, 'GET', '/authentication', { command: 'start', state: methodId, redirectUri, activationCode: 'UABCD-12345-12345-12345' });
  const uri = new URL((r.body as any).data.uri);
  expect(uri.origin).toBe(idp.issuer);
  expect(uri.searchParams.get('code_challenge_method')).toBe('S256');
  expect(uri.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(uri.searchParams.get('nonce')).toBeTruthy();
  expect(uri.searchParams.get('redirect_uri')).toBe(redirectUri);
  expect(parseSignInState(uri.searchParams.get('state'))).toMatchObject({ provider: 'oauth2', method: methodId, activationCode: 'UABCD-12345-12345-12345' });
});

it("signs in the client's user whose e-mail the provider proves, once per answer", async () => {
  const back = await signInAtProvider((await start()).href, redirectUri, 'alice', 'any');
  const response = fieldsOf(back);
  expect(response.code).toBeTruthy();
  const r = await login({ provider: 'oauth2', state: response.state, response });
  expect(r.status).toBe(200);
  expect(r.body.data).toMatchObject({ objectId: aliceOfAcme.objectId, homeId: acme.objectId, userId: 'alice' });
  // The same answer again: its attempt is spent.
  const replay = await login({ provider: 'oauth2', state: response.state, response });
  expect(replay.status).toBe(401);
  expect(replay.body.error.message).toBe(AUTHENTICATION_MESSAGES.stateMismatch);
});

it('refuses a state it did not start, and an answer whose state differs from the one sent', async () => {
  const back = fieldsOf(await signInAtProvider((await start()).href, redirectUri, 'alice', 'any'));
  const forged = JSON.stringify({ ...JSON.parse(back.state), attempt: 'forged-attempt' });
  const r1 = await login({ provider: 'oauth2', state: forged, response: { ...back, state: forged } });
  expect(r1.status).toBe(401);
  expect(r1.body.error).toMatchObject({ name: 'InvalidCredentials', message: AUTHENTICATION_MESSAGES.stateMismatch });
  const r2 = await login({ provider: 'oauth2', state: back.state, response: { ...back, state: forged } });
  expect(r2.body.error.message).toBe(AUTHENTICATION_MESSAGES.stateMismatch);
  const r3 = await login({ provider: 'oauth2', state: 'not json', response: { code: back.code, state: 'not json' } });
  expect(r3.body.error.message).toBe(AUTHENTICATION_MESSAGES.stateMismatch);
});

it('refuses an ID token whose nonce is not the one sent', async () => {
  const uri = await start();
  uri.searchParams.set('nonce', 'a-nonce-of-someone-else');
  const back = fieldsOf(await signInAtProvider(uri.href, redirectUri, 'alice', 'any'));
  const r = await login({ provider: 'oauth2', state: back.state, response: back });
  expect(r.status).toBe(401);
  expect(r.body.error.name).toBe('InvalidCredentials');
  expect(r.body.error.message).toMatch(/nonce/i);
});

it('never signs in a user of another client: refused, or provisioned in the configuring client when it allows', async () => {
  const back = fieldsOf(await signInAtProvider((await start()).href, redirectUri, 'eve', 'any'));
  const refused = await login({ provider: 'oauth2', state: back.state, response: back });
  expect(refused.status).toBe(401);
  expect(refused.body.error.message).toBe('No user of Acme matches your Acme SSO account.');

  await saveMethod({ issuer: idp.issuer, clientId: 'fathom-acme', clientSecret: '', provisionUsers: true, defaultCodes: ['get'] });
  const again = fieldsOf(await signInAtProvider((await start()).href, redirectUri, 'eve', 'any'));
  const r = await login({ provider: 'oauth2', state: again.state, response: again });
  expect(r.status).toBe(200);
  expect(r.body.data.objectId).not.toBe(eveOfBeta.objectId);
  expect(r.body.data).toMatchObject({ homeId: acme.objectId, userId: 'eve@beta.test', name: 'Eve of Beta', permissions: ['get'] });
});

it('refuses an error answer of the provider by name', async () => {
  const uri = await start();
  const state = uri.searchParams.get('state')!;
  const r = await login({ provider: 'oauth2', state, response: { error: 'access_denied', error_description: 'End-User aborted interaction', state } });
  expect(r.status).toBe(401);
  expect(r.body.error.message).toBe('Acme SSO refused the sign-in: End-User aborted interaction.');
});

describe("activation through the provider (the activation page's provider buttons)", () => {
  let bob: { objectId: string };
  let code: string;
  async function startWith(activationCode: string): Promise<URL> {
    const r = await call(srv.url, 'GET', '/authentication', { command: 'start', state: methodId, redirectUri, activationCode });
    if (r.body.status !== 'OK') throw new Error(JSON.stringify(r.body));
    return new URL((r.body.data as { uri: string }).uri);
  }
  const credentialsOf = (objectId: string) =>
    srv.server.store.db.selectFrom('credentials').select(['is_activated']).where('user_object_id', '=', objectId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    await saveMethod({ issuer: idp.issuer, clientId: 'fathom-acme', clientSecret: '', provisionUsers: true, defaultCodes: ['get'] });
    bob = await root.post('/database/object', {
      object: { parentId: acme.objectId, name: 'Bob', classId: 'user' },
      options: { userId: 'bob', email: 'bob@acme.test', activated: false },
    });
    const invite = await root.post<InviteResult>(ACCESS_PATHS.invite, { userObjectId: bob.objectId });
    code = new URL(invite.link!, srv.url).searchParams.get('activationCode')!;
    expect(code).toMatch(/^U/);
  });

  it('refuses a code that belongs to another account than the one the provider proved, and keeps the code', async () => {
    const back = fieldsOf(await signInAtProvider((await startWith(code)).href, redirectUri, 'alice', 'any'));
    const r = await login({ provider: 'oauth2', state: back.state, response: back });
    expect(r.body.error).toMatchObject({ name: 'ValidationError', message: ACCESS_MESSAGES.activationUserId });
    expect((await credentialsOf(bob.objectId)).is_activated).toBe(0);
  });

  it('refuses an unknown code, and creates no account for it even where the method provisions users', async () => {
    const before = await srv.server.store.db.selectFrom('credentials').select('user_object_id').execute();
    const unknown = fieldsOf(await signInAtProvider((await startWith('UZZZZ-11111-22222-33333')).href, redirectUri, 'bob', 'any'));
    const r1 = await login({ provider: 'oauth2', state: unknown.state, response: unknown });
    expect(r1.body.error).toMatchObject({ name: 'ValidationError', message: MESSAGES.activationCode });
    const stranger = fieldsOf(await signInAtProvider((await startWith(code)).href, redirectUri, 'eve', 'any'));
    const r2 = await login({ provider: 'oauth2', state: stranger.state, response: stranger });
    expect(r2.body.error).toMatchObject({ name: 'ValidationError', message: ACCESS_MESSAGES.activationUserId });
    expect((await srv.server.store.db.selectFrom('credentials').select('user_object_id').execute()).length).toBe(before.length);
  });

  it('activates the invited user the provider proves with their code, once', async () => {
    const back = fieldsOf(await signInAtProvider((await startWith(code)).href, redirectUri, 'bob', 'any'));
    const r = await login({ provider: 'oauth2', state: back.state, response: back });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ objectId: bob.objectId, userId: 'bob', homeId: acme.objectId });
    expect((await credentialsOf(bob.objectId)).is_activated).toBe(1);
    const again = fieldsOf(await signInAtProvider((await startWith(code)).href, redirectUri, 'bob', 'any'));
    const spent = await login({ provider: 'oauth2', state: again.state, response: again });
    expect(spent.body.error).toMatchObject({ name: 'ValidationError', message: MESSAGES.activationCode });
  });
});
