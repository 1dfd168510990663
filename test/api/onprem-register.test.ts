/**
 * On-premises registration (spec 000 §2 On-prem register / On-prem login, §7 /onprem/register): open only while an
 * on-premises platform is not activated; the first registration names the platform, makes its administrator and
 * activates it; then registration is refused and the on-prem sign-in checks the platform name it set.
 */
import { ACCESS_MESSAGES, MESSAGES, type ServerConfig, type TreeObject } from '@fathom/sdk/api';
import { ONPREM_ERROR_NAMES, ONPREM_MESSAGES, ONPREM_PATHS } from '@fathom/sdk/api/onprem';
import { call, clientFor, startServer, type TestServer } from './helpers';

jest.setTimeout(60_000);
let onprem: TestServer;
let platform: TestServer;

const form = (over: Record<string, unknown> = {}) => ({
  platformName: 'Acme Datacentre',
  userId: 'ada@acme.example',
  password: 'Ada#Pass1',
  passwordConfirm: 'Ada#Pass1',
  ...over,
});
const config = async (srv: TestServer) => (await call<ServerConfig>(srv.url, 'GET', '/config')).body as { status: string; data: ServerConfig };

beforeAll(async () => {
  [onprem, platform] = await Promise.all([startServer({ env: { FATHOM_VARIANT: 'onprem' } }), startServer()]);
});
afterAll(async () => {
  await Promise.all([onprem?.close(), platform?.close()]);
});

describe('before registration', () => {
  it('the on-premises platform says it is on-premises and not activated', async () => {
    expect(await config(onprem)).toMatchObject({ status: 'OK', data: { mode: 'onprem', isOnPrem: true, isActivated: false } });
  });

  it('refuses a form that breaks a rule, each with its field and message, and stays open', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ platformName: '  ' }, MESSAGES.required],
      [{ platformName: 'a/b' }, MESSAGES.illegalSymbols],
      [{ platformName: 'x'.repeat(257) }, MESSAGES.max(256)],
      [{ userId: '' }, MESSAGES.valueRequired('E-mail')],
      [{ userId: 'not-an-email' }, MESSAGES.email],
      [{ password: 'short', passwordConfirm: 'short' }, MESSAGES.min(8)],
      [{ password: 'alllowercase1', passwordConfirm: 'alllowercase1' }, MESSAGES.password],
      [{ passwordConfirm: 'Ada#Pass2' }, MESSAGES.passwordsMatch],
      [{ passwordConfirm: undefined }, MESSAGES.required],
    ];
    for (const [over, message] of cases) {
      const r = await call(onprem.url, 'POST', ONPREM_PATHS.register, form(over));
      expect({ over, status: r.status, body: r.body }).toMatchObject({ over, status: 400, body: { status: 'error', error: { name: 'ValidationError' } } });
      expect((r.body as { error: { message: string } }).error.message).toContain(message);
    }
    expect((await config(onprem)).data).toMatchObject({ isActivated: false });
  });

  it('refuses a user id that is already taken on the platform, and stays open', async () => {
    const root = await onprem.login('root', onprem.rootPassword);
    const home = await root.get<TreeObject>('/database/object', { objectId: 'HOME' });
    await root.post('/database/object', {
      object: { parentId: home.objectId, name: 'Taken', classId: 'user' },
      options: { userId: 'taken@acme.example', email: 'taken@acme.example', password: 'Tak#Pass1', activated: true },
    });
    const r = await call(onprem.url, 'POST', ONPREM_PATHS.register, form({ userId: 'taken@acme.example' }));
    expect(r.body).toMatchObject({ status: 'error' });
    expect(r.status).toBeLessThan(500);
    expect((await config(onprem)).data).toMatchObject({ isActivated: false });
  });
});

describe('registration', () => {
  it('names the platform, makes its administrator and activates the platform', async () => {
    const r = await call(onprem.url, 'POST', ONPREM_PATHS.register, form());
    expect(r.body).toMatchObject({ status: 'OK', data: { platformName: 'Acme Datacentre', userId: 'ada@acme.example' } });
    expect((await config(onprem)).data).toMatchObject({ isOnPrem: true, isActivated: true });
  });

  it('lets the administrator sign in on-prem with the platform name (any case), and with every permission on the platform', async () => {
    const signIn = await call<any>(onprem.url, 'POST', '/login', {
      userId: 'ada@acme.example',
      password: 'Ada#Pass1',
      onPremRequest: true,
      platformName: 'acme datacentre',
    });
    expect(signIn.body).toMatchObject({ status: 'OK', data: { userId: 'ada@acme.example' } });
    const ada = clientFor(onprem.url, (signIn.body as { data: any }).data);
    const home = await ada.get<TreeObject>('/database/object', { objectId: 'HOME' });
    expect(home).toMatchObject({ classId: 'root', name: 'Acme Datacentre' });
    expect([...(home.permissions ?? [])].sort()).toEqual(['act', 'add', 'adm', 'bll', 'ctl', 'del', 'get', 'pol', 'upd']);
  });

  it('refuses the on-prem sign-in with a wrong platform name, even the old one', async () => {
    for (const platformName of ['Fathom', 'Acme', '']) {
      const r = await call(onprem.url, 'POST', '/login', { userId: 'ada@acme.example', password: 'Ada#Pass1', onPremRequest: true, platformName });
      expect(r.body).toMatchObject({ status: 'error', error: { name: 'ValidationError', message: ACCESS_MESSAGES.platformName } });
    }
  });

  it('is refused once the platform is registered, whoever asks, and changes nothing', async () => {
    const again = await call(
      onprem.url,
      'POST',
      ONPREM_PATHS.register,
      form({ platformName: 'Hijack', userId: 'eve@evil.example', password: 'Eve#Pass1', passwordConfirm: 'Eve#Pass1' }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 'error', error: { name: ONPREM_ERROR_NAMES.alreadyRegistered, message: ONPREM_MESSAGES.alreadyRegistered } });
    const eve = await call(onprem.url, 'POST', '/login', { userId: 'eve@evil.example', password: 'Eve#Pass1', onPremRequest: true, platformName: 'Hijack' });
    expect(eve.body.status).toBe('error');
    const ada = await call(onprem.url, 'POST', '/login', {
      userId: 'ada@acme.example',
      password: 'Ada#Pass1',
      onPremRequest: true,
      platformName: 'Acme Datacentre',
    });
    expect(ada.body.status).toBe('OK');
  });

  it('lets only one of two registrations at once through', async () => {
    const fresh = await startServer({ env: { FATHOM_VARIANT: 'onprem' } });
    try {
      const answers = await Promise.all(
        ['one', 'two', 'three'].map(n => call(fresh.url, 'POST', ONPREM_PATHS.register, form({ platformName: `Platform ${n}`, userId: `${n}@acme.example` }))),
      );
      expect(answers.filter(a => a.body.status === 'OK')).toHaveLength(1);
      expect(answers.filter(a => a.body.status === 'error').map(a => (a.body as { error: { name: string } }).error.name)).toEqual([
        ONPREM_ERROR_NAMES.alreadyRegistered,
        ONPREM_ERROR_NAMES.alreadyRegistered,
      ]);
    } finally {
      await fresh.close();
    }
  });
});

describe('a platform that is not on-premises', () => {
  it('is activated, not on-premises, and refuses registration', async () => {
    expect((await config(platform)).data).toMatchObject({ mode: 'platform', isOnPrem: false, isActivated: true });
    const r = await call(platform.url, 'POST', ONPREM_PATHS.register, form());
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ status: 'error', error: { name: ONPREM_ERROR_NAMES.notOnPrem, message: ONPREM_MESSAGES.notOnPrem } });
  });
});
