/**
 * The rules of POST /database/getInstaller and /database/reinstall: the request's fields, where each class may
 * be added, the add permission, the licence's aggregator limit, air-gapped platforms, and a reinstall that
 * issues a new code.
 */
import { API_BASE, type Licence, type TreeObject } from '@fathom/sdk/api';
import { startServer, type Client, type TestServer } from './helpers';

jest.setTimeout(60_000);
let srv: TestServer;
let root: Client;
let home: TreeObject;
let demo: TreeObject;

const request = (over: Record<string, unknown> = {}) => ({
  parentId: demo.objectId,
  classId: 'appagt',
  name: 'Edge',
  isOffline: false,
  ostype: 'windows',
  bindTo: '0.0.0.0',
  dirApp: 'C:\\Program Files\\Fathom\\aggregator-collector',
  fulldir: 'C:\\ProgramData\\Fathom',
  dbDialect: 'mysql',
  dbHost: '10.0.0.5',
  dbPort: '3306',
  dbUser: 'fathom',
  dbPassword: 'pw',
  ...over,
});

async function refusal(client: Client, path: string, payload: Record<string, unknown>): Promise<{ status: number; name: string; message: string }> {
  const r = await client.call('POST', path, payload);
  expect(r.body.status).toBe('error');
  const error = (r.body as { error: { name: string; message: string } }).error;
  return { status: r.status, name: error.name, message: error.message };
}

/**
 * A download read to its end: a response left unread keeps its connection busy, and the server's close then waits
 * for it (a package is megabytes, more than the socket buffers take at once).
 */
async function download(user: Client, path: string, payload: Record<string, unknown>): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const res = await fetch(`${srv.url}${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: JSON.stringify(payload),
  });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  home = await root.get('/database/object', { objectId: 'HOME' });
  [demo] = (await root.get('/database/children', { parentId: home.objectId, options: { classIds: ['client'] } })).objects;
});
afterAll(async () => {
  await srv?.close();
});

test('the fields follow the installer request rules', async () => {
  expect(await refusal(root, '/database/getInstaller', request({ name: '  ' }))).toMatchObject({ name: 'ValidationError', message: 'Field is required.' });
  expect((await refusal(root, '/database/getInstaller', request({ name: 'a/b' }))).name).toBe('ValidationError');
  expect((await refusal(root, '/database/getInstaller', request({ name: 'x'.repeat(257) }))).name).toBe('ValidationError');
  expect((await refusal(root, '/database/getInstaller', request({ bindTo: ' ' }))).message).toBe('Field is required.');
  // An aggregator's database fields are required; a collector's are not.
  expect((await refusal(root, '/database/getInstaller', request({ dbUser: '' }))).message).toBe('Field is required.');
  expect((await refusal(root, '/database/getInstaller', request({ classId: 'client' }))).message).toBe('classId must be appliance, appagt or agent.');
  expect((await refusal(root, '/database/getInstaller', request({ ostype: 'beos' }))).message).toBe('ostype must be windows, linux or osx.');
});

test('a collector (agent) is added only under an aggregator; it needs no database fields', async () => {
  const r = await refusal(
    root,
    '/database/getInstaller',
    request({ classId: 'agent', dbUser: undefined, dbPassword: undefined, dbHost: undefined, dbPort: undefined }),
  );
  expect(r).toMatchObject({ name: 'ValidationError', message: 'A client cannot hold a agent.' });
  const res = await download(root, '/database/getInstaller', request({ name: 'Aggregator', classId: 'appliance', ostype: 'linux' }));
  expect(res.status).toBe(200);
  const aggregator = (await root.get('/database/children', { parentId: demo.objectId })).objects.find((o: TreeObject) => o.name === 'Aggregator');
  const agent = await download(root, '/database/getInstaller', {
    ...request({ parentId: aggregator.objectId, classId: 'agent', name: 'Laptop', ostype: 'osx', dbDialect: 'sqlite' }),
    dbUser: '',
    dbPassword: '',
    dbHost: '',
    dbPort: '',
  });
  expect(agent.status).toBe(200);
  expect(agent.headers.get('content-disposition')).toBe('attachment; filename="fathom-Laptop-osx.tar.gz"');
});

test('a windows installer is a zip named by the server', async () => {
  const res = await download(root, '/database/getInstaller', request({ name: 'Win Box' }));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="fathom-Win-Box-windows.zip"');
  const body = res.body;
  expect(body.subarray(0, 2).toString()).toBe('PK');
  for (const name of ['fathom-aggregator-collector/start.cmd', 'fathom-aggregator-collector/install-service.ps1', 'fathom-aggregator-collector/config.json'])
    expect(body.includes(Buffer.from(name))).toBe(true);
});

test('adding needs the add permission on the parent', async () => {
  await root.post('/database/object', {
    object: { parentId: demo.objectId, name: 'viewer', classId: 'user' },
    options: { userId: 'viewer', password: 'User#Pass1', activated: true, email: 'viewer@example.com', permissions: ['get', 'adm'] },
  });
  const viewer = await srv.login('viewer', 'User#Pass1');
  expect((await refusal(viewer, '/database/getInstaller', request({ name: 'Not Mine' }))).name).toBe('NoPermission');
});

test('the licence limit of aggregators blocks adding an aggregator', async () => {
  const lic: Licence = await root.get('/database/property', { objectId: 'HOME', propertyId: 'PID_LICENSE' });
  const count = (
    await root.get('/database/children', { parentId: home.objectId, options: { recursive: true, classIds: ['appagt', 'appliance'], objectLimit: 1000 } })
  ).objectCount;
  await root.post('/database/property', { objectId: 'HOME', propertyId: 'PID_LICENSE', property: { ...lic, allowedAggregators: count } });
  expect(await root.get('/database/installerInfo')).toEqual({ allowedAggregators: count, aggregators: count, limitReached: true, airGapped: false });
  const r = await refusal(root, '/database/getInstaller', request({ name: 'One Too Many' }));
  expect(r.status).toBe(409);
  expect(r.message).toContain('upgrade the licence');
  await root.post('/database/property', { objectId: 'HOME', propertyId: 'PID_LICENSE', property: lic });
});

test('an air-gapped platform refuses web installers and gives offline ones', async () => {
  srv.server.settings.public.airGapped = true;
  try {
    const r = await refusal(root, '/database/getInstaller', request({ name: 'Web One', isOffline: false }));
    expect(r).toMatchObject({
      name: 'ValidationError',
      message: 'Web installers are not available: the platform is air-gapped. Choose the offline installer.',
    });
    expect((await download(root, '/database/getInstaller', request({ name: 'Offline One', isOffline: true }))).status).toBe(200);
  } finally {
    srv.server.settings.public.airGapped = false;
  }
});

test('reinstall gives a device a new code and a pending state; it applies only to devices', async () => {
  const device = (await root.get('/database/children', { parentId: demo.objectId })).objects.find((o: TreeObject) => o.name === 'Win Box');
  const before = device.tags.activationCode;
  const res = await download(root, '/database/reinstall', request({ objectId: device.objectId, parentId: undefined, name: 'Win Box', ostype: 'linux' }));
  expect(res.status).toBe(200);
  const after: TreeObject = await root.get('/database/object', { objectId: device.objectId });
  expect(after.tags.activationCode).not.toBe(before);
  expect(after.tags.activated).toBe(false);
  expect((await refusal(root, '/database/reinstall', request({ objectId: demo.objectId, parentId: undefined }))).message).toBe(
    'A client cannot be reinstalled.',
  );
});

test('a signed-in user activates a device with its code: it is confirmed (no longer pending) but neither online nor given a token', async () => {
  expect((await download(root, '/database/getInstaller', request({ name: 'To Activate', isOffline: true }))).status).toBe(200);
  const device: TreeObject = (await root.get('/database/children', { parentId: demo.objectId })).objects.find((o: TreeObject) => o.name === 'To Activate');
  const code = String(device.tags.activationCode);
  expect((await refusal(root, '/database/activate', { objectId: device.objectId, activationCode: 'AAAAA-BBBBB-CCCCC-DDDDD' })).message).toBe(
    'Activation code is not valid',
  );
  const viewer = await srv.login('viewer', 'User#Pass1');
  expect((await refusal(viewer, '/database/activate', { objectId: device.objectId, activationCode: code })).name).toBe('NoPermission');
  const done = await root.post('/database/activate', { objectId: device.objectId, activationCode: code.toLowerCase(), password: '' });
  expect(done).toEqual({ objectId: device.objectId, name: 'To Activate', classId: 'appagt' });
  const after: TreeObject = await root.get('/database/object', { objectId: device.objectId });
  expect(after.tags.activated).toBe(true);
  expect(after.isOnline).toBe(false);
});
