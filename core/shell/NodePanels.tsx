/** Panels contributed to core.node-panels for the active node, shown above the section content (e.g. a running scan). */
import { Suspense, type ComponentType } from 'react';
import { classMatches, type TreeObject } from '@fathom/sdk/api';
import { useContributions, useService } from '@fathom/sdk/web/hooks';
import { NodePanels, type NodePanelContribution, type NodePanelProps } from '@fathom/sdk/web/extension-points';
import { lazyComponent } from '@fathom/sdk/web/preload';
import { PermissionService } from '@fathom/sdk/web/services';
import { ErrorBoundary } from '../ui/StatusScreens';

// Never suspends (sdk preload): a panel's chunk still on its way must not hold back the section's updates.
const panelOf = (c: NodePanelContribution): ComponentType<NodePanelProps> => lazyComponent(c.load);

export function panelsFor(panels: readonly NodePanelContribution[], node: TreeObject, codes: readonly string[]): NodePanelContribution[] {
  return panels.filter(p => classMatches(node.classId, p.classes) && (p.needs ?? []).every(c => codes.includes(c))).sort((a, b) => a.order - b.order);
}

export function NodePanelsArea({ node }: { node: TreeObject }) {
  const all = useContributions(NodePanels);
  const permissions = useService(PermissionService);
  const shown = panelsFor(all, node, permissions.codesFor(node));
  if (shown.length === 0) return null;
  return (
    <div className="fx-node-panels" data-testid="node-panels" style={{ margin: '0 0.75rem 0.5rem' }}>
      {shown.map(p => {
        const Panel = panelOf(p);
        return (
          <ErrorBoundary key={p.id} area={p.id}>
            <Suspense fallback={null}>
              <Panel key={node.objectId} node={node} />
            </Suspense>
          </ErrorBoundary>
        );
      })}
    </div>
  );
}
