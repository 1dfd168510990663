/**
 * The platform on PostgreSQL (a fresh schema of FATHOM_TEST_PG_URL): it starts and serves the tree; tasks are
 * claimed exclusively by concurrent claimers, and a claimer that meets a row another one is claiming takes the next
 * (FOR UPDATE SKIP LOCKED); collector bookkeeping reads JSON tags in PostgreSQL's dialect; a
 * search of the empty index answers.
 * The platform API suites (test/api/platform-*.test.ts) run whole on PostgreSQL with FATHOM_TEST_DIALECT=postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoginResponse } from '@fathom/sdk/api';
import { createServer, type RunningServer } from '../../server/app';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { markSilentOffline } from '../../server/tasks/collector-presence';
import { claimNext, insertTask } from '../../server/tasks/repo';
import { loadServerPlugins } from '../../host/server/plugins';
import { call, clientFor, type Client } from './helpers';
import { freshPostgresSchema, peerOrSkip } from './scale-peers';
import pg from 'pg';

const PASSWORD = 'Root#Pass1';
let ready = false;
let server: RunningServer;
let root: Client;
let drop: () => Promise<void>;
let schemaUrl: string;
const dataDir = mkdtempSync(join(tmpdir(), 'fathom-pg-'));

beforeAll(async () => {
  ready = await peerOrSkip('PostgreSQL', 'FATHOM_TEST_PG_URL', process.env.FATHOM_TEST_PG_URL, 5432);
  if (!ready) return;
  const pg = await freshPostgresSchema();
  drop = pg.drop;
  schemaUrl = pg.url;
  const { plugins, modules } = await loadServerPlugins();
  server = await createServer({ dataDir, host: '127.0.0.1', port: 0, rootPassword: PASSWORD, plugins, pluginModules: modules, databaseUrl: pg.url });
  const r = await call<LoginResponse>(server.url, 'POST', '/login', { userId: 'root', password: PASSWORD });
  if (r.body.status !== 'OK') throw new Error(r.body.error.message);
  root = clientFor(server.url, r.body.data);
}, 60_000);

afterAll(async () => {
  if (ready) {
    await server?.close();
    await drop?.();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('the store is on PostgreSQL and the first start seeded the tree as on SQLite', async () => {
  if (!ready) return;
  expect(server.store.dialect).toBe('postgres');
  const home = await root.get('/database/object', { objectId: 'HOME' });
  const children = await root.get('/database/children', { parentId: home.objectId });
  expect(children.objects.map((o: { name: string }) => o.name)).toEqual(expect.arrayContaining(['Demo']));
  // ms times are 64-bit here as on SQLite
  const row = await server.store.db.selectFrom('objects').select('created_at').where('object_id', '=', home.objectId).executeTakeFirstOrThrow();
  expect(row.created_at).toBeGreaterThan(2 ** 31);
});

test('a task is claimed by exactly one of two concurrent claimers', async () => {
  if (!ready) return;
  const collector = (await getSetting<string>(server.store, SETTING_KEYS.localCollectorId))!;
  const task = await insertTask(server.store, { nodeId: collector, kind: 'scan', options: {}, createdBy: null });
  await server.store.db.updateTable('tasks').set({ status: 2 }).where('task_id', '=', task.task_id).execute(); // ready
  const claims = await Promise.all([claimNext(server.store, 'a:1', [], collector), claimNext(server.store, 'b:2', [], collector)]);
  expect(claims.filter(Boolean).map(t => t!.task_id)).toEqual([task.task_id]);
  expect(typeof task.task_id).toBe('number');
});

test('a claimer meeting a task another claimer holds takes the next ready one instead of waiting (FOR UPDATE SKIP LOCKED)', async () => {
  if (!ready) return;
  // A remote collector's tasks: this server's own task queue leaves them alone, so only the claims below take them.
  const collector = 'remote-claims';
  const now = Date.now();
  await server.store.db
    .insertInto('objects')
    .values({
      object_id: collector,
      parent_id: null,
      name: collector,
      class_id: 'appagt',
      tags: '{"remote":true}',
      client_id: null,
      path_ids: `/${collector}/`,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const [first, second] = [
    await insertTask(server.store, { nodeId: collector, kind: 'scan', options: {}, createdBy: null }),
    await insertTask(server.store, { nodeId: collector, kind: 'scan', options: {}, createdBy: null }),
  ];
  await server.store.db.updateTable('tasks').set({ status: 2 }).where('task_id', 'in', [first.task_id, second.task_id]).execute();
  // Another process in the middle of claiming the first task: its row is locked until that claim commits.
  const holder = new pg.Client({ connectionString: schemaUrl });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT task_id FROM tasks WHERE task_id = $1 FOR UPDATE', [first.task_id]);
    const claim = claimNext(server.store, 'c:3', [], collector);
    // A claim that waits for the lock (no SKIP LOCKED) would get the first task once the holder lets it go.
    let settled = false;
    const waits = async () => {
      while (!settled) {
        const r = await holder.query('SELECT 1 FROM pg_stat_activity WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))');
        if (r.rowCount) return 'waiting';
        await new Promise(res => setTimeout(res, 20));
      }
      return 'claimed';
    };
    const outcome = await Promise.race([claim.then(() => 'claimed'), waits()]);
    settled = true;
    await holder.query('ROLLBACK');
    expect(outcome).toBe('claimed');
    expect((await claim)?.task_id).toBe(second.task_id);
  } finally {
    await holder.end();
  }
});

test('collector bookkeeping reads JSON tags in PostgreSQL: silent collectors go offline, a wrong activation code is refused', async () => {
  if (!ready) return;
  expect(await markSilentOffline(server.context, Date.now() + 3_600_000)).toEqual([]);
  const r = await call(server.url, 'POST', '/database/activate', { activationCode: 'no-such-code', password: 'x' });
  expect(r.status).toBe(400);
  expect(r.body.status).toBe('error');
});

test('PID_STATS answers figures; a search of the empty index answers (scans and searches: scan-api and search-postgres run on PostgreSQL)', async () => {
  if (!ready) return;
  const collector = (await getSetting<string>(server.store, SETTING_KEYS.localCollectorId))!;
  const search = await root.call('POST', '/database/search', { query: "SELECT * FROM STORE('/')" });
  expect(search.body).toMatchObject({ status: 'OK', data: { searchId: expect.any(String) } });
  const stats = await root.get('/database/property', { objectId: collector, propertyId: 'PID_STATS' });
  expect(stats).toMatchObject({ objectId: collector, totals: { files: 0, bytes: 0, directories: 0 } });
  // The server still answers afterwards.
  expect((await root.get('/database/object', { objectId: collector })).objectId).toBe(collector);
});
