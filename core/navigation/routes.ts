/** Route shapes of the console (spec 000 §2) and the page restored after sign-in. */
import { hasPermissions } from '@fathom/sdk/api';
import type { PublicPageContribution, SectionContribution, SettingsPageContribution } from '@fathom/sdk/web/extension-points';
import { STORAGE_KEYS, storage } from '../session/storage';

/** The public pages the console's core draws itself; areas add theirs through the PublicPages extension point. */
export const CORE_PUBLIC_PATHS = ['/', '/login', '/activate', '/on-prem-login'] as const;

/** Every public path of a variant: the core's and the contributed pages', each once. */
export function publicPaths(pages: readonly Pick<PublicPageContribution, 'path'>[]): string[] {
  return [...new Set<string>([...CORE_PUBLIC_PATHS, ...pages.map(p => normaliseRoute(p.path))])];
}

/** Whether a pathname ('/activate', '/activate/') is a public page of the variant. */
export function isPublicPath(pathname: string, pages: readonly Pick<PublicPageContribution, 'path'>[]): boolean {
  return publicPaths(pages).includes(normaliseRoute(pathname));
}

/** The contributed public pages the router draws: a path the core draws itself stays the core's. */
export function contributedPublicPages<P extends Pick<PublicPageContribution, 'path'>>(pages: readonly P[]): P[] {
  const core = new Set<string>(CORE_PUBLIC_PATHS);
  return pages.filter(p => !core.has(normaliseRoute(p.path)));
}

export interface ParsedPage {
  kind: 'section' | 'settings';
  section?: string;
  tab?: string;
  settings?: string;
  activeNodeId?: string;
}

/** Parses '/dashboard/main?activeNodeId=x' or '/profile' against the variant's contributions; null when not a logged-in route. */
export function parsePage(
  url: string,
  sections: readonly Pick<SectionContribution, 'route'>[],
  settings: readonly Pick<SettingsPageContribution, 'route'>[],
): ParsedPage | null {
  let u: URL;
  try {
    u = new URL(url, 'http://console.invalid');
  } catch {
    return null;
  }
  const parts = u.pathname.split('/').filter(Boolean);
  const activeNodeId = u.searchParams.get('activeNodeId') ?? undefined;
  if (parts.length === 0) return null;
  if (sections.some(s => s.route === parts[0]) && parts.length <= 2) return { kind: 'section', section: parts[0], tab: parts[1], activeNodeId };
  const route = '/' + parts.join('/');
  if (settings.some(s => normaliseRoute(s.route) === route)) return { kind: 'settings', settings: route, activeNodeId };
  return null;
}

export function normaliseRoute(route: string): string {
  return '/' + route.split('/').filter(Boolean).join('/');
}

export function pageUrl(section: string, tab: string | undefined, nodeId: string | null | undefined): string {
  const path = tab ? `/${section}/${tab}` : `/${section}`;
  return nodeId ? `${path}?activeNodeId=${encodeURIComponent(nodeId)}` : path;
}

/** The section a variant opens first: the lowest display order. */
export function firstSection<S extends { order?: number }>(sections: readonly S[]): S | undefined {
  return [...sections].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0];
}

/** The first section, in display order, whose codes the user holds (the first section when none or no codes given). */
export function landingSection<S extends { order?: number; needs?: readonly string[] }>(
  sections: readonly S[],
  permissions?: readonly string[],
): S | undefined {
  const ordered = [...sections].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return (permissions ? ordered.find(s => hasPermissions((s.needs ?? []) as never, permissions)) : undefined) ?? ordered[0];
}

/**
 * The last page is kept with the user who saw it: another user signing in on this browser must not land on it.
 * A page remembered before anyone signed in (a link opened while signed out) has no user and is for whoever signs in.
 */
export function rememberLastPage(url: string, userId: string | null): void {
  storage.set(STORAGE_KEYS.lastPage, JSON.stringify({ userId: userId ?? '', url }));
}
export function lastPage(userId: string): string | null {
  try {
    const kept = JSON.parse(storage.get(STORAGE_KEYS.lastPage) ?? 'null') as { userId?: unknown; url?: unknown } | null;
    if (!kept || typeof kept.url !== 'string' || (kept.userId !== '' && kept.userId !== userId)) return null;
    return kept.url;
  } catch {
    return null;
  }
}

/**
 * After sign-in: the last page if it is a valid logged-in route and its node still exists, otherwise the
 * dashboard's default tab (or the first section) on the home node.
 */
export async function landingAfterLogin(opts: {
  candidates: (string | null | undefined)[];
  sections: readonly SectionContribution[];
  settings: readonly SettingsPageContribution[];
  homeId: string;
  /** The signed-in user's codes: the landing section is the first one they allow. */
  permissions?: readonly string[];
  nodeExists(id: string): Promise<boolean>;
}): Promise<string> {
  for (const c of opts.candidates) {
    if (!c) continue;
    const page = parsePage(c, opts.sections, opts.settings);
    if (!page) continue;
    if (page.activeNodeId && !(await opts.nodeExists(page.activeNodeId))) continue;
    if (page.kind === 'section' && !page.activeNodeId) continue;
    return c;
  }
  return defaultPage(opts.sections, opts.homeId, opts.permissions);
}

/**
 * The landing page: the first section in display order (the dashboard in the product's variants) on its default
 * tab, or, given the user's codes, the first section they allow (spec 000 §2: discover for a user without get), so
 * that landing never starts with a refusal.
 */
export function defaultPage(sections: readonly SectionContribution[], homeId: string, permissions?: readonly string[]): string {
  const s = landingSection(sections, permissions);
  if (!s) return '/profile';
  return pageUrl(s.route, s.defaultTab, homeId);
}
