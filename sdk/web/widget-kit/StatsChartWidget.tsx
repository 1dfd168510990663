/**
 * The body of every widget that charts PID_STATS buckets: loads the node's stats (refreshed every 15 s),
 * picks its buckets with `select`, shapes them by the widget's details and draws legend and/or chart.
 */
import { normalizeChartDetails, shapeChartBuckets, validChartDetails, type ChartBucket, type ChartDetails } from '../../api/chart';
import { formatCount, formatSize } from '../../api/format';
import { isNodeStats, type NodeStats } from '../../api/stats';
import type { TreeObject } from '../../api';
import { distributionSpec } from './chart-options';
import { ChartView } from './ChartView';
import { useNodeProperty } from './useNodeProperty';
import { PropertyGate, WidgetMessage, WIDGET_MESSAGES } from './WidgetMessage';

export interface StatsChartWidgetProps {
  node: TreeObject;
  details: Partial<ChartDetails>;
  defaults: ChartDetails;
  select(stats: NodeStats): ChartBucket[];
  /** What will appear once the node has been scanned. */
  empty: string;
  /** A line under the chart saying what the figures count (e.g. the confidence threshold). */
  caption?(stats: NodeStats): string | null;
}

export function StatsChartWidget({ node, details, defaults, select, empty, caption }: StatsChartWidgetProps) {
  const stats = useNodeProperty<NodeStats>(node.objectId, 'PID_STATS');
  if (!validChartDetails(details)) return <WidgetMessage icon="pi pi-question-circle" title={WIDGET_MESSAGES.notFound} testId="widget-invalid" />;
  const d = normalizeChartDetails(details, defaults);
  return (
    <PropertyGate state={stats} empty={empty}>
      {data => {
        if (!isNodeStats(data))
          return (
            <WidgetMessage title={WIDGET_MESSAGES.noData} testId="widget-empty">
              {empty}
            </WidgetMessage>
          );
        const shaped = shapeChartBuckets(select(data), d);
        if (shaped.buckets.length === 0)
          return (
            <WidgetMessage title={WIDGET_MESSAGES.noData} testId="widget-empty">
              {empty}
            </WidgetMessage>
          );
        const legend = shaped.buckets.map((b, i) => ({
          label: b.label,
          color: shaped.colors[i],
          value: formatSize(b.bytes),
          note: `${formatCount(b.files)} files`,
        }));
        const note = caption?.(data);
        const chart = <ChartView spec={distributionSpec(shaped, d)} legend={legend} variant={d.chartVariant} />;
        if (!note) return chart;
        return (
          <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
            <div style={{ flex: 1, minHeight: 0 }}>{chart}</div>
            <small data-testid="widget-caption" style={{ color: 'var(--text-color-secondary, #64748b)', padding: '0.15rem 0.5rem' }}>
              {note}
            </small>
          </div>
        );
      }}
    </PropertyGate>
  );
}
