/**
 * Turns shaped chart data into an ApexCharts type, series and options for each chartType (spec 001 §3):
 * pie, vertical bar, horizontal bar, stacked bar, area. Pure, so every widget's chart is testable without a DOM.
 */
import type { ChartDetails, ShapedChart } from '../../api/chart';
import { paletteColor } from '../../api/chart';
import { formatCount, formatSize } from '../../api/format';

export type ApexType = 'pie' | 'bar' | 'area';
export interface ApexSpec {
  type: ApexType;
  series: any;
  options: Record<string, any>;
}

/** Bytes unless the chart is ordered by file count. */
export type Measure = 'bytes' | 'files';
export function measureFor(details: Pick<ChartDetails, 'orderBy'>): Measure {
  return details.orderBy === 'fileCount' ? 'files' : 'bytes';
}
export function formatMeasure(value: number, measure: Measure): string {
  return measure === 'files' ? formatCount(value) : formatSize(value);
}

/**
 * One formatter function per measure, the same object on every call: the chart compares a widget's new options
 * with the ones it drew and redraws itself when they differ, and a fresh function always differs. A widget
 * drawn again with the same figures (its node read again, the grid laid out) then keeps its chart as it is.
 */
const FORMATTERS: Record<Measure, (v: number) => string> = {
  bytes: v => formatSize(Number(v)),
  files: v => formatCount(Number(v)),
};

/** A horizontal value axis holds sizes such as '292.97 KB': a few ticks keep them from running into each other. */
const VALUE_TICKS = 3;
/** A category axis of months: at most this many labels, the rest hidden rather than overlapping. */
const MAX_CATEGORY_LABELS = 12;
/**
 * Category names on a bar axis (classification names such as 'U.S. Social Security number'): slanted, trimmed
 * and thinned out so they never run into each other; the tooltip and the legend give the whole name.
 */
const NAME_LABELS = { rotate: -45, rotateAlways: false, trim: true, hideOverlappingLabels: true, maxHeight: 90 };
/** Names beside horizontal bars: at most this many pixels, trimmed beyond. */
const NAME_LABEL_WIDTH = 160;
const categoryAxis = (categories: string[]) => ({
  categories,
  tickAmount: Math.min(Math.max(categories.length - 1, 1), MAX_CATEGORY_LABELS),
  labels: { rotate: -45, hideOverlappingLabels: true },
});

const base = (colors: string[], measure: Measure) => ({
  chart: { toolbar: { show: false }, animations: { enabled: false }, fontFamily: 'inherit' },
  colors,
  legend: { show: false }, // the widget draws its own legend so legend-only and chart-only variants agree
  dataLabels: { enabled: false },
  tooltip: { y: { formatter: FORMATTERS[measure] } },
});

/** One value per bucket. */
export function distributionSpec(shaped: ShapedChart, details: Pick<ChartDetails, 'chartType' | 'orderBy'>): ApexSpec {
  const measure = measureFor(details);
  const labels = shaped.buckets.map(b => b.label);
  const values = shaped.buckets.map(b => (measure === 'files' ? b.files : b.bytes));
  const axis = { labels: { formatter: FORMATTERS[measure] } };
  switch (details.chartType) {
    case 'pie':
      return { type: 'pie', series: values, options: { ...base(shaped.colors, measure), labels } };
    case 'verticalBar':
    case 'horizontalBar': {
      const horizontal = details.chartType === 'horizontalBar';
      return {
        type: 'bar',
        series: [{ name: measure === 'files' ? 'Files' : 'Size', data: values }],
        options: {
          ...base(shaped.colors, measure),
          plotOptions: { bar: { horizontal, distributed: true } },
          xaxis: { categories: labels, ...(horizontal ? { ...axis, tickAmount: VALUE_TICKS } : { labels: NAME_LABELS }) },
          yaxis: horizontal ? { labels: { maxWidth: NAME_LABEL_WIDTH } } : axis,
        },
      };
    }
    case 'stackedBar':
      // One bar made of every bucket: the composition at a glance.
      return {
        type: 'bar',
        series: shaped.buckets.map((b, i) => ({ name: b.label, data: [values[i]] })),
        options: {
          ...base(shaped.colors, measure),
          chart: { ...base(shaped.colors, measure).chart, stacked: true },
          plotOptions: { bar: { horizontal: true } },
          xaxis: { categories: ['Total'], ...axis, tickAmount: VALUE_TICKS },
        },
      };
    case 'area':
      return {
        type: 'area',
        series: [{ name: measure === 'files' ? 'Files' : 'Size', data: values }],
        options: { ...base([paletteColor(0)], measure), xaxis: categoryAxis(labels), yaxis: axis, stroke: { curve: 'smooth' } },
      };
  }
}

export interface SeriesData {
  categories: string[];
  series: { name: string; data: number[] }[];
}

/** Several series over shared categories (months, for growth charts). A pie shows each series' total. */
export function seriesSpec(data: SeriesData, details: Pick<ChartDetails, 'chartType'>, measure: Measure = 'bytes'): ApexSpec {
  const colors = data.series.map((_, i) => paletteColor(i));
  const axis = { labels: { formatter: FORMATTERS[measure] } };
  switch (details.chartType) {
    case 'pie':
      return {
        type: 'pie',
        series: data.series.map(s => s.data.reduce((a, b) => a + b, 0)),
        options: { ...base(colors, measure), labels: data.series.map(s => s.name) },
      };
    case 'area':
      return {
        type: 'area',
        series: data.series,
        options: {
          ...base(colors, measure),
          chart: { ...base(colors, measure).chart, stacked: data.series.length > 1 },
          xaxis: categoryAxis(data.categories),
          yaxis: axis,
          stroke: { curve: 'smooth' },
        },
      };
    case 'horizontalBar':
    case 'verticalBar':
    case 'stackedBar': {
      const horizontal = details.chartType === 'horizontalBar';
      return {
        type: 'bar',
        series: data.series,
        options: {
          ...base(colors, measure),
          chart: { ...base(colors, measure).chart, stacked: details.chartType === 'stackedBar' },
          plotOptions: { bar: { horizontal } },
          xaxis: { categories: data.categories, ...(horizontal ? { ...axis, tickAmount: VALUE_TICKS } : {}) },
          yaxis: horizontal ? {} : axis,
        },
      };
    }
  }
}
