/** The logged-in console: licence gate, top bar, resizable tree drawer, breadcrumbs, section tabs, main area, footer. */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { hasPermissions, type TreeObject } from '@fathom/sdk/api';
import { useContributions, useService } from '@fathom/sdk/web/hooks';
import { Sections, SettingsPages, type LazyComponent, type SectionContribution, type SectionProps } from '@fathom/sdk/web/extension-points';
import { ApiClient, AuthService, ConsoleEnvironment, EventsService, NotificationService, TreeService } from '@fathom/sdk/web/services';
import { lazyComponent } from '@fathom/sdk/web/preload';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';
import { handleRoomEvent } from '../events/tree-event-handlers';
import { defaultPage, firstSection, normaliseRoute, pageUrl } from '../navigation/routes';
import { UiSettingsToken } from '../settings/UiSettingsStore';
import { ErrorBoundary } from '../ui/StatusScreens';
import { PageSpinner } from '../ui/PageSpinner';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { LicenceGate } from './LicenceGate';
import { NavTree } from './NavTree';
import type { NodeActionEnvironment } from './node-actions';
import { NodePanelsArea } from './NodePanels';
import { SectionTabBar, visibleSections } from './SectionTabBar';
import { SettingsSidebar, visibleSettingsPages } from './SettingsSidebar';
import { TopBar } from './TopBar';
import { usePageGuard } from './usePageGuard';
import { useDrawer } from './useDrawer';

const lazyCache = new WeakMap<LazyComponent<any>, ComponentType<any>>();
function lazyOf<P>(load: LazyComponent<P>): ComponentType<P> {
  let c = lazyCache.get(load);
  if (!c) {
    c = lazy(load);
    lazyCache.set(load, c);
  }
  return c as ComponentType<P>;
}

export default function Shell() {
  return (
    <LicenceGate>
      <ShellFrame />
    </LicenceGate>
  );
}

const ShellFrame = observer(function ShellFrame() {
  const tree = useService(TreeService) as TreeService & { init(homeId: string): Promise<void>; homeId: string | null };
  const auth = useService(AuthService);
  const events = useService(EventsService);
  const api = useService(ApiClient);
  const env = useService(ConsoleEnvironment);
  const notifications = useService(NotificationService);
  const sections = useContributions(Sections);
  const settingsPages = useContributions(SettingsPages);
  const queries = useQueryClient();
  const navigate = useNavigate();
  const user = auth.user!;
  const [treeReady, setTreeReady] = useState(tree.homeId === user.homeId && tree.roots().length > 0);
  const [treeError, setTreeError] = useState<string | null>(null);
  const drawer = useDrawer(useService(UiSettingsToken));

  useEffect(() => {
    if (!treeReady)
      tree.init(user.homeId).then(
        () => setTreeReady(true),
        e => setTreeError((e as Error).message),
      );
    const off = events.onRoomEvent(e => {
      void handleRoomEvent(e, {
        tree: tree as never,
        notifications,
        queries,
        currentUserId: () => auth.user?.objectId,
        fetchObject: id => api.getObject(id, 'instance'),
        goHome: () => navigate(defaultPage(sections, user.homeId, user.permissions)),
      });
    });
    events.start();
    return () => {
      off();
      events.stop();
    };
  }, []);

  const { shown, invalid } = usePageGuard(treeReady);
  const active = tree.activeNode;
  const current = shown?.page.kind === 'section' ? shown.page.section : undefined;

  const selectNode = useCallback(
    (n: TreeObject) => {
      const page = shown?.page;
      if (page?.kind === 'section') navigate(pageUrl(page.section!, page.tab, n.objectId));
      else {
        const landing = firstSection(sections);
        if (landing) navigate(pageUrl(landing.route, landing.defaultTab, n.objectId));
      }
    },
    [shown, sections],
  );
  const openConfiguration = useCallback((n: TreeObject) => navigate(pageUrl('administration', 'configuration', n.objectId)), []);
  const actionContext: NodeActionEnvironment = useMemo(
    () => ({
      isDesktop: env.mode === 'desktop',
      airGapped: !!auth.config?.airGapped,
    }),
    [env.mode, auth.config],
  );

  if (invalid) return <Navigate to={defaultPage(sections, user.homeId, user.permissions)} replace />;
  const isSettings = shown?.page.kind === 'settings';
  const tabs = active ? visibleSections(sections, active, user.permissions) : [];
  const isAdmin = hasPermissions(['adm'], user.permissions);

  return (
    <div className="fx-shell" data-testid="shell">
      <TopBar
        onToggleDrawer={drawer.toggle}
        drawerOpen={drawer.open}
        activeNode={active}
        go={url => navigate(url)}
        homeId={user.homeId}
        section={isSettingsPage(shown) ? 'settings' : current}
        tab={isSettingsPage(shown) ? shown?.page.settings : shown?.page.tab}
      />
      <div className="fx-shell__body">
        {drawer.open && (
          <aside className="fx-drawer" style={{ width: drawer.width }} aria-label="Navigation">
            <ErrorBoundary area="navigation">
              {treeError ? (
                <EmptyPanel icon="pi pi-exclamation-triangle" title="Tree unavailable" description={treeError} />
              ) : treeReady ? (
                <NavTree width={drawer.width} onSelect={selectNode} onOpenConfiguration={openConfiguration} actionContext={actionContext} />
              ) : (
                <PageSpinner />
              )}
            </ErrorBoundary>
            <div
              className="fx-drawer__resize"
              role="separator"
              aria-orientation="vertical"
              aria-label="Resize navigation"
              aria-valuenow={drawer.width}
              tabIndex={0}
              onPointerDown={drawer.startResize}
              onKeyDown={drawer.onKey}
              data-testid="drawer-resize"
            />
          </aside>
        )}
        <main className="fx-main">
          {!isSettings && <Breadcrumbs onSelect={selectNode} />}
          {!isSettings && active && (
            <SectionTabBar sections={tabs} current={current} onOpen={(s: SectionContribution) => navigate(pageUrl(s.route, s.defaultTab, active.objectId))} />
          )}
          {!isSettings && shown?.node && <NodePanelsArea node={shown.node} />}
          <div className="fx-main__content">
            <ErrorBoundary area="main" resetKey={shown?.url}>
              {!shown ? (
                <PageSpinner />
              ) : isSettings ? (
                <SettingsArea pages={visibleSettingsPages(settingsPages, isAdmin)} route={shown.page.settings!} />
              ) : shown.withoutPage && shown.node ? (
                <NodeWithoutPage
                  node={shown.node}
                  onOpenParent={id => {
                    const p = tree.node(id);
                    if (p) selectNode(p);
                  }}
                />
              ) : (
                <SectionArea section={sections.find(s => s.route === shown.page.section)} node={shown.node} tab={shown.page.tab} />
              )}
            </ErrorBoundary>
          </div>
        </main>
      </div>
      <Footer />
    </div>
  );
});

function isSettingsPage(shown: { page: { kind: string } } | null | undefined): boolean {
  return shown?.page.kind === 'settings';
}

function SectionArea({ section, node, tab }: { section?: SectionContribution; node: TreeObject | null; tab?: string }) {
  if (!section || !node) return <EmptyPanel description="Select a node in the navigation tree to see its data." />;
  const Section = lazyComponent<SectionProps>(section.load, PageSpinner);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Section node={node} tab={tab} />
    </Suspense>
  );
}

/** A selected node that has no page of its own (a file, a user, a worker): say so, and offer its parent. */
function NodeWithoutPage({ node, onOpenParent }: { node: TreeObject; onOpenParent(id: string): void }) {
  const tree = useService(TreeService);
  const parent = node.parentId ? tree.node(node.parentId) : undefined;
  return (
    <EmptyPanel
      testId="node-without-page"
      icon="pi pi-file"
      title={`${node.name} has no page of its own`}
      description={`Dashboards, searches and reports belong to folders and to the containers above them.${parent ? ` Open ${parent.name} to see the data around ${node.name}.` : ''}`}
    >
      {parent && (
        <button type="button" className="p-button p-component p-button-outlined" onClick={() => onOpenParent(parent.objectId)} data-testid="open-parent">
          <span className="p-button-icon p-button-icon-left pi pi-folder-open" aria-hidden="true" />
          <span className="p-button-label">Open {parent.name}</span>
        </button>
      )}
    </EmptyPanel>
  );
}

function SettingsArea({ pages, route }: { pages: import('@fathom/sdk/web/extension-points').SettingsPageContribution[]; route: string }) {
  const page = pages.find(p => normaliseRoute(p.route) === route);
  const Page = page ? lazyOf(page.load) : null;
  return (
    <div className="fx-settings">
      <SettingsSidebar pages={pages} />
      <section className="fx-settings__content">
        {Page ? (
          <Suspense fallback={<PageSpinner />}>
            <Page />
          </Suspense>
        ) : (
          <EmptyPanel icon="pi pi-lock" title="Not available" description="This page needs administrator rights." />
        )}
      </section>
    </div>
  );
}
