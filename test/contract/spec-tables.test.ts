/**
 * The spec's visibility tables (spec 000 §2 "Which sections show per node class", "Administration tabs per node
 * class", and the tabs of spec 001 §2) hold for the platform variant as the sum of what its plugins contribute:
 * no table of sections or tabs exists anywhere else.
 */
import { allowedSections, allowedTabs, PERMISSION_CODES, sectionsForClass, tabsForClass, type NavigationDescriptors } from '@fathom/sdk/api';
import { Sections, Tabs, type SectionContribution, type TabContribution } from '@fathom/sdk/web';
import { contributionsOf } from '@fathom/sdk/testing';
import { VARIANTS } from '../../host/web/variants';

const plugins = VARIANTS.platform.plugins;
const nav: NavigationDescriptors = {
  sections: plugins.flatMap(p => contributionsOf<SectionContribution>(p, Sections)),
  tabs: plugins.flatMap(p => contributionsOf<TabContribution>(p, Tabs)),
};
const ALL = [...PERMISSION_CODES];
const SIX = ['dashboard', 'discover', 'policy', 'administration', 'reports', 'actions'];
const ADMIN_ALL = [
  'users',
  'roles',
  'tags',
  'permissions',
  'installer',
  'activate',
  'licensing',
  'billing',
  'configuration',
  'clientsearch',
  'console',
  'ai',
  'updates',
];

describe('which sections show per node class (spec 000 §2)', () => {
  it.each(['root', 'rootclient', 'platform', 'client', 'appliance', 'appagt', 'agent', 'orgunit', 'appunit'])('%s shows all six', c => {
    expect(sectionsForClass(nav.sections, c)).toEqual(SIX);
  });
  it('directory shows discover and reports only', () => expect(sectionsForClass(nav.sections, 'idxcontainer')).toEqual(['discover', 'reports']));
  it.each(['idxobject', 'user', 'group', 'worker'])('%s shows none', c => expect(sectionsForClass(nav.sections, c)).toEqual([]));
  it('filters by section needs (spec 000 §6)', () => {
    expect(allowedSections(nav.sections, 'client', ['get'])).toEqual(['dashboard', 'discover', 'reports', 'actions']);
    expect(allowedSections(nav.sections, 'client', [])).toEqual(['discover', 'reports']);
    expect(allowedSections(nav.sections, 'client', ['get', 'pol', 'adm'])).toEqual(SIX);
  });
});

describe('administration tabs per node class (spec 000 §2 table)', () => {
  it.each([
    ['root', ADMIN_ALL],
    ['rootclient', ADMIN_ALL],
    ['platform', ADMIN_ALL],
    ['client', ['users', 'roles', 'tags', 'permissions', 'installer', 'activate', 'licensing', 'configuration']],
    ['appliance', ['tags', 'permissions', 'installer', 'activate', 'console']],
    ['appagt', ['tags', 'permissions', 'installer', 'activate', 'console']],
    ['agent', ['tags', 'permissions', 'installer', 'activate', 'console']],
    ['orgunit', ['tags', 'permissions', 'installer', 'activate']],
    ['appunit', ['tags', 'permissions', 'installer', 'activate']],
    ['idxcontainer', []],
    ['idxobject', []],
    ['user', []],
    ['group', []],
    ['worker', []],
  ])('%s', (classId, tabs) => {
    expect(tabsForClass(nav, 'administration', classId)).toEqual(tabs);
  });
});

describe('tabs of the other sections', () => {
  it('dashboard shows its seven tabs for every class with sections, none for a directory', () => {
    for (const c of ['root', 'platform', 'client', 'orgunit', 'appunit', 'appliance', 'appagt', 'agent']) {
      expect(tabsForClass(nav, 'dashboard', c)).toEqual(['welcome', 'main', 'esg', 'it', 'status', 'events', 'information']);
    }
    expect(tabsForClass(nav, 'dashboard', 'idxcontainer')).toEqual([]);
  });
  it('a directory shows discover tabs but no policy tabs', () => {
    expect(tabsForClass(nav, 'discover', 'idxcontainer')).toEqual(['ask', 'search', 'browse']);
    expect(tabsForClass(nav, 'policy', 'idxcontainer')).toEqual([]);
  });
  it('policy lists its seven tabs in order', () => {
    expect(tabsForClass(nav, 'policy', 'client')).toEqual(['sources', 'classifications', 'targets', 'integrations', 'settings', 'actions', 'encryption']);
  });
  it('files, users, groups and workers show nothing anywhere', () => {
    for (const c of ['idxobject', 'user', 'group', 'worker'])
      for (const s of ['dashboard', 'discover', 'policy', 'administration']) expect(tabsForClass(nav, s, c)).toEqual([]);
  });
  it('reports and actions have no tabs', () => {
    expect(tabsForClass(nav, 'reports', 'client')).toEqual([]);
    expect(tabsForClass(nav, 'actions', 'client')).toEqual([]);
  });
});

describe('tab permissions (spec 000 §6)', () => {
  it('billing needs bll and updates needs ctl', () => {
    const withoutBllCtl = ALL.filter(c => c !== 'bll' && c !== 'ctl');
    const tabs = allowedTabs(nav, 'administration', 'root', withoutBllCtl);
    expect(tabs).not.toContain('billing');
    expect(tabs).not.toContain('updates');
    expect(tabs).toContain('users');
    expect(allowedTabs(nav, 'administration', 'root', ALL)).toEqual(ADMIN_ALL);
  });
  it("the node's own permissions win over the user's", () => {
    expect(allowedTabs(nav, 'administration', 'platform', ALL, ['adm'])).not.toContain('billing');
    expect(allowedTabs(nav, 'administration', 'platform', ['adm'], ['adm', 'bll'])).toContain('billing');
  });
});
