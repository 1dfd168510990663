/**
 * The Microsoft Graph sources (ms-onedrive, ms-sharepoint) against the Graph responder started for the test
 * (graph-peer.ts): the same documents scanned from a folder (filesys), a user's OneDrive and a SharePoint library
 * give the same index (names, sizes, hashes, classifications); a rescan asks Graph's delta what changed and lists
 * only those folders; 'Test connection' names what is wrong; the client secret is sealed and never answered.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SourceService } from '@fathom/sdk/api/policy';
import { SECRET_SET, type DynamicFormsAnswer } from '@fathom/sdk/api/services';
import type { WalkListing } from '@fathom/sdk/server';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { onedriveConnector } from '../../plugins/services/ms-onedrive/server';
import { startServer, type Client, type TestServer } from './helpers';
import { untilIdle } from './task-status';
import { fastTempDir } from './scan-fixture';
import { freePort } from './samba-peer';
import { startGraphPeer, type GraphPeer } from './graph-peer';

jest.setTimeout(300_000);
const CORPUS = '/work/shared/corpus/documents';
const USER = 'alice@contoso.com';
const HOST = 'contoso.sharepoint.com';
let srv: TestServer;
let root: Client;
let graph: GraphPeer;
let dir: string;
let tree: string;
let collector: string;
let drive: string;
let library: string;

function files(d: string): string[] {
  return readdirSync(d, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? files(join(d, e.name)) : [join(d, e.name)]));
}

beforeAll(async () => {
  dir = fastTempDir('services-graph-');
  tree = join(dir, 'tree');
  for (const sub of ['txt', 'csv']) cpSync(join(CORPUS, sub), join(tree, 'docs', sub), { recursive: true });
  // A few Word documents (the whole folder only slows the test).
  mkdirSync(join(tree, 'docs', 'docx'), { recursive: true });
  for (const name of readdirSync(join(CORPUS, 'docx')).sort().slice(0, 4)) cpSync(join(CORPUS, 'docx', name), join(tree, 'docs', 'docx', name));
  mkdirSync(join(tree, 'many'), { recursive: true });
  for (let i = 0; i < 10; i++) writeFileSync(join(tree, 'many', `n${i}.txt`), `note ${i} for jane.doe${i}@example.com, SSN 078-05-112${i}`);
  writeFileSync(join(tree, 'many', 'skip.tmp'), 'excluded');
  graph = await startGraphPeer();
  const content: Record<string, Buffer> = {};
  for (const f of files(tree)) content[relative(tree, f)] = readFileSync(f);
  drive = graph.addUser(USER, content);
  graph.addSite(HOST, 'sites/Finance', { Documents: content, Archive: { 'old.txt': 'old' } });
  library = graph.libraryOf(HOST, 'sites/Finance', 'Documents');
  graph.addUser('bob@contoso.com', {});
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  collector = (await getSetting<string>(srv.server.store, SETTING_KEYS.localCollectorId))!;
});
afterAll(async () => {
  await srv?.close();
  await graph?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function collectAll(it: Iterable<WalkListing> | AsyncIterable<WalkListing>): Promise<WalkListing[]> {
  const out: WalkListing[] = [];
  for await (const l of it as AsyncIterable<WalkListing>) out.push(l);
  return out;
}

test('the OneDrive walk pages through children, applies excludes, names owners, reads content as a stream', async () => {
  const listings = await collectAll(onedriveConnector.walk(graph.params(), [`//${USER}/*`], ['*.tmp']));
  expect(listings[0].directory.path).toBe(`//${USER}`);
  expect(listings[0].entries.map(e => e.name).sort()).toEqual(['docs', 'many']);
  const many = listings.find(l => l.directory.path === `//${USER}/many`)!;
  // 10 files at 4 a page: three pages followed.
  expect(many.entries.map(e => e.name).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `n${i}.txt`).sort());
  expect(many.entries[0]).toMatchObject({ isDirectory: false, owner: 'jane.doe@contoso.com' });
  expect(graph.calls.filter(c => c.includes('/children') && c.includes('skiptoken')).length).toBeGreaterThan(1);
  const body = await onedriveConnector.readStream!(graph.params(), `//${USER}/many/n3.txt`);
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c));
  expect(Buffer.concat(chunks).toString()).toBe(readFileSync(join(tree, 'many', 'n3.txt'), 'utf8'));
  // Graph's download redirect was followed without the token (the responder refuses one there).
  expect(graph.calls.some(c => c.startsWith('GET /download/'))).toBe(true);
  await expect(onedriveConnector.read(graph.params(), `//${USER}/many/none.txt`)).rejects.toMatchObject({ code: 'ENOENT' });
  const [missing] = await collectAll(onedriveConnector.walk(graph.params(), [`//${USER}/nothere/*`], []));
  expect(missing).toMatchObject({ missing: true, error: `//${USER}/nothere does not exist` });
});

const include = (path: string) => [{ path, signing: false, index: true, classify: true, ocr: false }];
function source(type: string, name: string, path: string, parameters: Record<string, unknown> = graph.params()): SourceService {
  return { type, name, mode: 'Source', parameters, include: include(path), exclude: [] };
}

async function failure(service: SourceService): Promise<{ status: number; name: string; message: string }> {
  const r = await root.call<never>('PUT', '/services/validate', { objectId: collector, service });
  const body = r.body as unknown as { status: string; error: { name: string; message: string } };
  expect(body.status).toBe('error');
  return { status: r.status, name: body.error.name, message: body.error.message };
}

test('GET /services/dynamicForms lists the Graph forms: tenant, client id, the secret, region and auth', async () => {
  const forms = await root.get<DynamicFormsAnswer>('/services/dynamicForms');
  const onedrive = forms.data.services.find(s => s.type === 'ms-onedrive')!;
  expect(onedrive).toMatchObject({ title: 'Microsoft OneDrive', modes: ['Source'], pathStyle: 'share' });
  expect(onedrive.ui).toEqual({ order: ['tenant', 'clientId', 'clientSecret', 'region', 'auth', 'authorityUrl', 'graphUrl'], secrets: ['clientSecret'] });
  expect(onedrive.schema.fields.find(f => f.key === 'region')).toMatchObject({ default: 'global' });
  expect(forms.data.services.find(s => s.type === 'ms-sharepoint')).toMatchObject({ modes: ['Source'], ui: { secrets: ['clientSecret'] } });
  expect(forms.data.services.find(s => s.type === 'outlook')).toMatchObject({ modes: ['Target'], ui: { secrets: ['clientSecret'] } });
});

test('Test connection lists drives, sites and folders, and names an unreachable host, a refused sign-in or call, a missing drive, site, library or folder', async () => {
  const ok = (s: SourceService) => root.put<{ ok: true; entries: string[] }>('/services/validate', { objectId: collector, service: s });
  expect((await ok(source('ms-onedrive', 'drive', `//${USER}/many`))).entries).toEqual(expect.arrayContaining([`//${USER}/many/n3.txt`]));
  expect((await ok({ ...source('ms-onedrive', 'drive', ''), include: [] })).entries).toEqual(expect.arrayContaining([`//${USER}`, '//bob@contoso.com']));
  expect((await ok(source('ms-sharepoint', 'site', `//${HOST}/sites/Finance/Documents`))).entries.sort()).toEqual([
    `//${HOST}/sites/Finance/Documents/docs`,
    `//${HOST}/sites/Finance/Documents/many`,
  ]);
  // The library by the last name of its address works too.
  // (one page of names is enough to show the listing works)
  expect((await ok(source('ms-sharepoint', 'site', `//${HOST}/sites/Finance/Shared Documents/many`))).entries).toEqual(
    expect.arrayContaining([`//${HOST}/sites/Finance/Shared Documents/many/n0.txt`]),
  );
  expect((await ok({ ...source('ms-sharepoint', 'site', ''), include: [] })).entries).toEqual([`//${HOST}/sites/Finance`]);

  expect(await failure(source('ms-onedrive', 'drive', `//${USER}`, graph.params({ clientSecret: 'wrong' })))).toEqual({
    status: 403,
    name: 'AccessDenied',
    message: 'Access denied to the tenant contoso.onmicrosoft.com: the client id and secret are not accepted.',
  });
  expect(await failure(source('ms-onedrive', 'drive', `//${USER}`, graph.params({ tenant: 'fabrikam.onmicrosoft.com' })))).toMatchObject({
    status: 403,
    name: 'AccessDenied',
    message: 'The tenant fabrikam.onmicrosoft.com does not exist.',
  });
  expect(await failure(source('ms-onedrive', 'drive', `//${USER}`, graph.params({ clientId: graph.unprivilegedClientId })))).toMatchObject({
    status: 403,
    name: 'AccessDenied',
    message: expect.stringContaining(`Access denied to the OneDrive of ${USER}`),
  });
  expect(await failure(source('ms-onedrive', 'drive', '//nobody@contoso.com'))).toEqual({
    status: 404,
    name: 'NoSuchDrive',
    message: 'The OneDrive of nobody@contoso.com does not exist (no such user, or no drive yet).',
  });
  expect(await failure(source('ms-onedrive', 'drive', `//${USER}/nothere`))).toEqual({
    status: 404,
    name: 'NoSuchPath',
    message: `//${USER}/nothere does not exist.`,
  });
  expect(await failure(source('ms-sharepoint', 'site', `//${HOST}/sites/Nothing/Documents`))).toEqual({
    status: 404,
    name: 'NoSuchSite',
    message: `The SharePoint site ${HOST}/sites/Nothing does not exist.`,
  });
  expect(await failure(source('ms-sharepoint', 'site', `//${HOST}/sites/Finance/Nothing`))).toEqual({
    status: 404,
    name: 'NoSuchDrive',
    message: `The document library Nothing does not exist in the site ${HOST}/sites/Finance.`,
  });
  const port = await freePort();
  expect(await failure(source('ms-onedrive', 'drive', `//${USER}`, graph.params({ authorityUrl: `http://127.0.0.1:${port}` })))).toEqual({
    status: 502,
    name: 'HostUnreachable',
    message: `The server 127.0.0.1:${port} cannot be reached.`,
  });
  expect(await failure(source('ms-onedrive', 'drive', `//${USER}`, graph.params({ clientId: 'not-a-guid' })))).toMatchObject({
    name: 'ValidationError',
    message: expect.stringMatching(/^parameters\.clientId: Client id must be the application \(client\) id/),
  });
});

const waitIdle = (after = 0) => untilIdle({ root, nodeId: collector }, after);

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
const ownerOf = (service: string, name: string) =>
  (
    srv.server.store.sqlite.prepare('SELECT os_owner FROM idx_entries WHERE service = ? AND name = ? AND is_deleted = 0').get(service, name) as {
      os_owner: string;
    }
  )?.os_owner;

test('a OneDrive and a SharePoint library scan to the same index as the folder; a rescan follows the delta', async () => {
  const services = [
    { type: 'filesys', name: 'local', mode: 'Source', parameters: {}, include: include(tree), exclude: [{ path: '*.tmp' }] },
    { ...source('ms-onedrive', 'onedrive', `//${USER}`), exclude: [{ path: '*.tmp' }] },
    { ...source('ms-sharepoint', 'sharepoint', `//${HOST}/sites/Finance/Documents`), exclude: [{ path: '*.tmp' }] },
  ];
  await root.post('/database/property', { objectId: collector, propertyId: 'PID_SOURCES', property: { services } });
  // The client secret is sealed at rest and never answered; the stored one still connects (and the scan uses it).
  const saved = await root.get<{ services: SourceService[] }>('/database/property', { objectId: collector, propertyId: 'PID_SOURCES' });
  expect(saved.services[1].parameters).toEqual({ ...graph.params(), clientSecret: SECRET_SET });
  for (const f of readdirSync(srv.dataDir).filter(n => n.startsWith('fathom.db')))
    expect(readFileSync(join(srv.dataDir, f)).includes(Buffer.from(graph.clientSecret))).toBe(false);
  expect((await root.put('/services/validate', { objectId: collector, service: saved.services[2] })).ok).toBe(true);

  const task = await root.put('/database/control', { objectId: collector, commandId: 'scan' });
  const status = await waitIdle();
  expect(status.history[0]).toMatchObject({ taskId: task.taskId, statusLabel: 'Completed' });
  const local = indexOf('local', tree);
  expect(local.length).toBeGreaterThan(20);
  expect(local.filter(r => r.p.startsWith('/docs/docx/'))).toHaveLength(4);
  expect(indexOf('onedrive', `//${USER}`)).toEqual(local);
  expect(indexOf('sharepoint', `//${HOST}/sites/Finance/Documents`)).toEqual(local);
  // A personal-data file is classified the same way from every source.
  const n3 = local.find(r => r.p === '/many/n3.txt')!;
  expect(n3.classes).toBeTruthy();
  expect(ownerOf('onedrive', 'n3.txt')).toBe('jane.doe@contoso.com');
  const kept = srv.server.store.sqlite.prepare("SELECT key FROM source_walk_state WHERE service = 'onedrive'").pluck().all() as string[];
  expect(kept).toEqual(expect.arrayContaining([`graph.delta.${drive}`]));

  // Users change the OneDrive: a file changed, one added in a new folder, one deleted, a folder renamed.
  graph.put(drive, 'many/n1.txt', 'changed: call +1 202 555 0143, mail john.roe@example.com');
  graph.put(drive, 'fresh/inner/new.txt', 'new file for mary.major@example.com');
  graph.remove(drive, 'many/n2.txt');
  graph.rename(drive, 'docs/csv', 'tables');
  const before = graph.calls.length;
  await root.put('/database/control', { objectId: collector, commandId: 'scan' });
  await waitIdle(1);
  const calls = graph.calls.slice(before);
  const rescanned = indexOf('onedrive', `//${USER}`);
  expect(rescanned.find(r => r.p === '/many/n1.txt')).toMatchObject({ size: Buffer.byteLength('changed: call +1 202 555 0143, mail john.roe@example.com') });
  expect(rescanned.find(r => r.p === '/fresh/inner/new.txt')?.classes).toBeTruthy();
  expect(rescanned.find(r => r.p === '/many/n2.txt')).toBeUndefined();
  expect(rescanned.filter(r => r.p.startsWith('/docs/csv/'))).toEqual([]);
  expect(rescanned.filter(r => r.p.startsWith('/docs/tables/')).map(r => r.p.slice('/docs/tables/'.length))).toEqual(
    local.filter(r => r.p.startsWith('/docs/csv/')).map(r => r.p.slice('/docs/csv/'.length)),
  );
  // The OneDrive was asked what changed: its untouched folders (docs/txt, docs/docx) were not listed again.
  const drivePath = `/v1.0/drives/${encodeURIComponent(drive)}`;
  expect(calls.some(c => c.startsWith(`GET ${drivePath}/root/delta?token=`))).toBe(true);
  const listed = new Set(
    calls
      .filter(c => c.includes('/children'))
      .map(c => /\/items\/([^/]+)\/children/.exec(c)?.[1])
      .map(id => decodeURIComponent(id ?? '')),
  );
  for (const folder of ['', 'many', 'docs', 'fresh', 'fresh/inner', 'docs/tables']) expect(listed.has(graph.idOf(drive, folder))).toBe(true);
  for (const folder of ['docs/txt', 'docs/docx']) expect(listed.has(graph.idOf(drive, folder))).toBe(false);
  // SharePoint, unchanged, answered an empty delta and listed nothing.
  const libraryPath = `/v1.0/drives/${encodeURIComponent(library)}`;
  expect(calls.filter(c => c.startsWith(`GET ${libraryPath}/items/`) && c.includes('/children'))).toEqual([]);
  expect(indexOf('sharepoint', `//${HOST}/sites/Finance/Documents`)).toEqual(local);

  // An expired delta token: Graph asks for a full walk, and the index stays right.
  graph.expireDelta(drive);
  graph.put(drive, 'docs/txt/added.txt', 'added after expiry');
  await root.put('/database/control', { objectId: collector, commandId: 'scan' });
  await waitIdle(2);
  expect(indexOf('onedrive', `//${USER}`).find(r => r.p === '/docs/txt/added.txt')).toBeTruthy();
  expect(indexOf('onedrive', `//${USER}`).length).toBe(rescanned.length + 1);
});
