/**
 * Software updates (spec 001 §2 Updates, §3 update states, §4 slots): the platform reads the feed that
 * FATHOM_UPDATE_FEED names (here a small HTTP server), offers the newer versions its slot receives, schedules one
 * (pending until its time, then upgrading), cancels it; a broken feed is told, not a 500; only admins see it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BASE, UPDATE_PATH, type TreeObject, type UpdateStatus } from '@fathom/sdk/api';
import { ApiCallError, startServer, type Client, type TestServer } from './helpers';

let feedServer: Server;
let feedBody = '';
let feedUrl: string;
let srv: TestServer;
let root: Client;
let viewer: Client;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ApiCallError) => `${e.errorName}: ${(e.body as { error: { message: string } }).error.message}`,
  );
const FEED = {
  versions: [
    { version: '0.0.9', slot: 'stable', released: '2026-01-10' },
    { version: '0.2.0', slot: 'stable', released: '2026-10-01', notes: 'Faster scans' },
    { version: '0.2.5', slot: 'preview', released: '2026-11-01' },
    { version: '0.3.0-beta.1', slot: 'beta', released: '2026-11-20' },
  ],
};

beforeAll(async () => {
  feedServer = createServer((req, res) => {
    if (req.url === '/feed.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(feedBody);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>(r => feedServer.listen(0, '127.0.0.1', r));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.json`;
  process.env.FATHOM_UPDATE_FEED = feedUrl;
  feedBody = JSON.stringify(FEED);
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  const home = await root.get<TreeObject>('/database/object', { objectId: 'HOME' });
  await root.post('/database/object', {
    object: { parentId: home.objectId, name: 'Viewer', classId: 'user' },
    options: { userId: 'update-viewer', password: 'View#Pass1', activated: true, email: 'uv@example.com', permissions: ['get'] },
  });
  viewer = await srv.login('update-viewer', 'View#Pass1');
});
afterAll(async () => {
  delete process.env.FATHOM_UPDATE_FEED;
  await srv?.close();
  feedServer.closeAllConnections();
  await new Promise(r => feedServer.close(r));
});

test('the slot decides what is offered; none offers every newer version', async () => {
  const none = await root.get<UpdateStatus>(UPDATE_PATH);
  expect(none).toMatchObject({ currentVersion: '0.1.0', slot: 'none', feed: feedUrl, feedError: null, state: 'updateAvailable', scheduled: null });
  expect(none.available.map(v => v.version)).toEqual(['0.3.0-beta.1', '0.2.5', '0.2.0']);
  expect((await root.put<UpdateStatus>(UPDATE_PATH, { slot: 'stable' })).available.map(v => v.version)).toEqual(['0.2.0']);
  expect((await root.put<UpdateStatus>(UPDATE_PATH, { slot: 'preview' })).available.map(v => v.version)).toEqual(['0.2.5', '0.2.0']);
  expect((await root.get<UpdateStatus>(UPDATE_PATH)).slot).toBe('preview');
  expect(await refusal(root.put(UPDATE_PATH, { slot: 'nightly' }))).toBe('ValidationError: slot must be none, beta, preview or stable');
});

test('schedule: pending until its time, upgrading after it, cancelled on request; only offered versions', async () => {
  expect(await refusal(root.post(UPDATE_PATH, { version: '0.3.0-beta.1' }))).toBe(
    'ValidationError: Version 0.3.0-beta.1 is not offered in the preview slot above 0.1.0.',
  );
  const later = Date.now() + 24 * 3600_000;
  const pending = await root.post<UpdateStatus>(UPDATE_PATH, { version: '0.2.5', at: later });
  expect(pending).toMatchObject({ state: 'updatePending', scheduled: { version: '0.2.5', at: later, by: 'root' } });
  const due = await root.post<UpdateStatus>(UPDATE_PATH, { version: '0.2.0', at: 0 });
  expect(due).toMatchObject({ state: 'upgrading', scheduled: { version: '0.2.0', at: 0 } });
  expect((await root.del<UpdateStatus>(UPDATE_PATH)).state).toBe('updateAvailable');
});

test('a feed with nothing newer is up to date; a broken or missing feed is told', async () => {
  feedBody = JSON.stringify({ versions: [{ version: '0.1.0', slot: 'stable' }] });
  expect(await root.get<UpdateStatus>(UPDATE_PATH)).toMatchObject({ state: 'upToDate', available: [], feedError: null });
  feedBody = '{"versions": [{"version": "one", "slot": "stable"}]}';
  expect((await root.get<UpdateStatus>(UPDATE_PATH)).feedError).toBe('The update feed is not valid: version must be dotted numbers such as 1.4.2');
  feedBody = 'not json';
  expect((await root.get<UpdateStatus>(UPDATE_PATH)).feedError).toBe('The update feed is not JSON.');
  expect(await refusal(root.post(UPDATE_PATH, { version: '0.2.0' }))).toBe('Conflict: The update feed is not JSON.');
  process.env.FATHOM_UPDATE_FEED = feedUrl.replace('feed.json', 'gone.json');
  expect((await root.get<UpdateStatus>(UPDATE_PATH)).feedError).toBe('The update feed could not be read: the feed answered 404');
  process.env.FATHOM_UPDATE_FEED = feedUrl;
});

test('without adm the updates are refused', async () => {
  expect(await refusal(viewer.get(UPDATE_PATH))).toBe('NoPermission: You need the adm permission to see software updates.');
  expect(await refusal(viewer.put(UPDATE_PATH, { slot: 'beta' }))).toBe('NoPermission: Only an administrator of the platform may change its updates.');
});

test('remote devices report their version on activation and heartbeat; behind the platform they have an update available', async () => {
  const home = await root.get<TreeObject>('/database/object', { objectId: 'HOME' });
  const code = 'A7B2C-3D4E5-F6G7H-8J9K2';
  const device = await root.post<TreeObject>('/database/object', {
    object: { parentId: home.objectId, name: 'Old box', classId: 'appagt', tags: { activationCode: code } },
  });
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${srv.url}${API_BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-collector-token': token } : {}) },
      body: JSON.stringify(body),
    }).then(r => r.json() as Promise<{ status: string; data: { token: string }; error?: { message: string } }>);
  expect((await post('/database/activate', { activationCode: code, version: 'latest' })).error?.message).toBe('version must be dotted numbers such as 1.4.2');
  const { token } = (await post('/database/activate', { activationCode: code, version: '0.0.5' })).data;
  const mine = () => root.get<UpdateStatus>(UPDATE_PATH).then(s => s.devices.find(d => d.objectId === device.objectId));
  expect(await mine()).toEqual({ objectId: device.objectId, name: 'Old box', classId: 'appagt', version: '0.0.5', state: 'updateAvailable' });
  expect((await post('/database/collector/heartbeat', { objectId: device.objectId, version: '0.1.0' }, token)).status).toBe('OK');
  expect((await mine())?.state).toBe('upToDate');
  expect((await mine())?.version).toBe('0.1.0');
});
