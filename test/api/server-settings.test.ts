/**
 * PID_SERVER_SETTINGS against the real server: defaults, values inherited down the tree from the nearest
 * ancestor that has its own, own values in force, back to inheriting, named errors that change nothing,
 * the pol code for changes, and the scheduler reading a node's settings through the same rules.
 */
import { SERVER_SETTINGS_DEFAULTS, type ServerSettingsProperty } from '@fathom/sdk/api/tasks';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { readServerSettings } from '../../server/tasks/settings';
import { startServer, type Client, type TestServer } from './helpers';

jest.setTimeout(60_000);
let srv: TestServer;
let root: Client;
let collector: string;
let orgUnit: string;

const read = (c: Client, objectId: string) => c.get<ServerSettingsProperty>('/database/property', { objectId, propertyId: 'PID_SERVER_SETTINGS' });
const write = (c: Client, objectId: string, property: unknown) =>
  c.call('POST', '/database/property', { objectId, propertyId: 'PID_SERVER_SETTINGS', property });

beforeAll(async () => {
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  collector = (await getSetting<string>(srv.server.store, SETTING_KEYS.localCollectorId))!;
  const node = await root.get('/database/object', { objectId: collector });
  orgUnit = node.parentId;
});
afterAll(async () => {
  await srv?.close();
});

test('a node without own values inherits the defaults', async () => {
  const s = await read(root, collector);
  expect(s).toEqual({ values: {}, inherited: true, inheritedFrom: null, inheritedValues: SERVER_SETTINGS_DEFAULTS, effective: SERVER_SETTINGS_DEFAULTS });
});

test('values set above are inherited from the nearest ancestor; own values are in force; inherited: true returns to inheriting', async () => {
  const set = await write(root, orgUnit, { values: { maxFileSize: 2, enableOcr: true, maxCPUUtilization: 50 } });
  expect(set.status).toBe(200);
  const below = await read(root, collector);
  expect(below).toMatchObject({ inherited: true, inheritedFrom: orgUnit, values: {} });
  expect(below.effective).toEqual({ ...SERVER_SETTINGS_DEFAULTS, maxFileSize: 2, enableOcr: true, maxCPUUtilization: 50 });
  expect(await readServerSettings(srv.server.store, collector)).toEqual(below.effective); // what its scans use

  await write(root, collector, { values: { ...below.effective, maxFileSize: 7, enableOcr: false } });
  const own = await read(root, collector);
  expect(own).toMatchObject({ inherited: false, inheritedFrom: orgUnit, values: { maxFileSize: 7, enableOcr: false } });
  expect(own.effective).toMatchObject({ maxFileSize: 7, enableOcr: false, maxCPUUtilization: 50 });
  expect(own.inheritedValues.maxFileSize).toBe(2);

  await write(root, collector, { inherited: true });
  expect((await read(root, collector)).effective.maxFileSize).toBe(2);
  await write(root, orgUnit, { values: {} });
  expect((await read(root, collector)).effective).toEqual(SERVER_SETTINGS_DEFAULTS);
});

test.each([
  [{ values: { maxCPUUtilization: 150 } }, /maxCPUUtilization must be a percentage/],
  [{ values: { maxConcurrentTasks: 0 } }, /maxConcurrentTasks must be a whole number of at least 1/],
  [{ values: { dynamicWorkers: 40 } }, /dynamicWorkers/],
  [{ values: { enableOcr: 'yes' } }, /enableOcr must be true or false/],
  [{ values: { maxFileSize: 'big' } }, /maxFileSize must be a number/],
  [{ values: { noSuchSetting: 1 } }, /noSuchSetting is not a server setting/],
  [{ values: [1, 2] }, /must be an object/],
  ['text', /must be an object/],
  [{ inherited: 'no' }, /inherited must be true or false/],
])('%j is refused with a named error and changes nothing', async (property, message) => {
  await write(root, collector, { values: { maxFileSize: 3 } });
  const r = await write(root, collector, property);
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ status: 'error', error: { name: 'ValidationError', message: expect.stringMatching(message) } });
  expect((await read(root, collector)).values).toEqual({ maxFileSize: 3 });
  await write(root, collector, { inherited: true });
});

test("the tree root's values are the machine-wide ones the task queue uses (maxConcurrentTasks, maxHistoricalTasks)", async () => {
  const top = (await srv.server.store.db.selectFrom('objects').select('object_id').where('class_id', '=', 'root').executeTakeFirstOrThrow()).object_id;
  await write(root, top, { values: { maxConcurrentTasks: 1, maxHistoricalTasks: 5 } });
  expect(await readServerSettings(srv.server.store)).toMatchObject({ maxConcurrentTasks: 1, maxHistoricalTasks: 5 });
  expect(await read(root, collector)).toMatchObject({ inheritedFrom: top, effective: { maxConcurrentTasks: 1 } });
  await write(root, top, { inherited: true });
  expect((await readServerSettings(srv.server.store)).maxConcurrentTasks).toBe(SERVER_SETTINGS_DEFAULTS.maxConcurrentTasks);
});

test('reading needs get, changing needs pol', async () => {
  await root.post('/database/object', {
    object: { parentId: orgUnit, name: 'viewer', classId: 'user' },
    options: { userId: 'viewer', password: 'User#Pass1', activated: true, email: 'viewer@example.com', permissions: ['get'] },
  });
  const viewer = await srv.login('viewer', 'User#Pass1');
  expect((await read(viewer, collector)).effective).toEqual(SERVER_SETTINGS_DEFAULTS);
  const r = await write(viewer, collector, { values: { maxFileSize: 1 } });
  expect(r.status).toBe(403);
  expect(r.body).toMatchObject({ status: 'error', error: { name: 'NoPermission' } });
  expect((await read(root, collector)).inherited).toBe(true);
});
