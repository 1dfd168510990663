/** Search API on a really scanned tree: answers checked against the files themselves. */
import { join } from 'node:path';
import type { TreeObject } from '@fathom/sdk/api';
import type { Client, TestServer } from './helpers';
import { CARD, searchAll, startScannedServer, stopScannedServer, type FsFile } from './search-fixture';

let srv: TestServer, root: Client, dir: string, files: FsFile[], collector: TreeObject;

beforeAll(async () => {
  ({ srv, root, dir, files, collector } = await startScannedServer('search-tree-'));
}, 120_000);
afterAll(() => stopScannedServer(srv, dir));

const sorted = (xs: string[]) => [...xs].sort();

test('a builder search by name runs to completion and pages its rows in parentPath order', async () => {
  const query = {
    queryMode: 'byBuilder',
    value: {
      whereQuery: { condition: 'and', rules: [{ field: 'name', operator: 'like', type: 'string', value: 'report-*' }] },
      whichQuery: { condition: 'and', rules: [] },
    },
  };
  const r = await searchAll(root, { objectId: collector.objectId, query });
  const expected = files.filter(f => /^report-.*$/.test(f.name));
  expect(r.isComplete).toBe(true);
  expect(r.objectCount).toBe(expected.length);
  expect(sorted(r.objects.map((o: any) => o.name))).toEqual(sorted(expected.map(f => f.name)));
  expect(r.columns.find((c: any) => c.name === 'size')).toMatchObject({ type: 'NUMBER', caption: 'Size' });
  expect(r.columns.find((c: any) => c.name === 'modifyTime').type).toBe('DATE');
  for (const o of r.objects) expect(o.size).toBe(expected.find(f => f.name === o.name)!.size);
  expect(r.objects.every((o: any) => /^e\d+$/.test(o.objectId) && o.classId === 'idxobject')).toBe(true);
  expect(typeof r.startTime).toBe('number');
  expect(r.completeTime).toBeGreaterThanOrEqual(r.startTime);
  // The collectors with index entries: one scanned here.
  expect(r.agentsSelected).toBe(Number(srv.server.store.sqlite.prepare('SELECT COUNT(DISTINCT node_id) FROM idx_entries').pluck().get()));

  const page2 = await root.get('/database/search', { searchId: r.searchId, objectOffset: 10, objectLimit: 5, orderBy: { field: 'name', direction: 'desc' } });
  const byNameDesc = [...expected].sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? 1 : -1));
  expect(page2.objects.map((o: any) => o.name)).toEqual(byNameDesc.slice(10, 15).map(f => f.name));
});

test('a statement with content conditions returns the files whose text matches, with highlighted snippets', async () => {
  const r = await searchAll(root, {
    query: `SELECT name, parentPath, size FROM STORE('${collector.objectId}') WHERE extension = 'txt' WHICH CONTAIN 'invoice'`,
  });
  const expected = files.filter(f => f.name.endsWith('.txt') && /\binvoice\b/i.test(f.text));
  expect(sorted(r.objects.map((o: any) => o.name))).toEqual(sorted(expected.map(f => f.name)));
  expect(r.columns.map((c: any) => c.name)).toEqual(['name', 'parentPath', 'size']);
  for (const o of r.objects) {
    const hit = o.searchHits.find((h: any) => h.kind === 'content');
    expect(hit.parts.filter((p: any) => p.hit).map((p: any) => p.text.toLowerCase())).toContain('invoice');
    expect(hit.parts.map((p: any) => p.text).join('')).toContain('unpaid invoice is attached');
  }
});

test('a classification condition returns the files holding a card number with the hit and its confidence', async () => {
  // Card numbers fall under the built-in policy classification 'Financial Data' (rule CREDIT_CARD).
  const r = await searchAll(root, { query: `SELECT * FROM STORE('${collector.objectId}') WHERE classification = 'Financial Data' AND ruleId = 'CREDIT_CARD'` });
  const expected = files.filter(f => f.text.includes(CARD));
  expect(expected.length).toBe(4);
  expect(sorted(r.objects.map((o: any) => o.name))).toEqual(sorted(expected.map(f => f.name)));
  for (const o of r.objects) {
    const hit = o.searchHits.find((h: any) => h.kind === 'classification');
    expect(hit).toMatchObject({ classification: 'Financial Data' });
    expect(hit.confidence).toBeGreaterThan(0);
    expect(hit.samples.length).toBeGreaterThan(0);
    expect(hit.samples[0]).not.toContain(CARD); // masked
    expect(o.classificationObjects.map((c: any) => c.classification)).toContain('Financial Data');
  }
});

test('STORE of a directory path limits the search to that subtree; search by file finds names and hashes', async () => {
  const alpha = join(dir, 'alpha');
  const r = await searchAll(root, { query: `SELECT name FROM STORE('${alpha}') WHERE size > 0` });
  expect(r.objectCount).toBe(files.filter(f => f.parentPath === alpha).length);

  const { createHash } = await import('node:crypto');
  const same = files.find(f => f.name === 'table0.csv')!;
  const hash = createHash('sha256').update(same.text).digest('hex');
  const byFile = await searchAll(root, {
    objectId: collector.objectId,
    query: { queryMode: 'byFile', value: { names: ['note_3.txt', 'missing.doc'], hashes: [hash] } },
  });
  const expected = files.filter(f => f.name === 'note_3.txt' || createHash('sha256').update(f.text).digest('hex') === hash);
  expect(sorted(byFile.objects.map((o: any) => o.name))).toEqual(sorted(expected.map(f => f.name)));
  expect(expected.length).toBe(3);
});

test('validation reports the position of an error and the display form of a valid statement', async () => {
  const bad = await root.call('GET', '/database/search', { query: "SELECT name FROM STORE('/') WHERE size >", options: { validate: true } });
  expect(bad.status).toBe(400);
  expect(bad.body).toMatchObject({ status: 'error', error: { name: 'QueryValidationError', message: 'Query validation error.' } });
  expect((bad.body as any).error.detail).toMatchObject({ line: 1 });
  expect((bad.body as any).error.detail.column).toBeGreaterThan(30);
  const good = await root.get('/database/search', { query: "SELECT name FROM STORE('/') WHERE name LIKE 'a%'", options: { validate: true } });
  expect(good).toEqual({ valid: true, statement: expect.stringContaining('STARTS WITH') });
});

test('cancel ends a search; an unknown or cancelled search answers Search expired', async () => {
  const started = await root.post('/database/search', { query: "SELECT * FROM STORE('/')" });
  expect(await root.del('/database/search', { searchId: started.searchId })).toEqual({ searchId: started.searchId, cancelled: true });
  const gone = await root.call('GET', '/database/search', { searchId: started.searchId });
  expect(gone.status).toBe(410);
  expect(gone.body).toMatchObject({ status: 'error', error: { name: 'SearchExpired', message: 'Search expired' } });
});

test('a user of another client sees none of these files, unless the Demo client allows cross-client access', async () => {
  const home = await root.get<TreeObject>('/database/object', { objectId: 'HOME' });
  const other = await root.post<TreeObject>('/database/object', { object: { parentId: home.objectId, name: 'Other Co', classId: 'client', tags: {} } });
  await root.post('/database/object', {
    object: { parentId: other.objectId, name: 'Olga', classId: 'user', tags: {} },
    options: { userId: 'olga', password: 'Olga#Pass1', activated: true, email: 'olga@example.org' },
  });
  const olga = await srv.login('olga', 'Olga#Pass1');
  const query = "SELECT name FROM STORE('/') WHERE classId = 'idxobject'";
  expect((await searchAll(olga, { query })).objectCount).toBe(0);
  const denied = await olga.call('POST', '/database/search', { query: `SELECT name FROM STORE('${collector.objectId}')` });
  expect(denied.body).toMatchObject({ status: 'error', error: { name: 'NoPermission' } });

  const demo = (await root.get<{ objects: TreeObject[] }>('/database/children', { parentId: home.objectId })).objects.find(o => o.name === 'Demo')!;
  await root.post('/database/property', { objectId: demo.objectId, propertyId: 'PID_CLIENTCONFIG', property: { crossClientAccess: true } });
  expect((await searchAll(olga, { query })).objectCount).toBe(files.length);
  await root.post('/database/property', { objectId: demo.objectId, propertyId: 'PID_CLIENTCONFIG', property: { crossClientAccess: false } });
});

test('bad input answers named errors', async () => {
  expect((await root.call('POST', '/database/search', {})).body).toMatchObject({ error: { name: 'ValidationError' } });
  expect((await root.call('POST', '/database/search', { query: { queryMode: 'byMagic' } })).body).toMatchObject({ error: { name: 'ValidationError' } });
  expect((await root.call('POST', '/database/search', { query: 'SELEC name' })).body).toMatchObject({ error: { name: 'QueryValidationError' } });
  const r = await searchAll(root, { query: "SELECT name FROM STORE('/')" });
  expect((await root.call('GET', '/database/search', { searchId: r.searchId, orderBy: 'nosuchcolumn' })).body).toMatchObject({
    error: { name: 'ValidationError' },
  });
  expect((await root.call('GET', '/database/search', { searchId: r.searchId, objectOffset: -1 })).body).toMatchObject({ error: { name: 'ValidationError' } });
});
