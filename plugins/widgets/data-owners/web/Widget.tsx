import type { WidgetProps } from '@fathom/sdk/web';
import type { ChartDetails } from '@fathom/sdk/api/chart';
import { StatsChartWidget } from '@fathom/sdk/web/widget-kit/StatsChartWidget';
import { DEFAULTS } from './defaults';
import { select } from './select';

export default function DataOwnersWidget({ node, details }: WidgetProps<ChartDetails>) {
  return (
    <StatsChartWidget
      node={node}
      details={details}
      defaults={DEFAULTS}
      select={select}
      empty="Data owners appear once sources under this node have been scanned."
    />
  );
}
