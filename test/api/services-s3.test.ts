/**
 * S3 sources against a real S3-compatible peer (s3rver, started here): the dynamic forms, 'Test connection' and
 * its named failures, secrets sealed at rest and never answered, and a scan of the same documents in a folder and
 * in a bucket giving the same index.
 */
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { SECRET_SET, type DynamicFormsAnswer } from '@fathom/sdk/api/services';
import type { SourceService } from '@fathom/sdk/api/policy';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { nodeServices } from '../../server/tasks/sources';
import { startServer, type Client, type TestServer } from './helpers';
import { untilIdle } from './task-status';
import { fastTempDir } from './scan-fixture';
import { S3_KEYS, startS3Peer, type S3Peer } from './s3-peer';

jest.setTimeout(120_000);
const CORPUS = '/work/shared/corpus/documents';
const SECRET = 'S3RVER';
let srv: TestServer;
let root: Client;
let s3: S3Peer;
let dir: string;
let tree: string;
let collector: string;

function objstore(parameters: Record<string, unknown>, include = '/docs/tree', name = 'bucket'): SourceService {
  return {
    type: 'objstore',
    name,
    mode: 'Source',
    parameters,
    include: [{ path: include, signing: false, index: true, classify: true, ocr: false }],
    exclude: [],
  };
}

async function freePort(): Promise<number> {
  const s = createNetServer();
  await new Promise<void>(res => s.listen(0, '127.0.0.1', () => res()));
  const port = (s.address() as { port: number }).port;
  await new Promise(res => s.close(res));
  return port;
}

async function failure(payload: Record<string, unknown>): Promise<{ status: number; name: string; message: string }> {
  const r = await root.call<never>('PUT', '/services/validate', payload);
  const body = r.body as unknown as { status: string; error: { name: string; message: string } };
  expect(body.status).toBe('error');
  return { status: r.status, name: body.error.name, message: body.error.message };
}

beforeAll(async () => {
  dir = fastTempDir('services-s3-');
  tree = join(dir, 'tree');
  for (const sub of ['csv', 'txt', 'docx']) cpSync(join(CORPUS, sub), join(tree, sub), { recursive: true });
  s3 = await startS3Peer();
  await s3.upload('docs', tree, 'tree/');
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  collector = (await getSetting<string>(srv.server.store, SETTING_KEYS.localCollectorId))!;
});
afterAll(async () => {
  await srv?.close();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('GET /services/dynamicForms answers every registered type with its schema and ui; the secret key is marked secret', async () => {
  const forms = await root.get<DynamicFormsAnswer>('/services/dynamicForms');
  const types = forms.data.services.map(s => s.type);
  expect(types).toEqual(expect.arrayContaining(['filesys', 'objstore', 'aws']));
  const aws = forms.data.services.find(s => s.type === 'aws')!;
  expect(aws.ui.secrets).toEqual(['secretKey']);
  const region = aws.schema.fields.find(f => f.key === 'region')!;
  expect(region.default).toBe('us-east-1');
  expect(region.options).toHaveLength(14);
  const objstoreForm = forms.data.services.find(s => s.type === 'objstore')!;
  expect(objstoreForm.modes).toEqual(['Source', 'Target']);
  expect(objstoreForm.ui.order).toEqual(['url', 'accessKey', 'secretKey', 'region', 'storePath', 'enableCompression', 'enableEncryption']);
  expect(objstoreForm.schema.fields.find(f => f.key === 'enableEncryption')).toMatchObject({ modes: ['Target'], default: true });
});

test('Test connection lists the root, and names the failure: access denied, no such bucket, host unreachable, bad parameters', async () => {
  const good = { url: s3.url, ...S3_KEYS };
  expect(await root.put('/services/validate', { objectId: collector, service: objstore(good) })).toEqual({
    ok: true,
    entries: expect.arrayContaining(['/docs/tree/csv', '/docs/tree/txt', '/docs/tree/docx']),
  });
  expect((await root.put('/services/validate', { objectId: collector, service: { ...objstore(good), include: [] } })).entries).toEqual(['docs']);

  expect(await failure({ objectId: collector, service: objstore({ ...good, accessKey: 'NOBODY' }) })).toMatchObject({
    status: 403,
    name: 'AccessDenied',
    message: expect.stringMatching(/^Access was denied: /),
  });
  expect(await failure({ objectId: collector, service: objstore(good, '/nobucket/x') })).toEqual({
    status: 404,
    name: 'NoSuchBucket',
    message: 'The bucket nobucket does not exist.',
  });
  const closed = await freePort();
  expect(await failure({ objectId: collector, service: objstore({ ...good, url: `http://127.0.0.1:${closed}` }) })).toMatchObject({
    status: 502,
    name: 'HostUnreachable',
  });
  expect(await failure({ objectId: collector, service: objstore({ ...good, url: 'ftp://x' }) })).toMatchObject({
    name: 'ValidationError',
    message: 'parameters.url: URL must be an http or https address.',
  });
  expect(await failure({ objectId: collector, service: objstore({ url: s3.url, accessKey: 'S3RVER' }) })).toMatchObject({
    message: 'parameters.secretKey: Field is required.',
  });
  // A secret shown as set, with nothing stored behind it, is missing.
  expect(await failure({ objectId: collector, service: objstore({ ...good, secretKey: SECRET_SET }, '/docs/tree', 'unsaved') })).toMatchObject({
    message: 'parameters.secretKey: Field is required.',
  });
});

test('the secret key is sealed at rest, never answered, and a kept secret still connects', async () => {
  const saved = await root.post('/database/property', {
    objectId: collector,
    propertyId: 'PID_SOURCES',
    property: { services: [objstore({ url: s3.url, ...S3_KEYS, secretKey: 'not-the-real-one-5ecret' })] },
  });
  expect(saved.services[0].parameters.secretKey).toEqual(SECRET_SET);
  const read = await root.get('/database/property', { objectId: collector, propertyId: 'PID_SOURCES' });
  expect(read.services[0].parameters).toEqual({ url: s3.url, accessKey: 'S3RVER', secretKey: SECRET_SET, region: undefined });
  const home = await root.get<{ objectId: string }>('/database/object', { objectId: 'HOME' });
  const below = await root.get('/database/property', { objectId: home.objectId, propertyId: 'PID_SOURCES', options: { subtree: true } });
  expect(JSON.stringify(below)).not.toContain('5ecret');
  // Nothing in the data directory's database files holds it in clear.
  for (const f of readdirSync(srv.dataDir).filter(n => n.startsWith('fathom.db')))
    expect(readFileSync(join(srv.dataDir, f)).includes('not-the-real-one-5ecret')).toBe(false);

  // Written back unchanged (SECRET_SET), the stored secret is kept; a new value replaces it. Scans get it opened.
  await root.post('/database/property', { objectId: collector, propertyId: 'PID_SOURCES', property: read });
  expect((await nodeServices(srv.server.store, collector, srv.server.context.secrets))[0].parameters.secretKey).toBe('not-the-real-one-5ecret');
  await root.post('/database/property', {
    objectId: collector,
    propertyId: 'PID_SOURCES',
    property: { services: [{ ...read.services[0], parameters: { ...read.services[0].parameters, secretKey: SECRET } }] },
  });
  const kept = await root.get('/database/property', { objectId: collector, propertyId: 'PID_SOURCES' });
  expect(kept.services[0].parameters.secretKey).toEqual(SECRET_SET);
  expect((await nodeServices(srv.server.store, collector, srv.server.context.secrets))[0].parameters.secretKey).toBe(SECRET);
  expect((await root.put('/services/validate', { objectId: collector, service: kept.services[0] })).ok).toBe(true);
});

const waitIdle = () => untilIdle({ root, nodeId: collector });

interface IndexedFile {
  path: string;
  size: number;
  hash: string | null;
  extract: string | null;
  classifications: string;
}
function indexOf(service: string, rootPath: string): IndexedFile[] {
  const rows = srv.server.store.sqlite
    .prepare(
      `SELECT e.parent_path AS parent, e.name, e.size, e.content_hash AS hash, e.extract_status AS extract,
        (SELECT group_concat(c, ',') FROM (SELECT classification AS c FROM idx_classifications WHERE entry_id = e.entry_id ORDER BY c)) AS cls
       FROM idx_entries e WHERE e.service = ? AND e.class_id = 'idxobject' AND e.is_deleted = 0`,
    )
    .all(service) as { parent: string; name: string; size: number; hash: string | null; extract: string | null; cls: string | null }[];
  return rows
    .map(r => ({ path: `${r.parent}/${r.name}`.slice(rootPath.length), size: r.size, hash: r.hash, extract: r.extract, classifications: r.cls ?? '' }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

test('a scan of the same documents in a folder and in a bucket gives the same index; a rescan reads nothing again', async () => {
  const local: SourceService = { ...objstore({}, tree, 'folder'), type: 'filesys' };
  await root.post('/database/property', {
    objectId: collector,
    propertyId: 'PID_SOURCES',
    property: { services: [local, objstore({ url: s3.url, accessKey: 'S3RVER', secretKey: SECRET_SET })] },
  });
  await root.put('/database/control', { objectId: collector, commandId: 'scan' });
  const first = await waitIdle();
  expect(first.history[0]).toMatchObject({ status: 10 });
  const fromFolder = indexOf('folder', tree);
  const fromBucket = indexOf('bucket', '/docs/tree');
  expect(fromFolder.length).toBeGreaterThan(10);
  expect(fromFolder.every(f => f.hash)).toBe(true);
  expect(fromFolder.filter(f => f.extract === 'ok').length).toBeGreaterThan(10);
  expect(fromFolder.some(f => f.classifications)).toBe(true);
  expect(fromBucket).toEqual(fromFolder);

  await root.put('/database/control', { objectId: collector, commandId: 'scan' });
  const second = await waitIdle();
  expect(second.history[0].progress).toMatchObject({ changed: 0 });
});

test('Test connection of a folder lists it, and names a missing one', async () => {
  const folder: SourceService = { ...objstore({}, tree, 'folder'), type: 'filesys' };
  expect((await root.put('/services/validate', { objectId: collector, service: folder })).entries).toEqual(
    expect.arrayContaining([`${tree}/csv`, `${tree}/docx`, `${tree}/txt`]),
  );
  expect(await failure({ objectId: collector, service: { ...folder, include: [{ ...folder.include[0], path: `${tree}/nothing` }] } })).toEqual({
    status: 404,
    name: 'NoSuchPath',
    message: `The folder ${tree}/nothing does not exist.`,
  });
});
