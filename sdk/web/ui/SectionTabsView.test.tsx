import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PERMISSION_CODES, type TreeObject } from '../../api';
import { Sections, Tabs, type SectionContribution, type TabContribution } from '../extension-points';
import { ServicesProvider, type ConsoleServices } from '../hooks';
import { PermissionService } from '../services';
import { SectionTabsView } from './SectionTabsView';
import { visibleTabs } from '../tab-visibility';

const ADMIN = [
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
const ORGANISATION = ['root', 'platform', 'client', 'appliance', 'appagt', 'agent', 'orgunit', 'appunit'];
// Classes as the administration plugin contributes them (spec 000 §2 table).
const CLASSES: Record<string, string[]> = {
  users: ['root', 'platform', 'client'],
  roles: ['root', 'platform', 'client'],
  licensing: ['root', 'platform', 'client'],
  configuration: ['root', 'platform', 'client'],
  billing: ['root', 'platform'],
  clientsearch: ['root', 'platform'],
  ai: ['root', 'platform'],
  updates: ['root', 'platform'],
  console: ['root', 'platform', 'appliance', 'appagt', 'agent'],
};
const sections: SectionContribution[] = [
  {
    id: 'administration',
    order: 1,
    classes: ORGANISATION,
    needs: ['adm'],
    route: 'administration',
    title: 'Administration',
    icon: 'pi pi-cog',
    tooltip: '',
    load: async () => ({ default: () => null }),
  },
];
const tabs: TabContribution[] = ADMIN.map((id, i) => ({
  section: 'administration',
  id,
  title: id.toUpperCase(),
  info: `About ${id}`,
  order: i,
  classes: CLASSES[id],
  load: async () => ({ default: ({ node }: { node: TreeObject }) => <p>{`${id} of ${node.name}`}</p> }),
}));
const node = (classId: string, permissions?: string[]): TreeObject => ({
  objectId: `id-${classId}`,
  parentId: null,
  name: `N-${classId}`,
  classId,
  tags: {},
  permissions: permissions as never,
});

function renderSection(n: TreeObject, tab: string | undefined, codes: string[]) {
  const services: ConsoleServices = {
    get: (<T,>(t: { id: string }) => {
      if (t.id === PermissionService.id) return { codesFor: () => codes, can: (c: string[]) => c.every(x => codes.includes(x)) } as T;
      throw new Error(t.id);
    }) as ConsoleServices['get'],
    tryGet: () => undefined,
    contributions: (<C,>(p: { id: string }) =>
      (p.id === Tabs.id ? tabs : p.id === Sections.id ? sections : []) as unknown as C[]) as ConsoleServices['contributions'],
  };
  return render(
    <MemoryRouter>
      <ServicesProvider services={services}>
        <SectionTabsView section="administration" title="Administration" node={n} tab={tab} />
      </ServicesProvider>
    </MemoryRouter>,
  );
}

describe('visibleTabs', () => {
  const all = [...PERMISSION_CODES];
  it.each([
    ['client', ['users', 'roles', 'tags', 'permissions', 'installer', 'activate', 'licensing', 'configuration']],
    ['orgunit', ['tags', 'permissions', 'installer', 'activate']],
    ['appagt', ['tags', 'permissions', 'installer', 'activate', 'console']],
    ['root', ADMIN],
    ['idxcontainer', []],
  ])('administration on a %s', (classId, expected) => {
    expect(visibleTabs(sections, tabs, 'administration', node(classId), all).map(t => t.id)).toEqual(expected);
  });
  it("honours a contribution's own classes and codes", () => {
    const narrowed = tabs.map(t => (t.id === 'tags' ? { ...t, classes: ['client'] } : t.id === 'roles' ? { ...t, needs: ['bll' as const] } : t));
    expect(visibleTabs(sections, narrowed, 'administration', node('orgunit'), all).map(t => t.id)).not.toContain('tags');
    expect(
      visibleTabs(
        sections,
        narrowed,
        'administration',
        node('client'),
        all.filter(c => c !== 'bll'),
      ).map(t => t.id),
    ).not.toContain('roles');
  });
});

describe('SectionTabsView', () => {
  it('shows the tabs of the node class with their info and renders the active one lazily', async () => {
    renderSection(node('orgunit'), 'permissions', [...PERMISSION_CODES]);
    const strip = screen.getAllByRole('tab');
    expect(strip.map(t => t.textContent)).toEqual(['TAGS', 'PERMISSIONS', 'INSTALLER', 'ACTIVATE']);
    expect(screen.getByRole('tab', { name: 'PERMISSIONS' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'TAGS' })).toHaveAttribute('title', 'About tags');
    expect(screen.getByRole('tab', { name: 'TAGS' })).toHaveAttribute('href', '/administration/tags?activeNodeId=id-orgunit');
    expect(await screen.findByText('permissions of N-orgunit')).toBeInTheDocument();
  });
  it('falls back to the first tab when the asked one is not available', async () => {
    renderSection(node('orgunit'), 'users', [...PERMISSION_CODES]);
    expect(await screen.findByText('tags of N-orgunit')).toBeInTheDocument();
  });
  it('says so when no tab is available', () => {
    renderSection(node('idxcontainer'), undefined, [...PERMISSION_CODES]);
    expect(screen.getByText('No tab available')).toBeInTheDocument();
  });
});
