import type { WidgetProps } from '@fathom/sdk/web';
import { useDashboardConfig } from '@fathom/sdk/web/widget-kit/dashboard-config';
import { Figures } from '@fathom/sdk/web/widget-kit/Figures';
import { StatsGate } from '@fathom/sdk/web/widget-kit/StatsGate';
import { WIDGET_MESSAGES } from '@fathom/sdk/web/widget-kit/WidgetMessage';
import { cleanupFigures } from './figures';

export default function DataCleanupWidget({ node }: WidgetProps) {
  const config = useDashboardConfig(node.objectId);
  return (
    <StatsGate node={node} empty="Cleanup candidates appear once sources under this node have been scanned.">
      {s => {
        const view = cleanupFigures(s, config);
        return (
          <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
            <Figures figures={view.figures} columns={2} />
            {view.trivialMissing ? (
              <p role="note" style={{ margin: '0 0.5rem 0.5rem', fontSize: '0.85em' }}>
                <i className="pi pi-info-circle" /> {WIDGET_MESSAGES.setObsoleteAndTrivial}
              </p>
            ) : null}
          </div>
        );
      }}
    </StatsGate>
  );
}
