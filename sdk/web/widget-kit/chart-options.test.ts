import { DEFAULT_CHART_DETAILS, shapeChartBuckets } from '../../api/chart';
import { formatCount } from '../../api/format';
import { distributionSpec, measureFor, seriesSpec } from './chart-options';
import { chartWidget } from './chart-schema';

const shaped = shapeChartBuckets(
  [
    { key: 'a', label: 'A', files: 3, bytes: 100 },
    { key: 'b', label: 'B', files: 1, bytes: 300 },
  ],
  DEFAULT_CHART_DETAILS,
);

describe('distributionSpec', () => {
  it('pie: one value per bucket, labels and palette colours', () => {
    const s = distributionSpec(shaped, { chartType: 'pie', orderBy: 'size' });
    expect(s.type).toBe('pie');
    expect(s.series).toEqual([100, 300]);
    expect(s.options.labels).toEqual(['A', 'B']);
    expect(s.options.colors).toEqual(shaped.colors);
    expect(s.options.tooltip.y.formatter(2048)).toBe('2.00 KB');
  });
  it('gives the same options, formatters included, for the same figures (the chart redraws on any difference)', () => {
    for (const chartType of ['pie', 'verticalBar', 'horizontalBar', 'stackedBar', 'area'] as const) {
      const a = distributionSpec(shaped, { chartType, orderBy: 'size' });
      const b = distributionSpec(shaped, { chartType, orderBy: 'size' });
      expect(a.options.tooltip.y.formatter).toBe(b.options.tooltip.y.formatter);
      const axis = (s: typeof a) => (chartType === 'horizontalBar' || chartType === 'stackedBar' ? s.options.xaxis : s.options.yaxis)?.labels?.formatter;
      expect(axis(a)).toBe(axis(b));
      const g = (t: typeof chartType) => seriesSpec({ categories: ['Jan'], series: [{ name: 'A', data: [1] }] }, { chartType: t });
      expect(g(chartType).options.tooltip.y.formatter).toBe(g(chartType).options.tooltip.y.formatter);
    }
    const files = distributionSpec(shaped, { chartType: 'pie', orderBy: 'fileCount' }).options.tooltip.y.formatter;
    expect(files(2048)).toBe(formatCount(2048));
  });
  it('bars: vertical and horizontal, counts when ordered by file count', () => {
    const v = distributionSpec(shaped, { chartType: 'verticalBar', orderBy: 'fileCount' });
    expect(v.type).toBe('bar');
    expect(v.series).toEqual([{ name: 'Files', data: [3, 1] }]);
    expect(v.options.plotOptions.bar.horizontal).toBe(false);
    expect(distributionSpec(shaped, { chartType: 'horizontalBar', orderBy: 'size' }).options.plotOptions.bar.horizontal).toBe(true);
    expect(measureFor({ orderBy: 'label' })).toBe('bytes');
  });
  it('bars: long category names neither run together nor push the bars away', () => {
    const v = distributionSpec(shaped, { chartType: 'verticalBar', orderBy: 'size' });
    expect(v.options.xaxis.labels).toMatchObject({ rotate: -45, trim: true, hideOverlappingLabels: true });
    const h = distributionSpec(shaped, { chartType: 'horizontalBar', orderBy: 'size' });
    expect(h.options.yaxis.labels.maxWidth).toBeGreaterThan(100);
    expect(h.options.xaxis.tickAmount).toBe(3);
  });
  it('stacked bar: one series per bucket, stacked', () => {
    const s = distributionSpec(shaped, { chartType: 'stackedBar', orderBy: 'size' });
    expect(s.series).toEqual([
      { name: 'A', data: [100] },
      { name: 'B', data: [300] },
    ]);
    expect(s.options.chart.stacked).toBe(true);
  });
  it('area: one series over the buckets', () => {
    expect(distributionSpec(shaped, { chartType: 'area', orderBy: 'size' })).toMatchObject({ type: 'area', series: [{ name: 'Size', data: [100, 300] }] });
  });
});

describe('seriesSpec', () => {
  const data = {
    categories: ['2024-01', '2024-02'],
    series: [
      { name: 'Document', data: [1, 2] },
      { name: 'Image', data: [3, 4] },
    ],
  };
  it('stacks bars and sums series for a pie', () => {
    expect(seriesSpec(data, { chartType: 'stackedBar' }).options.chart.stacked).toBe(true);
    expect(seriesSpec(data, { chartType: 'verticalBar' }).options.chart.stacked).toBe(false);
    expect(seriesSpec(data, { chartType: 'pie' })).toMatchObject({ type: 'pie', series: [3, 7], options: { labels: ['Document', 'Image'] } });
  });
});

describe('chartWidget', () => {
  it('adds the unclassified switch only when asked', () => {
    const load = async () => ({ default: () => null });
    expect(
      chartWidget({
        type: 't',
        title: 'T',
        description: '',
        defaultSize: '6x4',
        defaultDetails: DEFAULT_CHART_DETAILS,
        load,
        withUnclassified: true,
      }).detailsSchema.map(f => f.key),
    ).toContain('showUnclassified');
  });
});
