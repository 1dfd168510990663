import { screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { definePlugin, NodeActions, Sections, Tabs, useService, type TabContribution } from '../web';
import { ApiClient, PermissionService, TreeService } from '../web/services';
import { contributionsOf, mockApi, mockPermissions, mockServices, mockTree, registeredContributions, renderWithServices, servicesOf, testObject } from '.';

function Greeting() {
  const api = useService(ApiClient);
  const can = useService(PermissionService).can(['pol'], null);
  const [name, setName] = useState('');
  useEffect(() => {
    void api.get<{ name: string }>('/who').then(r => setName(r.name));
  }, [api]);
  return (
    <p>
      {name ? `Hello, ${name}` : 'Waiting'}
      {can ? ' (policy)' : ''}
    </p>
  );
}

describe('sdk/testing mocks', () => {
  it('renders with mock services whose answers the test sets and whose calls it checks', async () => {
    const s = mockServices({ api: mockApi({ get: jest.fn(async () => ({ name: 'Ada' })) }), permissions: mockPermissions(['get']) });
    renderWithServices(<Greeting />, s.services);
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(s.api.get).toHaveBeenCalledWith('/who');
    expect(s.permissions.can).toHaveBeenCalledWith(['pol'], null);
  });

  it('answers only the tokens given, by name when one is missing', () => {
    const services = servicesOf([[ApiClient, mockApi()]]);
    expect(services.tryGet(TreeService)).toBeUndefined();
    expect(() => services.get(TreeService)).toThrow('No fake for core.tree');
  });

  it('a mock tree knows its nodes and roots but expands nothing', () => {
    const tree = mockTree([testObject('r', 'root'), testObject('c', 'client', { parentId: 'r' })]);
    expect(tree.roots()).toEqual(['r']);
    expect(tree.homeId).toBe('r');
    expect(tree.pathOf('c').map(n => n.objectId)).toEqual(['c']);
    expect(tree.children()).toEqual([]);
    expect(tree.node('c')?.classId).toBe('client');
  });
});

describe('sdk/testing contributions', () => {
  const tab = (id: string): TabContribution => ({
    id,
    section: 'dashboard',
    title: id,
    info: `${id} tab`,
    order: 1,
    load: async () => ({ default: () => null }),
  });
  const plugin = definePlugin({
    id: 'two-tabs',
    register(r) {
      r.contribute(Tabs, tab('one'));
      r.contribute(Tabs, tab('two'));
    },
  });

  it('reads what a plugin contributes, by point and in order, without a host', () => {
    expect(contributionsOf(plugin, Tabs).map(t => t.id)).toEqual(['one', 'two']);
    expect(contributionsOf(plugin, Sections)).toEqual([]);
    expect([...registeredContributions(plugin).keys()]).toEqual([Tabs]);
    expect(registeredContributions(plugin).get(NodeActions)).toBeUndefined();
  });
});
