import type { WidgetProps } from '../../../../sdk/web';
import { DEFAULT_CHART_DETAILS, type ChartDetails } from '../../../../sdk/api/chart';
import { StatsChartWidget } from '../../../../sdk/web/widget-kit/StatsChartWidget';
import { selectByClassification } from './select';

export default function FilesByClassificationWidget({ node, details }: WidgetProps<ChartDetails>) {
  return <StatsChartWidget node={node} details={details} defaults={DEFAULT_CHART_DETAILS} select={selectByClassification}
    empty="Files per classification appear once sources under this node have been scanned and classified." />;
}
