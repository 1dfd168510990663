/**
 * Export locations on the real server: PID_SYSEXPORT_LOCATIONS created, updated and deleted with the shared
 * validation and the writable-folder check, inherited down the tree; then searches exported into a temporary
 * folder location and read back from disk (Excel with exceljs, CSV parsed), with traversal, existing files and
 * unknown or vanished locations refused by name.
 */
import ExcelJS from 'exceljs';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENTS_LISTEN_PATH, type ListenResponse, type TreeObject } from '@fathom/sdk/api';
import type { ExportLocation, ExportLocationsAnswer } from '@fathom/sdk/api/export-locations';
import { IndexWriter } from '../../server/index/writer';
import { startServer, type Client, type TestServer } from './helpers';
import { demoCollector, filesOf, scanInto, searchAll, writeTree, type FsFile } from './search-fixture';

jest.setTimeout(120_000);
const PID = 'PID_SYSEXPORT_LOCATIONS';
let srv: TestServer;
let root: Client;
let work: string;
let scanned: string;
let files: FsFile[];
let collector: TreeObject;
let client: string;

const getLocations = (objectId: string, c: Client = root) => c.get<ExportLocationsAnswer>('/database/property', { objectId, propertyId: PID });
const setLocations = (objectId: string, property: unknown, c: Client = root) =>
  c.call<ExportLocationsAnswer>('POST', '/database/property', { objectId, propertyId: PID, property });
const saved = async (objectId: string, property: unknown) => {
  const r = await setLocations(objectId, property);
  if (r.body.status !== 'OK') throw new Error(`save refused: ${JSON.stringify(r.body)}`);
  return r.body.data;
};
const folder = (name: string) => {
  const p = join(work, name);
  mkdirSync(p, { recursive: true });
  return p;
};
const loc = (name: string, path: string, extra: Partial<ExportLocation> = {}) => ({ id: '', name, type: 'filesys', path, description: '', ...extra });

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'export-locations-'));
  scanned = folder('scanned');
  writeTree(scanned);
  files = filesOf(scanned);
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  collector = await demoCollector(root);
  const home = await root.get<TreeObject>('/database/object', { objectId: 'HOME' });
  const top = await root.get<{ objects: TreeObject[] }>('/database/children', { parentId: home.objectId, options: { objectLimit: 1000 } });
  client = top.objects.find(o => o.classId === 'client' && o.name === 'Demo')!.objectId;
  await scanInto(srv, collector.objectId, scanned);
});
afterAll(async () => {
  await srv?.close();
  rmSync(work, { recursive: true, force: true });
});

test('a client holds its own list; nodes below inherit it; changes publish propertySet', async () => {
  const before = await getLocations(client);
  expect(before).toMatchObject({ nodeId: client, inherited: true, locations: [], effective: [], isTop: false });

  const reports = folder('reports');
  const { lastRoomEventId } = await root.get<ListenResponse>(EVENTS_LISTEN_PATH, {});
  const after = await saved(client, { inherited: false, locations: [loc('  Reports  ', reports, { description: 'Monthly reports', extra: 1 } as never)] });
  expect(after.locations).toHaveLength(1);
  expect(after.locations[0]).toEqual({ id: expect.any(String), name: 'Reports', type: 'filesys', path: reports, description: 'Monthly reports' });
  expect(after.effective).toEqual(after.locations);
  const events = await root.get<ListenResponse>(EVENTS_LISTEN_PATH, { lastRoomEventId, timeout: 0 });
  expect(events.roomEvents).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'propertySet', propertyId: PID, objectId: client })]));

  const below = await getLocations(collector.objectId);
  expect(below).toMatchObject({ inherited: true, locations: [], inheritedFrom: client, effective: after.locations });
  expect(readdirSync(reports)).toEqual([]); // the writable check leaves nothing behind
});

test('create, update and delete: ids kept, a renamed or moved location stays the same entry, an empty list deletes all', async () => {
  const a = folder('a');
  const b = folder('b');
  const created = await saved(client, { inherited: false, locations: [loc('Archive', a), loc('Backups', b)] });
  const [archive, backups] = created.locations;
  expect(archive.id).not.toBe(backups.id);

  const updated = await saved(client, { inherited: false, locations: [{ ...archive, name: 'Archive 2024', path: b }, backups] });
  expect(updated.locations).toEqual([{ ...archive, name: 'Archive 2024', path: b }, backups]);
  expect((await getLocations(client)).locations).toEqual(updated.locations);

  const deleted = await saved(client, { inherited: false, locations: [backups] });
  expect(deleted.locations).toEqual([backups]);
  const none = await saved(client, []);
  expect(none).toMatchObject({ inherited: false, locations: [], effective: [] });
});

test('saving refuses bad names, duplicate names, bad paths and folders the server cannot write, by name', async () => {
  const ok = folder('ok');
  const aFile = join(work, 'plain-file.txt');
  writeFileSync(aFile, 'x');
  const refused = async (locations: unknown[]) => (await setLocations(client, { inherited: false, locations })).body;

  expect(await refused([loc('', ok)])).toMatchObject({ status: 'error', error: { name: 'ValidationError', message: 'Location #1 name: Field is required.' } });
  expect(await refused([loc('   ', ok)])).toMatchObject({ error: { name: 'ValidationError', message: 'Location #1 name: Field is required.' } });
  expect(await refused([loc('a/b', ok)])).toMatchObject({ error: { message: 'Location #1 name: Field must not contain $ \\ or /.' } });
  expect(await refused([loc('x'.repeat(257), ok)])).toMatchObject({ error: { message: 'Location #1 name: Field must be at most 256 characters.' } });
  expect(await refused([loc('Same', ok), loc(' same ', ok)])).toMatchObject({
    error: { name: 'ValidationError', message: 'Location #2 name: Field must be unique.' },
  });
  expect(await refused([loc('Relative', 'exports/here')])).toMatchObject({ error: { message: 'Location #1 path: Field must be a valid path.' } });
  expect(await refused([loc('Bad chars', '/tmp/a|b')])).toMatchObject({ error: { message: 'Location #1 path: Field must be a valid path.' } });
  expect(await refused([loc('No path', '')])).toMatchObject({ error: { message: 'Location #1 path: Field is required.' } });
  expect(await refused([loc('Bucket', ok, { type: 'objstore' } as never)])).toMatchObject({ error: { message: 'Location #1 type: Type is not supported.' } });
  expect(await refused([loc('Missing', join(work, 'does-not-exist'))])).toMatchObject({
    error: { name: 'LocationNotWritable', message: expect.stringContaining('does not exist on the server') },
  });
  expect(await refused([loc('A file', aFile)])).toMatchObject({ error: { name: 'LocationNotWritable', message: expect.stringContaining('is not a folder') } });
  expect((await setLocations(client, { inherited: 'yes', locations: [] })).body).toMatchObject({
    error: { name: 'ValidationError', message: 'inherited must be true or false.' },
  });
  expect((await setLocations(collector.objectId + 'x', [])).status).toBe(404);
});

test("'adm' is needed to change the list; 'get' is enough to read it", async () => {
  const home = await root.get<TreeObject>('/database/object', { objectId: 'HOME' });
  await root.post('/database/object', {
    object: { parentId: home.objectId, name: 'Export Viewer', classId: 'user' },
    options: { userId: 'export-viewer', password: 'View#Pass1', activated: true, email: 'export-viewer@example.com', permissions: ['get'] },
  });
  const viewer = await srv.login('export-viewer', 'View#Pass1');
  expect((await viewer.call('GET', '/database/property', { objectId: client, propertyId: PID })).status).toBe(200);
  expect((await setLocations(client, [loc('Mine', folder('mine'))], viewer)).body).toMatchObject({ error: { name: 'NoPermission' } });
});

describe('export of a search into a location', () => {
  let target: string;
  let location: ExportLocation;
  const query = "SELECT name, parentPath, size FROM STORE('HOME') WHERE classId = 'idxobject' ORDER BY name";
  const sortedNames = () => files.map(f => f.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const exportTo = (body: Record<string, unknown>) =>
    root.call<any>('POST', '/database/export', { objectId: collector.objectId, locationId: location.id, ...body });

  beforeAll(async () => {
    target = folder('target');
    location = (await saved(client, { inherited: false, locations: [loc('Target', target)] })).locations[0];
  });

  test('Excel lands in the folder with every row; the answer names path, size and rows', async () => {
    const s = await searchAll(root, { query });
    const r = await exportTo({ searchId: s.searchId, format: 'xlsx', fileName: 'all-files' });
    expect(r.body.status).toBe('OK');
    const answer = (r.body as any).data;
    expect(answer).toEqual({
      path: join(target, 'all-files.xlsx'),
      fileName: 'all-files.xlsx',
      size: expect.any(Number),
      rows: files.length,
      locationId: location.id,
    });
    const bytes = readFileSync(answer.path);
    expect(bytes.length).toBe(answer.size);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as never);
    const sheet = wb.getWorksheet('Results')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Parent path', 'Size']);
    const names: unknown[] = [];
    for (let i = 2; i <= sheet.rowCount; i++) names.push(sheet.getRow(i).getCell(1).value);
    expect(names).toEqual(sortedNames());
  });

  test('CSV of a range gets a default name and parses back to the same rows', async () => {
    const s = await searchAll(root, { query });
    const answer = (await exportTo({ searchId: s.searchId, format: 'csv', startOffset: 5, resultCount: 10 })).body as any;
    expect(answer.status).toBe('OK');
    expect(answer.data.fileName).toMatch(/^results-\d{8}-\d{6}\.csv$/);
    const lines = readFileSync(answer.data.path, 'utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Name,Parent path,Size');
    const rows = lines.slice(1).map(l => l.split(','));
    expect(rows.map(r => r[0])).toEqual(sortedNames().slice(5, 15));
    const byName = new Map(files.map(f => [f.name, f]));
    for (const [name, , size] of rows) expect(Number(size)).toBe(byName.get(name)!.size);
  });

  test('an existing file is kept unless overwrite is asked for', async () => {
    const s = await searchAll(root, { query });
    writeFileSync(join(target, 'keep.json'), 'old');
    const again = await exportTo({ searchId: s.searchId, format: 'json', fileName: 'keep.json' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { name: 'FileExists' } });
    expect(readFileSync(join(target, 'keep.json'), 'utf8')).toBe('old');
    const replaced = await exportTo({ searchId: s.searchId, format: 'json', fileName: 'keep.json', options: { overwrite: true } });
    expect(replaced.body.status).toBe('OK');
    expect(JSON.parse(readFileSync(join(target, 'keep.json'), 'utf8')).objects).toHaveLength(files.length);
    expect(readdirSync(target).filter(n => n.endsWith('.part'))).toEqual([]);
  });

  test('path traversal, unknown locations and a vanished folder are refused by name', async () => {
    const s = await searchAll(root, { query });
    for (const fileName of ['../escape.csv', 'sub/inner.csv', '..', '..\\escape.csv', '/etc/passwd']) {
      const r = await exportTo({ searchId: s.searchId, format: 'csv', fileName });
      expect(r.body).toMatchObject({ status: 'error', error: { name: 'PathTraversal' } });
    }
    expect(existsSync(join(work, 'escape.csv'))).toBe(false);
    expect((await exportTo({ searchId: s.searchId, format: 'csv', fileName: 'a?.csv' })).body).toMatchObject({ error: { name: 'ValidationError' } });
    expect((await exportTo({ searchId: s.searchId, format: 'csv', locationId: 'nope' })).body).toMatchObject({ error: { name: 'LocationNotFound' } });

    const gone = folder('gone');
    const both = await saved(client, { inherited: false, locations: [location, loc('Gone', gone)] });
    rmSync(gone, { recursive: true });
    const r = await exportTo({ searchId: s.searchId, format: 'csv', locationId: both.locations[1].id });
    expect(r.body).toMatchObject({ error: { name: 'LocationNotWritable' } });
  });

  test('the download limits hold: Excel past 25,000 results is refused and nothing is written; CSV carries every row', async () => {
    const node = 'obulkloc';
    const now = Date.now();
    await srv.server.store.db
      .insertInto('objects')
      .values({
        object_id: node,
        parent_id: collector.parentId!,
        name: 'bulk',
        class_id: 'appagt',
        tags: '{}',
        client_id: null,
        path_ids: `/${node}/`,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const writer = new IndexWriter(srv.server.store.sqlite, node, 'bulk');
    srv.server.store.sqlite.transaction(() => {
      const top = writer.upsert(
        { path: '/bulk', name: 'bulk', isDirectory: true, size: 0, createTime: now, modifyTime: now, accessTime: now, owner: 'x', mode: 'rwxr-xr-x' },
        null,
      );
      for (let i = 0; i < 25_010; i++)
        writer.upsert(
          {
            path: `/bulk/f${i}.dat`,
            name: `f${i}.dat`,
            isDirectory: false,
            size: i,
            createTime: now,
            modifyTime: now,
            accessTime: now,
            owner: 'x',
            mode: 'rw-r--r--',
          },
          top.entry_id,
        );
    })();
    const s = await searchAll(root, { query: `SELECT name, size FROM STORE('${node}') WHERE classId = 'idxobject'` }, { objectLimit: 10 });
    expect(s.totalCount).toBe(25_010);
    const refused = await exportTo({ searchId: s.searchId, format: 'xlsx', fileName: 'bulk' });
    expect(refused.body).toMatchObject({ status: 'error', error: { message: 'Export disabled due to too large number of results.' } });
    expect(existsSync(join(target, 'bulk.xlsx'))).toBe(false);
    const csv = await exportTo({ searchId: s.searchId, format: 'csv', fileName: 'bulk' });
    expect((csv.body as any).data.rows).toBe(25_010);
    expect(readFileSync(join(target, 'bulk.csv'), 'utf8').trim().split('\r\n')).toHaveLength(25_011);
  }, 60_000);
});
