import type { WidgetProps } from '@fathom/sdk/web';
import { formatSize } from '@fathom/sdk/api/format';
import { seriesSpec } from '@fathom/sdk/web/widget-kit/chart-options';
import { ChartView } from '@fathom/sdk/web/widget-kit/ChartView';
import { StatsGate } from '@fathom/sdk/web/widget-kit/StatsGate';
import { WidgetMessage, WIDGET_MESSAGES } from '@fathom/sdk/web/widget-kit/WidgetMessage';
import { projectGrowth } from './forecast';

const EMPTY = 'The projection appears once sources under this node have been scanned.';

export default function ProjectedDataGrowthWidget({ node }: WidgetProps) {
  return (
    <StatsGate node={node} empty={EMPTY}>
      {s => {
        const p = projectGrowth(s.growth);
        if (p.history.length === 0) return <WidgetMessage title={WIDGET_MESSAGES.noData}>{EMPTY}</WidgetMessage>;
        const categories = [...p.history, ...p.forecast].map(x => x.month);
        const series = [
          { name: 'Total data', data: [...p.history.map(h => h.bytes), ...p.forecast.map(() => null as unknown as number)] },
          { name: 'Projection', data: [...p.history.map(() => null as unknown as number), ...p.forecast.map(f => f.bytes)] },
        ];
        const spec = seriesSpec({ categories, series }, { chartType: 'area' });
        spec.options.chart = { ...spec.options.chart, stacked: false };
        const end = p.forecast[p.forecast.length - 1];
        return (
          <ChartView
            spec={spec}
            variant="legendAndChart"
            legend={[
              {
                label: `Now (${p.history[p.history.length - 1].month})`,
                color: spec.options.colors[0],
                value: formatSize(p.history[p.history.length - 1].bytes),
              },
              { label: `Projected (${end.month})`, color: spec.options.colors[1], value: formatSize(end.bytes) },
            ]}
          />
        );
      }}
    </StatsGate>
  );
}
