import { compareSiblings, TREE_CHILD_CLASSES, type TreeObject } from '@fathom/sdk/api';
import { startServer, type Client, type TestServer } from './helpers';

let srv: TestServer;
let root: Client;
let home: TreeObject;
let demo: TreeObject;

beforeAll(async () => {
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  home = await root.get('/database/object', { objectId: 'HOME' });
  // The tree's own listing: the classes of spec 000 §7; counts of children follow the same filter.
  demo = (await root.get('/database/children', { parentId: home.objectId, options: { classIds: TREE_CHILD_CLASSES, infoLevel: 'instance' } })).objects[0];
});
afterAll(() => srv.close());

const add = (parentId: string, name: string, classId = 'orgunit') => root.post('/database/object', { object: { parentId, name, classId, tags: {} } });

describe('bootstrap', () => {
  it("made the root, the Demo client with Head Office and this machine's collector, online", async () => {
    expect(home).toMatchObject({ classId: 'root', parentId: null, name: 'Fathom' });
    expect(demo).toMatchObject({ name: 'Demo', classId: 'client', hasChildren: true });
    const [unit] = (await root.get('/database/children', { parentId: demo.objectId })).objects;
    expect(unit).toMatchObject({ name: 'Head Office', classId: 'orgunit' });
    const [collector] = (await root.get('/database/children', { parentId: unit.objectId })).objects;
    expect(collector).toMatchObject({ classId: 'appagt', isOnline: true, isReadyToWork: true });
  });
});

describe('objects', () => {
  it('creates, reads with path, renames (trimmed), tags and deletes', async () => {
    const unit = await add(demo.objectId, 'Finance');
    expect(unit.objectId).toMatch(/^o[0-9a-f]{20}$/);
    expect(unit).toMatchObject({ parentId: demo.objectId, classId: 'orgunit', name: 'Finance', permissions: expect.arrayContaining(['add', 'del']) });
    const withPath = await root.get('/database/object', { objectId: unit.objectId, options: { infoLevel: 'path' } });
    expect(withPath.path).toBe('/Fathom/Demo/Finance');
    expect(withPath.ancestorIds).toEqual([home.objectId, demo.objectId]);
    const renamed = await root.put('/database/object', { object: { objectId: unit.objectId, name: '  Finance EU  ' } });
    expect(renamed.name).toBe('Finance EU');
    const tagged = await root.put('/database/object', { object: { objectId: unit.objectId, tags: { region: 'eu', state: { paused: true } } } });
    expect(tagged.tags).toMatchObject({ region: 'eu', state: { paused: true } });
    const untagged = await root.put('/database/object', { object: { objectId: unit.objectId, tags: { region: null } } });
    expect(untagged.tags.region).toBeUndefined();
    await root.del('/database/object', { objectId: unit.objectId });
    const gone = await root.call('GET', '/database/object', { objectId: unit.objectId });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ error: { name: 'ObjectNotFound' } });
  });

  it('validates names with the shared rules', async () => {
    for (const [name, message] of [
      ['a/b', 'object.name: Field must not contain $ \\ or /.'],
      ['   ', 'object.name: Field is required.'],
      ['x'.repeat(257), 'object.name: Field must be at most 256 characters.'],
    ]) {
      const r = await root.call('POST', '/database/object', { object: { parentId: demo.objectId, name, classId: 'orgunit' } });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: { name: 'ValidationError', message } });
    }
    const rename = await root.call('PUT', '/database/object', { object: { objectId: demo.objectId, name: 'De$mo' } });
    expect(rename.body).toMatchObject({ error: { name: 'ValidationError' } });
  });

  it('refuses classes a parent cannot hold', async () => {
    const r = await root.call('POST', '/database/object', { object: { parentId: demo.objectId, name: 'Unit', classId: 'appunit' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: { name: 'ValidationError', message: 'A client cannot hold a appunit.' } });
  });

  it('answers HasChildren (409) unless removeChildren is set', async () => {
    const parent = await add(demo.objectId, 'Parent');
    const child = await add(parent.objectId, 'Child');
    await add(child.objectId, 'Grandchild');
    const refused = await root.call('DELETE', '/database/object', { objectId: parent.objectId });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { name: 'HasChildren' } });
    const done = await root.del('/database/object', { objectId: parent.objectId, options: { removeChildren: true } });
    expect(done.removed).toBe(3);
    expect((await root.call('GET', '/database/object', { objectId: child.objectId })).status).toBe(404);
  });

  it('refuses deleting the root and the root user', async () => {
    expect((await root.call('DELETE', '/database/object', { objectId: home.objectId })).body).toMatchObject({ error: { name: 'ValidationError' } });
    expect((await root.call('DELETE', '/database/object', { objectId: 'ME' })).body).toMatchObject({ error: { name: 'ValidationError' } });
  });
});

describe('children', () => {
  let parent: TreeObject;
  beforeAll(async () => {
    parent = await add(home.objectId, 'Paging Client', 'client');
    const names = ['unit 10', 'Unit 2', 'alpha', 'Beta', 'unit 1'];
    for (const n of names) await add(parent.objectId, n);
    await add(parent.objectId, 'Zeta Collector', 'appagt');
    await add(parent.objectId, 'Aardvark Box', 'appliance');
    await add(parent.objectId, 'Sub Client', 'client');
  });

  it('orders siblings by class rank then name, as compareSiblings does', async () => {
    const { objects, objectCount } = await root.get('/database/children', {
      parentId: parent.objectId,
      options: { classIds: ['client', 'orgunit', 'appagt', 'appliance'] },
    });
    expect(objectCount).toBe(8);
    const names = objects.map((o: TreeObject) => o.name);
    expect(names).toEqual(['Sub Client', 'Zeta Collector', 'Aardvark Box', 'alpha', 'Beta', 'unit 1', 'Unit 2', 'unit 10']);
    expect([...objects].sort(compareSiblings).map((o: TreeObject) => o.name)).toEqual(names);
  });

  it('pages with objectOffset and objectLimit and counts everything', async () => {
    const all = (await root.get('/database/children', { parentId: parent.objectId })).objects.map((o: TreeObject) => o.objectId);
    const pages: string[] = [];
    for (let offset = 0; offset < all.length; offset += 3) {
      const page = await root.get('/database/children', { parentId: parent.objectId, options: { objectOffset: offset, objectLimit: 3 } });
      expect(page.objectCount).toBe(all.length);
      pages.push(...page.objects.map((o: TreeObject) => o.objectId));
    }
    expect(pages).toEqual(all);
  });

  it('filters containers and classes and reports children counts', async () => {
    const units = await root.get('/database/children', { parentId: parent.objectId, options: { classIds: ['orgunit'] } });
    expect(units.objectCount).toBe(5);
    const top = await root.get('/database/children', { parentId: home.objectId, options: { containersOnly: true } });
    expect(top.objects.every((o: TreeObject) => o.classId !== 'user')).toBe(true);
    const mine = top.objects.find((o: TreeObject) => o.objectId === parent.objectId);
    expect(mine).toMatchObject({ hasChildren: true, childrenCount: 8 });
  });

  it('caps objectLimit at 1000 and refuses a negative offset', async () => {
    expect((await root.get('/database/children', { parentId: parent.objectId, options: { objectLimit: 5000 } })).objects).toHaveLength(8);
    const bad = await root.call('GET', '/database/children', { parentId: parent.objectId, options: { objectOffset: -1 } });
    expect(bad.body).toMatchObject({ error: { name: 'ValidationError' } });
  });
});

describe('move', () => {
  it('moves with the shared rules and keeps the subtree', async () => {
    const a = await add(home.objectId, 'Move A', 'client');
    const b = await add(home.objectId, 'Move B', 'client');
    const unit = await add(a.objectId, 'Traveller');
    const inner = await add(unit.objectId, 'Inner');
    const moved = await root.put('/database/object', { object: { objectId: unit.objectId, parentId: b.objectId } });
    expect(moved.parentId).toBe(b.objectId);
    const innerPath = await root.get('/database/object', { objectId: inner.objectId, options: { infoLevel: 'path' } });
    expect(innerPath.path).toBe('/Fathom/Move B/Traveller/Inner');
    const row = await srv.server.store.db.selectFrom('objects').select('client_id').where('object_id', '=', inner.objectId).executeTakeFirstOrThrow();
    expect(row.client_id).toBe(b.objectId);

    const refusals: [string, string][] = [
      [unit.objectId, 'A node cannot be moved into itself.'],
      [inner.objectId, 'A node cannot be moved into its own descendant.'],
    ];
    for (const [target, message] of refusals) {
      const r = await root.call('PUT', '/database/object', { object: { objectId: unit.objectId, parentId: target } });
      expect(r.body).toMatchObject({ error: { name: 'ValidationError', message } });
    }
    // The same parent again is no change at all.
    expect((await root.put('/database/object', { object: { objectId: unit.objectId, parentId: b.objectId } })).parentId).toBe(b.objectId);
    const collector = await add(a.objectId, 'Box', 'appagt');
    const wrongType = await root.call('PUT', '/database/object', { object: { objectId: unit.objectId, parentId: collector.objectId } });
    expect(wrongType.body).toMatchObject({ error: { name: 'ValidationError', message: 'A appagt cannot hold a orgunit.' } });
    const sibling = await add(b.objectId, 'Sibling');
    const toSibling = await root.call('PUT', '/database/object', { object: { objectId: unit.objectId, parentId: sibling.objectId } });
    expect(toSibling.body).toMatchObject({ error: { name: 'ValidationError', message: 'A current sibling cannot be the target.' } });
  });
});
