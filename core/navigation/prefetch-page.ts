/**
 * Starts what a section page needs as soon as its address is known: the section's and the tab's chunks, and
 * the reads their contributions declare (SectionContribution.prefetch, TabContribution.prefetch). Called when the
 * console opens with a session and on every navigation, before the tree and the navigation check, so chunks and
 * data arrive side by side instead of one after the other. A page that turns out to be refused only loses reads.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ConsoleServices } from '@fathom/sdk/web/hooks';
import { Sections, SettingsPages, Tabs, type PagePrefetch, type PagePrefetchContext } from '@fathom/sdk/web/extension-points';
import { preloadComponent } from '@fathom/sdk/web/preload';
import { parsePage } from './routes';

export function prefetchPage(url: string, services: ConsoleServices, queryClient: QueryClient, fallbackNodeId?: string): void {
  const sections = services.contributions(Sections);
  const page = parsePage(url, sections, services.contributions(SettingsPages));
  if (page?.kind !== 'section') return;
  const section = sections.find(s => s.route === page.section);
  if (!section) return;
  const tabId = page.tab ?? section.defaultTab;
  const tab = tabId ? services.contributions(Tabs).find(t => t.section === section.id && t.id === tabId) : undefined;
  void preloadComponent(section.load).catch(() => undefined);
  if (tab) void preloadComponent(tab.load).catch(() => undefined);
  const nodeId = page.activeNodeId ?? fallbackNodeId;
  if (!nodeId) return;
  const ctx: PagePrefetchContext = { nodeId, tab: tabId, services, queryClient };
  run(section.prefetch, ctx);
  run(tab?.prefetch, ctx);
}

/** A prefetch only speeds a page up: its failure must never stop the page. */
function run(prefetch: PagePrefetch | undefined, ctx: PagePrefetchContext): void {
  try {
    prefetch?.(ctx);
  } catch {
    /* the page reads for itself */
  }
}
