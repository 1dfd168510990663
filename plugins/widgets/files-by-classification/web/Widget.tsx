import type { WidgetProps } from '@fathom/sdk/web';
import { DEFAULT_CHART_DETAILS, type ChartDetails } from '@fathom/sdk/api/chart';
import { StatsChartWidget } from '@fathom/sdk/web/widget-kit/StatsChartWidget';
import { classificationCaption, selectByClassification } from './select';

export default function FilesByClassificationWidget({ node, details }: WidgetProps<ChartDetails>) {
  return (
    <StatsChartWidget
      node={node}
      details={details}
      defaults={DEFAULT_CHART_DETAILS}
      select={selectByClassification}
      caption={classificationCaption}
      empty="Files per classification appear once sources under this node have been scanned and classified."
    />
  );
}
