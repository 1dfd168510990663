/**
 * Keeps the URL, the tree's active node and the shown page in step: every page or node change goes through
 * the navigation permission check, whose redirects and notices are applied here.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGOUT_ERROR_NAMES, type TreeObject } from '@fathom/sdk/api';
import { useQueryClient } from '@tanstack/react-query';
import { useContributions, useService, useServices } from '@fathom/sdk/web/hooks';
import { Sections, SettingsPages, Tabs } from '@fathom/sdk/web/extension-points';
import { AuthService, ConsoleEnvironment, NotificationService, PermissionService, TreeService } from '@fathom/sdk/web/services';
import { visibleTabs } from '@fathom/sdk/web/ui/SectionTabsView';
import { checkNavigation, type SectionInfo } from '../navigation/permission-check';
import { prefetchPage } from '../navigation/prefetch-page';
import { pageUrl, parsePage, rememberLastPage, type ParsedPage } from '../navigation/routes';
import { UiSettingsToken } from '../settings/UiSettingsStore';

export interface ShownPage {
  page: ParsedPage;
  node: TreeObject | null;
  url: string;
  /** Set when the selected node has no page at all (a file, a user): the main area says so instead of a page. */
  withoutPage?: boolean;
}

export function usePageGuard(treeReady: boolean): { shown: ShownPage | null; invalid: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const sections = useContributions(Sections);
  const tabs = useContributions(Tabs);
  const settingsPages = useContributions(SettingsPages);
  const tree = useService(TreeService);
  const auth = useService(AuthService);
  const env = useService(ConsoleEnvironment);
  const perms = useService(PermissionService);
  const notifications = useService(NotificationService);
  const ui = useService(UiSettingsToken);
  const services = useServices();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<ShownPage | null>(null);
  const previous = useRef<ShownPage | null>(null);
  const url = location.pathname + location.search;
  const page = parsePage(url, sections, settingsPages);

  // The page's chunks and reads start with the address, while the tree loads and the node is checked.
  useEffect(() => {
    if (page && auth.user) prefetchPage(url, services, queryClient, tree.activeNode?.objectId ?? auth.user.homeId);
  }, [url]);

  useEffect(() => {
    if (!treeReady || !page || !auth.user) return;
    let live = true;
    const homeId = auth.user.homeId;
    const nodeId = page.activeNodeId ?? tree.activeNode?.objectId ?? homeId;
    if (page.kind === 'section' && !page.activeNodeId) {
      navigate(pageUrl(page.section!, page.tab, nodeId), { replace: true });
      return;
    }
    (async () => {
      let node: TreeObject | null = null;
      let nodeError: string | undefined;
      try {
        node = await tree.select(nodeId);
      } catch (e) {
        // No answer, or a session the server ended: the no-connection screen or the logout says so; the node
        // itself was not refused.
        if (!live || isNotARefusal(e)) return;
        node = null;
        nodeError = describeFailure(nodeId, e);
      }
      if (!live) return;
      if (page.kind === 'settings') {
        const s = { page, node, url };
        previous.current = s;
        setShown(s);
        rememberLastPage(url, auth.user?.objectId ?? null);
        return;
      }
      const prev = previous.current;
      const change =
        prev && prev.page.kind === 'section' && prev.node?.objectId !== nodeId && prev.page.section === page.section && prev.page.tab === page.tab
          ? 'node'
          : 'page';
      const infos: SectionInfo[] = [...sections]
        .sort((a, b) => a.order - b.order)
        .map(s => ({
          route: s.route,
          title: s.title,
          defaultTab: s.defaultTab,
          order: s.order,
          classes: s.classes,
          needs: s.needs,
          refusesQuietly: s.refusesQuietly,
          hasTabs: tabs.some(t => t.section === s.id),
        }));
      const outcome = checkNavigation({
        section: page.section!,
        tab: page.tab,
        node,
        nodeError,
        change,
        ancestors: node ? tree.pathOf(node.objectId).slice(0, -1).reverse() : [],
        homeId,
        userPermissions: auth.user?.permissions ?? [],
        sections: infos,
        tabsFor: (section, n) => visibleTabs(sections, tabs, section, n, perms.codesFor(n)).map(t => t.id),
        // Basic mode has only the dashboard and skips the check.
        skip: env.mode === 'basic' && !!node,
      });
      if (outcome.kind !== 'allow' && 'notice' in outcome && outcome.notice) {
        if (outcome.notice.level === 'error') notifications.error(outcome.notice.message, outcome.notice.trace);
        else notifications.info(outcome.notice.message);
      }
      if (outcome.kind === 'redirect') {
        navigate(pageUrl(outcome.to.section, outcome.to.tab, outcome.to.nodeId), { replace: true });
        return;
      }
      if (outcome.kind === 'stay') {
        // The tree shows the node as selected: the main area must not keep the previous node's page under it.
        if (outcome.reason === 'noTabAvailable' && node) {
          const s = { page, node, url, withoutPage: true };
          previous.current = s;
          setShown(s);
        }
        return;
      }
      const s = { page, node, url };
      previous.current = s;
      setShown(s);
      rememberLastPage(url, auth.user?.objectId ?? null);
      ui.saveSoon({ lastPage: url });
    })();
    return () => {
      live = false;
    };
  }, [url, treeReady]);

  return { shown, invalid: !page };
}

/** The trace of a node that could not be opened: which id, and the server's error name and message. */
export function describeFailure(nodeId: string, e: unknown): string {
  const err = e as { name?: string; message?: string; httpStatus?: number } | null;
  const name = err?.name && err.name !== 'Error' ? `${err.name}: ` : '';
  const status = typeof err?.httpStatus === 'number' && err.httpStatus > 0 ? ` (HTTP ${err.httpStatus})` : '';
  return `GET /database/object objectId=${nodeId}\n${name}${err?.message ?? String(e)}${status}`;
}

/** A failure that says nothing about the node: no connection, a cancelled request, or a session that ended. */
export function isNotARefusal(e: unknown): boolean {
  const err = e as { name?: string; httpStatus?: number } | null;
  if (!err) return false;
  if (err.name === 'RequestCancelledError' || err.name === 'NetworkError' || err.name === 'AnotherUser') return true;
  return err.httpStatus === 401 || LOGOUT_ERROR_NAMES.includes(err.name ?? '');
}
