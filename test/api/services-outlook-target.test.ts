/**
 * The outlook target against the Graph responder (graph-peer.ts), through the platform as data actions use it: a
 * Target service saved in PID_SOURCES (its client secret sealed), checked by 'Test connection', and an export action
 * of scanned files to it: each file a message in the mailbox folder of the store path with the file attached (LZ4 and
 * encrypted with the policy's key), a large one through an attachment upload session; read back by the connector.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TreeObject } from '@fathom/sdk/api';
import type { EncryptionValidateAnswer } from '@fathom/sdk/api/encryption';
import { SECRET_SET } from '@fathom/sdk/api/services';
import { collectBytes } from '@fathom/sdk/server/target-kit';
import { isStoredFormat } from '@fathom/sdk/server/store-format';
import type { StoredAction } from '../../plugins/areas/actions/api';
import { startServer, type Client, type TestServer } from './helpers';
import { demoCollector, filesOf, scanInto, type FsFile } from './search-fixture';
import { filesysService } from './scan-fixture';
import { startGraphPeer, type GraphPeer } from './graph-peer';
import { taskCalls } from './actions-fixture';

jest.setTimeout(120_000);
const MAILBOX = 'archive@contoso.com';
let srv: TestServer;
let root: Client;
let graph: GraphPeer;
let work: string;
let scanned: string;
let files: FsFile[];
let collector: TreeObject;

const target = (over: Record<string, unknown> = {}) => ({
  type: 'outlook',
  name: 'Mail archive',
  mode: 'Target',
  parameters: { ...graph.params(), mailbox: MAILBOX, storePath: '/Fathom/Exports', enableCompression: true, enableEncryption: true, ...over },
  include: [],
  exclude: [],
});

const { run } = taskCalls(() => ({ root, nodeId: collector.objectId }));

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'fathom-outlook-target-'));
  scanned = join(work, 'scanned');
  mkdirSync(join(scanned, 'letters'), { recursive: true });
  writeFileSync(join(scanned, 'letters', 'jane.txt'), 'Dear Jane Doe, your card 4111 1111 1111 1111 is on file.\n');
  writeFileSync(join(scanned, 'letters', "o'brien.txt"), "Mr O'Brien, SSN 078-05-1120.\n");
  // 5 MB that does not compress: an upload session in pieces.
  writeFileSync(join(scanned, 'letters', 'scan.bin'), randomBytes(5 * 1024 * 1024));
  files = filesOf(scanned);
  graph = await startGraphPeer();
  graph.addMailbox(MAILBOX);
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  collector = await demoCollector(root);
  await scanInto(srv, collector.objectId, scanned);
});
afterAll(async () => {
  await srv?.close();
  await graph?.close();
  rmSync(work, { recursive: true, force: true });
});

test('Test connection of an outlook target names a refused sign-in, a missing mailbox, and answers for the real one', async () => {
  const validate = (t: ReturnType<typeof target>) => root.put('/services/validate', { objectId: collector.objectId, service: t });
  await expect(validate(target({ mailbox: 'nobody@contoso.com' }))).rejects.toMatchObject({ errorName: 'NoSuchMailbox' });
  await expect(validate(target({ clientSecret: 'wrong' }))).rejects.toMatchObject({ errorName: 'AccessDenied' });
  await expect(validate(target({ clientId: graph.unprivilegedClientId }))).rejects.toMatchObject({ errorName: 'AccessDenied' });
  await expect(validate(target({ storePath: '' }))).rejects.toThrow(/storePath: Field is required/);
  // The folder does not exist yet: the first write makes it.
  expect(await validate(target())).toEqual({ ok: true, entries: [] });
});

test('an export action writes each file as a message with its attachment; the connector reads them back', async () => {
  const key = await root.post<EncryptionValidateAnswer>('/encryption/validate', { name: 'Vault', passphrase: 'Mail archive passphrase' });
  await root.post('/database/property', { objectId: collector.objectId, propertyId: 'PID_ENCRYPTION', property: key });
  const saved = await root.post('/database/property', {
    objectId: collector.objectId,
    propertyId: 'PID_SOURCES',
    property: { services: [filesysService('docs', scanned, true), target()] },
  });
  expect(saved.services[1].parameters.clientSecret).toEqual(SECRET_SET);

  const action = await root.post<StoredAction>('/actions/action', {
    objectId: collector.objectId,
    action: {
      name: 'Mail letters',
      scope: 'private',
      query: { queryMode: 'bySELECT', statement: 'SELECT * FROM STORE(HOME)' },
      action: { type: 'export', targetName: 'Mail archive' },
    },
  });
  const task = await run(action.actionId);
  expect(task).toMatchObject({ kind: 'action', statusLabel: 'Completed' });
  expect(task.progress).toMatchObject({ files: files.length, changed: files.length, errors: 0 });

  const messages = graph.messages(MAILBOX, '/Fathom/Exports');
  expect(messages.map(m => m.subject).sort()).toEqual(files.map(f => `docs/letters/${f.name}`).sort());
  const opened = await srv.server.context.platform.targets.open(collector.objectId, 'Mail archive');
  for (const f of files) {
    const m = messages.find(x => x.subject === `docs/letters/${f.name}`)!;
    expect(m.attachments).toHaveLength(1);
    expect(m.attachments[0].name).toBe(f.name);
    expect(isStoredFormat(m.attachments[0].bytes)).toBe(true);
    expect(m.attachments[0].bytes.includes(Buffer.from('Jane Doe'))).toBe(false);
    const back = await collectBytes(await opened.connector.read!(opened.params, `docs/letters/${f.name}`));
    expect(back.length).toBe(f.size);
  }
  // The large file went up in pieces through an upload session, without the token.
  expect(graph.calls.filter(c => c.startsWith('PUT /upload/')).length).toBeGreaterThan(1);
  expect((await collectBytes(await opened.connector.read!(opened.params, 'docs/letters/jane.txt'))).toString()).toBe(
    'Dear Jane Doe, your card 4111 1111 1111 1111 is on file.\n',
  );

  // Writing a path again replaces its message; a path never written is not there.
  await opened.connector.write(opened.params, 'docs/letters/jane.txt', Buffer.from('replaced'));
  expect(graph.messages(MAILBOX, '/Fathom/Exports').filter(m => m.subject === 'docs/letters/jane.txt')).toHaveLength(1);
  expect((await collectBytes(await opened.connector.read!(opened.params, 'docs/letters/jane.txt'))).toString()).toBe('replaced');
  await expect(opened.connector.read!(opened.params, 'docs/none.txt')).rejects.toMatchObject({ code: 'ENOENT' });
  await opened.connector.remove!(opened.params, 'docs/letters/jane.txt');
  await expect(opened.connector.read!(opened.params, 'docs/letters/jane.txt')).rejects.toMatchObject({ code: 'ENOENT' });
  expect(
    (
      await root.put('/services/validate', {
        objectId: collector.objectId,
        service: { ...target(), parameters: { ...target().parameters, clientSecret: SECRET_SET } },
      })
    ).entries,
  ).toHaveLength(files.length - 1);
});
