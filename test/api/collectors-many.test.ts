/**
 * Several remote collector processes on one platform at once (issue 11, item 3): each activates its own node,
 * scans its own folder of real documents and streams its results while the others do the same. Every node's
 * index then equals its folder, no row lands on another node, the figures of the nodes and of their parent
 * agree, and the platform answered the console's calls all along.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { NodeStats } from '@fathom/sdk/api/stats';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { PROJECT_ROOT } from '../../server/runtime/compile-entry';
import { startServer, type Client, type TestServer } from './helpers';
import { fastTempDir, filesysService, listTree, liveFilePaths, waitFor } from './scan-fixture';

jest.setTimeout(600_000);
const CORPUS = '/work/shared/corpus/documents';
const COLLECTORS = 3;
const code = (i: number) => `A${'KMNP'[i]}2M4-3D4E5-F6G7H-8J9K${'QRST'[i]}`;
let srv: TestServer;
let root: Client;
let dir: string;
let groupId: string;
const nodes: { id: string; folder: string; proc?: ChildProcess; out: string }[] = [];

beforeAll(async () => {
  dir = fastTempDir('collectors-many-');
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  const home = await root.get('/database/object', { objectId: 'HOME' });
  groupId = (await root.post('/database/object', { object: { parentId: home.objectId, name: 'branch offices', classId: 'orgunit' } })).objectId;
  for (let i = 0; i < COLLECTORS; i++) {
    // Each folder differs: its own subset of the documents and notes of its own.
    const folder = join(dir, `office${i}`);
    for (const sub of ['txt', 'docx', 'pdf', 'csv', 'eml', 'xlsx'].filter((_, k) => k % COLLECTORS !== (i + 1) % COLLECTORS))
      cpSync(join(CORPUS, sub), join(folder, 'documents', sub), { recursive: true });
    for (let d = 0; d < 5; d++) {
      mkdirSync(join(folder, 'notes', `n${d}`), { recursive: true });
      for (let f = 0; f < 60 + i * 20; f++) writeFileSync(join(folder, 'notes', `n${d}`, `note${f}.txt`), `office ${i} note ${d}-${f}\n`);
    }
    const id = (
      await root.post('/database/object', { object: { parentId: groupId, name: `office ${i}`, classId: 'appagt', tags: { activationCode: code(i) } } })
    ).objectId;
    await root.post('/database/property', { objectId: id, propertyId: 'PID_SOURCES', property: { services: [filesysService('share', folder, true)] } });
    nodes.push({ id, folder, out: '' });
  }
});
afterAll(async () => {
  for (const n of nodes) if (n.proc && n.proc.exitCode === null && !n.proc.signalCode) n.proc.kill('SIGKILL');
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

test(`${COLLECTORS} collector processes scan their own folders at once; every index is right and the platform stays responsive`, async () => {
  for (const [i, n] of nodes.entries()) {
    n.proc = spawn(
      process.execPath,
      [
        join(PROJECT_ROOT, 'bin/fathom.js'),
        'collector',
        '--platform',
        srv.url,
        '--activation-code',
        code(i),
        '--data-dir',
        join(dir, `collector${i}`),
        '--poll-ms',
        '200',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    n.proc.stdout!.on('data', d => (n.out += d));
    n.proc.stderr!.on('data', d => (n.out += d));
  }
  await waitFor(() => nodes.every(n => n.out.includes('online')), 120_000);
  const tasks = await Promise.all(nodes.map(n => root.put('/database/control', { objectId: n.id, commandId: 'scan' })));
  const status = (i: number) => root.get<TaskStatusData>('/database/property', { objectId: nodes[i].id, propertyId: 'PID_TASK_STATUS' });
  const done = async () => (await Promise.all(nodes.map((_, i) => status(i)))).every((s, i) => s.history.some(h => h.taskId === tasks[i].taskId));

  // The console's calls while the collectors scan and upload: each answers, none fails.
  // The server runs in this process: how long its event loop was held at a time is how long any call could wait.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let calls = 0;
  let slowest = 0;
  let sawAllRunning = false;
  while (!(await done())) {
    const t0 = Date.now();
    const [children, running] = await Promise.all([
      root.get('/database/children', { parentId: groupId }),
      Promise.all(nodes.map((_, i) => status(i))).then(s => s.filter(x => x.current.some(c => c.status === 9)).length),
    ]);
    slowest = Math.max(slowest, Date.now() - t0);
    expect(children.objects).toHaveLength(COLLECTORS);
    if (running === COLLECTORS) sawAllRunning = true;
    calls++;
    await new Promise(res => setTimeout(res, 100));
  }
  expect(calls).toBeGreaterThan(0);
  expect(sawAllRunning).toBe(true); // the scans overlapped
  loop.disable();
  const ms = (ns: number) => Math.round(ns / 1e6);
  process.stdout.write(
    `collectors-many: ${calls} console rounds during the scans, slowest ${slowest} ms; event loop delay p50 ${ms(loop.percentile(50))} ms, p99 ${ms(loop.percentile(99))} ms, max ${ms(loop.max)} ms\n`,
  );

  let sum = 0;
  for (const [i, n] of nodes.entries()) {
    const h = (await status(i)).history.find(t => t.taskId === tasks[i].taskId)!;
    const files = listTree(n.folder);
    expect(h).toMatchObject({ statusLabel: 'Completed', progress: expect.objectContaining({ files: files.length }) });
    expect(liveFilePaths(srv.server.store, n.id)).toEqual(files.map(f => f.path).sort());
    const rows = srv.server.store.sqlite
      .prepare(
        `SELECT COUNT(*) AS c, COUNT(DISTINCT parent_path || '/' || name) AS d, SUM(content_hash IS NULL) AS noHash FROM idx_entries
        WHERE node_id = ? AND class_id = 'idxobject' AND is_deleted = 0`,
      )
      .get(n.id);
    expect(rows).toEqual({ c: files.length, d: files.length, noHash: 0 });
    for (const f of files.filter((_, k) => k % 20 === 0)) {
      const hash = srv.server.store.sqlite
        .prepare("SELECT content_hash FROM idx_entries WHERE node_id = ? AND parent_path || '/' || name = ? AND is_deleted = 0")
        .pluck()
        .get(n.id, f.path);
      expect(hash).toBe(createHash('sha256').update(readFileSync(f.path)).digest('hex'));
    }
    // The notes' text arrived with their rows, under their own node only.
    const notes = srv.server.store.sqlite
      .prepare(`SELECT e.node_id, COUNT(*) AS c FROM idx_content c JOIN idx_entries e ON e.entry_id = c.rowid WHERE idx_content MATCH ? GROUP BY e.node_id`)
      .all(`"office ${i} note"`);
    expect(notes).toEqual([{ node_id: n.id, c: 5 * (60 + i * 20) }]);
    const stats = await root.get<NodeStats>('/database/property', { objectId: n.id, propertyId: 'PID_STATS' });
    expect(stats.totals.files).toBe(files.length);
    sum += files.length;
  }
  const group = await root.get<NodeStats>('/database/property', { objectId: groupId, propertyId: 'PID_STATS' });
  expect(group.totals.files).toBe(sum);

  for (const n of nodes) n.proc!.kill('SIGTERM');
  await waitFor(() => nodes.every(n => n.proc!.exitCode !== null), 60_000);
  expect(nodes.every(n => n.out.includes('Collector offline'))).toBe(true);
});
