import { DEFAULT_GROWTH_DETAILS } from '@fathom/sdk/api/chart';
import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { addedInLast, cumulativeGrowth, growthSeries } from './growth';
import type { GrowthMonth } from '@fathom/sdk/api/stats';

const growth: GrowthMonth[] = [
  { month: '2024-02', files: 2, bytes: 30, byCategory: { Documents: 10, Images: 15, Logs: 5 } },
  { month: '2024-01', files: 1, bytes: 60, byCategory: { Documents: 40, Images: 20 } },
  { month: 'bad', files: 1, bytes: 1 },
];
const contributions = () => widgetTypesOf(plugin);

describe('data growth', () => {
  it('stacks categories per month in label order', () => {
    expect(growthSeries(growth, DEFAULT_GROWTH_DETAILS)).toEqual({
      categories: ['2024-01', '2024-02'],
      series: [
        { name: 'Documents', data: [40, 10] },
        { name: 'Images', data: [20, 15] },
        { name: 'Logs', data: [0, 5] },
      ],
    });
  });
  it('keeps the top categories and combines the rest', () => {
    expect(growthSeries(growth, { ...DEFAULT_GROWTH_DETAILS, amountOfResults: 1, combinedOtherResults: true, order: 'descending' })).toEqual({
      categories: ['2024-02', '2024-01'],
      series: [
        { name: 'Documents', data: [10, 40] },
        { name: 'Other', data: [20, 20] },
      ],
    });
  });
  it('uses one series without categories', () => {
    expect(growthSeries([{ month: '2023-12', files: 1, bytes: 9 }], DEFAULT_GROWTH_DETAILS).series).toEqual([{ name: 'New data', data: [9] }]);
  });
  it('basic growth is the running total', () => {
    expect(cumulativeGrowth(growth)).toEqual([
      { month: '2024-01', bytes: 60 },
      { month: '2024-02', bytes: 90 },
    ]);
    expect(addedInLast(growth, 1)).toBe(30);
  });
  it('contributes both types; data growth follows the chart rule', () => {
    const [chart, basic] = contributions();
    expect([chart.type, basic.type]).toEqual(['data-growth', 'basic-data-growth']);
    expect(chart.defaultDetails).toMatchObject({ chartVariant: 'legendAndChart', chartType: 'stackedBar', orderBy: 'label' });
    expect(chart.valid({ chartType: 'stackedBar' })).toBe(false);
    expect(basic.valid({})).toBe(true);
  });
});
