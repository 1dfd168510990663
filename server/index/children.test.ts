/** Index entries listed under their directory: the count and the page of one listing agree, and directories of
 * different collector nodes listed with one context each find their own node. */
import { openStore, type Store } from '../store/db';
import { getEntry, indexChildrenProvider, toEntryObject } from './children';

let store: Store;
const viewer = { userObjectId: 'u', homeId: 'o', isRoot: false };
const base = { service: 'share', parent_path: '/', size: 1, store_time: 0, is_deleted: 0 };

beforeAll(async () => {
  store = await openStore({ filename: ':memory:' });
  const insert = store.sqlite
    .prepare(`INSERT INTO idx_entries (entry_id, node_id, service, class_id, parent_entry_id, name, parent_path, size, store_time, is_deleted)
    VALUES (@entry_id, @node_id, @service, @class_id, @parent_entry_id, @name, @parent_path, @size, @store_time, @is_deleted)`);
  const rows = [
    { entry_id: 1, node_id: 'n1', class_id: 'idxcontainer', parent_entry_id: null, name: 'docs' },
    { entry_id: 2, parent_path: '/docs', node_id: 'n1', class_id: 'idxobject', parent_entry_id: 1, name: 'b.txt' },
    { entry_id: 3, parent_path: '/docs', node_id: 'n1', class_id: 'idxobject', parent_entry_id: 1, name: 'a.txt' },
    { entry_id: 4, parent_path: '/docs', node_id: 'n1', class_id: 'idxcontainer', parent_entry_id: 1, name: 'sub' },
    { entry_id: 5, parent_path: '/docs', node_id: 'n1', class_id: 'idxobject', parent_entry_id: 1, name: 'gone.txt', is_deleted: 1 },
    { entry_id: 10, node_id: 'n2', class_id: 'idxcontainer', parent_entry_id: null, name: 'other' },
    { entry_id: 11, parent_path: '/other', node_id: 'n2', class_id: 'idxobject', parent_entry_id: 10, name: 'c.txt' },
  ];
  for (const r of rows) insert.run({ ...base, ...r });
});
afterAll(() => store.close());

test('a listing reads its directory once for count and page; each directory keeps its own node', async () => {
  const ctx = { store, viewer };
  const q = { offset: 0, limit: 100, containersOnly: false, withDeleted: false, infoLevel: 'basic' as const };
  const docs = { objectId: 'e1', classId: 'idxcontainer' };
  const spy = jest.spyOn(store, 'statement');
  const [count, page] = await Promise.all([indexChildrenProvider.countChildren(docs, q, ctx), indexChildrenProvider.listChildren(docs, q, ctx)]);
  expect(spy.mock.calls.filter(([text]) => text.startsWith('SELECT node_id, parent_path, name FROM idx_entries'))).toHaveLength(1);
  spy.mockRestore();
  expect(count).toBe(3);
  expect(page.map(o => [o.objectId, o.name, o.parentId])).toEqual([
    ['e4', 'sub', 'e1'],
    ['e3', 'a.txt', 'e1'],
    ['e2', 'b.txt', 'e1'],
  ]);
  const other = { objectId: 'e10', classId: 'idxcontainer' };
  expect(await indexChildrenProvider.countChildren(other, q, ctx)).toBe(1);
  expect((await indexChildrenProvider.listChildren(other, q, ctx)).map(o => [o.objectId, o.properties?.applianceNodeObjectId])).toEqual([['e11', 'n2']]);
  expect(await indexChildrenProvider.countChildren({ objectId: 'e99', classId: 'idxcontainer' }, q, ctx)).toBe(0);
  expect(await indexChildrenProvider.countChildren(docs, { ...q, withDeleted: true }, { store, viewer })).toBe(4);
});

test('a directory listing takes what its children share from the directory, and answers the same rows as a full read', async () => {
  const ctx = { store, viewer };
  const q = { offset: 0, limit: 100, containersOnly: false, withDeleted: true, infoLevel: 'basic' as const };
  const found = await indexChildrenProvider.getObject('e1', ctx);
  expect(found?.ownerNodeId).toBe('n1');
  const spy = jest.spyOn(store, 'statement');
  const page = await indexChildrenProvider.listChildren({ objectId: 'e1', classId: 'idxcontainer' }, q, ctx);
  // The directory was read by getObject: the listing reads no entry of it again.
  expect(spy.mock.calls.filter(([text]) => /WHERE entry_id = \?$/.test(text))).toHaveLength(0);
  spy.mockRestore();
  const full = (id: number) => toEntryObject(getEntry(store, id)!, []);
  expect(page).toEqual([4, 3, 2, 5].map(full));
  expect(page[1]).toMatchObject({ path: '/docs/a.txt', parentId: 'e1', properties: { parentPath: '/docs', service: 'share', applianceNodeObjectId: 'n1' } });
});

test('a directory page as JSON is the page of objects with their permissions, serialised', async () => {
  const ctx = { store, viewer };
  const docs = { objectId: 'e1', classId: 'idxcontainer' };
  store.sqlite
    .prepare(`UPDATE idx_entries SET name = ?, extension = 'txt', mime_type = 'text/plain', user_tags = 'a,b' WHERE entry_id = 3`)
    .run('été "q"\\.txt\u0001');
  store.sqlite.prepare(`UPDATE idx_entries SET signature = ? WHERE entry_id = 2`).run(JSON.stringify({ v: 1, keyId: 'k', signedAt: 1700000000, sig: 'x' }));
  const classify = store.sqlite.prepare('INSERT INTO idx_classifications (entry_id, classification, rule_id, confidence, hit_count) VALUES (?, ?, ?, ?, 1)');
  classify.run(3, 'PERSON', 'r1', 0.6);
  classify.run(3, 'EMAIL', 'r2', 0.85);
  classify.run(3, 'EMAIL', 'r3', 0.5);
  const permissions = ['get', 'upd'] as const;
  for (const q of [
    { offset: 0, limit: 100, containersOnly: false, withDeleted: true, infoLevel: 'basic' as const },
    { offset: 1, limit: 2, containersOnly: false, withDeleted: false, infoLevel: 'basic' as const },
  ]) {
    const objects = (await indexChildrenProvider.listChildren(docs, q, ctx)).map(o => ({ ...o, permissions: [...permissions] }));
    const text = await indexChildrenProvider.listChildrenJson!(docs, q, ctx, permissions);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(objects)));
  }
  const all = JSON.parse(
    await indexChildrenProvider.listChildrenJson!(
      docs,
      { offset: 0, limit: 100, containersOnly: false, withDeleted: true, infoLevel: 'basic' },
      ctx,
      permissions,
    ),
  );
  expect(all.map((o: { name: string }) => o.name)).toEqual(['sub', 'b.txt', 'gone.txt', 'été "q"\\.txt\u0001']);
  expect(all[1].properties).toMatchObject({ signed: true, signedAt: 1700000000 });
  expect(all[3].properties.classificationObjects).toEqual([
    { classification: 'EMAIL', confidence: 0.85 },
    { classification: 'PERSON', confidence: 0.6 },
  ]);
});
