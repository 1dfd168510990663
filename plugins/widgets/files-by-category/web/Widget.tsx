import type { WidgetProps } from '@fathom/sdk/web';
import { DEFAULT_CHART_DETAILS, type ChartDetails } from '@fathom/sdk/api/chart';
import { StatsChartWidget } from '@fathom/sdk/web/widget-kit/StatsChartWidget';
import { selectByCategory } from './select';

export default function FilesByCategoryWidget({ node, details }: WidgetProps<ChartDetails>) {
  return (
    <StatsChartWidget
      node={node}
      details={details}
      defaults={DEFAULT_CHART_DETAILS}
      select={selectByCategory}
      empty="File counts and sizes per category appear once sources under this node have been scanned."
    />
  );
}
