/**
 * The azure source against azurite started for the test: the same documents scanned from a folder (filesys) and
 * from a blob container (azure) give the same index; listing pages; 'Test connection' names what is wrong.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BlobServiceClient, StorageSharedKeyCredential } from '@azure/storage-blob';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import type { WalkListing } from '@fathom/sdk/server';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { azureConnector, azureParams, containerClient } from '../../plugins/services/azure/server';
import { walkAzure } from '../../plugins/services/azure/server/walk';
import { startServer, type Client, type TestServer } from './helpers';
import { fastTempDir } from './scan-fixture';
import { freePort } from './samba-peer';

jest.setTimeout(180_000);
const CORPUS = '/work/shared/corpus/documents';
const ACCOUNT = 'devstoreaccount1';
const KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';
let srv: TestServer;
let root: Client;
let azurite: ChildProcess;
let dir: string;
let tree: string;
let collector: string;
let params: Record<string, unknown>;

function files(d: string): string[] {
  return readdirSync(d, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? files(join(d, e.name)) : [join(d, e.name)]));
}

beforeAll(async () => {
  dir = fastTempDir('services-azure-');
  tree = join(dir, 'tree');
  for (const sub of ['txt', 'docx', 'csv']) cpSync(join(CORPUS, sub), join(tree, 'docs', sub), { recursive: true });
  mkdirSync(join(tree, 'many'), { recursive: true });
  for (let i = 0; i < 12; i++) writeFileSync(join(tree, 'many', `n${i}.txt`), `note ${i} jane.doe${i}@example.com`);
  writeFileSync(join(tree, 'many', 'skip.tmp'), 'excluded');
  const port = await freePort();
  mkdirSync(join(dir, 'azurite'));
  azurite = spawn(
    'node_modules/.bin/azurite-blob',
    ['--blobHost', '127.0.0.1', '--blobPort', String(port), '--location', join(dir, 'azurite'), '--silent', '--skipApiVersionCheck'],
    {
      stdio: 'ignore',
    },
  );
  const endpoint = `http://127.0.0.1:${port}/${ACCOUNT}`;
  params = { accountName: ACCOUNT, accountKey: KEY, container: 'docs', endpointSuffix: 'core.windows.net', endpoint };
  const service = new BlobServiceClient(endpoint, new StorageSharedKeyCredential(ACCOUNT, KEY));
  const container = service.getContainerClient('docs');
  for (let i = 0; ; i++) {
    try {
      await container.createIfNotExists();
      break;
    } catch (err) {
      if (i > 100) throw err;
      await new Promise(r => setTimeout(r, 100));
    }
  }
  for (const f of files(tree)) await container.getBlockBlobClient(relative(tree, f)).uploadData(readFileSync(f));
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  collector = (await getSetting<string>(srv.server.store, SETTING_KEYS.localCollectorId))!;
});
afterAll(async () => {
  await srv?.close();
  if (azurite && azurite.exitCode === null) {
    const gone = new Promise(r => azurite.once('exit', r));
    azurite.kill();
    await gone;
  }
  rmSync(dir, { recursive: true, force: true });
});

async function collectAll(it: Iterable<WalkListing> | AsyncIterable<WalkListing>): Promise<WalkListing[]> {
  const out: WalkListing[] = [];
  for await (const l of it as AsyncIterable<WalkListing>) out.push(l);
  return out;
}

test('the walk lists folders of blob names, excludes apply, blobs are read as streams', async () => {
  const listings = await collectAll(azureConnector.walk(params, [`//${ACCOUNT}/docs/*`], ['*.tmp']));
  expect(listings[0].directory.path).toBe(`//${ACCOUNT}/docs`);
  expect(listings[0].entries.map(e => e.name).sort()).toEqual(['docs', 'many']);
  const many = listings.find(l => l.directory.path.endsWith('/many'))!;
  expect(many.entries.map(e => e.name).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `n${i}.txt`).sort());
  expect(many.entries[0].size).toBe(statSync(join(tree, 'many', many.entries[0].name)).size);
  const body = await azureConnector.openRead!(params, `//${ACCOUNT}/docs/many/n3.txt`);
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  expect(Buffer.concat(chunks).toString()).toBe('note 3 jane.doe3@example.com');
  await expect(azureConnector.read(params, `//${ACCOUNT}/docs/many/none.txt`)).rejects.toMatchObject({ code: 'ENOENT' });
  // Pages of 5 names: the 13 blobs of 'many' come in three pages, all followed.
  const paged = await collectAll(walkAzure(containerClient(params), azureParams(params), [`//${ACCOUNT}/docs/many`], ['*.tmp'], undefined, 5));
  expect(paged[0].entries.map(e => e.name).sort()).toEqual(many.entries.map(e => e.name).sort());
  const [missing] = await collectAll(azureConnector.walk(params, [`//${ACCOUNT}/docs/nothere/*`], []));
  expect(missing).toMatchObject({ missing: true, error: `//${ACCOUNT}/docs/nothere does not exist` });
});

test('Test connection names an unreachable host, a refused key and a missing container', async () => {
  await expect(azureConnector.test!(params)).resolves.toBeUndefined();
  await expect(azureConnector.test!({ ...params, accountKey: Buffer.from('not the key').toString('base64') })).rejects.toMatchObject({
    errorName: 'AccessDenied',
  });
  await expect(azureConnector.test!({ ...params, container: 'nothere' })).rejects.toMatchObject({
    errorName: 'NoSuchContainer',
    message: `The container nothere does not exist in the account ${ACCOUNT}.`,
  });
  const port = await freePort();
  await expect(azureConnector.test!({ ...params, endpoint: `http://127.0.0.1:${port}/${ACCOUNT}` })).rejects.toMatchObject({
    errorName: 'HostUnreachable',
    message: `The server 127.0.0.1:${port} cannot be reached.`,
  });
  await expect(azureConnector.test!({ ...params, container: 'Bad_Name' })).rejects.toMatchObject({ errorName: 'ValidationError' });
});

async function waitIdle(): Promise<TaskStatusData> {
  for (let i = 0; i < 1200; i++) {
    const s = await root.get<TaskStatusData>('/database/property', { objectId: collector, propertyId: 'PID_TASK_STATUS' });
    if (s.current.length === 0 && s.history.length > 0) return s;
    await new Promise(r => setTimeout(r, 100));
  }
  throw new Error('tasks did not finish');
}

function indexOf(service: string, prefix: string) {
  const rows = srv.server.store.sqlite
    .prepare(
      `SELECT parent_path || '/' || name AS p, size, content_hash AS hash, extract_status AS extract,
         (SELECT group_concat(classification || ':' || rule_id || ':' || hit_count, ',') FROM
           (SELECT * FROM idx_classifications c WHERE c.entry_id = e.entry_id ORDER BY classification, rule_id)) AS classes
       FROM idx_entries e WHERE service = ? AND class_id = 'idxobject' AND is_deleted = 0 ORDER BY p`,
    )
    .all(service) as { p: string; size: number; hash: string | null; extract: string | null; classes: string | null }[];
  return rows.map(r => ({ ...r, p: r.p.replace(/^\/+/, '/').slice(prefix.replace(/^\/+/, '/').length) }));
}

test('scanning the same documents from the folder and from the container gives the same index', async () => {
  const include = (path: string) => [{ path, signing: false, index: true, classify: true, ocr: false }];
  await root.post('/database/property', {
    objectId: collector,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        { type: 'filesys', name: 'local', mode: 'Source', parameters: {}, include: include(tree), exclude: [{ path: '*.tmp' }] },
        { type: 'azure', name: 'blobs', mode: 'Source', parameters: params, include: include(`//${ACCOUNT}/docs`), exclude: [{ path: '*.tmp' }] },
      ],
    },
  });
  const task = await root.put('/database/control', { objectId: collector, commandId: 'scan' });
  const status = await waitIdle();
  expect(status.history[0]).toMatchObject({ taskId: task.taskId, statusLabel: 'Completed' });
  const local = indexOf('local', tree);
  const blobs = indexOf('blobs', `//${ACCOUNT}/docs`);
  expect(local.length).toBeGreaterThan(20);
  expect(blobs).toEqual(local);
  expect(blobs.filter(r => r.classes).length).toBeGreaterThan(0);
});
