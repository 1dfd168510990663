/**
 * The standard actions shipped with the product against the real server: listed on every node as global and
 * read-only, never overwritten (SAVE_AS makes an editable copy), skipped on delete; one that counts runs as a task
 * selecting files as the user who runs it; the copy names no target, so its dry run shows the impact and its run is
 * refused by name until it is saved with a target.
 */
import { createHash } from 'node:crypto';
import type { TreeObject } from '@fathom/sdk/api';
import type { TaskLogAnswer } from '@fathom/sdk/api/tasks';
import { ACTION_MESSAGES, type DryRunAnswer, type StoredAction } from '../../plugins/areas/actions/api';
import { STANDARD_ACTIONS } from '../../plugins/areas/actions/standard-actions';
import type { Client, TestServer } from './helpers';
import type { FsFile } from './search-fixture';
import { errorOf, startScannedCollector, stopScannedCollector, taskCalls } from './actions-fixture';

jest.setTimeout(120_000);
let srv: TestServer;
let root: Client;
let work: string;
let files: FsFile[];
let collector: TreeObject;

const list = async () => (await root.get<{ actions: StoredAction[] }>('/actions', { objectId: collector.objectId })).actions;
const { finished } = taskCalls(() => ({ root, nodeId: collector.objectId }));

beforeAll(async () => {
  ({ srv, root, work, files, collector } = await startScannedCollector('fathom-actions-standard-'));
});
afterAll(() => stopScannedCollector({ srv, work }));

test('the standard actions show on every node, global and read-only, and PID_ACTIONS lists them too', async () => {
  const shown = await list();
  for (const s of STANDARD_ACTIONS)
    expect(shown.find(a => a.actionId === s.id)).toMatchObject({
      name: s.name,
      scope: 'global',
      readonly: true,
      canEdit: false,
      query: s.query,
      action: s.action,
    });
  const home = await root.get<TreeObject>('/database/object', { objectId: 'HOME' });
  const atTop = (await root.get<{ actions: StoredAction[] }>('/actions', { objectId: home.objectId })).actions;
  expect(
    atTop
      .filter(a => a.readonly)
      .map(a => a.actionId)
      .sort(),
  ).toEqual(STANDARD_ACTIONS.map(s => s.id).sort());
  const property = await root.get<{ actions: StoredAction[] }>('/database/property', { objectId: collector.objectId, propertyId: 'PID_ACTIONS' });
  expect(property.actions.map(a => a.name)).toEqual(expect.arrayContaining(STANDARD_ACTIONS.map(s => s.name)));
});

test('a standard action cannot be overwritten, SAVE_AS makes an editable copy, and a delete skips it', async () => {
  const stale = STANDARD_ACTIONS.find(s => s.id === 'standard-stale-3-years')!;
  const { id: _id, ...settings } = stale;
  const changed = { ...settings, scope: 'private', query: { queryMode: 'bySELECT', statement: 'SELECT * FROM STORE(HOME) WHERE modifyTime < YEARS_AGO(1)' } };
  const put = await root.call('PUT', '/actions/action', { objectId: collector.objectId, actionId: stale.id, action: changed });
  expect(errorOf(put)).toEqual({ name: 'Conflict', message: ACTION_MESSAGES.readOnly });
  const copy = await root.put<StoredAction>('/actions/action', { objectId: collector.objectId, actionId: stale.id, saveMode: 'SAVE_AS', action: changed });
  expect(copy).toMatchObject({ readonly: false, canEdit: true, query: changed.query });
  const gone = await root.call('DELETE', '/actions/action', { objectId: collector.objectId, actionIds: [stale.id, copy.actionId] });
  expect((gone.body as { data: unknown }).data).toEqual({ deleted: [copy.actionId], skipped: [stale.id] });
  expect((await list()).find(a => a.actionId === stale.id)).toMatchObject({ readonly: true, query: stale.query });
});

test('Find duplicates runs as a task selecting the files whose content is held more than once', async () => {
  const byContent = new Map<string, number>();
  for (const f of files) {
    const h = createHash('sha256').update(f.text).digest('hex');
    byContent.set(h, (byContent.get(h) ?? 0) + 1);
  }
  const duplicated = files.filter(f => byContent.get(createHash('sha256').update(f.text).digest('hex'))! > 1);
  const dry = await root.post<DryRunAnswer>('/actions/dryrun', { objectId: collector.objectId, actionId: 'standard-duplicates' });
  expect(dry.files).toBe(duplicated.length);
  const { taskId } = await root.post<{ taskId: number }>('/actions/run', { objectId: collector.objectId, actionId: 'standard-duplicates' });
  await finished(taskId);
  const log = await root.get<TaskLogAnswer>('/database/property', { objectId: collector.objectId, propertyId: 'PID_LOG', options: { taskId } });
  expect(log.lines.join('\n')).toContain(`${duplicated.length} file(s) selected`);
});

test('the copy of personal-data files is a dry run first; its run is refused by name until it is saved with a target', async () => {
  const dry = await root.post<DryRunAnswer>('/actions/dryrun', { objectId: collector.objectId, actionId: 'standard-copy-personal-data' });
  expect(dry.type).toBe('export');
  expect(dry.files).toBe(dry.personalDataFiles);
  const run = await root.call('POST', '/actions/run', { objectId: collector.objectId, actionId: 'standard-copy-personal-data' });
  expect(run.status).toBe(400);
  expect(errorOf(run)).toMatchObject({ name: 'ValidationError', message: ACTION_MESSAGES.standardNeedsTarget });
});
