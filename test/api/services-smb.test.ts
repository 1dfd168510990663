/**
 * The smb source against a real Samba server started for the test: the same documents scanned from the folder
 * (filesys) and through the share (smb) give the same index; 'Test connection' (PUT /services/validate) names what
 * is wrong; the form is listed by GET /services/dynamicForms and the password is sealed at rest, never answered.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceService } from '@fathom/sdk/api/policy';
import { SECRET_SET, type DynamicFormsAnswer } from '@fathom/sdk/api/services';
import type { WalkListing } from '@fathom/sdk/server';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { smbConnector } from '../../plugins/services/smb/server';
import { startServer, type Client, type TestServer } from './helpers';
import { untilIdle } from './task-status';
import { fastTempDir } from './scan-fixture';
import { freePort, startSamba, type SambaPeer } from './samba-peer';

jest.setTimeout(180_000);
const CORPUS = '/work/shared/corpus/documents';
let srv: TestServer;
let root: Client;
let samba: SambaPeer;
let dir: string;
let tree: string;
let collector: string;
let params: Record<string, unknown>;

beforeAll(async () => {
  dir = fastTempDir('services-smb-');
  tree = join(dir, 'tree');
  for (const sub of ['txt', 'docx', 'csv']) cpSync(join(CORPUS, sub), join(tree, 'docs', sub), { recursive: true });
  mkdirSync(join(tree, 'people', 'deep folder'), { recursive: true });
  writeFileSync(join(tree, 'people', 'contacts;2024.txt'), 'Contact jane.doe@example.com or john.smith@example.org');
  writeFileSync(join(tree, 'people', 'deep folder', 'A name that is longer than thirty characters FINAL.txt'), 'card 4111 1111 1111 1111');
  writeFileSync(join(tree, 'people', 'skip.tmp'), 'excluded');
  samba = await startSamba({ docs: tree });
  params = { server: '127.0.0.1', shareName: 'docs', username: samba.username, password: samba.password, port: samba.port };
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  collector = (await getSetting<string>(srv.server.store, SETTING_KEYS.localCollectorId))!;
});
afterAll(async () => {
  await srv?.close();
  await samba?.close();
  rmSync(dir, { recursive: true, force: true });
});

const waitIdle = () => untilIdle({ root, nodeId: collector });

interface Row {
  rel: string;
  size: number;
  hash: string | null;
  extract: string | null;
  classes: string | null;
}

function indexOf(service: string, prefix: string): Row[] {
  const rows = srv.server.store.sqlite
    .prepare(
      `SELECT parent_path || '/' || name AS p, size, content_hash AS hash, extract_status AS extract,
         (SELECT group_concat(classification || ':' || rule_id || ':' || hit_count, ',') FROM
           (SELECT * FROM idx_classifications c WHERE c.entry_id = e.entry_id ORDER BY classification, rule_id)) AS classes
       FROM idx_entries e WHERE service = ? AND class_id = 'idxobject' AND is_deleted = 0 ORDER BY p`,
    )
    .all(service) as { p: string; size: number; hash: string | null; extract: string | null; classes: string | null }[];
  return rows.map(r => ({
    rel: r.p.replace(/^\/+/, '/').slice(prefix.replace(/^\/+/, '/').length),
    size: r.size,
    hash: r.hash,
    extract: r.extract,
    classes: r.classes,
  }));
}

test('the walk lists the share like the folder, reads stream, excludes apply', async () => {
  const listings: WalkListing[] = [];
  for await (const l of smbConnector.walk(params, ['//127.0.0.1/docs/people/*'], ['*.tmp']) as AsyncIterable<WalkListing>) listings.push(l);
  expect(listings.map(l => l.directory.path)).toEqual(['//127.0.0.1/docs/people', '//127.0.0.1/docs/people/deep folder']);
  expect(listings[0].entries.map(e => e.name).sort()).toEqual(['contacts;2024.txt', 'deep folder']);
  expect(listings[1].entries[0]).toMatchObject({ name: 'A name that is longer than thirty characters FINAL.txt', size: 24, isDirectory: false });
  const body = await smbConnector.readStream!(params, '//127.0.0.1/docs/people/contacts;2024.txt');
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c));
  expect(Buffer.concat(chunks).toString()).toMatch(/^Contact jane\.doe@example\.com/);
  await expect(smbConnector.read(params, '//127.0.0.1/docs/people/nope.txt')).rejects.toMatchObject({ code: 'ENOENT' });
  const [missing] = await collectAll(smbConnector.walk(params, ['//127.0.0.1/docs/nothere/*'], []));
  expect(missing).toMatchObject({ missing: true, error: '//127.0.0.1/docs/nothere does not exist' });
  const [single] = await collectAll(smbConnector.walk(params, ['//127.0.0.1/docs/people/contacts;2024.txt'], []));
  expect(single).toMatchObject({ partial: true, directory: { path: '//127.0.0.1/docs/people' } });
  expect(single.entries.map(e => e.name)).toEqual(['contacts;2024.txt']);
});

async function collectAll(it: Iterable<WalkListing> | AsyncIterable<WalkListing>): Promise<WalkListing[]> {
  const out: WalkListing[] = [];
  for await (const l of it as AsyncIterable<WalkListing>) out.push(l);
  return out;
}

function smb(parameters: Record<string, unknown>, include = '//127.0.0.1/docs', name = 'share'): SourceService {
  return { type: 'smb', name, mode: 'Source', parameters, include: [{ path: include, signing: false, index: true, classify: true, ocr: false }], exclude: [] };
}

async function failure(service: SourceService): Promise<{ status: number; name: string; message: string }> {
  const r = await root.call<never>('PUT', '/services/validate', { objectId: collector, service });
  const body = r.body as unknown as { status: string; error: { name: string; message: string } };
  expect(body.status).toBe('error');
  return { status: r.status, name: body.error.name, message: body.error.message };
}

test('GET /services/dynamicForms lists the smb form; its password is the secret', async () => {
  const forms = await root.get<DynamicFormsAnswer>('/services/dynamicForms');
  const form = forms.data.services.find(s => s.type === 'smb')!;
  expect(form).toMatchObject({ title: 'SMB file share', modes: ['Source', 'Target'], pathStyle: 'share' });
  expect(form.ui).toEqual({
    order: ['server', 'shareName', 'username', 'password', 'port', 'storePath', 'enableCompression', 'enableEncryption'],
    secrets: ['password'],
  });
  expect(form.schema.fields.find(f => f.key === 'username')).toMatchObject({ min: 3, max: 256, pattern: expect.any(String) });
});

test('Test connection lists the share, and names an unreachable host, refused credentials, a missing share or folder', async () => {
  expect(await root.put('/services/validate', { objectId: collector, service: smb(params, '//127.0.0.1/docs/people/*') })).toEqual({
    ok: true,
    entries: expect.arrayContaining(['//127.0.0.1/docs/people/contacts;2024.txt', '//127.0.0.1/docs/people/deep folder']),
  });
  expect((await root.put('/services/validate', { objectId: collector, service: { ...smb(params), include: [] } })).entries.sort()).toEqual(['docs', 'people']);
  expect(await failure(smb({ ...params, password: 'wrong' }))).toMatchObject({ status: 403, name: 'AccessDenied' });
  expect(await failure(smb({ ...params, shareName: 'nothere' }, '//127.0.0.1/nothere'))).toEqual({
    status: 404,
    name: 'NoSuchShare',
    message: 'The share nothere does not exist on 127.0.0.1.',
  });
  expect(await failure(smb(params, '//127.0.0.1/docs/nothere'))).toEqual({
    status: 404,
    name: 'NoSuchPath',
    message: '//127.0.0.1/docs/nothere does not exist.',
  });
  expect(await failure(smb({ ...params, port: await freePort() }))).toEqual({
    status: 502,
    name: 'HostUnreachable',
    message: 'The server 127.0.0.1 cannot be reached.',
  });
  expect(await failure(smb({ ...params, server: 'x' }))).toMatchObject({
    name: 'ValidationError',
    message: 'parameters.server: Field must be at least 3 characters.',
  });
  expect(await failure(smb({ ...params, password: undefined }))).toMatchObject({ name: 'ValidationError', message: 'parameters.password: Field is required.' });
});

test('scanning the same documents from the folder and from the share gives the same index', async () => {
  const include = (path: string) => [{ path, signing: false, index: true, classify: true, ocr: false }];
  await root.post('/database/property', {
    objectId: collector,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        { type: 'filesys', name: 'local', mode: 'Source', parameters: {}, include: include(tree), exclude: [{ path: '*.tmp' }] },
        { type: 'smb', name: 'share', mode: 'Source', parameters: params, include: include('\\\\127.0.0.1\\docs'), exclude: [{ path: '*.tmp' }] },
      ],
    },
  });
  const saved = await root.get<{ services: SourceService[] }>('/database/property', { objectId: collector, propertyId: 'PID_SOURCES' });
  expect(saved.services[1].include[0].path).toBe('//127.0.0.1/docs/*'); // backslashes to slashes, the share form
  // The password is sealed at rest and never answered; the stored one still connects (and the scan below uses it).
  expect(saved.services[1].parameters).toEqual({ ...params, password: SECRET_SET });
  for (const f of readdirSync(srv.dataDir).filter(n => n.startsWith('fathom.db')))
    expect(readFileSync(join(srv.dataDir, f)).includes(samba.password)).toBe(false);
  expect((await root.put('/services/validate', { objectId: collector, service: saved.services[1] })).ok).toBe(true);
  const task = await root.put('/database/control', { objectId: collector, commandId: 'scan' });
  const status = await waitIdle();
  expect(status.history[0]).toMatchObject({ taskId: task.taskId, statusLabel: 'Completed' });
  const local = indexOf('local', tree);
  const share = indexOf('share', '//127.0.0.1/docs');
  expect(local.length).toBeGreaterThan(20);
  expect(share).toEqual(local);
  expect(share.filter(r => r.classes).length).toBeGreaterThan(0);
  expect(share.every(r => r.hash)).toBe(true);
});
