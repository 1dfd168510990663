import type { WidgetProps } from '@fathom/sdk/web';
import { useDashboardConfig } from '@fathom/sdk/web/widget-kit/dashboard-config';
import { Figures } from '@fathom/sdk/web/widget-kit/Figures';
import { StatsGate } from '@fathom/sdk/web/widget-kit/StatsGate';
import { WIDGET_MESSAGES } from '@fathom/sdk/web/widget-kit/WidgetMessage';
import { esgView } from './figures';

export default function EsgWidget({ node }: WidgetProps) {
  const config = useDashboardConfig(node.objectId);
  return (
    <StatsGate node={node} empty="The CO2 footprint appears once sources under this node have been scanned.">
      {s => {
        const view = esgView(s, config);
        return (
          <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
            <Figures figures={view.figures} />
            {view.trivialMissing ? (
              <p role="note" data-testid="esg-config-missing" style={{ margin: '0 0.5rem 0.5rem', fontSize: '0.85em' }}>
                <i className="pi pi-info-circle" /> {WIDGET_MESSAGES.setObsoleteAndTrivial}
              </p>
            ) : null}
          </div>
        );
      }}
    </StatsGate>
  );
}
