/**
 * The platform on PostgreSQL (a fresh schema of FATHOM_TEST_PG_URL): it starts and serves the tree; tasks are
 * claimed exclusively by concurrent claimers, a claimer that meets a row another one is claiming takes the next
 * (FOR UPDATE SKIP LOCKED), and a task whose owner on another machine went silent is resumed; collector
 * bookkeeping reads JSON tags in PostgreSQL's dialect; a search of the empty index answers.
 * The platform API suites (test/api/platform-*.test.ts) run whole on PostgreSQL with FATHOM_TEST_DIALECT=postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoginResponse } from '@fathom/sdk/api';
import { createServer, type RunningServer } from '../../server/app';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { markSilentOffline } from '../../server/tasks/collector-presence';
import { claimNext, type TaskRow } from '../../server/tasks/repo';
import { loadServerPlugins } from '../../host/server/plugins';
import { call, clientFor, type Client } from './helpers';
import { freshPostgresSchema, peerOrSkip } from './scale-peers';
import { waitFor } from './scan-fixture';
import pg from 'pg';

const PASSWORD = 'Root#Pass1';
let ready = false;
let server: RunningServer;
let root: Client;
let drop: () => Promise<void>;
let schemaUrl: string;
const dataDir = mkdtempSync(join(tmpdir(), 'fathom-pg-'));
/** A remote collector: its tasks are run by its own process, so this server's task queue leaves them alone. */
const REMOTE = 'remote-claims';

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
  const now = Date.now();
  await server.store.db
    .insertInto('objects')
    .values({
      object_id: REMOTE,
      parent_id: null,
      name: REMOTE,
      class_id: 'appagt',
      tags: '{"remote":true}',
      client_id: null,
      path_ids: `/${REMOTE}/`,
      created_at: now,
      updated_at: now,
    })
    .execute();
}, 60_000);

/**
 * A task of the remote node in a status of the test's choosing, written at once: this server's own task queue
 * neither promotes nor claims it, so only the test's claims and its orphan recovery touch it.
 */
async function taskOf(status: number, patch: { owner?: string; heartbeat_at?: number } = {}): Promise<TaskRow> {
  const now = Date.now();
  return server.store.db
    .insertInto('tasks')
    .values({ node_id: REMOTE, kind: 'scan', status, options: '{}', attempts: 0, created_by: null, created_at: now, updated_at: now, ...patch } as never)
    .returningAll()
    .executeTakeFirstOrThrow() as Promise<TaskRow>;
}

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
  const task = await taskOf(2); // ready
  const claims = await Promise.all([claimNext(server.store, 'a:1', [], REMOTE), claimNext(server.store, 'b:2', [], REMOTE)]);
  expect(claims.filter(Boolean).map(t => t!.task_id)).toEqual([task.task_id]);
  expect(typeof task.task_id).toBe('number');
});

test('a claimer meeting a task another claimer holds takes the next ready one instead of waiting (FOR UPDATE SKIP LOCKED)', async () => {
  if (!ready) return;
  const [first, second] = [await taskOf(2), await taskOf(2)];
  // Another process in the middle of claiming the first task: its row is locked until that claim commits.
  const holder = new pg.Client({ connectionString: schemaUrl });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT task_id FROM tasks WHERE task_id = $1 FOR UPDATE', [first.task_id]);
    const claim = claimNext(server.store, 'c:3', [], REMOTE);
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

test('a task whose process on another machine stopped sending heartbeats is resumed; one with a fresh heartbeat is left to it', async () => {
  if (!ready) return;
  // Another machine's owners (a host name not this one: only the heartbeat tells whether they live). The live one
  // first: the pass that resumes the silent one reads both.
  const alive = await taskOf(9, { owner: 'elsewhere-host:4343:live', heartbeat_at: Date.now() + 3_600_000 });
  const silent = await taskOf(9, { owner: 'elsewhere-host:4242:dead', heartbeat_at: Date.now() - 120_000 });
  const row = (id: number) => server.store.db.selectFrom('tasks').select(['status', 'owner', 'message']).where('task_id', '=', id).executeTakeFirstOrThrow();
  await waitFor(async () => (await row(silent.task_id)).status !== 9, 30_000, 100);
  expect(await row(silent.task_id)).toEqual({ status: 2, owner: null, message: 'Resumed after its worker stopped' });
  // That pass saw the live one too: it still executes in its owner's name.
  expect(await row(alive.task_id)).toEqual({ status: 9, owner: 'elsewhere-host:4343:live', message: null });
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
