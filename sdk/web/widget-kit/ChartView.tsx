/**
 * A chart widget's body: legend and chart, legend only, or chart only (spec 001 §3). The chart is
 * react-apexcharts' core build with only the chart types used here registered.
 */
import Chart from 'react-apexcharts/core';
import 'apexcharts/pie';
import 'apexcharts/bar';
import 'apexcharts/area';
import type { ChartVariant } from '../../api/chart';
import type { ApexSpec } from './chart-options';

export interface LegendItem {
  label: string;
  color: string;
  value: string;
  note?: string;
}

export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <ul aria-label="Legend" style={{ listStyle: 'none', margin: 0, padding: '0.25rem', overflow: 'auto', fontSize: '0.9em', minWidth: '10rem' }}>
      {items.map(item => (
        <li key={item.label} style={{ display: 'flex', alignItems: 'center', gap: '0.4rem', padding: '0.15rem 0' }}>
          <span aria-hidden="true" style={{ width: '0.75rem', height: '0.75rem', borderRadius: 2, background: item.color, flex: '0 0 auto' }} />
          {/* The whole name, wrapped when long: a legend is where a name truncated on the chart is read. */}
          <span style={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }} data-testid="legend-label">
            {item.label}
          </span>
          <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{item.value}</span>
          {item.note ? <span style={{ color: 'var(--text-color-secondary, #64748b)', whiteSpace: 'nowrap' }}>{item.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function ChartView({ spec, legend, variant, height }: { spec: ApexSpec; legend: LegendItem[]; variant: ChartVariant; height?: number }) {
  const chart = (
    <div style={{ flex: '1 1 auto', minWidth: 0 }} data-testid="widget-chart">
      <Chart type={spec.type} series={spec.series} options={spec.options} height={height ?? '100%'} width="100%" />
    </div>
  );
  if (variant === 'legend') return <ChartLegend items={legend} />;
  if (variant === 'chart') return <div style={{ display: 'flex', height: '100%' }}>{chart}</div>;
  return (
    <div style={{ display: 'flex', height: '100%', gap: '0.5rem' }}>
      <div style={{ flex: '0 1 40%', minWidth: 0, overflow: 'auto' }}>
        <ChartLegend items={legend} />
      </div>
      {chart}
    </div>
  );
}
