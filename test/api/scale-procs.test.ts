/**
 * Two server processes (`fathom start`, each with its own data directory and the same master key) on one
 * PostgreSQL schema and one Redis, as behind a load balancer: started together on the empty schema, both come up;
 * a rename made through A reaches a listener parked on B; a scan task is run by exactly one of the two although
 * both poll the queue; a search started on A pages, sorts and is cancelled through B; and when the process
 * running a scan is killed with SIGKILL, the other one takes the task over and finishes it, leaving every file of
 * the folder in the index exactly once.
 * Locally the suite is skipped (and says why) without PostgreSQL or Redis; under CI=true it must run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { EVENTS_LISTEN_PATH, type ListenResponse, type LoginResponse } from '@fathom/sdk/api';
import type { SearchResult } from '@fathom/sdk/api/search-wire';
import type { TaskInfo, TaskStatusData } from '@fathom/sdk/api/tasks';
import { PROJECT_ROOT } from '../../server/runtime/compile-entry';
import { call, clientFor, type Client } from './helpers';
import { freshPostgresSchema, peerOrSkip } from './scale-peers';
import { fastTempDir, filesysService, listTree, waitFor } from './scan-fixture';

jest.setTimeout(120_000);
const PASSWORD = 'Procs#Pass1';
const MASTER_KEY = randomBytes(32).toString('hex');
const REDIS_URL = process.env.FATHOM_TEST_REDIS_URL;
const CORPUS = '/work/shared/corpus/documents';

interface Proc {
  name: string;
  url: string;
  child: ChildProcess;
  dataDir: string;
  root: Client;
}
let ready = false;
let dir: string;
let schema: { url: string; drop: () => Promise<void> };
let db: pg.Client;
let a: Proc;
let b: Proc;
let nodeId: string;
/** The folders scanned: a small one (its scan races both processes), a big one (its scan survives a SIGKILL). */
let small: string;
let big: string;

const exited = (c: ChildProcess) => new Promise<void>(res => (c.exitCode !== null || c.signalCode ? res() : c.once('exit', () => res())));

/** `fathom start` on the shared PostgreSQL schema and Redis, signed in as root once it listens. */
async function start(name: string): Promise<Proc> {
  const dataDir = join(dir, name);
  const env = {
    ...process.env,
    FATHOM_SKIP_CONSOLE_BUILD: '1',
    FATHOM_ROOT_PASSWORD: PASSWORD,
    FATHOM_MASTER_KEY: MASTER_KEY,
    FATHOM_DATABASE_URL: schema.url,
    FATHOM_REDIS_URL: REDIS_URL,
  };
  const child = spawn(process.execPath, [join(PROJECT_ROOT, 'bin/fathom.js'), 'start', '--port', '0', '--data-dir', dataDir], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', d => (out += d));
  child.stderr!.on('data', d => (out += d));
  await waitFor(() => /Fathom listening on (\S+)/.test(out) || child.exitCode !== null, 90_000);
  const url = /Fathom listening on (\S+)/.exec(out)?.[1];
  if (!url) throw new Error(`fathom start (${name}) did not listen: ${out}`);
  const r = await call<LoginResponse>(url, 'POST', '/login', { userId: 'root', password: PASSWORD });
  if (r.body.status !== 'OK') throw new Error(r.body.error.message);
  return { name, url, child, dataDir, root: clientFor(url, r.body.data) };
}

beforeAll(async () => {
  ready =
    (await peerOrSkip('PostgreSQL', 'FATHOM_TEST_PG_URL', process.env.FATHOM_TEST_PG_URL, 5432)) &&
    (await peerOrSkip('Redis', 'FATHOM_TEST_REDIS_URL', REDIS_URL, 6379));
  if (!ready) return;
  dir = fastTempDir('scale-procs-');
  small = join(dir, 'small');
  big = join(dir, 'big');
  for (let d = 0; d < 6; d++) {
    mkdirSync(join(small, `d${d}`), { recursive: true });
    for (let f = 0; f < 40; f++) writeFileSync(join(small, `d${d}`, `f${f}.txt`), `small ${d}-${f}\n`);
  }
  // Real documents (office, PDF, mail: their text takes a while to extract) beside folders of notes.
  for (const kind of ['docx', 'eml', 'txt']) cpSync(join(CORPUS, kind), join(big, kind), { recursive: true });
  for (let d = 0; d < 5; d++) {
    mkdirSync(join(big, `n${d}`), { recursive: true });
    for (let f = 0; f < 100; f++) writeFileSync(join(big, `n${d}`, `note${f}.txt`), `note ${d}-${f} for jane.doe${f % 7}@example.com\n`);
  }
  schema = await freshPostgresSchema();
  db = new pg.Client({ connectionString: schema.url });
  await db.connect();
  // Both at once on the empty schema, as replicas start: one migrates and seeds, the other waits and finds it done.
  const t0 = Date.now();
  [a, b] = await Promise.all([start('a'), start('b')]);
  process.stdout.write(`scale-procs: A and B started together on the empty schema in ${Date.now() - t0} ms\n`);
  const row = await db.query<{ value: string }>("SELECT value FROM settings WHERE key = 'localCollectorId'");
  nodeId = JSON.parse(row.rows[0].value) as string;
}, 180_000);

afterAll(async () => {
  if (!ready) return;
  for (const p of [a, b])
    if (p && p.child.exitCode === null && !p.child.signalCode) {
      p.child.kill('SIGTERM');
      await exited(p.child);
    }
  await db?.end();
  await schema?.drop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** The node's files in the index: every live path, as many times as it has rows. */
async function indexedPaths(): Promise<string[]> {
  const r = await db.query<{ p: string }>(
    "SELECT parent_path || '/' || name AS p FROM idx_entries WHERE node_id = $1 AND class_id = 'idxobject' AND is_deleted = 0 ORDER BY p",
    [nodeId],
  );
  return r.rows.map(x => x.p);
}

/** Lines of a task's log a process wrote (each process keeps the logs of what it did in its data directory). */
function logLines(p: Proc, taskId: number): string[] {
  try {
    return readFileSync(join(p.dataDir, 'task-logs', `${taskId}.log`), 'utf8')
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
}

/** The node's sources, set through a process. */
/**
 * The process whose log says it completed the task. The line follows the status row by a moment (the node's
 * figures are written between), so it is waited for.
 */
async function completedBy(taskId: number): Promise<Proc> {
  const done = (p: Proc) => logLines(p, taskId).some(l => / Completed/.test(l));
  await waitFor(() => done(a) || done(b), 30_000);
  const by = [a, b].filter(done);
  expect(by).toHaveLength(1);
  return by[0];
}

async function setSources(via: Proc, sources: ReturnType<typeof filesysService>[]): Promise<void> {
  await via.root.post('/database/property', { objectId: nodeId, propertyId: 'PID_SOURCES', property: { services: sources } });
}

/** Waits until the task is in the node's history (finished), asking `reader`. */
async function finished(reader: Proc, taskId: number): Promise<TaskInfo> {
  let done: TaskInfo | undefined;
  try {
    await waitFor(
      async () => {
        const status = await reader.root.get<TaskStatusData>('/database/property', { objectId: nodeId, propertyId: 'PID_TASK_STATUS' });
        done = status.history.find(h => h.taskId === taskId);
        return !!done;
      },
      90_000,
      200,
    );
  } catch (e) {
    const row = await db.query('SELECT status, owner, attempts, message, progress, heartbeat_at FROM tasks WHERE task_id = $1', [taskId]);
    throw new Error(`task ${taskId} did not finish: ${JSON.stringify(row.rows[0])}; logs ${JSON.stringify([a, b].map(p => logLines(p, taskId)))}`, {
      cause: e,
    });
  }
  return done!;
}

describe('two server processes on one PostgreSQL and one Redis', () => {
  it('delivers a rename made through process A to a listener waiting on process B', async () => {
    if (!ready) return;
    const home = await a.root.get('/database/object', { objectId: 'HOME' });
    const unit = await a.root.post('/database/object', { object: { parentId: home.objectId, name: 'Procs Client', classId: 'client' } });
    const { lastRoomEventId } = await b.root.get<ListenResponse>(EVENTS_LISTEN_PATH, {});
    const waiting = b.root.get<ListenResponse>(EVENTS_LISTEN_PATH, { timeout: 30, rooms: 'objects', lastRoomEventId });
    await new Promise(r => setTimeout(r, 200)); // the listener is parked before the change
    await a.root.put('/database/object', { object: { objectId: unit.objectId, name: 'Procs Client Renamed' } });
    const got = await waiting;
    expect(got.timedOut).toBe(false);
    expect(got.roomEvents).toEqual([
      expect.objectContaining({
        type: 'objectUpdated',
        objectId: unit.objectId,
        room: 'objects',
        data: expect.objectContaining({ name: 'Procs Client Renamed' }),
      }),
    ]);
  });

  it('runs a scan task once although both processes poll the queue; the index holds each file once', async () => {
    if (!ready) return;
    const tree = small;
    const expected = listTree(tree)
      .map(f => f.path)
      .sort();
    await setSources(b, [filesysService('small', tree, true)]);
    // A ready task neither process was told of (as if a third one queued it): both find it by polling the queue.
    const now = Date.now();
    const inserted = await db.query<{ task_id: string }>(
      "INSERT INTO tasks (node_id, kind, status, options, attempts, created_at, updated_at) VALUES ($1, 'scan', 2, '{}', 0, $2, $2) RETURNING task_id",
      [nodeId, now],
    );
    const done = await finished(a, Number(inserted.rows[0].task_id));
    expect(done).toMatchObject({
      statusLabel: 'Completed',
      attempts: 0,
      progress: expect.objectContaining({ files: expected.length, changed: expected.length }),
    });
    expect(await indexedPaths()).toEqual(expected);
    // One process claimed and ran it: the one whose log says it completed it is the only one whose log says it ran it.
    const ran = await completedBy(done.taskId);
    expect([a, b].filter(p => logLines(p, done.taskId).some(l => / Running/.test(l)))).toEqual([ran]);
    expect(logLines(ran, done.taskId).filter(l => / Running/.test(l))).toHaveLength(1);
  });

  it('pages, sorts and cancels a search started on A through B', async () => {
    if (!ready) return;
    const query = "SELECT name, size FROM STORE('/') WHERE name LIKE 'f%.txt'";
    const started = await a.root.post<SearchResult>('/database/search', { query });
    const { searchId } = started;
    // B answers the pages of A's search once A completes it (a page asked before that says it still runs).
    let first: SearchResult | undefined;
    await waitFor(
      async () => (first = await b.root.get<SearchResult>('/database/search', { searchId, objectOffset: 0, objectLimit: 50 })).isComplete,
      30_000,
      100,
    );
    expect(first!.objectCount).toBe(240);
    expect(first!.objects).toHaveLength(50);
    for (const orderBy of [undefined, { field: 'name', direction: 'desc' }]) {
      const page = (p: Proc, objectOffset: number) =>
        p.root.get<SearchResult>('/database/search', { searchId, objectOffset, objectLimit: 50, ...(orderBy ? { orderBy } : {}) });
      const onA = await page(a, 100);
      const onB = await page(b, 100);
      expect(onB.objects.map(o => o.objectId)).toEqual(onA.objects.map(o => o.objectId));
      expect(onB.objects).toHaveLength(50);
    }
    // Cancelled through B: A no longer knows it either.
    expect(await b.root.del('/database/search', { searchId })).toMatchObject({ searchId, cancelled: true });
    const after = await a.root.call('GET', '/database/search', { searchId, objectOffset: 0, objectLimit: 10 });
    expect(after.body).toMatchObject({ status: 'error', error: { name: 'SearchExpired' } });
  });

  it('finishes on the other process a scan whose process was killed with SIGKILL; the index equals the listing', async () => {
    if (!ready) return;
    const bigFiles = listTree(big).length;
    const expected = [...listTree(small), ...listTree(big)].map(f => f.path).sort();
    const hashed = async () =>
      Number(
        (
          await db.query<{ n: string }>(
            "SELECT COUNT(*) AS n FROM idx_entries WHERE node_id = $1 AND class_id = 'idxobject' AND content_hash IS NOT NULL AND parent_path LIKE $2",
            [nodeId, `${big}/%`],
          )
        ).rows[0].n,
      );
    await setSources(a, [filesysService('small', small, true), filesysService('big', big, true)]);
    const task: TaskInfo = await a.root.put('/database/control', { objectId: nodeId, commandId: 'scan' });
    // Kill whichever process claimed the task as soon as the big folder's first files are written.
    await waitFor(async () => (await hashed()) > 0, 60_000, 20);
    const owner = (await db.query<{ owner: string | null }>('SELECT owner FROM tasks WHERE task_id = $1', [task.taskId])).rows[0].owner;
    const killed = [a, b].find(p => p.child.pid === Number(owner?.split(':')[1]));
    if (!killed) throw new Error(`the scan is run by neither process (owner ${owner})`);
    killed.child.kill('SIGKILL');
    await exited(killed.child);
    const atKill = await hashed();
    const survivor = killed === a ? b : a;
    const done = await finished(survivor, task.taskId);
    expect(atKill).toBeLessThan(bigFiles);
    expect(done).toMatchObject({ statusLabel: 'Completed', progress: expect.objectContaining({ files: expected.length, errors: 0 }) });
    // The killed process never finished it; the survivor took it over from where its checkpoint stood, then completed it.
    expect(await completedBy(done.taskId)).toBe(survivor);
    expect(logLines(survivor, done.taskId).some(l => /Resumed after its worker stopped/.test(l))).toBe(true);
    const paths = await indexedPaths();
    expect(paths).toEqual(expected);
    const rows = await db.query<{ c: string; d: string; nohash: string }>(
      `SELECT COUNT(*) AS c, COUNT(DISTINCT service || parent_path || '/' || name) AS d, COUNT(*) FILTER (WHERE content_hash IS NULL) AS nohash
       FROM idx_entries WHERE node_id = $1 AND class_id = 'idxobject'`,
      [nodeId],
    );
    expect(rows.rows[0]).toEqual({ c: String(expected.length), d: String(expected.length), nohash: '0' });
    process.stdout.write(
      `scale-procs: ${expected.length} files; ${killed.name} killed at ${atKill} of ${bigFiles} hashed; ${survivor.name} finished in ${done.progress.elapsed} s in all\n`,
    );
  });
});
