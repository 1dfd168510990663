import type { WidgetProps } from '@fathom/sdk/web';
import { Figures } from '@fathom/sdk/web/widget-kit/Figures';
import { StatsGate } from '@fathom/sdk/web/widget-kit/StatsGate';
import { lastAccessedFigures } from './figures';

export default function LastAccessedWidget({ node }: WidgetProps) {
  return (
    <StatsGate node={node} empty="Access ages appear once sources under this node have been scanned.">
      {s => <Figures figures={lastAccessedFigures(s)} columns={2} />}
    </StatsGate>
  );
}
