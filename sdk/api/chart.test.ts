import {
  CHART_PALETTE,
  DEFAULT_CHART_DETAILS,
  DEFAULT_GROWTH_DETAILS,
  normalizeChartDetails,
  paletteColor,
  shapeChartBuckets,
  validChartDetails,
  type ChartBucket,
} from './chart';

const b = (key: string, files: number, bytes: number): ChartBucket => ({ key, label: key, files, bytes });
const input = [b('Documents', 10, 500), b('Images', 5, 900), b('Unclassified', 50, 100), b('Audio', 1, 50), b('Empty', 0, 0)];

describe('chart details', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_CHART_DETAILS).toEqual({
      chartVariant: 'legendAndChart',
      chartType: 'pie',
      amountOfResults: 'All',
      combinedOtherResults: false,
      order: 'ascending',
      orderBy: 'size',
      showUnclassified: true,
    });
    expect(DEFAULT_GROWTH_DETAILS).toMatchObject({ chartVariant: 'legendAndChart', chartType: 'stackedBar', orderBy: 'label' });
  });
  it('is valid only with a known chart type and variant', () => {
    expect(validChartDetails(DEFAULT_CHART_DETAILS)).toBe(true);
    expect(validChartDetails({ ...DEFAULT_CHART_DETAILS, chartType: 'donut' })).toBe(false);
    expect(validChartDetails({ ...DEFAULT_CHART_DETAILS, chartVariant: undefined })).toBe(false);
    expect(validChartDetails(null)).toBe(false);
  });
  it('normalises optional fields', () => {
    expect(normalizeChartDetails({ chartType: 'area', chartVariant: 'chart', amountOfResults: -3, order: 'x' as never })).toMatchObject({
      chartType: 'area',
      amountOfResults: 'All',
      order: 'ascending',
    });
  });
  it('has 20 palette colours, repeated', () => {
    expect(new Set(CHART_PALETTE).size).toBe(20);
    expect(paletteColor(20)).toBe(CHART_PALETTE[0]);
  });
});

describe('shapeChartBuckets', () => {
  it('orders ascending by size and drops empty buckets', () => {
    expect(shapeChartBuckets(input, DEFAULT_CHART_DETAILS).buckets.map(x => x.key)).toEqual(['Audio', 'Unclassified', 'Documents', 'Images']);
  });
  it('orders by file count descending and by label', () => {
    expect(shapeChartBuckets(input, { ...DEFAULT_CHART_DETAILS, orderBy: 'fileCount', order: 'descending' }).buckets.map(x => x.key)).toEqual([
      'Unclassified',
      'Documents',
      'Images',
      'Audio',
    ]);
    expect(shapeChartBuckets(input, { ...DEFAULT_CHART_DETAILS, orderBy: 'label' }).buckets.map(x => x.key)).toEqual([
      'Audio',
      'Documents',
      'Images',
      'Unclassified',
    ]);
  });
  it('orders ranked buckets by rank when ordering by label', () => {
    const ranked = [
      { key: '>4', label: 'Over 4 years', files: 1, bytes: 1, rank: 4 },
      { key: '<1', label: 'Under 1 year', files: 1, bytes: 1, rank: 0 },
    ];
    expect(shapeChartBuckets(ranked, { ...DEFAULT_CHART_DETAILS, orderBy: 'label' }).buckets.map(x => x.key)).toEqual(['<1', '>4']);
    expect(shapeChartBuckets(ranked, { ...DEFAULT_CHART_DETAILS, orderBy: 'label', order: 'descending' }).buckets.map(x => x.key)).toEqual(['>4', '<1']);
  });
  it('hides Unclassified when asked', () => {
    expect(shapeChartBuckets(input, { ...DEFAULT_CHART_DETAILS, showUnclassified: false }).buckets.map(x => x.key)).not.toContain('Unclassified');
  });
  it('keeps the largest N and combines the rest into Other', () => {
    const cut = shapeChartBuckets(input, { ...DEFAULT_CHART_DETAILS, amountOfResults: 2 });
    expect(cut.buckets.map(x => x.key)).toEqual(['Documents', 'Images']);
    const other = shapeChartBuckets(input, { ...DEFAULT_CHART_DETAILS, amountOfResults: 2, combinedOtherResults: true });
    expect(other.buckets).toEqual([b('Documents', 10, 500), b('Images', 5, 900), { key: 'Other', label: 'Other', files: 51, bytes: 150 }]);
    expect(other.colors).toEqual(CHART_PALETTE.slice(0, 3));
    expect(other.totalBytes).toBe(1550);
  });
  it('combines into a kept bucket already named Other instead of showing Other twice', () => {
    const withOther = [b('Documents', 10, 500), b('Other', 5, 900), b('Images', 1, 40), b('Audio', 2, 30)];
    const shaped = shapeChartBuckets(withOther, { ...DEFAULT_CHART_DETAILS, amountOfResults: 2, combinedOtherResults: true });
    expect(shaped.buckets.map(x => [x.label, x.files, x.bytes])).toEqual([
      ['Documents', 10, 500],
      ['Other', 8, 970],
    ]);
  });
});
