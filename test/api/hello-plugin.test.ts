/**
 * The hello plugin (plugins/areas/hello) on a real server: its route with a payload schema, its table
 * (a migration applied once, kept across a restart), its PID_HELLO property and its PID_STATS figure.
 * It reaches the server through one line of host/server/plugins.ts and nothing else.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { TreeObject } from '@fathom/sdk/api';
import { DATABASE_FILE } from '../../server/app';
import { call, startServer, type Client, type TestServer } from './helpers';

let srv: TestServer;
let root: Client;
let home: TreeObject;

beforeAll(async () => {
  srv = await startServer({ keepDataDir: true });
  root = await srv.login('root', srv.rootPassword);
  home = await root.get('/database/object', { objectId: 'HOME' });
});
afterAll(() => srv.close());

const appliedMigrations = (dataDir: string) => {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    return db.prepare("SELECT plugin_id || '/' || migration_id AS id, applied_at FROM plugin_migrations WHERE plugin_id = 'hello'").all() as {
      id: string;
      applied_at: number;
    }[];
  } finally {
    db.close();
  }
};

test('the route refuses a payload its schema refuses, with a named error', async () => {
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ objectId: home.objectId }, /name is required/],
    [{ objectId: home.objectId, name: 'x'.repeat(65) }, /at most 64/],
    [{ objectId: home.objectId, name: 'R2-D2' }, /letters/],
    [{ name: 'Ada' }, /objectId is required/],
  ];
  for (const [payload, message] of cases) {
    const r = await root.call('POST', '/hello/greeting', payload);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ status: 'error', error: { name: 'ValidationError', message: expect.stringMatching(message) } });
  }
  const anonymous = await call(srv.url, 'POST', '/hello/greeting', { objectId: home.objectId, name: 'Ada' });
  expect(anonymous.body).toMatchObject({ error: { name: 'TOKEN_NOT_FOUND' } });
  const unknown = await root.call('POST', '/hello/greeting', { objectId: 'no-such-node', name: 'Ada' });
  expect(unknown.body).toMatchObject({ error: { name: 'ObjectNotFound' } });
});

test('a greeting is stored in the plugin table and read through PID_HELLO and the PID_STATS figure', async () => {
  expect(await root.get('/database/property', { objectId: home.objectId, propertyId: 'PID_HELLO' })).toEqual({ count: 0, latest: [] });
  expect((await root.get('/database/property', { objectId: home.objectId, propertyId: 'PID_STATS' })).figures).toEqual({ 'hello.greetings': 0 });

  const greeting = await root.post('/hello/greeting', { objectId: 'HOME', name: '  Ada Lovelace ' });
  expect(greeting).toMatchObject({ objectId: home.objectId, name: 'Ada Lovelace', message: 'Hello, Ada Lovelace!' });

  const hello = await root.get('/database/property', { objectId: home.objectId, propertyId: 'PID_HELLO' });
  expect(hello).toMatchObject({ count: 1, latest: [{ greetingId: greeting.greetingId, name: 'Ada Lovelace' }] });
  const stats = await root.get('/database/property', { objectId: home.objectId, propertyId: 'PID_STATS' });
  expect(stats.figures).toEqual({ 'hello.greetings': 1 });
  expect(stats.totals).toBeDefined(); // the core's figures are still there
});

test('the migration ran once, and a restart keeps the table without running it again', async () => {
  const before = appliedMigrations(srv.dataDir);
  expect(before.map(m => m.id)).toEqual(['hello/0001_greetings']);
  await srv.close();
  srv = await startServer({ dataDir: srv.dataDir, keepDataDir: false });
  root = await srv.login('root', srv.rootPassword);
  expect(appliedMigrations(srv.dataDir)).toEqual(before);
  expect(await root.get('/database/property', { objectId: home.objectId, propertyId: 'PID_HELLO' })).toMatchObject({ count: 1 });
});
