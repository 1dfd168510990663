/**
 * An export action to one of the collector's Target services (platform.targets): real files scanned into the demo
 * collector, exported to a filesys target that stores them LZ4-compressed and AES-GCM encrypted with the policy's key
 * (read back through the connector's read()), and to a zip target (its members listed by unzip -l). The rules: a
 * target that does not exist is named, link needs a location, and an action names one destination.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TreeObject } from '@fathom/sdk/api';
import type { EncryptionValidateAnswer } from '@fathom/sdk/api/encryption';
import { collectBytes } from '@fathom/sdk/server/target-kit';
import { isStoredFormat } from '@fathom/sdk/server/store-format';
import { ACTION_MESSAGES, type DryRunAnswer, type StoredAction } from '../../plugins/areas/actions/api';
import type { Client, TestServer } from './helpers';
import type { FsFile } from './search-fixture';
import { actionSettings as settings, allFiles, errorOf, startScannedCollector, stopScannedCollector, taskCalls, writeService } from './actions-fixture';

jest.setTimeout(120_000);
let srv: TestServer;
let root: Client;
let work: string;
let scanned: string;
let vault: string;
let archive: string;
let files: FsFile[];
let collector: TreeObject;

const create = (s: ReturnType<typeof settings>) => root.post<StoredAction>('/actions/action', { objectId: collector.objectId, action: s });
const { logOf, run } = taskCalls(() => ({ root, nodeId: collector.objectId }));

beforeAll(async () => {
  ({ srv, root, work, scanned, files, collector } = await startScannedCollector('fathom-action-targets-', {
    // The vault's files are encrypted with the policy's key, saved before the sources.
    async before(root, collector) {
      const key = await root.post<EncryptionValidateAnswer>('/encryption/validate', { name: 'Vault', passphrase: 'Action target passphrase' });
      await root.post('/database/property', { objectId: collector.objectId, propertyId: 'PID_ENCRYPTION', property: key });
    },
    services: work => {
      vault = join(work, 'vault');
      archive = join(work, 'out', 'notes.zip');
      mkdirSync(vault);
      return [
        writeService('filesys', 'Sealed vault', { storePath: vault, enableCompression: true, enableEncryption: true }),
        writeService('zip', 'Notes archive', { storePath: archive }),
      ];
    },
  }));
});
afterAll(() => stopScannedCollector({ srv, work }));

test('an export to a filesys target writes each file compressed and encrypted; the connector reads the originals back', async () => {
  const notes = files.filter(f => f.name.startsWith('note'));
  expect(notes.length).toBeGreaterThan(0);
  const a = await create(settings('Seal notes', "SELECT * FROM STORE(HOME) WHERE name LIKE 'note%'", { type: 'export', targetName: 'Sealed vault' }));
  expect(a.action).toMatchObject({ type: 'export', targetName: 'Sealed vault' });
  const dry = await root.post<DryRunAnswer>('/actions/dryrun', { objectId: collector.objectId, actionId: a.actionId });
  expect(dry.target).toEqual({ targetName: 'Sealed vault', type: 'filesys', name: 'Sealed vault', path: vault });
  expect(allFiles(vault)).toEqual([]);

  const task = await run(a.actionId);
  expect(task).toMatchObject({ kind: 'action', statusLabel: 'Completed' });
  expect(task.progress).toMatchObject({ files: notes.length, changed: notes.length, errors: 0 });
  const opened = await srv.server.context.platform.targets.open(collector.objectId, 'Sealed vault');
  for (const f of notes) {
    const rel = `docs/beta/${f.name}`;
    const stored = readFileSync(join(vault, 'docs', 'beta', f.name));
    expect(isStoredFormat(stored)).toBe(true);
    expect(stored.includes(Buffer.from(f.text))).toBe(false);
    expect((await collectBytes(await opened.connector.read!(opened.params, rel))).toString('utf8')).toBe(f.text);
  }
  const log = await logOf(task.taskId);
  expect(log.lines.some(l => l.includes(`target 'Sealed vault' (filesys ${vault})`))).toBe(true);
  expect(log.lines.filter(l => / copied .* -> Sealed vault:docs\/beta\//.test(l))).toHaveLength(notes.length);

  // Conflict skip: a file already in the target is left as it is.
  const first = join(vault, 'docs', 'beta', notes[0].name);
  const before = statSync(first).mtimeMs;
  const again = await run(a.actionId);
  expect(again.progress).toMatchObject({ changed: 0, errors: 0 });
  expect(statSync(first).mtimeMs).toBe(before);
  expect((await logOf(again.taskId)).lines.filter(l => / exists in 'Sealed vault'/.test(l))).toHaveLength(notes.length);
});

test('an export to a zip target writes the files as members of its archive', async () => {
  const csv = files.filter(f => f.name.endsWith('.csv'));
  expect(csv.length).toBeGreaterThan(0);
  const a = await create(
    settings('Zip tables', "SELECT * FROM STORE(HOME) WHERE extension = 'csv'", { type: 'export', targetName: 'Notes archive', conflict: 'replace' }),
  );
  const task = await run(a.actionId);
  expect(task.progress).toMatchObject({ files: csv.length, changed: csv.length, errors: 0 });
  const listing = execFileSync('unzip', ['-l', archive], { encoding: 'utf8' });
  const members = listing
    .split('\n')
    .map(l => /\s(docs\/\S+)\s*$/.exec(l)?.[1])
    .filter(Boolean)
    .sort();
  const expected = csv.map(f => `docs/${relative(scanned, f.path)}`).sort();
  expect(members).toEqual(expected);
  for (const f of csv) expect(execFileSync('unzip', ['-p', archive, `docs/${relative(scanned, f.path)}`], { encoding: 'utf8' })).toBe(f.text);
});

test('a missing target is named, link needs a location, and an action names one destination', async () => {
  const post = (s: ReturnType<typeof settings>) => root.call('POST', '/actions/action', { objectId: collector.objectId, action: s });
  const missing = await post(settings('X', 'SELECT * FROM STORE(HOME)', { type: 'export', targetName: 'Nothing' }));
  expect(errorOf(missing)?.name).toBe('NoSuchTarget');
  expect(errorOf(await post(settings('X', 'SELECT * FROM STORE(HOME)', { type: 'link', targetName: 'Sealed vault' })))?.message).toBe(
    ACTION_MESSAGES.linkNeedsLocation,
  );
  expect(errorOf(await post(settings('X', 'SELECT * FROM STORE(HOME)', { type: 'export', targetName: 'Sealed vault', locationId: 'l1' })))?.message).toBe(
    ACTION_MESSAGES.oneDestination,
  );
  expect(errorOf(await post(settings('X', 'SELECT * FROM STORE(HOME)', { type: 'export' })))?.message).toBe(ACTION_MESSAGES.needsLocation);
});
