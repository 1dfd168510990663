/**
 * The zip source: a folder of zip files (in subfolders too) and a single zip file, scanned through a real server.
 * The members index like the same documents in a folder: names, sizes, hashes and classifications.
 */
import { createWriteStream, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ZipFile } from 'yazl';
import type { WalkListing } from '@fathom/sdk/server';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { zipConnector } from '../../plugins/services/zip/server';
import { startServer, type Client, type TestServer } from './helpers';
import { untilIdle } from './task-status';
import { fastTempDir } from './scan-fixture';

jest.setTimeout(180_000);
const CORPUS = '/work/shared/corpus/documents';
let srv: TestServer;
let root: Client;
let dir: string;
let tree: string;
let zips: string;
let collector: string;

function files(d: string): string[] {
  return readdirSync(d, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? files(join(d, e.name)) : [join(d, e.name)]));
}

/** Zips a folder's files under the given member prefix. */
function zipFolder(from: string, to: string): Promise<void> {
  const z = new ZipFile();
  for (const f of files(from)) z.addBuffer(readFileSync(f), relative(from, f));
  z.end();
  return new Promise((resolve, reject) => z.outputStream.pipe(createWriteStream(to)).on('close', resolve).on('error', reject));
}

beforeAll(async () => {
  dir = fastTempDir('services-zip-');
  tree = join(dir, 'tree');
  for (const sub of ['txt', 'docx', 'csv']) cpSync(join(CORPUS, sub), join(tree, sub, 'docs'), { recursive: true });
  writeFileSync(join(tree, 'txt', 'docs', 'skip.tmp'), 'excluded');
  zips = join(dir, 'zips');
  mkdirSync(join(zips, 'more'), { recursive: true });
  await zipFolder(join(tree, 'txt'), join(zips, 'txt.zip'));
  await zipFolder(join(tree, 'docx'), join(zips, 'docx.zip'));
  await zipFolder(join(tree, 'csv'), join(zips, 'more', 'csv.zip'));
  writeFileSync(join(zips, 'readme.md'), 'not an archive: left out');
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  collector = (await getSetting<string>(srv.server.store, SETTING_KEYS.localCollectorId))!;
});
afterAll(async () => {
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function collectAll(it: Iterable<WalkListing> | AsyncIterable<WalkListing>): Promise<WalkListing[]> {
  const out: WalkListing[] = [];
  for await (const l of it as AsyncIterable<WalkListing>) out.push(l);
  return out;
}

test('a folder of zips lists the archives as folders of their members; members are read as streams', async () => {
  const listings = await collectAll(zipConnector.walk({}, [zips], ['*.tmp']));
  expect(listings[0].entries.map(e => e.name).sort()).toEqual(['docx.zip', 'more', 'txt.zip']);
  const txtDocs = listings.find(l => l.directory.path === `${zips}/txt.zip/docs`)!;
  expect(txtDocs.entries.map(e => e.name)).not.toContain('skip.tmp');
  expect(txtDocs.entries.length).toBe(readdirSync(join(tree, 'txt', 'docs')).length - 1);
  const order = listings.map(l => l.directory.path);
  expect(order.indexOf(`${zips}/more`)).toBeLessThan(order.indexOf(`${zips}/more/csv.zip`));
  const one = txtDocs.entries[0];
  expect((await zipConnector.read({}, one.path)).equals(readFileSync(join(tree, 'txt', 'docs', one.name)))).toBe(true);
  await expect(zipConnector.read({}, `${zips}/txt.zip/docs/none.txt`)).rejects.toMatchObject({ code: 'ENOENT' });
  const single = await collectAll(zipConnector.walk({}, [join(zips, 'more', 'csv.zip')], []));
  expect(single.map(l => l.directory.path)).toEqual([`${zips}/more/csv.zip`, `${zips}/more/csv.zip/docs`]);
  const [missing] = await collectAll(zipConnector.walk({}, [join(zips, 'nothere')], []));
  expect(missing).toMatchObject({ missing: true, error: `${zips}/nothere does not exist` });
});

test('Test connection names the archives of a folder, the members of an archive, and a missing path', async () => {
  const zip = (path: string) => ({
    type: 'zip',
    name: 'archives',
    mode: 'Source',
    parameters: {},
    include: [{ path, signing: false, index: true }],
    exclude: [],
  });
  expect((await root.put('/services/validate', { objectId: collector, service: zip(zips) })).entries.sort()).toEqual(
    ['docx.zip', 'more', 'txt.zip'].map(n => `${zips}/${n}`),
  );
  expect((await root.put('/services/validate', { objectId: collector, service: zip(`${zips}/txt.zip`) })).entries).toEqual([`${zips}/txt.zip/docs`]);
  const r = await root.call<never>('PUT', '/services/validate', { objectId: collector, service: zip(`${zips}/nothere`) });
  expect(r.status).toBe(404);
  expect((r.body as unknown as { error: { name: string; message: string } }).error).toEqual({ name: 'NoSuchPath', message: `${zips}/nothere does not exist.` });
});

const waitIdle = () => untilIdle({ root, nodeId: collector });

function indexOf(service: string, strip: (p: string) => string) {
  const rows = srv.server.store.sqlite
    .prepare(
      `SELECT parent_path || '/' || name AS p, size, content_hash AS hash, extract_status AS extract,
         (SELECT group_concat(classification || ':' || rule_id || ':' || hit_count, ',') FROM
           (SELECT * FROM idx_classifications c WHERE c.entry_id = e.entry_id ORDER BY classification, rule_id)) AS classes
       FROM idx_entries e WHERE service = ? AND class_id = 'idxobject' AND is_deleted = 0 ORDER BY p`,
    )
    .all(service) as { p: string; size: number; hash: string | null; extract: string | null; classes: string | null }[];
  return rows.map(r => ({ ...r, p: strip(r.p) })).sort((a, b) => a.p.localeCompare(b.p));
}

test('scanning the archives gives the index of the same documents in a folder', async () => {
  const include = (path: string) => [{ path, signing: false, index: true, classify: true, ocr: false }];
  await root.post('/database/property', {
    objectId: collector,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        { type: 'filesys', name: 'local', mode: 'Source', parameters: {}, include: include(tree), exclude: [{ path: '*.tmp' }] },
        { type: 'zip', name: 'archives', mode: 'Source', parameters: {}, include: include(zips), exclude: [{ path: '*.tmp' }] },
      ],
    },
  });
  const task = await root.put('/database/control', { objectId: collector, commandId: 'scan' });
  const status = await waitIdle();
  expect(status.history[0]).toMatchObject({ taskId: task.taskId, statusLabel: 'Completed' });
  const local = indexOf('local', p => p.slice(tree.length));
  const archives = indexOf('archives', p => p.slice(zips.length).replace('/more/', '/').replace('.zip/', '/'));
  expect(local.length).toBeGreaterThan(20);
  expect(archives).toEqual(local);
  expect(archives.filter(r => r.classes).length).toBeGreaterThan(0);
});
