/**
 * The azure source against azurite started for the test: the same documents scanned from a folder (filesys) and
 * from a blob container (azure) give the same index; listing pages; 'Test connection' (PUT /services/validate) names
 * what is wrong; the form is listed by GET /services/dynamicForms and the account key is sealed, never answered.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BlobServiceClient, StorageSharedKeyCredential } from '@azure/storage-blob';
import type { SourceService } from '@fathom/sdk/api/policy';
import { SECRET_SET, type DynamicFormsAnswer } from '@fathom/sdk/api/services';
import type { WalkListing } from '@fathom/sdk/server';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { azureConnector, azureParams, containerClient } from '../../plugins/services/azure/server';
import { walkAzure } from '../../plugins/services/azure/server/walk';
import { startServer, type Client, type TestServer } from './helpers';
import { untilIdle } from './task-status';
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
  const body = await azureConnector.readStream!(params, `//${ACCOUNT}/docs/many/n3.txt`);
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c));
  expect(Buffer.concat(chunks).toString()).toBe('note 3 jane.doe3@example.com');
  await expect(azureConnector.read(params, `//${ACCOUNT}/docs/many/none.txt`)).rejects.toMatchObject({ code: 'ENOENT' });
  // Pages of 5 names: the 13 blobs of 'many' come in three pages, all followed.
  const paged = await collectAll(walkAzure(containerClient(params), azureParams(params), [`//${ACCOUNT}/docs/many`], ['*.tmp'], undefined, 5));
  expect(paged[0].entries.map(e => e.name).sort()).toEqual(many.entries.map(e => e.name).sort());
  const [missing] = await collectAll(azureConnector.walk(params, [`//${ACCOUNT}/docs/nothere/*`], []));
  expect(missing).toMatchObject({ missing: true, error: `//${ACCOUNT}/docs/nothere does not exist` });
});

function azure(parameters: Record<string, unknown>, include = `//${ACCOUNT}/docs`, name = 'blobs'): SourceService {
  return {
    type: 'azure',
    name,
    mode: 'Source',
    parameters,
    include: [{ path: include, signing: false, index: true, classify: true, ocr: false }],
    exclude: [],
  };
}

async function failure(service: SourceService): Promise<{ status: number; name: string; message: string }> {
  const r = await root.call<never>('PUT', '/services/validate', { objectId: collector, service });
  const body = r.body as unknown as { status: string; error: { name: string; message: string } };
  expect(body.status).toBe('error');
  return { status: r.status, name: body.error.name, message: body.error.message };
}

test('GET /services/dynamicForms lists the azure form; its account key is the secret, the cloud defaults to Azure', async () => {
  const forms = await root.get<DynamicFormsAnswer>('/services/dynamicForms');
  const form = forms.data.services.find(s => s.type === 'azure')!;
  expect(form).toMatchObject({ title: 'Azure Blob storage', modes: ['Source', 'Target'], pathStyle: 'share' });
  expect(form.ui).toEqual({
    order: ['accountName', 'accountKey', 'container', 'endpointSuffix', 'endpoint', 'storePath', 'enableCompression', 'enableEncryption'],
    secrets: ['accountKey'],
  });
  expect(form.schema.fields.find(f => f.key === 'endpointSuffix')).toMatchObject({ default: 'core.windows.net', options: expect.any(Array) });
});

test('Test connection lists the container, and names an unreachable host, a refused key, a missing container or folder', async () => {
  expect(await root.put('/services/validate', { objectId: collector, service: azure(params, `//${ACCOUNT}/docs/many/*`) })).toEqual({
    ok: true,
    entries: expect.arrayContaining([`//${ACCOUNT}/docs/many/n3.txt`, `//${ACCOUNT}/docs/many/skip.tmp`]),
  });
  expect((await root.put('/services/validate', { objectId: collector, service: { ...azure(params), include: [] } })).entries.sort()).toEqual(['docs', 'many']);
  expect((await root.put('/services/validate', { objectId: collector, service: azure(params, `//${ACCOUNT}/docs/many/n3.txt`) })).entries).toEqual([
    `//${ACCOUNT}/docs/many/n3.txt`,
  ]);
  expect(await failure(azure({ ...params, accountKey: Buffer.from('not the key').toString('base64') }))).toMatchObject({
    status: 403,
    name: 'AccessDenied',
  });
  expect(await failure(azure({ ...params, container: 'nothere' }, `//${ACCOUNT}/nothere`))).toEqual({
    status: 404,
    name: 'NoSuchContainer',
    message: `The container nothere does not exist in the account ${ACCOUNT}.`,
  });
  expect(await failure(azure(params, `//${ACCOUNT}/docs/nothere`))).toEqual({
    status: 404,
    name: 'NoSuchPath',
    message: `//${ACCOUNT}/docs/nothere does not exist.`,
  });
  const port = await freePort();
  expect(await failure(azure({ ...params, endpoint: `http://127.0.0.1:${port}/${ACCOUNT}` }))).toEqual({
    status: 502,
    name: 'HostUnreachable',
    message: `The server 127.0.0.1:${port} cannot be reached.`,
  });
  expect(await failure(azure({ ...params, container: 'Bad_Name' }))).toMatchObject({
    name: 'ValidationError',
    message: 'parameters.container: Container must be lowercase letters (a-z), digits or hyphens.',
  });
});

const waitIdle = () => untilIdle({ root, nodeId: collector });

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
  // The account key is sealed at rest and never answered; the stored one still connects (and the scan below uses it).
  const saved = await root.get<{ services: SourceService[] }>('/database/property', { objectId: collector, propertyId: 'PID_SOURCES' });
  expect(saved.services[1].parameters).toEqual({ ...params, accountKey: SECRET_SET });
  for (const f of readdirSync(srv.dataDir).filter(n => n.startsWith('fathom.db'))) expect(readFileSync(join(srv.dataDir, f)).includes(KEY)).toBe(false);
  expect((await root.put('/services/validate', { objectId: collector, service: saved.services[1] })).ok).toBe(true);
  const task = await root.put('/database/control', { objectId: collector, commandId: 'scan' });
  const status = await waitIdle();
  expect(status.history[0]).toMatchObject({ taskId: task.taskId, statusLabel: 'Completed' });
  const local = indexOf('local', tree);
  const blobs = indexOf('blobs', `//${ACCOUNT}/docs`);
  expect(local.length).toBeGreaterThan(20);
  expect(blobs).toEqual(local);
  expect(blobs.filter(r => r.classes).length).toBeGreaterThan(0);
});
