/**
 * Sessions and the profile's own account calls on a server without mail: idle expiry (by the server's clock),
 * logout, a password change ending the user's other sessions, contact details, invitations handed over as a
 * link when mail is not set up, and the platform name of an on-premises sign-in.
 */
import { ACCESS_ERROR_NAMES, ACCESS_MESSAGES, ACCESS_PATHS, MESSAGES, type InviteResult } from '@fathom/sdk/api';
import { call, startServer, type Client, type TestServer } from './helpers';

let srv: TestServer;
let root: Client;
let clientId: string;
let now = Date.UTC(2026, 0, 5, 9, 0);
const HOUR = 3600_000;

beforeAll(async () => {
  srv = await startServer({ env: { FATHOM_SESSION_IDLE_HOURS: '2' }, clock: () => now });
  root = await srv.login('root', srv.rootPassword);
  const home = await root.get('/database/object', { objectId: 'HOME' });
  clientId = (await root.post('/database/object', { object: { parentId: home.objectId, name: 'Globex', classId: 'client' } })).objectId;
  await root.post('/database/object', {
    object: { parentId: clientId, name: 'Gil', classId: 'user' },
    options: { userId: 'gil', password: 'Gil#Pass1', activated: true, email: 'gil@globex.test' },
  });
});
afterAll(async () => {
  await srv?.close();
});

const ping = (c: Client) => c.call('GET', '/ping').then(r => r.body);

describe('sessions', () => {
  it('end after the idle time without a call; each call moves the end on', async () => {
    const gil = await srv.login('gil', 'Gil#Pass1');
    now += 1.5 * HOUR;
    expect((await ping(gil)).status).toBe('OK');
    now += 1.5 * HOUR; // 3 h after sign-in, 1.5 h after the last call
    expect((await ping(gil)).status).toBe('OK');
    now += 2 * HOUR + 1000;
    expect(await ping(gil)).toMatchObject({ status: 'error', error: { name: 'TOKEN_NOT_VALID' } });
  });

  it('end on logout', async () => {
    const gil = await srv.login('gil', 'Gil#Pass1');
    expect((await gil.call('GET', '/logout')).body.status).toBe('OK');
    expect(await ping(gil)).toMatchObject({ status: 'error', error: { name: 'TOKEN_NOT_VALID' } });
  });

  it('of the user, other than the one changing the password, end with the old password', async () => {
    const here = await srv.login('gil', 'Gil#Pass1');
    const elsewhere = await srv.login('gil', 'Gil#Pass1');
    const wrongOld = await here.call('PUT', ACCESS_PATHS.ownPassword, { oldPassword: 'Nope#Pass1', newPassword: 'Gil#Pass2' });
    expect(wrongOld.body).toMatchObject({ status: 'error', error: { name: 'ValidationError', message: ACCESS_MESSAGES.oldPassword } });
    const weak = await here.call('PUT', ACCESS_PATHS.ownPassword, { oldPassword: 'Gil#Pass1', newPassword: 'gilpassword' });
    expect(weak.body).toMatchObject({ status: 'error', error: { message: MESSAGES.password } });
    expect((await ping(elsewhere)).status).toBe('OK');

    expect(await here.put(ACCESS_PATHS.ownPassword, { oldPassword: 'Gil#Pass1', newPassword: 'Gil#Pass2' })).toEqual({ changed: true });
    expect((await ping(here)).status).toBe('OK');
    expect(await ping(elsewhere)).toMatchObject({ status: 'error', error: { name: 'TOKEN_NOT_VALID' } });
    await expect(srv.login('gil', 'Gil#Pass1')).rejects.toMatchObject({ errorName: 'InvalidCredentials' });
    await srv.login('gil', 'Gil#Pass2');
  });
});

describe('profile contact details', () => {
  it('change the e-mail and phone, by the rules of a user', async () => {
    const gil = await srv.login('gil', 'Gil#Pass2');
    expect((await gil.call('PUT', ACCESS_PATHS.ownContact, { email: 'nope' })).body).toMatchObject({ status: 'error', error: { message: MESSAGES.email } });
    expect((await gil.call('PUT', ACCESS_PATHS.ownContact, { phone: '12' })).body).toMatchObject({ status: 'error', error: { message: MESSAGES.phone } });
    expect((await gil.call('PUT', ACCESS_PATHS.ownContact, {})).body).toMatchObject({ status: 'error', error: { message: MESSAGES.emailOrPhone } });
    expect(await gil.put(ACCESS_PATHS.ownContact, { email: 'gil@new.test', phone: '+44 20 7946 0000' })).toEqual({
      email: 'gil@new.test',
      phone: '+44 20 7946 0000',
    });
    expect(await gil.get('/database/property', { objectId: 'ME', propertyId: 'PID_USERINFO' })).toMatchObject({
      email: 'gil@new.test',
      phone: '+44 20 7946 0000',
    });
  });
});

describe('without mail', () => {
  it('says so in the configuration, hands an invitation over as a link, and cannot reset passwords', async () => {
    expect((await call(srv.url, 'GET', '/config')).body).toMatchObject({ status: 'OK', data: { mailConfigured: false } });
    root = await srv.login('root', srv.rootPassword); // the clock has moved past root's first session
    const hal = await root.post('/database/object', {
      object: { parentId: clientId, name: 'Hal', classId: 'user' },
      options: { userId: 'hal', email: 'hal@globex.test', activated: false },
    });
    const invite = await root.post<InviteResult>(ACCESS_PATHS.invite, { userObjectId: hal.objectId });
    expect(invite).toMatchObject({ mailed: false, email: 'hal@globex.test' });
    const link = new URL(invite.link!);
    expect(`${link.origin}${link.pathname}`).toBe(`${srv.url}/activate`);
    const activationCode = link.searchParams.get('activationCode');
    const signIn = await call(srv.url, 'POST', '/login', { userId: 'hal', password: 'Hal#Pass1', passwordConfirm: 'Hal#Pass1', state: { activationCode } });
    expect(signIn.body).toMatchObject({ status: 'OK', data: { userId: 'hal' } });

    const reset = await call(srv.url, 'POST', ACCESS_PATHS.forgotPassword, { accountName: 'hal' });
    expect(reset.status).toBe(503);
    expect(reset.body).toMatchObject({ status: 'error', error: { name: ACCESS_ERROR_NAMES.mailNotConfigured, message: ACCESS_MESSAGES.mailNotConfigured } });
  });
});

describe('on-premises sign-in', () => {
  it('needs the platform name', async () => {
    const wrong = await call(srv.url, 'POST', '/login', { userId: 'gil', password: 'Gil#Pass2', onPremRequest: true, platformName: 'Other' });
    expect(wrong.body).toMatchObject({ status: 'error', error: { name: 'ValidationError', message: ACCESS_MESSAGES.platformName } });
    const right = await call(srv.url, 'POST', '/login', { userId: 'gil', password: 'Gil#Pass2', onPremRequest: true, platformName: 'fathom' });
    expect(right.body.status).toBe('OK');
  });
});

describe('toolchain', () => {
  it('is redirected to the same path with a trailing slash, query kept', async () => {
    const res = await fetch(`${srv.url}/toolchain?x=1`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/toolchain/?x=1');
  });
});
