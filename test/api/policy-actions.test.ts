/**
 * The policy's rule at work (PID_POLICY actions section; spec 001 §3 Policy, §6 licence): a rule saved on the
 * organisational unit is inherited by the collector below it, and after the collector's scan the files of that scan
 * matching the rule are copied to the collector's Target services (a plain filesys folder and a zip archive, read
 * back identical); a later scan acts only on the files it wrote. Two rules in one policy write text through an
 * integration, and export then link (move, leaving a shortcut); after a reclassification the rule acts on every file
 * that now matches. A child's own rule replaces the inherited one until it
 * follows its parent again. The section travels through a policy export and import, and through a 1.4 conversion. A
 * policy never deletes by itself; the licence and the organisation level refuse by name.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { TreeObject } from '@fathom/sdk/api';
import { ACTION_MESSAGES } from '@fathom/sdk/api/actions';
import { POLICY_PROPERTY_MESSAGES, type ActionDiagram, type PolicyProperty } from '@fathom/sdk/api/action-diagram';
import { POLICY_CONVERT_PATH, type PolicyConvertAnswer } from '@fathom/sdk/api/policy-convert';
import type { TaskInfo, TaskStatusData } from '@fathom/sdk/api/tasks';
import type { PolicyClassification } from '@fathom/sdk/api/classification';
import { policyExport, propertyValue, sectionOf } from '../../plugins/node-actions/tree-actions/web/policy-export';
import { diffPolicy, parsePolicy } from '../../plugins/node-actions/tree-actions/web/policy-import/model';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { startServer, type Client, type TestServer } from './helpers';
import { CARD, filesOf, writeTree } from './search-fixture';
import { filesysService } from './scan-fixture';
import { errorOf, taskCalls, writeService } from './actions-fixture';
import { untilTaskStatus } from './task-status';

jest.setTimeout(180_000);
let srv: TestServer;
let root: Client;
let work: string;
let scanned: string;
let vault: string;
let archive: string;
let collector: string;
let unit: string;
let client: string;

const policyOf = (objectId: string) => root.get<PolicyProperty>('/database/property', { objectId, propertyId: 'PID_POLICY' });
const savePolicy = (objectId: string, property: unknown) =>
  root.call('POST', '/database/property', { objectId, propertyId: 'PID_POLICY', property: property as Record<string, unknown> });
const onCollector = () => ({ root, nodeId: collector });
const tasks = taskCalls(onCollector);
const logOf = async (taskId: number) => (await tasks.logOf(taskId)).lines;
const cardFiles = () => filesOf(scanned).filter(f => f.text.includes(CARD));

/** source docs AND classification Financial Data → then the given actions, chained. */
function diagram(...actions: string[]): ActionDiagram {
  return {
    nodes: [
      { id: 's', kind: 'source', data: { service: 'docs' } },
      { id: 'c', kind: 'classification', data: { classification: 'Financial Data' } },
      { id: 'and', kind: 'condition', data: { operator: 'And' } },
      ...actions.map((a, i) => ({ id: `a${i}`, kind: 'action' as const, data: { action: a as 'export' } })),
    ],
    links: [
      { source: 's', target: 'and' },
      { source: 'c', target: 'and' },
      { source: 'and', target: 'a0' },
      ...actions.slice(1).map((_, i) => ({ source: `a${i}`, target: `a${i + 1}` })),
    ],
  };
}

/** The task of kind 'action' the policy queued after task scanTaskId (null: run now), once it has finished. */
const policyTaskAfter = (scanTaskId: number | null, since = 0): Promise<TaskInfo> =>
  untilTaskStatus(
    onCollector(),
    s =>
      s.history.find(
        h => h.kind === 'action' && h.taskId > since && (h.options.policy as { scanTaskId: number | null } | undefined)?.scanTaskId === scanTaskId,
      ),
    `no policy task after ${scanTaskId}`,
    1200,
  );
const eventuallyTask = (match: (t: TaskInfo) => boolean): Promise<TaskInfo> =>
  untilTaskStatus(onCollector(), s => s.history.find(h => h.kind === 'action' && match(h)), 'no such policy task', 1200);
async function scan(): Promise<number> {
  const task = await root.put<{ taskId: number }>('/database/control', { objectId: collector, commandId: 'scan' });
  return task.taskId;
}
const idle = (): Promise<TaskStatusData> => untilTaskStatus(onCollector(), s => (s.current.length === 0 ? s : undefined), 'the queue did not empty', 1200);
const zipMembers = () =>
  execFileSync('unzip', ['-Z1', archive], { encoding: 'utf8' })
    .split('\n')
    .filter(l => l && !l.endsWith('/'))
    .sort();

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'fathom-policy-actions-'));
  scanned = join(work, 'scanned');
  vault = join(work, 'vault');
  archive = join(work, 'out', 'cards.zip');
  mkdirSync(scanned);
  mkdirSync(vault);
  writeTree(scanned);
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  collector = (await getSetting<string>(srv.server.store, SETTING_KEYS.localCollectorId))!;
  const path = await root.get<TreeObject>('/database/object', { objectId: collector, options: { infoLevel: 'path' } });
  [client, unit] = path.ancestorIds!.slice(-2);
  await root.post('/database/property', {
    objectId: collector,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        filesysService('docs', scanned, true),
        writeService('filesys', 'Vault', { storePath: vault, enableCompression: false, enableEncryption: false }),
        writeService('zip', 'Cards archive', { storePath: archive }),
      ],
    },
  });
});
afterAll(async () => {
  await srv?.close();
  rmSync(work, { recursive: true, force: true });
});

test("a rule saved at the parent is in force on the collector and runs after the collector's scan: the matching files reach both targets identical", async () => {
  expect((await savePolicy(unit, { actions: { values: { diagram: diagram('export'), rule: { name: 'Cards out' } } } })).status).toBe(200);
  const parent = await policyOf(unit);
  const child = await policyOf(collector);
  expect(child.actions).toMatchObject({ inherited: true, inheritedFrom: unit, values: { rule: null } });
  expect(child.actions!.effective.rule).toEqual(parent.actions!.values.rule);
  expect(child.actions!.inheritedValues).toEqual(parent.actions!.values);
  expect(JSON.stringify(child)).not.toContain('savedBy');

  const scanId = await scan();
  const task = await policyTaskAfter(scanId);
  expect(task).toMatchObject({ kind: 'action', statusLabel: 'Completed', createdAt: expect.any(Number) });
  const cards = cardFiles();
  expect(cards.length).toBe(4);
  expect(task.progress).toMatchObject({ files: cards.length, changed: cards.length * 2, errors: 0 });
  const stored = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? stored(join(dir, e.name)) : [join(dir, e.name)]));
  expect(
    stored(vault)
      .map(p => relative(vault, p))
      .sort(),
  ).toEqual(cards.map(f => `docs/${relative(scanned, f.path)}`).sort());
  for (const f of cards) expect(readFileSync(join(vault, 'docs', relative(scanned, f.path)), 'utf8')).toBe(f.text);
  expect(zipMembers()).toEqual(cards.map(f => `docs/${relative(scanned, f.path)}`).sort());
  for (const f of cards) expect(execFileSync('unzip', ['-p', archive, `docs/${relative(scanned, f.path)}`], { encoding: 'utf8' })).toBe(f.text);
  const log = await logOf(task.taskId);
  expect(log.some(l => l.includes(`Policy rule 'Cards out' (from `) && l.includes(`on the files of task #${scanId}`))).toBe(true);
  expect(log.filter(l => / copied .* -> Vault:docs\/beta\//.test(l))).toHaveLength(cards.length);
  expect(log.filter(l => / copied .* -> Cards archive:docs\/beta\//.test(l))).toHaveLength(cards.length);
});

test('a later scan acts only on the files it wrote', async () => {
  writeFileSync(join(scanned, 'alpha', 'new-card.txt'), `Refund to card ${CARD} today.\n`);
  writeFileSync(join(scanned, 'alpha', 'plain.txt'), 'Nothing of note.\n');
  const before = readFileSync(join(vault, 'docs', 'beta', 'note_0.txt'));
  rmSync(join(vault, 'docs', 'beta', 'note_0.txt'));
  const scanId = await scan();
  const task = await policyTaskAfter(scanId);
  expect(task.progress).toMatchObject({ files: 1, changed: 2, errors: 0 });
  expect(readFileSync(join(vault, 'docs', 'alpha', 'new-card.txt'), 'utf8')).toBe(`Refund to card ${CARD} today.\n`);
  // An unchanged file the scan did not write is left alone, even though the target lost its copy.
  expect(() => readFileSync(join(vault, 'docs', 'beta', 'note_0.txt'))).toThrow();
  writeFileSync(join(vault, 'docs', 'beta', 'note_0.txt'), before);
  await idle();
});

test("a child's own rule replaces the inherited one until it follows its parent again; the top has nothing to inherit", async () => {
  expect((await savePolicy(collector, { actions: { values: { diagram: diagram('none'), rule: { name: 'Count cards' } } } })).status).toBe(200);
  let child = await policyOf(collector);
  expect(child.actions).toMatchObject({ inherited: false, inheritedFrom: unit });
  expect(child.actions!.effective.rule?.name).toBe('Count cards');
  const run = await root.post<{ taskId: number }>('/actions/policyrun', { objectId: collector });
  const task = await policyTaskAfter(null, run.taskId - 1);
  expect(task.taskId).toBe(run.taskId);
  expect(task.progress).toMatchObject({ files: 5, changed: 0, errors: 0 });
  expect((await logOf(task.taskId)).filter(l => / selected .*/.test(l))).toHaveLength(5);

  expect((await savePolicy(collector, { actions: { inherited: true } })).status).toBe(200);
  child = await policyOf(collector);
  expect(child.actions).toMatchObject({ inherited: true, values: { rule: { name: 'Count cards' } } });
  expect(child.actions!.effective.rule?.name).toBe('Cards out');
  const top = (await root.get<TreeObject>('/database/object', { objectId: 'HOME' })).objectId;
  expect(errorOf(await savePolicy(top, { actions: { inherited: true } }))?.message).toBe(POLICY_PROPERTY_MESSAGES.topInherits);
});

test('a policy never deletes by itself: each file its delete would remove is logged as held', async () => {
  expect((await savePolicy(collector, { actions: { values: { diagram: diagram('delete') } } })).status).toBe(200);
  const run = await root.post<{ taskId: number }>('/actions/policyrun', { objectId: collector });
  const task = await policyTaskAfter(null, run.taskId - 1);
  expect(task.progress).toMatchObject({ files: 5, deleted: 0, errors: 0 });
  expect((await logOf(task.taskId)).filter(l => l.includes(`: ${ACTION_MESSAGES.policyDeleteHeld}`))).toHaveLength(5);
  expect(cardFiles()).toHaveLength(5);
  await savePolicy(collector, { actions: { inherited: true } });
});

test('the actions section travels through a policy export and import, and through a 1.4 conversion', async () => {
  const exported = policyExport({ actions: sectionOf('actions', await policyOf(unit)) }, '1.0.0');
  expect(exported.actions).toMatchObject({ inherited: false, values: { rule: { name: 'Cards out' } } });
  const other = await root.post<TreeObject>('/database/object', { object: { parentId: client, name: 'Imported unit', classId: 'orgunit' } });
  const parsed = parsePolicy(JSON.stringify(exported));
  if ('error' in parsed) throw new Error(parsed.error);
  const diffs = diffPolicy({ actions: sectionOf('actions', await policyOf(other.objectId)) }, parsed);
  expect(diffs.map(d => d.id)).toEqual(['actions']);
  expect(diffs[0].hunks.flatMap(h => h.lines).some(l => l.startsWith('+') && l.includes('"Cards out"'))).toBe(true);
  for (const d of diffs) await root.post('/database/property', { objectId: other.objectId, propertyId: 'PID_POLICY', property: propertyValue(d.id, d.value) });
  const imported = await policyOf(other.objectId);
  const original = await policyOf(unit);
  expect(imported.actions!.values).toEqual(original.actions!.values);
  expect(imported.actions!.inherited).toBe(false);
  // Imported again, it is the same policy.
  expect(diffPolicy({ actions: sectionOf('actions', imported) }, parsed)).toEqual([]);

  const old = {
    exportInfo: { time: '2019-03-14T09:26:53.000Z', appVersion: '1.4.2' },
    actions: { values: { rule: { ...original.actions!.values.rule!, id: 'from-1.4', name: 'From 1.4' } }, inherited: false },
  };
  const converted = await root.post<PolicyConvertAnswer>(POLICY_CONVERT_PATH, { policy: old });
  expect(converted.notes).toEqual([]);
  const again = parsePolicy(JSON.stringify(converted.policy));
  if ('error' in again) throw new Error(again.error);
  await root.post('/database/property', { objectId: other.objectId, propertyId: 'PID_POLICY', property: propertyValue('actions', again.sections.actions) });
  const fromOld = await policyOf(other.objectId);
  expect(fromOld.actions!.values.rule).toMatchObject({
    id: 'from-1.4',
    name: 'From 1.4',
    rules: original.actions!.values.rule!.rules.map(r => ({ ...r, id: expect.any(String) })),
  });
  expect(fromOld.actions!.values.diagram?.nodes.length).toBe(4);
});

test('two rules in one policy: one writes the text through an integration, the other exports then links (moves, leaving a shortcut)', async () => {
  const shelf = join(work, 'shelf');
  const text = join(work, 'text');
  mkdirSync(shelf);
  const sources = await root.get<{ services: unknown[] }>('/database/property', { objectId: collector, propertyId: 'PID_SOURCES' });
  await root.post('/database/property', {
    objectId: collector,
    propertyId: 'PID_SOURCES',
    property: {
      services: [...sources.services, writeService('text-output', 'Plain text', { storePath: text }, 'Transform')],
    },
  });
  await root.post('/database/property', {
    objectId: collector,
    propertyId: 'PID_SYSEXPORT_LOCATIONS',
    property: { inherited: false, locations: [{ id: '', name: 'Shelf', type: 'filesys', path: shelf, description: '' }] },
  });
  const two: ActionDiagram = {
    nodes: [
      { id: 's', kind: 'source', data: { service: 'docs' } },
      { id: 'c', kind: 'classification', data: { classification: 'Financial Data' } },
      { id: 'and', kind: 'condition', data: { operator: 'And' } },
      { id: 't', kind: 'action', data: { action: 'transform', targetName: 'Plain text' } },
      { id: 'x', kind: 'action', data: { action: 'export' } },
      { id: 'l', kind: 'action', data: { action: 'link' } },
    ],
    links: [
      { source: 's', target: 'and' },
      { source: 'c', target: 'and' },
      { source: 'and', target: 't' },
      { source: 'and', target: 'x' },
      { source: 'x', target: 'l' },
    ],
  };
  expect((await savePolicy(collector, { actions: { values: { diagram: two, rule: { name: 'Text and shelve' } } } })).status).toBe(200);
  const cards = cardFiles();
  const run = await root.post<{ taskId: number }>('/actions/policyrun', { objectId: collector });
  const task = await policyTaskAfter(null, run.taskId - 1);
  // Each file: its text once, a copy to each of the two targets, then a copy on the shelf with a shortcut left.
  expect(task.progress).toMatchObject({ files: cards.length * 3, changed: cards.length * 4, errors: 0 });
  for (const f of cards) {
    const below = relative(scanned, f.path);
    expect(readFileSync(join(text, 'docs', `${below}.txt`), 'utf8').trim()).toBe(f.text.trim());
    expect(readFileSync(join(shelf, 'docs', below), 'utf8')).toBe(f.text);
    expect(readlinkSync(f.path)).toBe(join(shelf, 'docs', below));
  }
  await savePolicy(collector, { actions: { inherited: true } });
});

test('the licence and the organisation level refuse by name', async () => {
  const orgRun = await root.call('POST', '/actions/policyrun', { objectId: unit });
  expect(errorOf(orgRun)).toEqual({ name: 'ValidationError', message: ACTION_MESSAGES.organisationLevel });
  const home = (await root.get<TreeObject>('/database/object', { objectId: 'HOME' })).objectId;
  const licence = await root.get<Record<string, unknown>>('/database/property', { objectId: home, propertyId: 'PID_LICENSE' });
  await root.post('/database/property', { objectId: home, propertyId: 'PID_LICENSE', property: { ...licence, enableAutomaticDataActions: false } });
  try {
    const refused = await savePolicy(unit, { actions: { values: { diagram: diagram('export', 'link') } } });
    expect(errorOf(refused)).toMatchObject({ name: 'FeatureNotLicensed', message: ACTION_MESSAGES.notLicensed });
    expect((await policyOf(unit)).actions!.values.rule?.name).toBe('Cards out');
    expect(errorOf(await root.call('POST', '/actions/policyrun', { objectId: collector }))).toEqual({
      name: 'FeatureNotLicensed',
      message: ACTION_MESSAGES.notLicensed,
    });
    // A scan runs no policy rule while the licence has no automatic data actions.
    const scanId = await scan();
    await idle();
    const s = await root.get<TaskStatusData>('/database/property', { objectId: collector, propertyId: 'PID_TASK_STATUS' });
    expect(s.history.find(t => t.taskId === scanId)?.statusLabel).toBe('Completed');
    expect(s.history.some(t => (t.options.policy as { scanTaskId?: number } | undefined)?.scanTaskId === scanId)).toBe(false);
  } finally {
    await root.post('/database/property', { objectId: home, propertyId: 'PID_LICENSE', property: licence });
  }
});

test('after a reclassification the rule acts on every file that now matches, keeping the copies already made', async () => {
  const d: ActionDiagram = {
    nodes: [
      { id: 's', kind: 'source', data: { service: 'docs' } },
      { id: 'c', kind: 'classification', data: { classification: 'Meetings' } },
      { id: 'and', kind: 'condition', data: { operator: 'And' } },
      { id: 'a', kind: 'action', data: { action: 'export' } },
    ],
    links: [
      { source: 's', target: 'and' },
      { source: 'c', target: 'and' },
      { source: 'and', target: 'a' },
    ],
  };
  expect((await savePolicy(collector, { actions: { values: { diagram: d, rule: { name: 'Minutes out' } } } })).status).toBe(200);
  const minutes = filesOf(scanned).filter(f => f.text.includes('weekly meeting'));
  expect(minutes.length).toBeGreaterThan(1);
  const kept = join(vault, 'docs', relative(scanned, minutes[0].path));
  mkdirSync(join(kept, '..'), { recursive: true });
  writeFileSync(kept, 'a copy made earlier');
  const current = await root.get<{ classifications: PolicyClassification[] }>('/database/property', { objectId: unit, propertyId: 'PID_CLASSIFICATIONS' });
  const saved = await root.post<{ reclassification: { taskIds: number[] } }>('/database/property', {
    objectId: unit,
    propertyId: 'PID_CLASSIFICATIONS',
    property: {
      inherited: false,
      values: [...current.classifications, { name: 'Meetings', description: 'Meeting notes', pattern: { pattern: 'weekly meeting' } }],
    },
  });
  const [reclassify] = saved.reclassification.taskIds;
  expect(reclassify).toEqual(expect.any(Number));
  const task = await eventuallyTask(t => (t.options.policy as { reclassifyTaskId?: number } | undefined)?.reclassifyTaskId === reclassify);
  expect(task.progress).toMatchObject({ files: minutes.length, changed: minutes.length * 2 - 1, errors: 0 });
  expect(readFileSync(kept, 'utf8')).toBe('a copy made earlier');
  for (const f of minutes.slice(1)) expect(readFileSync(join(vault, 'docs', relative(scanned, f.path)), 'utf8')).toBe(f.text);
  expect((await logOf(task.taskId)).some(l => l.includes(`after the reclassification #${reclassify}`))).toBe(true);
});
