import type { ChildrenRequest, TreeObject } from '@fathom/sdk/api';
import type { ApiClient } from '@fathom/sdk/web/services';
import { DefaultTreeService } from './DefaultTreeService';
import { clampPageOffset, needsPager, pageOffsetOf } from './paging';

const obj = (objectId: string, classId: string, name: string, parentId: string | null, extra: Partial<TreeObject> = {}): TreeObject => ({
  objectId,
  classId,
  name,
  parentId,
  tags: {},
  ...extra,
});

function fakeApi(children: Record<string, TreeObject[]>, objects: Record<string, TreeObject>) {
  const calls: ChildrenRequest[] = [];
  const api = {
    getObject: jest.fn(async (id: string) => {
      if (!objects[id]) throw new Error('ObjectNotFound');
      return objects[id];
    }),
    getChildren: jest.fn(async (req: ChildrenRequest) => {
      calls.push(req);
      const all = children[req.parentId] ?? [];
      const off = req.options?.objectOffset ?? 0;
      return { objects: all.slice(off, off + (req.options?.objectLimit ?? 100)), objectCount: all.length };
    }),
  } as unknown as ApiClient;
  return { api, calls };
}

describe('pager arithmetic', () => {
  it('moves by whole pages, clamped between the first page and the child count', () => {
    expect(clampPageOffset(-10, 120, 50)).toBe(0);
    expect(clampPageOffset(50, 120, 50)).toBe(50);
    expect(clampPageOffset(150, 120, 50)).toBe(100);
    expect(clampPageOffset(100, 100, 50)).toBe(50);
    expect(needsPager(50, 50)).toBe(false);
    expect(needsPager(51, 50)).toBe(true);
    expect(pageOffsetOf(0, 50)).toBe(0);
    expect(pageOffsetOf(49, 50)).toBe(0);
    expect(pageOffsetOf(50, 50)).toBe(50);
    expect(pageOffsetOf(1234, 50)).toBe(1200);
  });
});

describe('DefaultTreeService', () => {
  const home = obj('h', 'client', 'Demo', null, { ancestorIds: [] });
  const units = Array.from({ length: 7 }, (_, i) => obj(`u${i}`, 'orgunit', `Unit ${i}`, 'h'));
  const agg = obj('a1', 'appagt', 'Zeta', 'h');

  it('starts with the root expanded and loads containers only with the spec classes', async () => {
    const { api, calls } = fakeApi({ h: [...units.slice(0, 2), agg] }, { h: home });
    const tree = new DefaultTreeService(api, 5);
    await tree.init('h');
    expect(tree.roots()).toEqual(['h']);
    expect(tree.isExpanded('h')).toBe(true);
    expect(calls[0]).toEqual({
      parentId: 'h',
      options: {
        infoLevel: 'instance',
        objectOffset: 0,
        objectLimit: 5,
        containersOnly: false,
        classIds: ['client', 'orgunit', 'appliance', 'appunit', 'appagt', 'agent', 'worker', 'static_worker', 'idxcontainer', 'idxobject'],
        withDeleted: false,
      },
    });
    // appagt sorts before org units whatever its name.
    expect(tree.children('h')).toEqual(['a1', 'u0', 'u1']);
  });

  it('loads children once unless forced', async () => {
    const { api } = fakeApi({ h: units.slice(0, 2) }, { h: home });
    const tree = new DefaultTreeService(api, 5);
    await tree.init('h');
    tree.collapse('h');
    await tree.expand('h');
    expect(api.getChildren).toHaveBeenCalledTimes(1);
    await tree.expand('h', true);
    expect(api.getChildren).toHaveBeenCalledTimes(2);
  });

  it('pages through children by the page size', async () => {
    const { api } = fakeApi({ h: units }, { h: home });
    const tree = new DefaultTreeService(api, 5);
    await tree.init('h');
    expect(tree.childCount('h')).toBe(7);
    await tree.loadPage('h', 5);
    expect(tree.pageOffset('h')).toBe(5);
    expect(tree.children('h')).toEqual(['u5', 'u6']);
    await tree.loadPage('h', 25);
    expect(tree.pageOffset('h')).toBe(5);
  });

  it('selects a node, fetching its ancestors for the path', async () => {
    const dir = obj('d', 'idxcontainer', 'docs', 'a1', { ancestorIds: ['h', 'a1'] });
    const { api } = fakeApi({ h: [] }, { h: home, a1: agg, d: dir });
    const tree = new DefaultTreeService(api, 5);
    await tree.init('h');
    await tree.select('d');
    expect(tree.activeNode?.objectId).toBe('d');
    expect(tree.pathOf('d').map(n => n.name)).toEqual(['Demo', 'Zeta', 'docs']);
  });

  it('reads the node the address names beside the home level, so selecting it needs no further request', async () => {
    const unit = obj('u9', 'orgunit', 'Unit 9', 'c1');
    const client = obj('c1', 'client', 'Client', 'h');
    const dir = obj('d', 'idxcontainer', 'docs', 'u9', { ancestorIds: ['h', 'c1', 'u9'] });
    const { api } = fakeApi({ h: [client] }, { h: home, c1: client, u9: unit, d: dir });
    let answerHome!: () => void;
    const getObject = api.getObject as jest.Mock;
    const plain = getObject.getMockImplementation()!;
    getObject.mockImplementation((id: string, level: string) => (id === 'h' ? new Promise(ok => (answerHome = () => ok(plain(id, level)))) : plain(id, level)));
    const tree = new DefaultTreeService(api, 5);
    const started = tree.init('h', 'd');
    await new Promise(r => setTimeout(r, 0));
    // The home node has not answered yet: its children, the node and the node's ancestors are read meanwhile.
    expect(api.getChildren).toHaveBeenCalledTimes(1);
    expect(getObject.mock.calls).toEqual([
      ['d', 'path'],
      ['h', 'instance'],
      ['c1', 'instance'],
      ['u9', 'instance'],
    ]);
    answerHome();
    await started;
    await tree.select('d');
    expect(getObject).toHaveBeenCalledTimes(4);
    expect(tree.activeNode?.objectId).toBe('d');
    expect(tree.pathOf('d').map(n => n.name)).toEqual(['Demo', 'Client', 'Unit 9', 'docs']);
  });

  it('keeps the object of a node read again unchanged, and takes a changed one', async () => {
    const objects: Record<string, TreeObject> = { h: home, u0: units[0] };
    const { api } = fakeApi({ h: [units[0]] }, objects);
    const tree = new DefaultTreeService(api, 5);
    await tree.init('h');
    const first = tree.node('u0');
    await tree.expand('h', true);
    expect(tree.node('u0')).toBe(first);
    objects.u0 = { ...units[0], name: 'Renamed' };
    await tree.refresh('u0');
    expect(tree.node('u0')).not.toBe(first);
    expect(tree.node('u0')?.name).toBe('Renamed');
  });

  it('inserts in sibling order and removes, falling back to home when the active node goes', async () => {
    const { api } = fakeApi({ h: [units[1]] }, { h: home, u1: units[1] });
    const tree = new DefaultTreeService(api, 5);
    await tree.init('h');
    tree.insert(obj('c9', 'client', 'Acme', 'h'));
    tree.insert(units[0]);
    expect(tree.children('h')).toEqual(['c9', 'u0', 'u1']);
    expect(tree.childCount('h')).toBe(3);
    await tree.select('u1');
    tree.remove('u1');
    expect(tree.children('h')).toEqual(['c9', 'u0']);
    expect(tree.activeNodeId).toBe('h');
  });

  it('refresh applies a rename and re-sorts', async () => {
    const objects: Record<string, TreeObject> = { h: home, u0: units[0], u1: units[1] };
    const { api } = fakeApi({ h: [units[0], units[1]] }, objects);
    const tree = new DefaultTreeService(api, 5);
    await tree.init('h');
    objects.u0 = { ...units[0], name: 'Zulu' };
    await tree.refresh('u0');
    expect(tree.node('u0')?.name).toBe('Zulu');
    expect(tree.children('h')).toEqual(['u1', 'u0']);
  });
});

describe('DefaultTreeService reveals the active node', () => {
  // home > 12 org units (the collector sorts first) > collector 'a1' > folder e1 > folder e2 holding 23 files.
  const home = obj('h', 'client', 'Demo', null, { ancestorIds: [] });
  const units = Array.from({ length: 12 }, (_, i) =>
    obj(`u${String(i).padStart(2, '0')}`, 'orgunit', `Unit ${String(i).padStart(2, '0')}`, 'h', { ancestorIds: ['h'] }),
  );
  const collector = obj('a1', 'appliance', 'Collector', 'u11', { ancestorIds: ['h', 'u11'] });
  const e1 = obj('e1', 'idxcontainer', 'data', 'a1', { ancestorIds: ['h', 'u11', 'a1'] });
  const e2 = obj('e2', 'idxcontainer', 'reports', 'e1', { ancestorIds: ['h', 'u11', 'a1', 'e1'] });
  const files = Array.from({ length: 23 }, (_, i) =>
    obj(`f${i}`, 'idxobject', `file-${String(i).padStart(2, '0')}.txt`, 'e2', { ancestorIds: ['h', 'u11', 'a1', 'e1', 'e2'] }),
  );
  const all = [home, ...units, collector, e1, e2, ...files];
  const objects = Object.fromEntries(all.map(o => [o.objectId, o]));
  const children = { h: units, u11: [collector], a1: [e1], e1: [e2], e2: files };

  const pagesAsked = (calls: ChildrenRequest[], parentId: string) =>
    calls.filter(c => c.parentId === parentId && c.options?.infoLevel === 'instance').map(c => c.options?.objectOffset);

  it('expands every ancestor and loads the page holding the next one at each level', async () => {
    const { api, calls } = fakeApi(children, objects);
    const tree = new DefaultTreeService(api, 5);
    await tree.init('h');
    expect(tree.children('h')).not.toContain('u11');
    await tree.select('f17');
    await tree.revealing;
    for (const id of ['h', 'u11', 'a1', 'e1', 'e2']) expect(tree.isExpanded(id)).toBe(true);
    // u11 is 12th of 12 under home: the page at offset 10; file 17 of 23: the page at offset 15.
    expect(tree.pageOffset('h')).toBe(10);
    expect(tree.children('h')).toContain('u11');
    expect(tree.pageOffset('e2')).toBe(15);
    expect(tree.children('e2')).toContain('f17');
    expect(pagesAsked(calls, 'e2')).toEqual([0, 15]);
    // Positions are found with cheap id listings, not by loading every page in between.
    expect(calls.filter(c => c.parentId === 'e2' && c.options?.infoLevel === 'simple')).toHaveLength(1);
    expect(tree.activeNode?.objectId).toBe('f17');
  });

  it('fetches the path of a node it only knows from a listing', async () => {
    const bare = { ...objects, f3: { ...files[3], ancestorIds: undefined } };
    const { api } = fakeApi(children, { ...bare, f3: files[3] });
    const tree = new DefaultTreeService(api, 5);
    await tree.init('h');
    tree.insert({ ...files[3], ancestorIds: undefined });
    await tree.reveal('f3');
    expect(tree.children('e2')).toContain('f3');
    expect(api.getObject).toHaveBeenCalledWith('f3', 'path');
  });

  it('does not reopen a collapsed ancestor when the same node is selected again (a tab change)', async () => {
    const { api } = fakeApi(children, objects);
    const tree = new DefaultTreeService(api, 5);
    await tree.init('h');
    await tree.select('e2');
    await tree.revealing;
    tree.collapse('a1');
    await tree.select('e2');
    await tree.revealing;
    expect(tree.isExpanded('a1')).toBe(false);
  });

  it('stops an earlier reveal once another node is selected', async () => {
    const { api } = fakeApi(children, objects);
    const tree = new DefaultTreeService(api, 5);
    await tree.init('h');
    const first = tree.select('f20');
    await tree.select('u00');
    await first;
    await tree.revealing;
    expect(tree.activeNode?.objectId).toBe('u00');
    expect(tree.isExpanded('e2')).toBe(false);
  });

  it('leaves the tree as it is when the node is outside it or gone from its parent', async () => {
    const stray = obj('x', 'orgunit', 'Elsewhere', 'zz', { ancestorIds: ['zz'] });
    const { api } = fakeApi({ ...children, e2: files.slice(0, 10) }, { ...objects, x: stray });
    const tree = new DefaultTreeService(api, 5);
    await tree.init('h');
    await tree.reveal('x');
    expect(tree.isExpanded('u11')).toBe(false);
    await tree.reveal('f17');
    expect(tree.isExpanded('e2')).toBe(true);
    expect(tree.children('e2')).not.toContain('f17');
  });
});
