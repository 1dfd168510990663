/**
 * A platform server (`fathom start`, a process of its own) killed with SIGKILL in the middle of a scan of real
 * documents, then started again on the same data directory: the interrupted scan resumes and completes, the
 * index holds every file of the folder exactly once with its hash and text, the database and its full-text
 * index pass their integrity checks, the dashboard's figures agree, and a new scan finds nothing changed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { LoginResponse } from '@fathom/sdk/api';
import type { NodeStats } from '@fathom/sdk/api/stats';
import type { TaskInfo, TaskStatusData } from '@fathom/sdk/api/tasks';
import { DATABASE_FILE } from '../../server/app';
import { PROJECT_ROOT } from '../../server/runtime/compile-entry';
import { SETTING_KEYS } from '../../server/store/settings';
import { call, clientFor, type Client } from './helpers';
import { fastTempDir, filesysService, listTree, waitFor } from './scan-fixture';

jest.setTimeout(600_000);
const CORPUS = '/work/shared/corpus/documents';
const PASSWORD = 'Kill#Pass1';
let dir: string;
let dataDir: string;
let tree: string;
let server: ChildProcess | undefined;

/** Starts `fathom start` on the data directory and answers its address once it listens. */
async function startFathom(): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, [join(PROJECT_ROOT, 'bin/fathom.js'), 'start', '--port', '0', '--data-dir', dataDir, '--root-password', PASSWORD], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FATHOM_SKIP_CONSOLE_BUILD: '1' },
  });
  let out = '';
  proc.stdout!.on('data', d => (out += d));
  proc.stderr!.on('data', d => (out += d));
  server = proc;
  await waitFor(() => /Fathom listening on (\S+)/.test(out) || proc.exitCode !== null, 120_000);
  const url = /Fathom listening on (\S+)/.exec(out)?.[1];
  if (!url) throw new Error(`fathom start did not listen: ${out}`);
  return { proc, url };
}
const exited = (p: ChildProcess) => new Promise<void>(res => (p.exitCode !== null || p.signalCode ? res() : p.once('exit', () => res())));

async function login(url: string): Promise<Client> {
  const r = await call<LoginResponse>(url, 'POST', '/login', { userId: 'root', password: PASSWORD });
  if (r.body.status !== 'OK') throw new Error(r.body.error.message);
  return clientFor(url, r.body.data);
}

beforeAll(() => {
  dir = fastTempDir('server-kill-');
  dataDir = join(dir, 'data');
  tree = join(dir, 'tree');
  // Real documents (office, PDF, mail, archives) in several copies, beside folders of small notes.
  for (let copy = 0; copy < 2; copy++) cpSync(CORPUS, join(tree, `copy${copy}`), { recursive: true });
  for (let d = 0; d < 20; d++) {
    mkdirSync(join(tree, 'notes', `n${d}`), { recursive: true });
    for (let f = 0; f < 100; f++) writeFileSync(join(tree, 'notes', `n${d}`, `note${f}.txt`), `note ${d}-${f} for jane.doe${f % 7}@example.com\n`);
  }
});
afterAll(async () => {
  if (server && server.exitCode === null && !server.signalCode) {
    server.kill('SIGKILL');
    await exited(server);
  }
  rmSync(dir, { recursive: true, force: true });
});

test('SIGKILL of `fathom start` mid-scan, restart: the scan completes, every file is indexed exactly once, a rescan changes nothing', async () => {
  const expected = listTree(tree)
    .map(f => f.path)
    .sort();
  const first = await startFathom();
  let root = await login(first.url);
  // Read the database beside the running server (WAL lets a reader in): the local collector's id, then the scan's headway.
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  const nodeId = JSON.parse(db.prepare('SELECT value FROM settings WHERE key = ?').pluck().get(SETTING_KEYS.localCollectorId) as string) as string;
  await root.post('/database/property', { objectId: nodeId, propertyId: 'PID_SOURCES', property: { services: [filesysService('tree', tree, true)] } });
  const task: TaskInfo = await root.put('/database/control', { objectId: nodeId, commandId: 'scan' });

  const hashed = () =>
    db.prepare("SELECT COUNT(*) FROM idx_entries WHERE node_id = ? AND class_id = 'idxobject' AND content_hash IS NOT NULL").pluck().get(nodeId) as number;
  // Killed at the content stage's first commit: its batches commit many small files at once, so waiting for a
  // share of them could see the whole stage end first; the real documents still being extracted keep it unfinished.
  await waitFor(() => hashed() >= 1, 300_000, 20);
  first.proc.kill('SIGKILL');
  await exited(first.proc);
  const atKill = hashed();
  db.close();
  expect(atKill).toBeLessThan(expected.length);

  const second = await startFathom();
  root = await login(second.url);
  const status = () => root.get<TaskStatusData>('/database/property', { objectId: nodeId, propertyId: 'PID_TASK_STATUS' });
  await waitFor(async () => (await status()).history.some(h => h.taskId === task.taskId), 300_000, 250);
  const done = (await status()).history.find(h => h.taskId === task.taskId)!;
  expect(done).toMatchObject({ statusLabel: 'Completed', attempts: 0 });
  // The files done before the kill are counted once, not done again.
  expect(done.progress).toMatchObject({ files: expected.length, changed: expected.length, errors: 0 });
  process.stdout.write(`server-kill: ${expected.length} files, killed at ${atKill} hashed, resumed run ${done.progress.elapsed} s in all\n`);

  const check = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    const live = check
      .prepare("SELECT parent_path || '/' || name AS p FROM idx_entries WHERE node_id = ? AND class_id = 'idxobject' AND is_deleted = 0 ORDER BY p")
      .pluck()
      .all(nodeId);
    expect(live).toEqual(expected);
    const rows = check
      .prepare(
        `SELECT COUNT(*) AS c, COUNT(DISTINCT service || parent_path || '/' || name) AS d, SUM(content_hash IS NULL) AS noHash, SUM(is_deleted) AS deleted
        FROM idx_entries WHERE node_id = ? AND class_id = 'idxobject'`,
      )
      .get(nodeId);
    expect(rows).toEqual({ c: expected.length, d: expected.length, noHash: 0, deleted: 0 });
    const dirs = check
      .prepare("SELECT COUNT(*) AS c, COUNT(DISTINCT parent_path || '/' || name) AS d FROM idx_entries WHERE node_id = ? AND class_id = 'idxcontainer'")
      .get(nodeId) as { c: number; d: number };
    expect(dirs.c).toBe(dirs.d);
    // Every file's row agrees with its bytes; every note's text is kept once and findable.
    for (const p of expected.filter((_, i) => i % 25 === 0)) {
      const h = check
        .prepare("SELECT content_hash FROM idx_entries WHERE node_id = ? AND parent_path || '/' || name = ? AND is_deleted = 0")
        .pluck()
        .get(nodeId, p);
      expect(h).toBe(createHash('sha256').update(readFileSync(p)).digest('hex'));
    }
    expect(check.prepare('SELECT COUNT(*) FROM idx_content WHERE idx_content MATCH \'"jane.doe3"\'').pluck().get()).toBe(20 * 14); // note3, note10, ... note94 of each folder
    expect(
      check.prepare('SELECT COUNT(*) FROM idx_classifications c LEFT JOIN idx_entries e ON e.entry_id = c.entry_id WHERE e.entry_id IS NULL').pluck().get(),
    ).toBe(0);
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
  } finally {
    check.close();
  }
  const rw = new Database(join(dataDir, DATABASE_FILE));
  rw.pragma('busy_timeout = 15000');
  try {
    rw.prepare("INSERT INTO idx_content (idx_content) VALUES ('integrity-check')").run(); // throws when the full-text index disagrees with its rows
  } finally {
    rw.close();
  }
  const stats = await root.get<NodeStats>('/database/property', { objectId: nodeId, propertyId: 'PID_STATS' });
  expect(stats.totals.files).toBe(expected.length);

  const rescan: TaskInfo = await root.put('/database/control', { objectId: nodeId, commandId: 'scan' });
  await waitFor(async () => (await status()).history.some(h => h.taskId === rescan.taskId), 300_000, 250);
  const again = (await status()).history.find(h => h.taskId === rescan.taskId)!;
  expect(again).toMatchObject({ statusLabel: 'Completed', progress: expect.objectContaining({ files: expected.length, changed: 0, deleted: 0 }) });
  second.proc.kill('SIGTERM');
  await exited(second.proc);
  expect(second.proc.exitCode).toBe(0);
});
