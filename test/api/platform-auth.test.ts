import { throttleMessage } from '@fathom/sdk/api';
import { ApiCallError, call, startServer, type Client, type TestServer } from './helpers';

let srv: TestServer;
let root: Client;

beforeAll(async () => {
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
});
afterAll(() => srv.close());

async function addClientWithUser(clientName: string, userId: string, password: string) {
  const home = await root.get('/database/object', { objectId: 'HOME' });
  const client = await root.post('/database/object', { object: { parentId: home.objectId, name: clientName, classId: 'client' } });
  const user = await root.post('/database/object', {
    object: { parentId: client.objectId, name: `${userId} of ${clientName}`, classId: 'user' },
    options: { userId, password, activated: true, email: `${userId}@${clientName.toLowerCase().replace(/\W/g, '')}.example` },
  });
  return { client, user };
}

describe('sign-in', () => {
  it('answers a token, the home node and the permissions', async () => {
    expect(root.user).toMatchObject({ name: 'root', userId: 'root', isRoot: true });
    expect(root.user.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(root.user.permissions).toEqual(expect.arrayContaining(['add', 'del', 'upd', 'ctl', 'get', 'adm', 'pol', 'bll', 'act']));
    const home = await root.get('/database/object', { objectId: root.user.homeId });
    expect(home.classId).toBe('root');
  });

  it('stores only a hash of the token', async () => {
    const rows = await srv.server.store.db.selectFrom('tokens').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map(r => r.token_hash)).not.toContain(root.token);
    expect(rows.every(r => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('refuses a wrong password with InvalidCredentials and a missing field with a validation error', async () => {
    const wrong = await call(srv.url, 'POST', '/login', { userId: 'root', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ status: 'error', error: { name: 'InvalidCredentials' } });
    const missing = await call(srv.url, 'POST', '/login', { userId: 'root' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ status: 'error', error: { name: 'ValidationError', message: 'Password is required.' } });
  });

  it('locks an account for 30 s after 5 failures, with the seconds left', async () => {
    await addClientWithUser('Throttle Co', 'tina', 'Tina#Pass1');
    for (let i = 0; i < 5; i++) {
      const r = await call(srv.url, 'POST', '/login', { userId: 'tina', password: `wrong${i}` });
      expect(r.body).toMatchObject({ error: { name: 'InvalidCredentials' } });
    }
    const locked = await call<never>(srv.url, 'POST', '/login', { userId: 'tina', password: 'Tina#Pass1' });
    expect(locked.status).toBe(429);
    if (locked.body.status !== 'error') throw new Error('expected an error');
    expect(locked.body.error.name).toBe('TooManyLoginAttempts');
    const seconds = locked.body.error.secondsLeft!;
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(30);
    expect(locked.body.error.message).toBe(throttleMessage(seconds));
  });

  it('answers AccountAmbiguous when a user id exists in two clients, and accepts client/userId', async () => {
    await addClientWithUser('Alpha', 'sam', 'Alpha#Pass1');
    await addClientWithUser('Beta', 'sam', 'Beta#Pass1');
    const ambiguous = await call(srv.url, 'POST', '/login', { userId: 'sam', password: 'Alpha#Pass1' });
    expect(ambiguous.status).toBe(409);
    expect(ambiguous.body).toMatchObject({ error: { name: 'AccountAmbiguous' } });
    const alpha = await srv.login('Alpha/sam', 'Alpha#Pass1');
    const beta = await srv.login('beta/sam', 'Beta#Pass1');
    expect(alpha.user.homeId).not.toBe(beta.user.homeId);
    const byField = await call(srv.url, 'POST', '/login', { userId: 'sam', clientName: 'Beta', password: 'Beta#Pass1' });
    expect(byField.body).toMatchObject({ status: 'OK', data: { homeId: beta.user.homeId } });
    await expect(srv.login('Alpha/sam', 'Beta#Pass1')).rejects.toMatchObject({ errorName: 'InvalidCredentials' });
  });

  it('needs a bearer token: missing → TOKEN_NOT_FOUND, unknown → TOKEN_NOT_VALID (401)', async () => {
    const missing = await call(srv.url, 'GET', '/ping');
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ error: { name: 'TOKEN_NOT_FOUND' } });
    const invalid = await call(srv.url, 'GET', '/database/object', { objectId: 'HOME' }, 'not-a-real-token');
    expect(invalid.status).toBe(401);
    expect(invalid.body).toMatchObject({ error: { name: 'TOKEN_NOT_VALID' } });
    expect((await root.get('/ping')).userId).toBe('root');
  });

  it('ends the session on logout', async () => {
    const s = await srv.login('root', srv.rootPassword);
    await s.get('/logout');
    const after = await s.call('GET', '/ping');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ error: { name: 'TOKEN_NOT_VALID' } });
  });

  it('rejects an expired token', async () => {
    const s = await srv.login('root', srv.rootPassword);
    await srv.server.store.db
      .updateTable('tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('user_object_id', '=', s.user.objectId)
      .execute();
    expect((await s.call('GET', '/ping')).body).toMatchObject({ error: { name: 'TOKEN_NOT_VALID' } });
    root = await srv.login('root', srv.rootPassword);
  });

  it('serves config and the authenticators without a session', async () => {
    const config = await call(srv.url, 'GET', '/config');
    expect(config.body).toMatchObject({ status: 'OK', data: { productName: 'Fathom', version: '0.1.0', mode: 'platform', isOnPrem: false, airGapped: false } });
    const auth = await call(srv.url, 'GET', '/authentication', { command: 'available' });
    expect(auth.body).toMatchObject({ status: 'OK', data: { status: 'OK', data: [{ provider: 'integrated' }] } });
  });

  it('refuses an unknown provider', async () => {
    const r = await call(srv.url, 'POST', '/login', { provider: 'saml', userId: 'root', password: srv.rootPassword });
    expect(r.status).toBe(400);
  });
});

void ApiCallError;
