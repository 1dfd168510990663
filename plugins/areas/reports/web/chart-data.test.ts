import { reportChartSpec } from './chart-data';

const rows = [
  { Month: 202610, Category: 'Documents', Size: 100 },
  { Month: 202610, Category: 'Email', Size: 20 },
  { Month: 202611, Category: 'Documents', Size: 50 },
];

describe('report charts', () => {
  it('one bar per label, sizes as sizes', () => {
    const data = reportChartSpec({ chartType: 'verticalBar', labelColumn: 'Category', valueColumn: 'Size' }, rows.slice(0, 2), { Size: 'size' })!;
    expect(data.spec.type).toBe('bar');
    expect(data.spec.series).toEqual([{ name: 'Size', data: [100, 20] }]);
    expect(data.legend.map(l => [l.label, l.value])).toEqual([
      ['Documents', '100 Bytes'],
      ['Email', '20 Bytes'],
    ]);
  });

  it('a series column stacks one series per value over the labels (months read YYYY-MM)', () => {
    const data = reportChartSpec({ chartType: 'stackedBar', labelColumn: 'Month', valueColumn: 'Size', seriesColumn: 'Category' }, rows, {
      Month: 'month',
      Size: 'size',
    })!;
    expect(data.spec.options.xaxis.categories).toEqual(['2026-10', '2026-11']);
    expect(data.spec.series).toEqual([
      { name: 'Documents', data: [100, 50] },
      { name: 'Email', data: [20, 0] },
    ]);
    expect(data.spec.options.chart.stacked).toBe(true);
    expect(reportChartSpec({ chartType: 'pie', labelColumn: 'Month', valueColumn: 'Size' }, [])).toBeNull();
  });
});
