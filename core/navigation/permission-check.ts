/**
 * The navigation permission check (spec 000 §6): given the page and node being opened, allow it or say
 * where to go instead and what to tell the user. Pure: the router feeds it and acts on the answer.
 */
import { hasPermissions, sectionShowsOn, type PermissionCode, type TreeObject } from '@fathom/sdk/api';
import { landingSection } from './routes';

/** A contributed section as the check needs it: route, title, tabs, and its own classes and codes. */
export interface SectionInfo {
  route: string;
  title: string;
  hasTabs: boolean;
  defaultTab?: string;
  order?: number;
  /** Node classes where the section shows; absent means every container node. */
  classes?: readonly string[];
  /** Codes the section needs on the node. */
  needs?: readonly PermissionCode[];
  /** A refusal for want of codes redirects without a notice. */
  refusesQuietly?: boolean;
}
export interface NavigationTarget {
  section: string;
  tab?: string;
  nodeId: string;
}
/** What to tell the user; trace carries the underlying cause, shown when the error toast is clicked. */
export interface Notice {
  level: 'info' | 'error';
  message: string;
  trace?: string;
}

export type NavigationOutcome =
  | { kind: 'allow' }
  | { kind: 'stay'; reason: 'noTabAvailable' | 'checkFailed'; notice: Notice }
  | {
      kind: 'redirect';
      reason: 'noNodePermission' | 'noPagePermission' | 'pageNotForNode' | 'tabNotAvailable' | 'movedToAncestor' | 'defaultTab';
      to: NavigationTarget;
      notice?: Notice;
    };

export interface NavigationRequest {
  section: string;
  tab?: string;
  /** The node being opened; null when the server refused it or it does not exist. */
  node: TreeObject | null;
  /** Why the node could not be read (the server's error name and message), when it could not. */
  nodeError?: string;
  /** 'node' when the user selected another node on the same page; 'page' when the page itself changed. */
  change: 'page' | 'node';
  /** The node's ancestors, nearest first. */
  ancestors: TreeObject[];
  homeId: string;
  userPermissions: readonly string[];
  /** The sections the variant contributes, in display order (the first is where a refused node lands). */
  sections: readonly SectionInfo[];
  /** Tabs of a section available on a node (class, permissions, contributions), in order. */
  tabsFor(section: string, node: TreeObject): string[];
  /** Basic mode skips the check. */
  skip?: boolean;
}

export const NAVIGATION_MESSAGES = {
  noTab: (node: string) => `No tab is available for ${node}.`,
  noNode: 'You have no permission to see this node.',
  insufficient: (tab: string) => `Insufficient permissions for the ${tab} tab.`,
  tabNotAvailable: (tab: string, node: string) => `The ${tab} tab is not available for ${node}.`,
  sectionNotForNode: (section: string, node: string, shown: string) => `${section} is not available for ${node}: showing ${shown}.`,
  movedToAncestor: (tab: string, node: string, ancestor: string) => `The ${tab} tab is not available for ${node}: showing ${ancestor}.`,
  general: 'You do not have the permissions this page needs.',
} as const;

function sectionPermitted(info: SectionInfo, node: TreeObject, userPermissions: readonly string[]): boolean {
  return hasPermissions(info.needs ?? [], userPermissions, node.permissions);
}
function sectionForClass(info: SectionInfo, node: TreeObject): boolean {
  return sectionShowsOn(info, node.classId);
}

/** Whether a node can show a page (section and, when given, tab). */
export function pageAvailable(
  req: Pick<NavigationRequest, 'sections' | 'tabsFor' | 'userPermissions'>,
  section: string,
  tab: string | undefined,
  node: TreeObject,
): boolean {
  const info = req.sections.find(s => s.route === section);
  if (!info || !sectionForClass(info, node) || !sectionPermitted(info, node, req.userPermissions)) return false;
  if (!info.hasTabs) return true;
  const tabs = req.tabsFor(section, node);
  return tab ? tabs.includes(tab) : tabs.length > 0;
}

/** The first page a node can show, dashboard first when the node carries its codes (default landing). */
export function firstPage(
  req: Pick<NavigationRequest, 'sections' | 'tabsFor' | 'userPermissions'>,
  node: TreeObject,
): { section: string; tab?: string } | null {
  for (const s of req.sections) {
    if (!pageAvailable(req, s.route, undefined, node)) continue;
    if (!s.hasTabs) return { section: s.route };
    const tabs = req.tabsFor(s.route, node);
    return { section: s.route, tab: s.defaultTab && tabs.includes(s.defaultTab) ? s.defaultTab : tabs[0] };
  }
  return null;
}

export function checkNavigation(req: NavigationRequest): NavigationOutcome {
  if (req.skip) return { kind: 'allow' };
  try {
    const { node, section, tab } = req;
    if (!node) {
      const landing = landingSection(req.sections, req.userPermissions);
      return {
        kind: 'redirect',
        reason: 'noNodePermission',
        to: { section: landing?.route ?? '', tab: landing?.defaultTab, nodeId: req.homeId },
        notice: { level: 'error', message: NAVIGATION_MESSAGES.noNode, ...(req.nodeError ? { trace: req.nodeError } : {}) },
      };
    }
    const first = firstPage(req, node);
    if (!first) return { kind: 'stay', reason: 'noTabAvailable', notice: { level: 'error', message: NAVIGATION_MESSAGES.noTab(node.name) } };
    const toFirst = { ...first, nodeId: node.objectId };
    const info = req.sections.find(s => s.route === section);

    if (!info || !sectionForClass(info, node)) {
      // A node selected in the tree whose class never shows this section (a folder on the dashboard) opens on a
      // page it has, saying so: keeping an ancestor selected would look as if the click had been ignored.
      const shownTitle = req.sections.find(s => s.route === first.section)?.title ?? first.section;
      const notice: Notice | undefined =
        info && req.change === 'node' ? { level: 'info', message: NAVIGATION_MESSAGES.sectionNotForNode(info.title, node.name, shownTitle) } : undefined;
      return { kind: 'redirect', reason: 'pageNotForNode', to: toFirst, ...(notice ? { notice } : {}) };
    }
    if (!sectionPermitted(info, node, req.userPermissions)) {
      const notice: Notice | undefined = info.refusesQuietly ? undefined : { level: 'info', message: NAVIGATION_MESSAGES.insufficient(info.title) };
      return { kind: 'redirect', reason: 'noPagePermission', to: toFirst, notice };
    }
    if (!info.hasTabs) return { kind: 'allow' };
    const tabs = req.tabsFor(section, node);
    if (tabs.length === 0) {
      const notice: Notice | undefined = info.refusesQuietly ? undefined : { level: 'info', message: NAVIGATION_MESSAGES.insufficient(info.title) };
      return { kind: 'redirect', reason: 'noPagePermission', to: toFirst, notice };
    }
    if (!tab)
      return {
        kind: 'redirect',
        reason: 'defaultTab',
        to: { section, tab: info.defaultTab && tabs.includes(info.defaultTab) ? info.defaultTab : tabs[0], nodeId: node.objectId },
      };
    if (!tabs.includes(tab)) {
      if (req.change === 'node') {
        // The selection moves up the tree: say so, or the click on the node would look ignored.
        const ancestor = req.ancestors.find(a => pageAvailable(req, section, tab, a));
        if (ancestor) {
          return {
            kind: 'redirect',
            reason: 'movedToAncestor',
            to: { section, tab, nodeId: ancestor.objectId },
            notice: { level: 'info', message: NAVIGATION_MESSAGES.movedToAncestor(tab, node.name, ancestor.name) },
          };
        }
      }
      return {
        kind: 'redirect',
        reason: 'tabNotAvailable',
        to: { section, tab: tabs[0], nodeId: node.objectId },
        notice: { level: 'info', message: NAVIGATION_MESSAGES.tabNotAvailable(tab, node.name) },
      };
    }
    return { kind: 'allow' };
  } catch (e) {
    const message = e instanceof Error && e.message ? e.message : NAVIGATION_MESSAGES.general;
    return { kind: 'stay', reason: 'checkFailed', notice: { level: 'error', message } };
  }
}
