/**
 * Chart widget details and the shaping every chart widget applies to its buckets (spec 001 §3, §4, §9):
 * order, orderBy, amountOfResults, combinedOtherResults, showUnclassified and the 20-colour palette.
 */
import { UNCLASSIFIED } from './stats';

export const CHART_VARIANTS = ['legendAndChart', 'legend', 'chart'] as const;
export type ChartVariant = (typeof CHART_VARIANTS)[number];
export const CHART_VARIANT_LABELS: Record<ChartVariant, string> = { legendAndChart: 'Legend and chart', legend: 'Legend', chart: 'Chart' };

export const CHART_TYPES = ['pie', 'verticalBar', 'horizontalBar', 'stackedBar', 'area'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const CHART_TYPE_LABELS: Record<ChartType, string> = {
  pie: 'Pie',
  verticalBar: 'Vertical bar',
  horizontalBar: 'Horizontal bar',
  stackedBar: 'Stacked bar',
  area: 'Area',
};

export const ORDERS = ['ascending', 'descending'] as const;
export type Order = (typeof ORDERS)[number];
export const ORDER_BY = ['label', 'size', 'fileCount'] as const;
export type OrderBy = (typeof ORDER_BY)[number];
export const ORDER_BY_LABELS: Record<OrderBy, string> = { label: 'Label', size: 'Size', fileCount: 'File count' };

/** 'All' or a positive count of buckets to show. */
export type AmountOfResults = 'All' | number;
export const AMOUNT_OF_RESULTS_OPTIONS: AmountOfResults[] = ['All', 3, 5, 10, 15, 20];

export interface ChartDetails {
  chartVariant: ChartVariant;
  chartType: ChartType;
  amountOfResults: AmountOfResults;
  combinedOtherResults: boolean;
  order: Order;
  orderBy: OrderBy;
  showUnclassified?: boolean;
  primaryColumn?: string;
}

/** Files by category's defaults (spec 001 §3): legend plus pie, all results, not combined, ascending, by size, unclassified shown. */
export const DEFAULT_CHART_DETAILS: ChartDetails = {
  chartVariant: 'legendAndChart',
  chartType: 'pie',
  amountOfResults: 'All',
  combinedOtherResults: false,
  order: 'ascending',
  orderBy: 'size',
  showUnclassified: true,
};
/** Data growth's defaults: legend and chart plus stacked bar, ordered by label. */
export const DEFAULT_GROWTH_DETAILS: ChartDetails = { ...DEFAULT_CHART_DETAILS, chartType: 'stackedBar', orderBy: 'label' };

/** The chart palette: 20 colours, assigned in order and repeated past 20. */
export const CHART_PALETTE = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#aec7e8',
  '#ffbb78',
  '#98df8a',
  '#ff9896',
  '#c5b0d5',
  '#c49c94',
  '#f7b6d2',
  '#c7c7c7',
  '#dbdb8d',
  '#9edae5',
] as const;
export function paletteColor(index: number): string {
  return CHART_PALETTE[((index % 20) + 20) % 20];
}

/** Spec 001 §4: a chart widget is valid when its chart type and variant are known. */
export function validChartDetails(details: unknown): details is ChartDetails {
  if (!details || typeof details !== 'object') return false;
  const d = details as Partial<ChartDetails>;
  return (CHART_TYPES as readonly unknown[]).includes(d.chartType) && (CHART_VARIANTS as readonly unknown[]).includes(d.chartVariant);
}

/** Fills missing or unusable optional fields from defaults; chart type and variant are kept as they are. */
export function normalizeChartDetails(details: Partial<ChartDetails> | undefined, defaults: ChartDetails = DEFAULT_CHART_DETAILS): ChartDetails {
  const d = details ?? {};
  const amount = d.amountOfResults === 'All' || (typeof d.amountOfResults === 'number' && d.amountOfResults > 0) ? d.amountOfResults : defaults.amountOfResults;
  return {
    chartVariant: d.chartVariant ?? defaults.chartVariant,
    chartType: d.chartType ?? defaults.chartType,
    amountOfResults: amount,
    combinedOtherResults: typeof d.combinedOtherResults === 'boolean' ? d.combinedOtherResults : defaults.combinedOtherResults,
    order: (ORDERS as readonly unknown[]).includes(d.order) ? d.order! : defaults.order,
    orderBy: (ORDER_BY as readonly unknown[]).includes(d.orderBy) ? d.orderBy! : defaults.orderBy,
    showUnclassified: typeof d.showUnclassified === 'boolean' ? d.showUnclassified : defaults.showUnclassified,
    ...(d.primaryColumn !== undefined ? { primaryColumn: d.primaryColumn } : {}),
  };
}

/** `rank` orders buckets with a natural sequence (age buckets) when ordering by label. */
export interface ChartBucket {
  key: string;
  label: string;
  files: number;
  bytes: number;
  rank?: number;
}
export interface ShapedChart {
  buckets: ChartBucket[];
  colors: string[];
  totalFiles: number;
  totalBytes: number;
}

export const OTHER_LABEL = 'Other';

/**
 * Orders, filters and cuts buckets as the details say. Colours follow the shaped order so a legend and its
 * chart agree. With combinedOtherResults the buckets beyond amountOfResults become one 'Other' bucket.
 */
export function shapeChartBuckets(input: readonly ChartBucket[], details: ChartDetails): ShapedChart {
  let buckets = input.filter(b => b.files > 0 || b.bytes > 0);
  if (details.showUnclassified === false) buckets = buckets.filter(b => b.key !== UNCLASSIFIED);
  const dir = details.order === 'descending' ? -1 : 1;
  const byLabel = (a: ChartBucket, b: ChartBucket) =>
    a.rank !== undefined && b.rank !== undefined && a.rank !== b.rank
      ? a.rank - b.rank
      : a.label.localeCompare(b.label, 'en', { numeric: true, sensitivity: 'base' });
  const compare =
    details.orderBy === 'label'
      ? byLabel
      : details.orderBy === 'fileCount'
        ? (a: ChartBucket, b: ChartBucket) => a.files - b.files || byLabel(a, b)
        : (a: ChartBucket, b: ChartBucket) => a.bytes - b.bytes || byLabel(a, b);
  buckets = [...buckets].sort((a, b) => dir * compare(a, b));
  const totalFiles = buckets.reduce((s, b) => s + b.files, 0);
  const totalBytes = buckets.reduce((s, b) => s + b.bytes, 0);
  const limit = details.amountOfResults === 'All' ? Infinity : details.amountOfResults;
  if (buckets.length > limit) {
    // The top results are the largest by the chosen measure, whatever the display order.
    const measure = (b: ChartBucket) => (details.orderBy === 'fileCount' ? b.files : b.bytes);
    const keep = new Set(
      [...buckets]
        .sort((a, b) => measure(b) - measure(a) || byLabel(a, b))
        .slice(0, limit)
        .map(b => b.key),
    );
    const kept = buckets.filter(b => keep.has(b.key));
    if (details.combinedOtherResults) {
      const rest = buckets.filter(b => !keep.has(b.key));
      const files = rest.reduce((s, b) => s + b.files, 0);
      const bytes = rest.reduce((s, b) => s + b.bytes, 0);
      // A kept bucket already called Other (the category 'Other') takes the rest: one Other, not two.
      const i = kept.findIndex(b => b.label === OTHER_LABEL);
      if (i >= 0) kept[i] = { ...kept[i], files: kept[i].files + files, bytes: kept[i].bytes + bytes };
      else kept.push({ key: OTHER_LABEL, label: OTHER_LABEL, files, bytes });
    }
    buckets = kept;
  }
  return { buckets, colors: buckets.map((_, i) => paletteColor(i)), totalFiles, totalBytes };
}
