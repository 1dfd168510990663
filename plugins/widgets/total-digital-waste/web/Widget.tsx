import type { WidgetProps } from '@fathom/sdk/web';
import { useDashboardConfig } from '@fathom/sdk/web/widget-kit/dashboard-config';
import { Figures } from '@fathom/sdk/web/widget-kit/Figures';
import { StatsGate } from '@fathom/sdk/web/widget-kit/StatsGate';
import { wasteFigures } from './figures';

export default function TotalDigitalWasteWidget({ node }: WidgetProps) {
  const config = useDashboardConfig(node.objectId);
  return (
    <StatsGate node={node} empty="Digital waste appears once sources under this node have been scanned.">
      {s => <Figures figures={wasteFigures(s, config)} />}
    </StatsGate>
  );
}
