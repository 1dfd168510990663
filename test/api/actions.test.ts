/**
 * Stored data actions against the real server (spec 001 §2-§4, §6): real files scanned from a temporary folder into
 * the demo collector (a filesys source), an export location beside it. A dry run counts what a run would touch and
 * changes nothing; export copies into the location (conflict skip or replace), link moves and leaves a shortcut,
 * delete refuses without a fresh dry run and the typed name, then removes and records; each run is a task with a log
 * (PID_LOG). The rules: organisation level, act permission, transform, import messages, the licence for schedules, read-only actions;
 * and a schedule run by the server's clock (moved on by the test, never slept through).
 */
import { lstatSync, mkdirSync, readFileSync, readlinkSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TreeObject } from '@fathom/sdk/api';
import type { TaskLogAnswer } from '@fathom/sdk/api/tasks';
import { ACTION_MESSAGES, type DryRunAnswer, type StoredAction } from '../../plugins/areas/actions/api';
import type { Client, TestServer } from './helpers';
import { filesOf, type FsFile } from './search-fixture';
import { actionSettings as settings, errorOf, startScannedCollector, stopScannedCollector, taskCalls } from './actions-fixture';

jest.setTimeout(120_000);
let now = Date.parse('2026-03-10T05:00:00Z');
let srv: TestServer;
let root: Client;
let work: string;
let scanned: string;
let target: string;
let files: FsFile[];
let collector: TreeObject;
let client: TreeObject;
let locationId: string;

const create = (s: ReturnType<typeof settings>, objectId = collector.objectId) => root.post<StoredAction>('/actions/action', { objectId, action: s });
const dryRun = (actionId: string) => root.post<DryRunAnswer>('/actions/dryrun', { objectId: collector.objectId, actionId });
const { finished, logOf, run } = taskCalls(() => ({ root, nodeId: collector.objectId }));

beforeAll(async () => {
  ({ srv, root, work, scanned, files, collector } = await startScannedCollector('fathom-actions-', { clock: () => now }));
  target = join(work, 'target');
  mkdirSync(target);
  const home = await root.get<TreeObject>('/database/object', { objectId: 'HOME' });
  client = (await root.get<{ objects: TreeObject[] }>('/database/children', { parentId: home.objectId })).objects.find(
    o => o.classId === 'client' && o.name === 'Demo',
  )!;
  const saved = await root.post('/database/property', {
    objectId: client.objectId,
    propertyId: 'PID_SYSEXPORT_LOCATIONS',
    property: { inherited: false, locations: [{ id: '', name: 'Archive', type: 'filesys', path: target, description: '' }] },
  });
  locationId = saved.locations[0].id;
});
afterAll(() => stopScannedCollector({ srv, work }));

test('a dry run counts the files and bytes an export would touch, names a sample and changes nothing', async () => {
  const a = await create(settings('Reports 1x', "SELECT name FROM STORE(HOME) WHERE name LIKE 'report-1%'", { type: 'export', locationId }));
  const expected = files.filter(f => f.name.startsWith('report-1'));
  const d = await dryRun(a.actionId);
  expect(d.files).toBe(expected.length);
  expect(d.bytes).toBe(expected.reduce((s, f) => s + f.size, 0));
  expect(d.sample.map(f => f.path).sort()).toEqual(expected.map(f => f.path).sort());
  expect(d.unsupportedFiles).toBe(0);
  expect(d.target).toEqual({ locationId, name: 'Archive', path: target });
  expect(d.co2KgSaved).toBe(0); // a copy frees nothing
  expect(filesOf(target)).toEqual([]);
});

test('an export run is a task that copies each file under the location, identical, with a log line per file', async () => {
  const a = await create(settings('Notes', "SELECT * FROM STORE(HOME) WHERE name LIKE 'note%'", { type: 'export', locationId, conflict: 'skip' }));
  const task = await run(a.actionId);
  const notes = files.filter(f => f.name.startsWith('note'));
  expect(task).toMatchObject({ kind: 'action', statusLabel: 'Completed' });
  expect(task.progress).toMatchObject({ files: notes.length, changed: notes.length, errors: 0 });
  for (const f of notes) expect(readFileSync(join(target, 'docs', 'beta', f.name), 'utf8')).toBe(f.text);
  const log = await logOf(task.taskId);
  expect(log.total).toBe(log.lines.length);
  expect(log.lines.filter(l => / copied /.test(l))).toHaveLength(notes.length);
  expect(log.lines.some(l => /Completed/.test(l))).toBe(true);
  // A page of the log from a line on.
  const page = await root.get<TaskLogAnswer>('/database/property', {
    objectId: collector.objectId,
    propertyId: 'PID_LOG',
    options: { taskId: task.taskId, lineNumber: 2, numberLines: 3 },
  });
  expect(page.lines).toEqual(log.lines.slice(2, 5));

  // Conflict skip leaves a changed copy alone; replace overwrites it.
  const copy = join(target, 'docs', 'beta', 'note_1.txt');
  writeFileSync(copy, 'changed at the target');
  const again = await run(a.actionId);
  expect(again.progress.changed).toBe(0);
  expect(readFileSync(copy, 'utf8')).toBe('changed at the target');
  await root.put('/actions/action', {
    objectId: collector.objectId,
    actionId: a.actionId,
    action: settings('Notes', "SELECT * FROM STORE(HOME) WHERE name LIKE 'note%'", { type: 'export', locationId, conflict: 'replace' }),
  });
  await run(a.actionId);
  expect(readFileSync(copy, 'utf8')).toBe(files.find(f => f.name === 'note_1.txt')!.text);
});

test('a link run moves each file to the location and leaves a shortcut to its copy', async () => {
  const a = await create(settings('Tables', "SELECT * FROM STORE(HOME) WHERE extension = 'csv'", { type: 'link', locationId }));
  const d = await dryRun(a.actionId);
  expect(d.duplicateFiles).toBe(2); // the two identical tables
  expect(d.duplicateBytes).toBe(files.find(f => f.name === 'table0.csv')!.size);
  expect(d.co2KgSaved).toBeGreaterThan(0);
  const task = await run(a.actionId);
  expect(task.progress.errors).toBe(0);
  for (const f of files.filter(x => x.name.endsWith('.csv'))) {
    const copy = join(target, 'docs', 'gamma', 'deep', f.name);
    expect(lstatSync(f.path).isSymbolicLink()).toBe(true);
    expect(readlinkSync(f.path)).toBe(copy);
    expect(readFileSync(f.path, 'utf8')).toBe(f.text);
  }
});

test('a delete run needs a fresh dry run and the typed name; each deletion is recorded', async () => {
  const gone = files.filter(f => f.name === 'report-2.txt' || f.name === 'report-3.txt');
  const a = await create(settings('Drop two', "SELECT * FROM STORE(HOME) WHERE name IN ('report-2.txt', 'report-3.txt')", { type: 'delete' }));
  const refused = await root.call('POST', '/actions/run', { objectId: collector.objectId, actionId: a.actionId });
  expect(errorOf(refused)).toEqual({ name: 'DryRunRequired', message: ACTION_MESSAGES.deleteNeedsDryRun });
  const d = await dryRun(a.actionId);
  expect(d.files).toBe(2);
  const unconfirmed = await root.call('POST', '/actions/run', {
    objectId: collector.objectId,
    actionId: a.actionId,
    dryRunId: d.dryRunId,
    confirmation: 'drop',
  });
  expect(errorOf(unconfirmed)?.name).toBe('ConfirmationRequired');
  for (const f of gone) expect(existsSync(f.path)).toBe(true);
  const task = await run(a.actionId, { dryRunId: d.dryRunId, confirmation: 'Drop two' });
  expect(task.progress).toMatchObject({ deleted: 2, errors: 0 });
  for (const f of gone) expect(existsSync(f.path)).toBe(false);
  const { deletions } = await root.get('/actions/deletions', { objectId: collector.objectId, actionId: a.actionId });
  expect(deletions.map((x: { path: string }) => x.path).sort()).toEqual(gone.map(f => f.path).sort());
  // The dry run was used up.
  const twice = await root.call('POST', '/actions/run', { objectId: collector.objectId, actionId: a.actionId, dryRunId: d.dryRunId, confirmation: 'Drop two' });
  expect(errorOf(twice)?.name).toBe('DryRunRequired');
});

test('rules: organisation level, act permission, transform, grouped statements, delete schedules, import messages', async () => {
  const onClient = await create(settings('At the top', 'SELECT * FROM STORE(HOME)', { type: 'none' }), client.objectId);
  const top = await root.call('POST', '/actions/run', { objectId: client.objectId, actionId: onClient.actionId });
  expect(errorOf(top)).toEqual({ name: 'ValidationError', message: ACTION_MESSAGES.organisationLevel });

  await root.post('/database/object', {
    object: { parentId: client.objectId, name: 'looker', classId: 'user' },
    options: { userId: 'looker', password: 'Act#Pass1', activated: true, email: 'looker@example.com', permissions: ['get'] },
  });
  const looker = await srv.login('looker', 'Act#Pass1');
  const mine = await looker.post<StoredAction>('/actions/action', {
    objectId: collector.objectId,
    action: settings('Mine', 'SELECT * FROM STORE(HOME)', { type: 'none' }),
  });
  const noAct = await looker.call('POST', '/actions/run', { objectId: collector.objectId, actionId: mine.actionId });
  expect(errorOf(noAct)).toEqual({ name: 'NoPermission', message: ACTION_MESSAGES.noRunPermission });
  expect((await root.get('/actions', { objectId: collector.objectId })).actions.map((x: StoredAction) => x.name)).not.toContain('Mine');

  const post = (s: unknown) => root.call('POST', '/actions/action', { objectId: collector.objectId, action: s });
  expect(errorOf(await post(settings('T', 'SELECT * FROM STORE(HOME)', { type: 'transform' })))?.message).toBe(ACTION_MESSAGES.transformNeedsIntegration);
  expect(errorOf(await post(settings('G', 'SELECT extension, COUNT(*) FROM STORE(HOME) GROUP BY extension', { type: 'none' })))?.message).toBe(
    ACTION_MESSAGES.groupedStatement,
  );
  expect(errorOf(await post(settings('E', 'SELECT * FROM STORE(HOME)', { type: 'export' })))?.message).toBe(ACTION_MESSAGES.needsLocation);
  expect(errorOf(await post(settings('D', 'SELECT * FROM STORE(HOME)', { type: 'delete' }, { unit: 1, time: '01:00' })))?.message).toBe(
    ACTION_MESSAGES.deleteNotScheduled,
  );
  expect(errorOf(await post(settings('W', 'SELECT * FROM STORE(HOME)', { type: 'none' }, { unit: 2, weekdays: [8] })))?.name).toBe('ValidationError');

  const empty = await root.call('POST', '/actions/import', { objectId: collector.objectId, file: { reports: [] } });
  expect(errorOf(empty)).toEqual({ name: 'ValidationError', message: 'Imported file has no actions settings.' });
  const exported = await root.get('/actions/export', { objectId: collector.objectId, actionIds: [onClient.actionId] });
  const imported = await root.post('/actions/import', { objectId: collector.objectId, file: exported });
  expect(imported.actions.map((x: StoredAction) => x.name)).toEqual(['At the top']);
});

test('an action drawn as a diagram takes its statement and action from the rule; a broken diagram is refused by name', async () => {
  const diagram = {
    nodes: [
      { id: 's', kind: 'source', data: { service: 'docs' } },
      { id: 'c', kind: 'classification', data: { classification: 'Financial Data' } },
      { id: 'and', kind: 'condition', data: { operator: 'And' } },
      { id: 'a', kind: 'action', data: { action: 'none' } },
    ],
    links: [
      { source: 's', target: 'and' },
      { source: 'c', target: 'and' },
      { source: 'and', target: 'a' },
    ],
  };
  const a = await create({ ...settings('Cards', 'SELECT * FROM STORE(HOME)', { type: 'export', locationId }), diagram } as never);
  expect(a.query.statement).toBe("SELECT * FROM STORE(HOME) WHERE (service = 'docs' AND classification = 'Financial Data')");
  expect(a.action.type).toBe('none');
  const d = await dryRun(a.actionId);
  const cards = files.filter(f => f.text.includes('credit card'));
  expect(d.files).toBe(cards.length);
  expect(d.personalDataFiles).toBe(cards.length);
  expect(d.classifications[0]).toEqual({ name: 'Financial Data', files: cards.length });

  const broken = { ...diagram, nodes: [...diagram.nodes, { id: 'x', kind: 'source', data: { service: 'other' } }] };
  const r = await root.call('POST', '/actions/action', {
    objectId: collector.objectId,
    action: { ...settings('Broken', 'SELECT * FROM STORE(HOME)', { type: 'none' }), diagram: broken },
  });
  expect(errorOf(r)).toMatchObject({ name: 'ValidationError', message: 'Node without link is not allowed.' });
});

test('a scheduled action runs when the server clock reaches its time, again a day later, and not without the licence', async () => {
  const a = await create(
    settings('Nightly alpha', "SELECT * FROM STORE(HOME) WHERE name = 'report-5.txt'", { type: 'export', locationId }, { unit: 1, interval: 1, time: '06:30' }),
  );
  expect(a.nextRunAt).toBe(Date.parse('2026-03-10T06:30:00Z'));
  const copy = join(target, 'docs', 'alpha', 'report-5.txt');
  expect(existsSync(copy)).toBe(false);
  now = Date.parse('2026-03-10T06:31:00Z');
  root = await srv.login('root', srv.rootPassword);
  let taskId: number | null = null;
  for (let i = 0; i < 200 && !taskId; i++) {
    taskId = (await root.get<StoredAction>('/actions/action', { objectId: collector.objectId, actionId: a.actionId })).lastTaskId;
    if (!taskId) await new Promise(res => setTimeout(res, 50));
  }
  const task = await finished(taskId!);
  expect(task.createdAt).toBeGreaterThan(0);
  expect(task.progress.changed).toBe(1);
  expect(existsSync(copy)).toBe(true);
  const after = await root.get<StoredAction>('/actions/action', { objectId: collector.objectId, actionId: a.actionId });
  expect(after.nextRunAt).toBe(Date.parse('2026-03-11T06:30:00Z'));
  expect((await logOf(taskId!)).lines.some(l => /Action 'Nightly alpha' \(export\) on .*, by its schedule/.test(l))).toBe(true);

  const home = (await root.get('/database/object', { objectId: 'HOME' })).objectId;
  const licence = await root.get('/database/property', { objectId: home, propertyId: 'PID_LICENSE' });
  await root.post('/database/property', { objectId: home, propertyId: 'PID_LICENSE', property: { ...licence, enableAutomaticDataActions: false } });
  const refused = await root.call('POST', '/actions/action', {
    objectId: collector.objectId,
    action: settings('Weekly', 'SELECT * FROM STORE(HOME)', { type: 'none' }, { unit: 2, weekdays: [2], time: '01:00' }),
  });
  expect(errorOf(refused)).toEqual({ name: 'FeatureNotLicensed', message: ACTION_MESSAGES.notLicensed });
  await root.post('/database/property', { objectId: home, propertyId: 'PID_LICENSE', property: licence });
});

test('a read-only action cannot be overwritten (SAVE_AS makes an editable copy) and is skipped on delete', async () => {
  const a = await root.post<StoredAction>('/actions/action', {
    objectId: collector.objectId,
    action: settings('Fixed count', 'SELECT * FROM STORE(HOME)', { type: 'none' }),
  });
  await srv.server.context.platform.store.db.updateTable('stored_actions').set({ readonly: 1 }).where('action_id', '=', a.actionId).execute();
  const listed = (await root.get<{ actions: StoredAction[] }>('/actions', { objectId: collector.objectId })).actions.find(x => x.actionId === a.actionId)!;
  expect(listed).toMatchObject({ readonly: true, canEdit: false });

  const changed = settings('Fixed count', "SELECT * FROM STORE(HOME) WHERE extension = 'csv'", { type: 'none' });
  const put = await root.call('PUT', '/actions/action', { objectId: collector.objectId, actionId: a.actionId, action: changed });
  expect(errorOf(put)).toEqual({ name: 'Conflict', message: ACTION_MESSAGES.readOnly });
  const copy = await root.put<StoredAction>('/actions/action', { objectId: collector.objectId, actionId: a.actionId, saveMode: 'SAVE_AS', action: changed });
  expect(copy.actionId).not.toBe(a.actionId);
  expect(copy).toMatchObject({ readonly: false, canEdit: true, query: { statement: changed.query.statement } });

  const gone = await root.call('DELETE', '/actions/action', { objectId: collector.objectId, actionIds: [a.actionId, copy.actionId] });
  expect((gone.body as { data: unknown }).data).toEqual({ deleted: [copy.actionId], skipped: [a.actionId] });
  const left = (await root.get<{ actions: StoredAction[] }>('/actions', { objectId: collector.objectId })).actions.map(x => x.actionId);
  expect(left).toContain(a.actionId);
  expect(left).not.toContain(copy.actionId);
});
