import { NodeActions, NOT_READY_REASON, Sections, Tabs, type NodeActionContribution, type SectionContribution, type TabContribution } from '@fathom/sdk/web';
import { nodeActionRule } from '@fathom/sdk/api';
import { contributionsOf } from '@fathom/sdk/testing';
import plugin from './index';

function contributions() {
  return { sections: contributionsOf<SectionContribution>(plugin, Sections), tabs: contributionsOf<TabContribution>(plugin, Tabs) };
}

describe('administration plugin', () => {
  it('contributes the section and its thirteen tabs in the spec order, each lazy, each needing adm', async () => {
    const { sections, tabs } = contributions();
    expect(sections.map(s => [s.id, s.route, s.defaultTab])).toEqual([['administration', 'administration', 'tags']]);
    expect(tabs.map(t => t.id)).toEqual([
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
    ]);
    for (const t of tabs) {
      expect(t.needs).toContain('adm');
      expect(t.info.length).toBeGreaterThan(5);
      const mod = await t.load();
      expect(typeof mod.default).toBe('function');
    }
  });
  it('limits each tab to the classes of the spec table', () => {
    const { tabs } = contributions();
    const classes = Object.fromEntries(tabs.map(t => [t.id, t.classes]));
    expect(classes.users).toEqual(['root', 'platform', 'client']);
    expect(classes.console).toEqual(['root', 'platform', 'appliance', 'appagt', 'agent']);
    expect(classes.tags).toEqual(['root', 'platform', 'client', 'appliance', 'appagt', 'agent', 'orgunit', 'appunit']);
    expect(classes.billing).toEqual(['root', 'platform']);
  });
  it('billing needs bll and updates needs ctl', () => {
    const { tabs } = contributions();
    expect(tabs.find(t => t.id === 'billing')!.needs).toEqual(['adm', 'bll']);
    expect(tabs.find(t => t.id === 'updates')!.needs).toEqual(['adm', 'ctl']);
  });
});

describe('installer node actions', () => {
  it('contributes add aggregator, aggregator-collector, static worker, collector, reinstall and add organisation, each opening a dialog under its sdk/api rule', () => {
    const actions = contributionsOf<NodeActionContribution>(plugin, NodeActions);
    expect(actions.map(a => a.id)).toEqual(['add-appliance', 'add-appagt', 'add-static-worker', 'add-agent', 'reinstall', 'add-organisation']);
    expect(actions.find(a => a.id === 'add-static-worker')!.classes).toEqual(nodeActionRule('addStaticWorker').classes);
    for (const a of actions) expect(a.dialog).toBeInstanceOf(Function);
    expect(actions.find(a => a.id === 'add-agent')!.classes).toEqual(nodeActionRule('addAgent').classes);
    const ctx = { isPaused: false, isReadyToWork: false, isDesktop: false, airGapped: false };
    for (const id of ['add-agent', 'add-static-worker'])
      expect(actions.find(a => a.id === id)!.disabledReason!({ objectId: 'a', parentId: null, name: 'A', classId: 'appliance', tags: {} }, ctx)).toBe(
        NOT_READY_REASON,
      );
  });
});
