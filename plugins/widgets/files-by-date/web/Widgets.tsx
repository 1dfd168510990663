import type { WidgetProps } from '@fathom/sdk/web';
import type { ChartDetails } from '@fathom/sdk/api/chart';
import { StatsChartWidget } from '@fathom/sdk/web/widget-kit/StatsChartWidget';
import { DATE_CHART_DEFAULTS } from './defaults';
import { selectByAge, type FileTime } from './select';

const EMPTY = 'File ages appear once sources under this node have been scanned.';
function AgeWidget({ node, details, time }: WidgetProps<ChartDetails> & { time: FileTime }) {
  return <StatsChartWidget node={node} details={details} defaults={DATE_CHART_DEFAULTS} select={s => selectByAge(s, time)} empty={EMPTY} />;
}
export function ModificationDateWidget(p: WidgetProps<ChartDetails>) {
  return <AgeWidget {...p} time="modification" />;
}
export function LastAccessedDateWidget(p: WidgetProps<ChartDetails>) {
  return <AgeWidget {...p} time="lastAccessed" />;
}
export function CreationDateWidget(p: WidgetProps<ChartDetails>) {
  return <AgeWidget {...p} time="creation" />;
}
