import type { WidgetProps } from '@fathom/sdk/web';
import { Figures } from '@fathom/sdk/web/widget-kit/Figures';
import { StatsGate } from '@fathom/sdk/web/widget-kit/StatsGate';
import { duplicateFigures } from './figures';

export default function DuplicateCountWidget({ node }: WidgetProps) {
  return (
    <StatsGate node={node} empty="Duplicates appear once sources under this node have been scanned and hashed.">
      {s => <Figures figures={duplicateFigures(s)} columns={2} />}
    </StatsGate>
  );
}
