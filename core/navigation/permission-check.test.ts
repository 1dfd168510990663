import { allowedTabs, ORGANISATION_CLASSES, type PermissionCode, type TabDescriptor, type TreeObject } from '@fathom/sdk/api';
import { checkNavigation, NAVIGATION_MESSAGES, type NavigationRequest } from './permission-check';

const ALL = ['add', 'del', 'upd', 'ctl', 'get', 'adm', 'pol', 'bll', 'act'];
const node = (objectId: string, classId: string, permissions: string[] = ALL, name = objectId): TreeObject => ({
  objectId,
  classId,
  name,
  parentId: null,
  tags: {},
  permissions: permissions as never,
});
const WITH_DIRECTORIES = [...ORGANISATION_CLASSES, 'idxcontainer'];
// Sections and tabs as the area plugins contribute them (spec 000 §2, §6).
const sections = [
  { route: 'dashboard', title: 'Dashboard', hasTabs: true, defaultTab: 'main', order: 1, classes: ORGANISATION_CLASSES, needs: ['get'] as PermissionCode[] },
  { route: 'discover', title: 'Discover', hasTabs: true, defaultTab: 'search', order: 2, classes: WITH_DIRECTORIES, needs: [] },
  { route: 'policy', title: 'Policy', hasTabs: true, order: 3, classes: ORGANISATION_CLASSES, needs: ['get', 'pol'] as PermissionCode[] },
  {
    route: 'administration',
    title: 'Administration',
    hasTabs: true,
    order: 4,
    classes: ORGANISATION_CLASSES,
    needs: ['adm'] as PermissionCode[],
    refusesQuietly: true,
  },
  { route: 'reports', title: 'Reports', hasTabs: false, order: 5, classes: WITH_DIRECTORIES, needs: [] },
];
const tab = (section: string, id: string, order: number, classes?: string[]): TabDescriptor => ({ section, id, order, classes });
const tabs = [
  tab('dashboard', 'main', 1),
  tab('dashboard', 'esg', 2),
  tab('discover', 'search', 1),
  tab('discover', 'browse', 2),
  tab('policy', 'sources', 1),
  tab('policy', 'settings', 2),
  tab('administration', 'users', 1, ['root', 'platform', 'client']),
  tab('administration', 'tags', 2),
];
const nav = { sections: sections.map(s => ({ ...s, id: s.route })), tabs };
const base = (over: Partial<NavigationRequest>): NavigationRequest => ({
  section: 'dashboard',
  tab: 'main',
  node: node('c1', 'client'),
  change: 'page',
  ancestors: [],
  homeId: 'home',
  userPermissions: ALL,
  sections,
  tabsFor: (s, n) => allowedTabs(nav, s, n.classId, ALL, n.permissions),
  ...over,
});

describe('checkNavigation outcomes (spec 000 §6)', () => {
  it('allows a page the node shows with the codes held', () => {
    expect(checkNavigation(base({}))).toEqual({ kind: 'allow' });
    expect(checkNavigation(base({ section: 'reports', tab: undefined }))).toEqual({ kind: 'allow' });
  });

  it('no tab available: stays put with an error notice', () => {
    const out = checkNavigation(base({ node: node('f1', 'user', [], 'Jane') }));
    expect(out).toEqual({ kind: 'stay', reason: 'noTabAvailable', notice: { level: 'error', message: NAVIGATION_MESSAGES.noTab('Jane') } });
  });

  it('no permission to open the node: the dashboard under the home node', () => {
    const out = checkNavigation(base({ node: null, section: 'policy', tab: 'sources' }));
    expect(out).toMatchObject({ kind: 'redirect', reason: 'noNodePermission', to: { section: 'dashboard', tab: 'main', nodeId: 'home' } });
    expect((out as { notice: { trace?: string } }).notice.trace).toBeUndefined();
  });

  it("a node the server refused: the error notice carries the server's answer as its trace", () => {
    const out = checkNavigation(base({ node: null, nodeError: 'GET /database/object objectId=x\nObjectNotFound: No object x' }));
    expect(out).toMatchObject({
      kind: 'redirect',
      reason: 'noNodePermission',
      notice: { level: 'error', message: NAVIGATION_MESSAGES.noNode, trace: 'GET /database/object objectId=x\nObjectNotFound: No object x' },
    });
  });

  it('no permission to see the page: the first available tab, with a notice except in administration', () => {
    const n = node('c1', 'client', ['get']);
    const policy = checkNavigation(base({ node: n, section: 'policy', tab: 'sources' }));
    expect(policy).toEqual({
      kind: 'redirect',
      reason: 'noPagePermission',
      to: { section: 'dashboard', tab: 'main', nodeId: 'c1' },
      notice: { level: 'info', message: NAVIGATION_MESSAGES.insufficient('Policy') },
    });
    const admin = checkNavigation(base({ node: n, section: 'administration', tab: 'users' }));
    expect(admin).toMatchObject({ kind: 'redirect', reason: 'noPagePermission', to: { section: 'dashboard' } });
    expect((admin as { notice?: unknown }).notice).toBeUndefined();
  });

  it('default landing is discover when the node lacks the dashboard codes', () => {
    const n = node('c1', 'client', ['upd']);
    expect(checkNavigation(base({ node: n, section: 'policy', tab: 'sources' }))).toMatchObject({ to: { section: 'discover', tab: 'search' } });
  });

  it('page not displayable for the current node: the first tab', () => {
    const dir = node('d1', 'idxcontainer');
    expect(checkNavigation(base({ node: dir, section: 'dashboard', tab: 'main' }))).toEqual({
      kind: 'redirect',
      reason: 'pageNotForNode',
      to: { section: 'discover', tab: 'search', nodeId: 'd1' },
    });
  });

  it('tab not available: the first tab of the section with an info notice', () => {
    const unit = node('u1', 'orgunit', ALL, 'Head Office');
    const out = checkNavigation(base({ node: unit, section: 'administration', tab: 'users' }));
    expect(out).toEqual({
      kind: 'redirect',
      reason: 'tabNotAvailable',
      to: { section: 'administration', tab: 'tags', nodeId: 'u1' },
      notice: { level: 'info', message: NAVIGATION_MESSAGES.tabNotAvailable('users', 'Head Office') },
    });
  });

  it('a section without a tab goes to its default tab', () => {
    expect(checkNavigation(base({ tab: undefined }))).toMatchObject({
      kind: 'redirect',
      reason: 'defaultTab',
      to: { section: 'dashboard', tab: 'main', nodeId: 'c1' },
    });
  });

  it('a selected node whose class never shows the section: its own first page, with an info notice', () => {
    const dir = node('d2', 'idxcontainer', ALL, 'letters');
    const ancestors = [node('d1', 'idxcontainer'), node('a1', 'appagt'), node('c1', 'client')];
    expect(checkNavigation(base({ node: dir, change: 'node', ancestors, section: 'dashboard', tab: 'main' }))).toEqual({
      kind: 'redirect',
      reason: 'pageNotForNode',
      to: { section: 'discover', tab: 'search', nodeId: 'd2' },
      notice: { level: 'info', message: NAVIGATION_MESSAGES.sectionNotForNode('Dashboard', 'letters', 'Discover') },
    });
  });

  it('a tab not displayable for the selected node: moves to the nearest ancestor where allowed', () => {
    const unit = node('u1', 'orgunit', ALL, 'Head Office');
    expect(
      checkNavigation(base({ node: unit, change: 'node', ancestors: [node('c1', 'client', ALL, 'Demo')], section: 'administration', tab: 'users' })),
    ).toEqual({
      kind: 'redirect',
      reason: 'movedToAncestor',
      to: { section: 'administration', nodeId: 'c1', tab: 'users' },
      notice: { level: 'info', message: NAVIGATION_MESSAGES.movedToAncestor('users', 'Head Office', 'Demo') },
    });
  });

  it('page not displayable for the selected node and no ancestor allows it: the first tab', () => {
    const dir = node('d2', 'idxcontainer');
    expect(checkNavigation(base({ node: dir, change: 'node', ancestors: [node('d1', 'idxcontainer')], section: 'policy', tab: 'sources' }))).toMatchObject({
      kind: 'redirect',
      reason: 'pageNotForNode',
      to: { section: 'discover', nodeId: 'd2' },
    });
  });

  it('a failed check shows the thrown message, or a general permissions error', () => {
    const thrown = checkNavigation(
      base({
        tabsFor: () => {
          throw new Error('Tabs unavailable');
        },
      }),
    );
    expect(thrown).toEqual({ kind: 'stay', reason: 'checkFailed', notice: { level: 'error', message: 'Tabs unavailable' } });
    const silent = checkNavigation(
      base({
        tabsFor: () => {
          throw new Error('');
        },
      }),
    );
    expect(silent).toMatchObject({ notice: { message: NAVIGATION_MESSAGES.general } });
  });

  it('basic mode skips the check', () => {
    expect(checkNavigation(base({ node: null, skip: true }))).toEqual({ kind: 'allow' });
  });
});
