/**
 * A transform action through one of the collector's integrations (a Transform service, here text output): real
 * files scanned into the demo collector, their extracted text written as '<storePath>/<service>/<path>.txt'. The
 * rules: a transform names an integration, one that does not exist is NoSuchTarget, and a service that is not a
 * Transform is refused by name.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TreeObject } from '@fathom/sdk/api';
import { ACTION_MESSAGES, type DryRunAnswer, type StoredAction } from '../../plugins/areas/actions/api';
import type { Client, TestServer } from './helpers';
import type { FsFile } from './search-fixture';
import { actionSettings as settings, allFiles, errorOf, startScannedCollector, stopScannedCollector, taskCalls, writeService } from './actions-fixture';

jest.setTimeout(120_000);
let srv: TestServer;
let root: Client;
let work: string;
let textOut: string;
let files: FsFile[];
let collector: TreeObject;

const post = (s: ReturnType<typeof settings>) => root.call('POST', '/actions/action', { objectId: collector.objectId, action: s });
const { logOf, run } = taskCalls(() => ({ root, nodeId: collector.objectId }));

beforeAll(async () => {
  ({ srv, root, work, files, collector } = await startScannedCollector('fathom-action-transform-', {
    services: work => {
      textOut = join(work, 'text');
      return [
        writeService('text-output', 'Plain text', { storePath: textOut }, 'Transform'),
        writeService('filesys', 'Copies', { storePath: join(work, 'copies') }),
      ];
    },
  }));
});
afterAll(() => stopScannedCollector({ srv, work }));

test('a transform writes the extracted text of each selected file through the integration', async () => {
  const notes = files.filter(f => f.name.startsWith('note'));
  expect(notes.length).toBeGreaterThan(0);
  const a = await root.post<StoredAction>('/actions/action', {
    objectId: collector.objectId,
    action: settings('Notes as text', "SELECT * FROM STORE(HOME) WHERE name LIKE 'note%'", { type: 'transform', targetName: 'Plain text' }),
  });
  expect(a.action).toMatchObject({ type: 'transform', targetName: 'Plain text' });
  const dry = await root.post<DryRunAnswer>('/actions/dryrun', { objectId: collector.objectId, actionId: a.actionId });
  expect(dry).toMatchObject({ type: 'transform', files: notes.length });
  expect(dry.target).toEqual({ targetName: 'Plain text', type: 'text-output', name: 'Plain text', path: textOut });

  const task = await run(a.actionId);
  expect(task).toMatchObject({ kind: 'action', statusLabel: 'Completed' });
  expect(task.progress).toMatchObject({ files: notes.length, changed: notes.length, errors: 0 });
  const written = allFiles(textOut)
    .map(p => relative(textOut, p))
    .sort();
  expect(written).toEqual(notes.map(f => join('docs', 'beta', `${f.name}.txt`)).sort());
  for (const f of notes) expect(readFileSync(join(textOut, 'docs', 'beta', `${f.name}.txt`), 'utf8')).toBe(f.text);
  const log = await logOf(task.taskId);
  expect(log.lines.filter(l => / transformed .* -> Plain text:docs\/beta\//.test(l))).toHaveLength(notes.length);

  // Conflict skip (the default): text already written is left as it is.
  const first = join(textOut, 'docs', 'beta', `${notes[0].name}.txt`);
  const before = statSync(first).mtimeMs;
  const again = await run(a.actionId);
  expect(again.progress).toMatchObject({ changed: 0, errors: 0 });
  expect(statSync(first).mtimeMs).toBe(before);
});

test('a transform names an integration: none, a missing one and a non-Transform service are refused', async () => {
  const all = 'SELECT * FROM STORE(HOME)';
  expect(errorOf(await post(settings('T', all, { type: 'transform' })))).toMatchObject({
    name: 'ValidationError',
    message: ACTION_MESSAGES.transformNeedsIntegration,
  });
  expect(errorOf(await post(settings('T', all, { type: 'transform', targetName: 'Nothing' })))?.name).toBe('NoSuchTarget');
  expect(errorOf(await post(settings('T', all, { type: 'transform', targetName: 'Copies' })))).toMatchObject({
    name: 'ValidationError',
    message: ACTION_MESSAGES.notIntegration('Copies'),
  });
  // An export does not write through an integration.
  expect(errorOf(await post(settings('T', all, { type: 'export', targetName: 'Plain text' })))?.message).toBe(ACTION_MESSAGES.textTarget('Plain text'));
});
