import type { WidgetProps } from '@fathom/sdk/web';
import { Figures } from '@fathom/sdk/web/widget-kit/Figures';
import { StatsGate } from '@fathom/sdk/web/widget-kit/StatsGate';
import { breachFigures } from './figures';

export default function DataBreachWidget({ node }: WidgetProps) {
  return (
    <StatsGate node={node} empty="Exposure to a data breach appears once sources under this node have been scanned.">
      {s => <Figures figures={breachFigures(s)} columns={2} />}
    </StatsGate>
  );
}
