/**
 * The frame of a section with tabs: a tab strip of the section's Tabs contributions that show for the node
 * (sdk/api allowedTabs over the contributed sections and tabs: classes and codes), and the active tab's lazy chunk.
 */
import { Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { TreeObject } from '../../api';
import { visibleTabs } from '../tab-visibility';
import { Sections, Tabs } from '../extension-points';
import { lazyComponent } from '../preload';
import { HelpService, PermissionService } from '../services';
import { useContributions, useOptionalService, useService } from '../hooks';
import { EmptyPanel } from './EmptyPanel';

export { visibleTabs };

export interface SectionTabsViewProps {
  section: string;
  node: TreeObject;
  tab?: string;
  title: string;
}

export function SectionTabsView({ section, node, tab, title }: SectionTabsViewProps) {
  const contributions = useContributions(Tabs);
  const sections = useContributions(Sections);
  const permissions = useService(PermissionService);
  const help = useOptionalService(HelpService);
  const codes = permissions.codesFor(node);
  const tabs = useMemo(() => visibleTabs(sections, contributions, section, node, codes), [sections, contributions, section, node, codes.join(',')]);
  const active = tabs.find(t => t.id === tab) ?? tabs[0];
  if (!active) {
    return (
      <EmptyPanel
        icon="pi pi-lock"
        title="No tab available"
        description={`No ${title.toLowerCase()} tab is available for ${node.name} with your permissions.`}
      />
    );
  }
  const Content = lazyComponent(active.load, TabLoading);
  return (
    <div data-testid={`section-${section}`} style={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <nav
        role="tablist"
        aria-label={`${title} tabs`}
        style={{
          display: 'flex',
          gap: '0.25rem',
          borderBottom: '1px solid var(--surface-border, #e2e8f0)',
          padding: '0 0.5rem',
          overflowX: 'auto',
          flex: '0 0 auto',
        }}
      >
        {tabs.map(t => {
          const selected = t === active;
          return (
            <Link
              key={t.id}
              role="tab"
              aria-selected={selected}
              title={t.info}
              data-testid={`tab-${section}-${t.id}`}
              to={{ pathname: `/${section}/${t.id}`, search: `?activeNodeId=${encodeURIComponent(node.objectId)}` }}
              style={{
                padding: '0.6rem 0.9rem',
                textDecoration: 'none',
                whiteSpace: 'nowrap',
                fontWeight: selected ? 600 : 400,
                color: selected ? 'var(--primary-color, #2563eb)' : 'var(--text-color, #334155)',
                borderBottom: selected ? '2px solid var(--primary-color, #2563eb)' : '2px solid transparent',
              }}
            >
              {t.title}
              {help && (
                <i
                  className="pi pi-info-circle"
                  role="img"
                  aria-label={`Help on ${t.title}`}
                  title={`${t.info} Click for help.`}
                  data-testid={`tab-info-${section}-${t.id}`}
                  style={{ marginLeft: '0.4rem', fontSize: '0.75em', opacity: 0.55, cursor: 'help' }}
                  onClick={e => {
                    // The info icon opens the tab's article; the tab itself is not opened.
                    e.preventDefault();
                    e.stopPropagation();
                    help.open({ context: `${section}/${t.id}` });
                  }}
                />
              )}
            </Link>
          );
        })}
      </nav>
      <div role="tabpanel" aria-label={active.title} style={{ flex: '1 1 auto', overflow: 'auto', padding: '1rem' }}>
        <Suspense fallback={<TabLoading />}>
          <Content key={`${active.id}:${node.objectId}`} node={node} />
        </Suspense>
      </div>
    </div>
  );
}

function TabLoading() {
  return (
    <div role="progressbar" aria-label="Loading" style={{ padding: '1rem' }}>
      <i className="pi pi-spin pi-spinner" />
    </div>
  );
}
