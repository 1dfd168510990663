import type { WidgetProps } from '@fathom/sdk/web';
import { DEFAULT_GROWTH_DETAILS, normalizeChartDetails, paletteColor, validChartDetails, type ChartDetails } from '@fathom/sdk/api/chart';
import { formatSize } from '@fathom/sdk/api/format';
import { seriesSpec } from '@fathom/sdk/web/widget-kit/chart-options';
import { ChartView } from '@fathom/sdk/web/widget-kit/ChartView';
import { Figures } from '@fathom/sdk/web/widget-kit/Figures';
import { StatsGate } from '@fathom/sdk/web/widget-kit/StatsGate';
import { WidgetMessage, WIDGET_MESSAGES } from '@fathom/sdk/web/widget-kit/WidgetMessage';
import { addedInLast, cumulativeGrowth, growthSeries } from './growth';

const EMPTY = 'Data growth per month appears once sources under this node have been scanned.';

export function DataGrowthWidget({ node, details }: WidgetProps<ChartDetails>) {
  if (!validChartDetails(details)) return <WidgetMessage icon="pi pi-question-circle" title={WIDGET_MESSAGES.notFound} />;
  const d = normalizeChartDetails(details, DEFAULT_GROWTH_DETAILS);
  return (
    <StatsGate node={node} empty={EMPTY}>
      {s => {
        const data = growthSeries(s.growth, d);
        if (data.categories.length === 0) return <WidgetMessage title={WIDGET_MESSAGES.noData}>{EMPTY}</WidgetMessage>;
        const legend = data.series.map((x, i) => ({ label: x.name, color: paletteColor(i), value: formatSize(x.data.reduce((a, b) => a + b, 0)) }));
        return <ChartView spec={seriesSpec(data, d)} legend={legend} variant={d.chartVariant} />;
      }}
    </StatsGate>
  );
}

export function BasicDataGrowthWidget({ node }: WidgetProps) {
  return (
    <StatsGate node={node} empty={EMPTY}>
      {s => {
        const points = cumulativeGrowth(s.growth);
        if (points.length === 0) return <WidgetMessage title={WIDGET_MESSAGES.noData}>{EMPTY}</WidgetMessage>;
        const spec = seriesSpec(
          { categories: points.map(p => p.month), series: [{ name: 'Total data', data: points.map(p => p.bytes) }] },
          { chartType: 'area' },
        );
        return (
          <div style={{ display: 'flex', height: '100%' }}>
            <div style={{ flex: '0 0 12rem' }}>
              <Figures
                columns={1}
                figures={[
                  { label: 'Total data', value: formatSize(points[points.length - 1].bytes) },
                  { label: 'Added in the last 12 months', value: formatSize(addedInLast(s.growth, 12)) },
                ]}
              />
            </div>
            <ChartView spec={spec} legend={[]} variant="chart" />
          </div>
        );
      }}
    </StatsGate>
  );
}
