import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NodeStats } from '@fathom/sdk/api/stats';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { startServer, ApiCallError, type Client, type TestServer } from './helpers';
import { fastTempDir, listTree } from './scan-fixture';

jest.setTimeout(120_000);
const CORPUS = '/work/shared/corpus/documents';
let srv: TestServer;
let root: Client;
let dir: string;
let tree: string;
let collector: string;
const YEAR = 365.25 * 86400 * 1000;

async function waitIdle(): Promise<TaskStatusData> {
  for (let i = 0; i < 600; i++) {
    const s = await root.get<TaskStatusData>('/database/property', { objectId: collector, propertyId: 'PID_TASK_STATUS' });
    if (s.current.length === 0 && s.history.length > 0) return s;
    await new Promise(r => setTimeout(r, 100));
  }
  throw new Error('tasks did not finish');
}

beforeAll(async () => {
  dir = fastTempDir('scan-api-');
  tree = join(dir, 'tree');
  for (const sub of ['csv', 'txt', 'docx', 'html']) cpSync(join(CORPUS, sub), join(tree, 'docs', sub), { recursive: true });
  mkdirSync(join(tree, 'old'), { recursive: true });
  for (let i = 0; i < 30; i++) {
    const p = join(tree, 'old', `note${i}.log`);
    writeFileSync(p, `note ${i % 6} contact jane.doe${i % 3}@example.com`);
    const when = new Date(Date.now() - (i % 6) * YEAR - 86400_000);
    utimesSync(p, new Date(Date.now() - (i % 7) * YEAR - 86400_000), when);
  }
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  collector = (await getSetting<string>(srv.server.store, SETTING_KEYS.localCollectorId))!;
});
afterAll(async () => {
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('PID_SOURCES is validated by the shared policy rules', async () => {
  const bad = {
    services: [
      {
        type: 'filesys',
        name: 'docs',
        mode: 'Source',
        parameters: {},
        include: [
          { path: tree, signing: false, index: true },
          { path: tree.replace(/\//g, '\\') + '\\', signing: false, index: false },
        ],
        exclude: [],
      },
    ],
  };
  await expect(root.post('/database/property', { objectId: collector, propertyId: 'PID_SOURCES', property: bad })).rejects.toThrow(
    /This path has already been chosen/,
  );
  const saved = await root.post('/database/property', {
    objectId: collector,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        {
          type: 'filesys',
          name: 'docs',
          mode: 'Source',
          parameters: {},
          include: [{ path: tree, signing: false, index: true, classify: true, ocr: true }],
          exclude: [{ path: '*.tmp' }],
        },
      ],
    },
  });
  expect(saved.services[0].include[0]).toMatchObject({ index: true, classify: true });

  // The top node has no sources of its own; with {subtree: true} it lists those of the collectors below it.
  const home = await root.get<{ objectId: string }>('/database/object', { objectId: 'HOME' });
  expect(await root.get('/database/property', { objectId: home.objectId, propertyId: 'PID_SOURCES' })).toEqual({ services: [] });
  const below = await root.get<{ collectors: { objectId: string; services: { name: string }[] }[] }>('/database/property', {
    objectId: home.objectId,
    propertyId: 'PID_SOURCES',
    options: { subtree: true },
  });
  expect(below.collectors.map(c => [c.objectId, c.services.map(x => x.name)])).toEqual([[collector, ['docs']]]);
});

test('scan now indexes the tree; children are listed in the tree with metadata; PID_STATS matches an independent walk', async () => {
  const files = listTree(tree); // before the scan reads them (reading moves access times)
  const task = await root.put('/database/control', { objectId: collector, commandId: 'scan' });
  expect(task.status).toBe(1);
  const status = await waitIdle();
  expect(status.history[0]).toMatchObject({ taskId: task.taskId, status: 10, statusLabel: 'Completed' });
  // The task's log (PID_LOG) has a line per status it went through, the last with its counts.
  const log = await root.get<{ lines: string[]; total: number }>('/database/property', {
    objectId: collector,
    propertyId: 'PID_LOG',
    options: { taskId: task.taskId },
  });
  const statuses = log.lines.map(l => l.replace(/^\S+ /, ''));
  expect(statuses[0]).toBe('Queued');
  expect(statuses).toContain('Running');
  expect(statuses[statuses.length - 1]).toMatch(/^Completed \(files \d+, errors 0\)/);
  expect(log.total).toBe(log.lines.length);
  // The collector's console tells what its queue did; other nodes have none.
  const consoleOut = await root.get<{ lines: { text: string }[] }>('/database/property', { objectId: collector, propertyId: 'PID_CONSOLE' });
  expect(consoleOut.lines.map(l => l.text.replace(/^\S+ \S+ UTC {2}/, ''))).toEqual(
    expect.arrayContaining([`Scan #${task.taskId} started`, expect.stringMatching(new RegExp(`^Scan #${task.taskId} completed: `))]),
  );
  const home = await root.get<{ objectId: string }>('/database/object', { objectId: 'HOME' });
  await expect(root.get('/database/property', { objectId: home.objectId, propertyId: 'PID_CONSOLE' })).rejects.toThrow(/console belongs to collector nodes/);
  expect(status.workers.length).toBe(3);

  const top = await root.get('/database/children', { parentId: collector, options: { infoLevel: 'instance' } });
  const rootDir = top.objects.find((o: { classId: string; name: string }) => o.classId === 'idxcontainer' && o.name === 'tree');
  expect(rootDir).toBeDefined();
  const level1 = await root.get('/database/children', { parentId: rootDir.objectId, options: { infoLevel: 'instance' } });
  expect(level1.objects.map((o: { name: string }) => o.name)).toEqual(['docs', 'old']);
  const old = level1.objects[1];
  const page = await root.get('/database/children', { parentId: old.objectId, options: { objectOffset: 5, objectLimit: 5 } });
  expect(page.objectCount).toBe(30);
  expect(page.objects).toHaveLength(5);
  const note = page.objects[0];
  expect(note.classId).toBe('idxobject');
  expect(note.properties.contentHash).toBe(
    createHash('sha256')
      .update(readFileSync(join(tree, 'old', note.name)))
      .digest('hex'),
  );
  expect(note.properties.dupCount).toBe(4); // 30 notes, 6 distinct contents
  const withPath = await root.get('/database/object', { objectId: note.objectId, options: { infoLevel: 'path' } });
  expect(withPath.ancestorIds.slice(-3)).toEqual([collector, rootDir.objectId, old.objectId]); // breadcrumbs reach the collector

  const stats = await root.get<NodeStats>('/database/property', { objectId: collector, propertyId: 'PID_STATS' });
  expect(stats.totals.files).toBe(files.length);
  expect(stats.totals.bytes).toBe(files.reduce((n, f) => n + f.size, 0));
  const byExt = new Map<string, number>();
  for (const f of files) {
    const m = /\.([^./]+)$/.exec(f.path);
    const e = m ? m[1].toLowerCase() : 'unknown';
    byExt.set(e, (byExt.get(e) ?? 0) + 1);
  }
  for (const b of stats.byExtension) expect(b.files).toBe(byExt.get(b.key));
  const now = Date.now();
  const ageOf = (ms: number) => {
    const y = (now - ms) / YEAR;
    return y < 1 ? '<1' : y < 2 ? '1-2' : y < 3 ? '2-3' : y < 4 ? '3-4' : '>4';
  };
  const ages = new Map<string, number>();
  for (const f of files) ages.set(ageOf(f.mtimeMs), (ages.get(ageOf(f.mtimeMs)) ?? 0) + 1);
  for (const b of stats.byModifyAge) expect(b.files).toBe(ages.get(b.key) ?? 0);
  expect(stats.lastAccess.olderThan1Year.files).toBe(files.filter(f => now - f.atimeMs > YEAR).length);
  expect(stats.lastAccess.olderThan5Years.files).toBe(files.filter(f => now - f.atimeMs > 5 * YEAR).length);
  const hashes = new Map<string, { n: number; size: number }>();
  for (const f of files) {
    const h = createHash('sha256').update(readFileSync(f.path)).digest('hex');
    const g = hashes.get(h) ?? { n: 0, size: f.size };
    g.n++;
    hashes.set(h, g);
  }
  const dupFiles = [...hashes.values()].reduce((n, g) => n + g.n - 1, 0);
  expect(stats.duplicates).toEqual({ files: dupFiles, wastedBytes: [...hashes.values()].reduce((n, g) => n + (g.n - 1) * g.size, 0) });
  const unclassified = stats.byClassification.find(b => b.key === 'Unclassified')!;
  expect(unclassified.files).toBeLessThan(files.length);
  expect(stats.byClassification.reduce((n, b) => n + b.files, 0)).toBeGreaterThanOrEqual(files.length);
  const oldStats = await root.get<NodeStats>('/database/property', { objectId: old.objectId, propertyId: 'PID_STATS' });
  expect(oldStats.totals.files).toBe(30);
});

test('rescan folder re-reads only that folder; pause and resume set the node tag; wrong commands are refused', async () => {
  const top = await root.get('/database/children', { parentId: collector });
  const rootDir = top.objects.find((o: { name: string }) => o.name === 'tree');
  const old = (await root.get('/database/children', { parentId: rootDir.objectId })).objects.find((o: { name: string }) => o.name === 'old');
  writeFileSync(join(tree, 'old', 'added.log'), 'added');
  writeFileSync(join(tree, 'docs', 'outside.log'), 'outside');
  const t = await root.put('/database/control', { objectId: old.objectId, commandId: 'rescan' });
  expect(t.kind).toBe('rescan');
  const s = await waitIdle();
  expect(s.history[0].progress.changed).toBe(1);
  const oldList = await root.get('/database/children', { parentId: old.objectId, options: { objectLimit: 100 } });
  expect(oldList.objects.some((o: { name: string }) => o.name === 'added.log')).toBe(true);

  await root.put('/database/control', { objectId: collector, commandId: 'pause' });
  expect((await root.get('/database/object', { objectId: collector })).tags.state.paused).toBe(true);
  await root.put('/database/control', { objectId: collector, commandId: 'resume' });
  expect((await root.get('/database/object', { objectId: collector })).tags.state.paused).toBe(false);
  await expect(root.put('/database/control', { objectId: collector, commandId: 'rescan' })).rejects.toThrow(ApiCallError);
  await expect(root.put('/database/control', { objectId: collector, commandId: 'explode' })).rejects.toThrow(/Unknown command/);
});
