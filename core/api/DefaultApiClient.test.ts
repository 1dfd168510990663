import { NotificationStore } from '../notifications/NotificationStore';
import { SessionState } from '../session/SessionState';
import { writeSession } from '../session/storage';
import { DefaultApiClient, isCancelled, MESSAGES } from './DefaultApiClient';

const user = { objectId: 'u1', name: 'Ann', homeId: 'h1', isActivated: true, isRoot: false, permissions: [], userId: 'ann', provider: 'integrated' };
// jsdom has no Response: a minimal one with what the client reads.
const fakeResponse = (status: number, text: string) => ({ ok: status >= 200 && status < 300, status, statusText: '', json: async () => JSON.parse(text) });
const reply = (status: number, body: unknown) => Promise.resolve(fakeResponse(status, JSON.stringify(body)));

function setup(fetchImpl: jest.Mock) {
  const session = new SessionState();
  const notifications = new NotificationStore();
  const ended: (string | undefined)[] = [];
  session.onEndRequested(r => ended.push(r));
  return { api: new DefaultApiClient(session, notifications, fetchImpl as never), session, notifications, ended };
}

describe('DefaultApiClient', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('GET sends the payload as query parameters with objects JSON-encoded and the bearer token', async () => {
    const f = jest.fn(() => reply(200, { status: 'OK', data: { objects: [], objectCount: 0 } }));
    const { api, session } = setup(f);
    writeSession({ token: 'tok', userId: 'u1', homeId: 'h1' });
    session.setUser(user);
    const out = await api.getChildren({ parentId: 'p1', options: { containersOnly: true, classIds: ['client'] } });
    expect(out).toEqual({ objects: [], objectCount: 0 });
    const [url, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    const u = new URL(url, 'http://x');
    expect(u.pathname).toBe('/server/api/v3/database/children');
    expect(u.searchParams.get('parentId')).toBe('p1');
    expect(JSON.parse(u.searchParams.get('options')!)).toEqual({ containersOnly: true, classIds: ['client'] });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(init.body).toBeUndefined();
  });

  it('POST sends a JSON body; login, config and authentication available carry no token', async () => {
    const f = jest.fn(() => reply(200, { status: 'OK', data: {} }));
    const { api } = setup(f);
    writeSession({ token: 'tok', userId: 'u1', homeId: 'h1' });
    await api.post('/login', { userId: 'a', password: 'b' });
    await api.get('/config');
    await api.get('/authentication', { command: 'available' });
    await api.post('/database/object', { object: { name: 'x' } });
    const headers = f.mock.calls.map(c => ((c as unknown as [string, RequestInit])[1].headers as Record<string, string>).Authorization);
    expect(headers).toEqual([undefined, undefined, undefined, 'Bearer tok']);
    expect(JSON.parse((f.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({ userId: 'a', password: 'b' });
  });

  it("logs out when the stored token belongs to another tab's user", async () => {
    const f = jest.fn(() => reply(200, { status: 'OK', data: {} }));
    const { api, session, ended } = setup(f);
    writeSession({ token: 'tok2', userId: 'someone-else', homeId: 'h1' });
    session.setUser(user);
    await expect(api.get('/ping')).rejects.toThrow(MESSAGES.otherTab);
    expect(ended).toEqual([MESSAGES.otherTab]);
    expect(f).not.toHaveBeenCalled();
  });

  it('maps a network failure to "No network connection" and the no-connection state', async () => {
    const { api, session, notifications } = setup(jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/ping')).rejects.toThrow(MESSAGES.network);
    expect(session.noConnection).toBe(true);
    expect(notifications.toasts[0]).toMatchObject({ kind: 'error', message: 'No network connection' });
  });

  it('401 and token errors show the logging-out loader and end the session', async () => {
    const { api, session, notifications, ended } = setup(
      jest.fn(() => reply(401, { status: 'error', error: { name: 'TOKEN_NOT_VALID', message: 'Token expired' } })),
    );
    writeSession({ token: 'tok', userId: 'u1', homeId: 'h1' });
    session.setUser(user);
    await expect(api.get('/ping')).rejects.toMatchObject({ name: 'TOKEN_NOT_VALID' });
    expect(notifications.loader).toMatchObject({ show: true, message: MESSAGES.loggingOut });
    expect(ended).toHaveLength(1);
    expect(notifications.toasts).toHaveLength(0);
  });

  it('a late 401 to a request sent with an ended session leaves the new session alone', async () => {
    let answer!: (v: unknown) => void;
    const f = jest.fn(
      () =>
        new Promise(r => {
          answer = r;
        }),
    );
    const { api, session, notifications, ended } = setup(f);
    writeSession({ token: 'old', userId: 'u1', homeId: 'h1' });
    session.setUser(user);
    const poll = api.get('/events', { rooms: [] });
    // Logged out and signed in again while the poll was pending.
    writeSession({ token: 'new', userId: 'u1', homeId: 'h1' });
    answer(fakeResponse(401, JSON.stringify({ status: 'error', error: { name: 'TOKEN_NOT_VALID', message: 'Token expired' } })));
    await expect(poll).rejects.toMatchObject({ name: 'TOKEN_NOT_VALID' });
    expect(ended).toHaveLength(0);
    expect(notifications.loader.show).toBe(false);
  });

  it("a failed login (401) is the form's business, not a logout", async () => {
    const { api, ended } = setup(
      jest.fn(() => reply(401, { status: 'error', error: { name: 'InvalidCredentials', message: 'Wrong user name or password.' } })),
    );
    await expect(api.post('/login', {}, { suppressError: true })).rejects.toMatchObject({ name: 'InvalidCredentials' });
    expect(ended).toHaveLength(0);
  });

  it("429 shows the server's message; other errors a toast with their message", async () => {
    const f = jest
      .fn()
      .mockImplementationOnce(() =>
        reply(429, { status: 'error', error: { name: 'TooManyLoginAttempts', message: 'Too many login attempts. Try again in 12 seconds.', secondsLeft: 12 } }),
      )
      .mockImplementationOnce(() => reply(404, { status: 'error', error: { name: 'ObjectNotFound', message: 'Object o1 was not found.' } }));
    const { api, notifications } = setup(f);
    await expect(api.get('/database/object', { objectId: 'o1' })).rejects.toMatchObject({ httpStatus: 429, detail: { secondsLeft: 12 } });
    await expect(api.get('/database/object', { objectId: 'o1' })).rejects.toMatchObject({ name: 'ObjectNotFound', httpStatus: 404 });
    expect(notifications.toasts.map(t => t.message)).toEqual(['Too many login attempts. Try again in 12 seconds.', 'Object o1 was not found.']);
  });

  it('a cancelled request is ignored silently', async () => {
    const ctrl = new AbortController();
    const f = jest.fn(() => {
      ctrl.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    const { api, notifications } = setup(f);
    const e = await api.get('/database/children', {}, { signal: ctrl.signal }).catch(x => x);
    expect(isCancelled(e)).toBe(true);
    expect(notifications.toasts).toHaveLength(0);
  });

  it('a non-JSON failure becomes a named error, never a crash', async () => {
    const { api } = setup(jest.fn(() => Promise.resolve(fakeResponse(502, '<html>bad gateway</html>'))));
    await expect(api.get('/ping', undefined, { suppressError: true })).rejects.toMatchObject({ name: 'InternalError', httpStatus: 502 });
  });

  describe('download', () => {
    const fileReply = (type: string, text: string, disposition: string | null) => {
      const blob = { size: text.length, type, text: async () => text };
      return Promise.resolve({ ok: true, status: 200, statusText: '', headers: { get: () => disposition }, blob: async () => blob });
    };
    it('returns the file under the name the server gives it', async () => {
      const { api } = setup(jest.fn(() => fileReply('application/gzip', 'bytes', 'attachment; filename="fathom-Edge-linux.tar.gz"')));
      const out = await api.download('/database/getInstaller', { name: 'Edge' });
      expect(out.fileName).toBe('fathom-Edge-linux.tar.gz');
      expect(await out.blob.text()).toBe('bytes');
    });
    it('a blob holding an error envelope is that error', async () => {
      const error = JSON.stringify({
        status: 'error',
        error: { name: 'Conflict', message: 'The licence allows 1 aggregators; upgrade the licence to add more.' },
      });
      const { api, notifications } = setup(jest.fn(() => fileReply('application/json', error, null)));
      await expect(api.download('/database/getInstaller', {}, { suppressError: true })).rejects.toMatchObject({ errorName: 'Conflict' });
      expect(notifications.toasts).toEqual([]);
    });
  });
});
