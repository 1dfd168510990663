import type { WidgetProps } from '@fathom/sdk/web';
import { Figures } from '@fathom/sdk/web/widget-kit/Figures';
import { StatsGate } from '@fathom/sdk/web/widget-kit/StatsGate';
import { totalDataFigures } from './figures';

export default function TotalDataWidget({ node }: WidgetProps) {
  return (
    <StatsGate node={node} empty="The amount of data appears once sources under this node have been scanned.">
      {s => <Figures figures={totalDataFigures(s)} columns={2} />}
    </StatsGate>
  );
}
