import { actionAppliesToClass, actionPermitted, hasPermissions, moveTargetRefusal } from './permissions';
import { compareSiblings } from './classes';

describe('hasPermissions', () => {
  it('needs every code', () => {
    expect(hasPermissions(['get', 'pol'], ['get'])).toBe(false);
    expect(hasPermissions(['get', 'pol'], ['get', 'pol', 'adm'])).toBe(true);
    expect(hasPermissions([], [])).toBe(true);
  });
  it("prefers the node's permissions when present", () => {
    expect(hasPermissions(['adm'], ['adm'], ['get'])).toBe(false);
    expect(hasPermissions(['adm'], ['get'], ['adm'])).toBe(true);
    expect(hasPermissions(['adm'], ['adm'], [])).toBe(true);
  });
});

describe('node actions', () => {
  it('classes', () => {
    expect(actionAppliesToClass('rename', 'rootclient')).toBe(true);
    expect(actionAppliesToClass('delete', 'rootclient')).toBe(false);
    expect(actionAppliesToClass('rescanFolder', 'idxcontainer')).toBe(true);
    expect(actionAppliesToClass('scanNow', 'appliance')).toBe(false);
  });
  it('codes', () => {
    expect(actionPermitted('rename', ['upd'])).toBe(true);
    expect(actionPermitted('rename', ['get'])).toBe(false);
    expect(actionPermitted('move', ['add'])).toBe(true);
    expect(actionPermitted('pause', ['ctl'])).toBe(true);
    expect(actionPermitted('exportPolicy', ['pol'])).toBe(false);
    expect(actionPermitted('exportPolicy', ['pol', 'upd'])).toBe(true);
    expect(actionPermitted('addOrganisation', ['add'])).toBe(false);
  });
});

describe('move targets', () => {
  const moved = { objectId: 'a', classId: 'orgunit', parentId: 'p' };
  it('refuses itself, descendants, siblings, current parent, platform and wrong types', () => {
    expect(moveTargetRefusal(moved, { objectId: 'a', classId: 'orgunit' })).toMatch(/itself/);
    expect(moveTargetRefusal(moved, { objectId: 'd', classId: 'orgunit', ancestorIds: ['p', 'a'] })).toMatch(/descendant/);
    expect(moveTargetRefusal(moved, { objectId: 's', classId: 'orgunit', parentId: 'p' })).toMatch(/sibling/);
    expect(moveTargetRefusal(moved, { objectId: 'p', classId: 'client' })).toMatch(/already/);
    expect(moveTargetRefusal(moved, { objectId: 'x', classId: 'platform' })).toMatch(/platform/);
    expect(moveTargetRefusal({ objectId: 'c', classId: 'client', parentId: 'r' }, { objectId: 'x', classId: 'appliance', parentId: 'q' })).toMatch(
      /cannot hold/,
    );
    expect(moveTargetRefusal(moved, null)).toMatch(/Select/);
  });
  it('accepts allowed parents', () => {
    expect(moveTargetRefusal(moved, { objectId: 'c', classId: 'client', parentId: 'r' })).toBeNull();
    expect(moveTargetRefusal({ objectId: 'u', classId: 'appunit', parentId: 'p' }, { objectId: 'ap', classId: 'appliance', parentId: 'q' })).toBeNull();
  });
});

describe('sibling order', () => {
  it('orders by class rank then name', () => {
    const items = [
      { classId: 'platform', name: 'a' },
      { classId: 'orgunit', name: 'b' },
      { classId: 'orgunit', name: 'A' },
      { classId: 'idxcontainer', name: 'd' },
      { classId: 'client', name: 'z' },
      { classId: 'appagt', name: 'y' },
      { classId: 'rootclient', name: 'r' },
    ];
    expect(items.sort(compareSiblings).map(i => `${i.classId}:${i.name}`)).toEqual([
      'rootclient:r',
      'client:z',
      'appagt:y',
      'orgunit:A',
      'orgunit:b',
      'idxcontainer:d',
      'platform:a',
    ]);
  });
});
