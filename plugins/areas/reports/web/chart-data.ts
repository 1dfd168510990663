/**
 * A grouped report's rows as a chart (apexcharts, through the widget kit's specs): one bar or slice per label, or with
 * a series column one series per value of it (stacked bars). Sizes read as sizes, other values as counts.
 */
import { paletteColor } from '@fathom/sdk/api/chart';
import type { SearchObject } from '@fathom/sdk/api/search-wire';
import { distributionSpec, formatMeasure, seriesSpec, type ApexSpec } from '@fathom/sdk/web/widget-kit/chart-options';
import { formatReportNumber, type ColumnFormat, type ReportChart } from '../api';

export interface ReportChartData {
  spec: ApexSpec;
  /** One entry per slice, bar or series, in the chart's colours. */
  legend: { label: string; color: string; value: string }[];
}

export function reportChartSpec(chart: ReportChart, objects: readonly SearchObject[], formats: Record<string, ColumnFormat> = {}): ReportChartData | null {
  const measure = formats[chart.valueColumn] === 'size' ? 'bytes' : 'files';
  const labelOf = (v: unknown, column: string) => {
    if (v === null || v === undefined || v === '') return 'Unknown';
    return typeof v === 'number' && formats[column] ? formatReportNumber(v, formats[column]) : String(v);
  };
  const value = (o: SearchObject) => Number(o[chart.valueColumn] ?? 0) || 0;
  if (objects.length === 0) return null;
  if (chart.seriesColumn) {
    const categories = [...new Set(objects.map(o => labelOf(o[chart.labelColumn], chart.labelColumn)))];
    const names = [...new Set(objects.map(o => labelOf(o[chart.seriesColumn!], chart.seriesColumn!)))];
    const series = names.map(name => ({
      name,
      data: categories.map(cat =>
        objects
          .filter(o => labelOf(o[chart.labelColumn], chart.labelColumn) === cat && labelOf(o[chart.seriesColumn!], chart.seriesColumn!) === name)
          .reduce((s, o) => s + value(o), 0),
      ),
    }));
    const spec = seriesSpec({ categories, series }, { chartType: chart.chartType === 'pie' ? 'stackedBar' : chart.chartType }, measure);
    const legend = series.map((x, i) => ({
      label: x.name,
      color: paletteColor(i),
      value: formatMeasure(
        x.data.reduce((a, b) => a + b, 0),
        measure,
      ),
    }));
    return { spec, legend };
  }
  const buckets = objects.map((o, i) => ({ key: String(i), label: labelOf(o[chart.labelColumn], chart.labelColumn), files: value(o), bytes: value(o) }));
  const colors = buckets.map((_, i) => paletteColor(i));
  const spec = distributionSpec(
    { buckets, colors, totalFiles: buckets.reduce((s, b) => s + b.files, 0), totalBytes: buckets.reduce((s, b) => s + b.bytes, 0) },
    { chartType: chart.chartType, orderBy: measure === 'bytes' ? 'size' : 'fileCount' },
  );
  return { spec, legend: buckets.map((b, i) => ({ label: b.label, color: colors[i], value: formatMeasure(b.files, measure) })) };
}
