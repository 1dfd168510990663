/** Query and export API: JSON answers, CSV/JSON streams and Excel/PDF/CSV/JSON exports checked against the files. */
import ExcelJS from 'exceljs';
import type { TreeObject } from '@fathom/sdk/api';
import { API_BASE } from '@fathom/sdk/api';
import { IndexWriter } from '../../server/index/writer';
import type { Client, TestServer } from './helpers';
import { searchAll, startScannedServer, stopScannedServer, type FsFile } from './search-fixture';

let srv: TestServer, root: Client, dir: string, files: FsFile[], collector: TreeObject;

beforeAll(async () => {
  ({ srv, root, dir, files, collector } = await startScannedServer('search-export-'));
}, 120_000);
afterAll(() => stopScannedServer(srv, dir));

const raw = (path: string, init: RequestInit = {}) =>
  fetch(`${srv.url}${API_BASE}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${root.token}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
const fileQuery = `SELECT name, parentPath, size, modifyTime FROM STORE('${'HOME'}') WHERE classId = 'idxobject' ORDER BY name`;
const byName = () => [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

test('POST /database/query answers one page with the total count; validate checks without running', async () => {
  const r = await root.post('/database/query', { select: fileQuery, options: { objectOffset: 5, objectLimit: 10 } });
  expect(r.objectCount).toBe(files.length);
  expect(r.objects.map((o: any) => o.name)).toEqual(
    byName()
      .slice(5, 15)
      .map(f => f.name),
  );
  expect(r.columns.map((c: any) => c.name)).toEqual(['name', 'parentPath', 'size', 'modifyTime']);
  const grouped = await root.post('/database/query', {
    select: "SELECT extension, COUNT(*) AS n FROM STORE('/') WHERE classId = 'idxobject' GROUP BY extension ORDER BY extension",
  });
  const counts = new Map<string, number>();
  for (const f of files) {
    const ext = f.name.split('.').pop()!;
    counts.set(ext, (counts.get(ext) ?? 0) + 1);
  }
  expect(grouped.objects).toEqual([...counts].sort().map(([extension, n]) => ({ extension, n })));
  expect(await root.post('/database/query', { select: fileQuery, options: { validate: true } })).toMatchObject({ valid: true });
  const bad = await root.call('POST', '/database/query', { select: 'SELECT FROM', options: { validate: true } });
  expect(bad.body).toMatchObject({ status: 'error', error: { name: 'QueryValidationError', detail: { line: 1 } } });
});

test('format csv streams every row from the offset; format json streams a parseable document', async () => {
  const csv = await raw('/database/query', { method: 'POST', body: JSON.stringify({ select: fileQuery, options: { format: 'csv', objectOffset: 3 } }) });
  expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toBe('Name,Parent path,Size,Modified');
  expect(lines.length - 1).toBe(files.length - 3);
  expect(lines.slice(1).map(l => l.split(',')[0])).toEqual(
    byName()
      .slice(3)
      .map(f => f.name),
  );
  expect(lines[1].split(',')[3]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  const json = await raw('/database/query', { method: 'POST', body: JSON.stringify({ select: fileQuery, options: { format: 'json', objectLimit: 7 } }) });
  const doc = JSON.parse(await json.text());
  expect(doc.objectCount).toBe(7);
  expect(doc.objects.map((o: any) => o.size)).toEqual(
    byName()
      .slice(0, 7)
      .map(f => f.size),
  );
});

async function download(body: Record<string, unknown>): Promise<{ meta: any; bytes: Buffer; type: string | null }> {
  const meta = await root.post('/database/export', body);
  const res = await fetch(`${srv.url}${API_BASE}/database/download?downloadId=${meta.downloadId}`);
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.length).toBe(meta.size);
  return { meta, bytes, type: res.headers.get('content-type') };
}

test('Excel export of a search holds the rows in the shown order; the download works once', async () => {
  const s = await searchAll(root, { query: fileQuery });
  const { meta, bytes } = await download({ searchId: s.searchId, format: 'xlsx', orderBy: { field: 'size', direction: 'desc' } });
  expect(meta.rows).toBe(files.length);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as never);
  const sheet = wb.getWorksheet('Results')!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Parent path', 'Size', 'Modified']);
  const sizes = [];
  for (let r = 2; r <= sheet.rowCount; r++) sizes.push(sheet.getRow(r).getCell(3).value);
  expect(sizes).toEqual(files.map(f => f.size).sort((a, b) => b - a));
  expect(sheet.getRow(2).getCell(4).value).toBeInstanceOf(Date);
  const again = await fetch(`${srv.url}${API_BASE}/database/download?downloadId=${meta.downloadId}`);
  expect(again.status).toBe(404);
});

test('selected objects, a start offset and a result count limit the CSV; PDF comes in both orientations', async () => {
  const s = await searchAll(root, { query: fileQuery });
  const picked = s.objects.filter((o: any) => o.name.startsWith('note_')).map((o: any) => o.objectId);
  const sel = await download({ searchId: s.searchId, format: 'csv', objectIds: picked });
  expect(sel.bytes.toString('utf8').trim().split('\r\n').length - 1).toBe(files.filter(f => f.name.startsWith('note_')).length);
  const part = await download({ searchId: s.searchId, format: 'json', startOffset: 4, resultCount: 6 });
  expect(JSON.parse(part.bytes.toString('utf8')).objects.map((o: any) => o.name)).toEqual(
    byName()
      .slice(4, 10)
      .map(f => f.name),
  );
  for (const orientation of ['portrait', 'landscape']) {
    const p = await download({ searchId: s.searchId, format: 'pdf', orientation });
    expect(p.type).toBe('application/pdf');
    expect(p.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(p.bytes.toString('latin1'))!;
    expect(Number(box[1]) > Number(box[2])).toBe(orientation === 'landscape');
  }
  expect((await root.call('POST', '/database/export', { searchId: s.searchId, format: 'doc' })).body).toMatchObject({ error: { name: 'ValidationError' } });
});

test('past 25,000 results Excel export is disabled while CSV still carries every row', async () => {
  const node = 'obulk';
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
  expect(s.objectCount).toBe(25_000);
  expect(s.totalCount).toBe(25_010);
  expect(s.messages.map((m: any) => m.message).join()).toMatch(/narrow the query/);
  const refused = await root.call('POST', '/database/export', { searchId: s.searchId, format: 'xlsx' });
  expect(refused.body).toMatchObject({ status: 'error', error: { message: 'Export disabled due to too large number of results.' } });
  const { meta, bytes } = await download({ searchId: s.searchId, format: 'csv' });
  expect(meta.rows).toBe(25_010);
  expect(bytes.toString('utf8').trim().split('\r\n').length).toBe(25_011);
}, 60_000);
