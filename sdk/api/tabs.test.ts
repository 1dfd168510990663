import { allowedTabs, classesShowingTab, classMatches, tabsForClass } from './tabs';
import { PERMISSION_CODES } from './permissions';

const ALL = [...PERMISSION_CODES];
const ADMIN_ALL = ['users', 'roles', 'tags', 'permissions', 'installer', 'activate', 'licensing', 'billing', 'configuration', 'clientsearch', 'console', 'ai', 'updates'];

describe('tabsForClass: administration tabs per node class (spec 000 §2 table)', () => {
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
    expect(tabsForClass('administration', classId)).toEqual(tabs);
  });
});

describe('tabsForClass: other sections', () => {
  it('dashboard shows its seven tabs for every class with sections, none for a directory', () => {
    for (const c of ['root', 'platform', 'client', 'orgunit', 'appunit', 'appliance', 'appagt', 'agent']) {
      expect(tabsForClass('dashboard', c)).toEqual(['welcome', 'main', 'esg', 'it', 'status', 'events', 'information']);
    }
    expect(tabsForClass('dashboard', 'idxcontainer')).toEqual([]);
  });
  it('a directory shows discover tabs but no policy tabs', () => {
    expect(tabsForClass('discover', 'idxcontainer')).toEqual(['ask', 'search', 'browse']);
    expect(tabsForClass('policy', 'idxcontainer')).toEqual([]);
  });
  it('policy lists its seven tabs in order', () => {
    expect(tabsForClass('policy', 'client')).toEqual(['sources', 'classifications', 'targets', 'integrations', 'settings', 'actions', 'encryption']);
  });
  it('files, users, groups and workers show nothing anywhere', () => {
    for (const c of ['idxobject', 'user', 'group', 'worker']) for (const s of ['dashboard', 'discover', 'policy', 'administration']) expect(tabsForClass(s, c)).toEqual([]);
  });
  it('reports and actions have no tabs', () => {
    expect(tabsForClass('reports', 'client')).toEqual([]);
    expect(tabsForClass('actions', 'client')).toEqual([]);
  });
  it('an unknown section has no tabs', () => {
    expect(tabsForClass('nowhere', 'client')).toEqual([]);
  });
});

describe('allowedTabs: permissions', () => {
  it('billing needs bll and updates needs ctl', () => {
    const withoutBllCtl = ALL.filter(c => c !== 'bll' && c !== 'ctl');
    const tabs = allowedTabs('administration', 'root', withoutBllCtl);
    expect(tabs).not.toContain('billing');
    expect(tabs).not.toContain('updates');
    expect(tabs).toContain('users');
    expect(allowedTabs('administration', 'root', ALL)).toEqual(ADMIN_ALL);
  });
  it("the node's own permissions win over the user's", () => {
    expect(allowedTabs('administration', 'platform', ALL, ['adm'])).not.toContain('billing');
    expect(allowedTabs('administration', 'platform', ['adm'], ['adm', 'bll'])).toContain('billing');
  });
});

describe('classesShowingTab', () => {
  it('console shows on collectors and aggregators, root and platform', () => {
    expect(classesShowingTab('administration', 'console')).toEqual(['root', 'platform', 'appliance', 'appagt', 'agent']);
  });
  it('users shows on root, platform and client', () => {
    expect(classesShowingTab('administration', 'users')).toEqual(['root', 'platform', 'client']);
  });
  it('discover tabs include directories', () => {
    expect(classesShowingTab('discover', 'search')).toContain('idxcontainer');
  });
});

describe('classMatches', () => {
  it('normalises aliases and accepts an absent list', () => {
    expect(classMatches('rootclient', ['root'])).toBe(true);
    expect(classMatches('idxcontainer', ['idxcontainer'])).toBe(true);
    expect(classMatches('client', ['orgunit'])).toBe(false);
    expect(classMatches('client', undefined)).toBe(true);
  });
});
