import { allowedSections, allowedTabs, classMatches, sectionsForClass, tabsForClass, type NavigationDescriptors } from './tabs';
import { PERMISSION_CODES } from './permissions';

// A made-up variant: the rules read whatever sections and tabs are contributed (the product's own tables are
// checked against the spec in test/contract/spec-tables.test.ts).
const nav: NavigationDescriptors = {
  sections: [
    { id: 'files', order: 2, classes: ['client', 'idxcontainer'] },
    { id: 'admin', order: 1, classes: ['root', 'client'], needs: ['adm'] },
    { id: 'anywhere', order: 3 },
  ],
  tabs: [
    { section: 'admin', id: 'billing', order: 2, classes: ['root'], needs: ['bll'] },
    { section: 'admin', id: 'users', order: 1 },
    { section: 'files', id: 'browse', order: 1 },
    { section: 'files', id: 'edit', order: 2, classes: ['client'] },
  ],
};
const ALL = [...PERMISSION_CODES];

describe('sections', () => {
  it('show on their own classes in display order; aliases count as their class', () => {
    expect(sectionsForClass(nav.sections, 'client')).toEqual(['admin', 'files', 'anywhere']);
    expect(sectionsForClass(nav.sections, 'rootclient')).toEqual(['admin', 'anywhere']);
  });
  it('without classes show on every container node and nowhere else', () => {
    expect(sectionsForClass(nav.sections, 'idxcontainer')).toEqual(['files', 'anywhere']);
    expect(sectionsForClass(nav.sections, 'idxobject')).toEqual([]);
    expect(sectionsForClass(nav.sections, 'user')).toEqual([]);
  });
  it('need all their codes', () => {
    expect(allowedSections(nav.sections, 'client', ['get'])).toEqual(['files', 'anywhere']);
    expect(allowedSections(nav.sections, 'client', ['adm'])).toEqual(['admin', 'files', 'anywhere']);
  });
});

describe('tabs', () => {
  it('show where their section shows, narrowed by their own classes, in order', () => {
    expect(tabsForClass(nav, 'admin', 'root')).toEqual(['users', 'billing']);
    expect(tabsForClass(nav, 'admin', 'client')).toEqual(['users']);
    expect(tabsForClass(nav, 'files', 'idxcontainer')).toEqual(['browse']);
    expect(tabsForClass(nav, 'admin', 'idxcontainer')).toEqual([]);
  });
  it('an unknown section has no tabs', () => expect(tabsForClass(nav, 'nowhere', 'client')).toEqual([]));
  it("need their section's codes and their own", () => {
    expect(allowedTabs(nav, 'admin', 'root', ALL)).toEqual(['users', 'billing']);
    expect(
      allowedTabs(
        nav,
        'admin',
        'root',
        ALL.filter(c => c !== 'bll'),
      ),
    ).toEqual(['users']);
    expect(allowedTabs(nav, 'admin', 'root', ['bll'])).toEqual([]);
  });
  it("the node's own permissions win over the user's", () => {
    expect(allowedTabs(nav, 'admin', 'root', ALL, ['adm'])).toEqual(['users']);
    expect(allowedTabs(nav, 'admin', 'root', ['adm'], ['adm', 'bll'])).toEqual(['users', 'billing']);
  });
});

describe('classMatches', () => {
  it('matches aliases and treats no classes as every class', () => {
    expect(classMatches('rootclient', ['root'])).toBe(true);
    expect(classMatches('idxcontainer', ['directory'])).toBe(true);
    expect(classMatches('client', ['root'])).toBe(false);
    expect(classMatches('client', undefined)).toBe(true);
  });
});
