import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { addMonths, FORECAST_MONTHS, HISTORY_MONTHS, linearFit, monthlyTotals, projectGrowth } from './forecast';

const contributions = () => widgetTypesOf(plugin);

describe('projected data growth', () => {
  it('adds months across years', () => {
    expect(addMonths('2023-11', 3)).toBe('2024-02');
    expect(addMonths('2024-01', -1)).toBe('2023-12');
  });
  it('fits a line by least squares', () => {
    expect(linearFit([1, 3, 5, 7])).toEqual({ slope: 2, intercept: 1 });
    expect(linearFit([2, 4, 3])).toEqual({ slope: 0.5, intercept: 2.5 }); // mean x 1, mean y 3, sxy 1, sxx 2
    expect(linearFit([5])).toEqual({ slope: 0, intercept: 5 });
  });
  it('builds running totals with empty months filled', () => {
    expect(
      monthlyTotals([
        { month: '2024-03', files: 1, bytes: 10 },
        { month: '2024-01', files: 1, bytes: 5 },
      ]),
    ).toEqual([
      { month: '2024-01', bytes: 5 },
      { month: '2024-02', bytes: 5 },
      { month: '2024-03', bytes: 15 },
    ]);
  });
  it('forecasts 5 years ahead on the fitted line', () => {
    // 100 bytes added every month for a year: totals 100..1200, slope 100.
    const growth = Array.from({ length: 12 }, (_, i) => ({ month: addMonths('2023-01', i), files: 1, bytes: 100 }));
    const p = projectGrowth(growth);
    expect(p.slopePerMonth).toBeCloseTo(100, 10);
    expect(p.forecast).toHaveLength(FORECAST_MONTHS);
    expect(p.forecast[0]).toEqual({ month: '2024-01', bytes: expect.closeTo(1300, 6) });
    expect(p.forecast[59]).toEqual({ month: '2028-12', bytes: expect.closeTo(7200, 6) });
  });
  it('uses at most 15 years of history', () => {
    const growth = Array.from({ length: 200 }, (_, i) => ({ month: addMonths('2000-01', i), files: 1, bytes: 1 }));
    const p = projectGrowth(growth);
    expect(p.history).toHaveLength(HISTORY_MONTHS);
    expect(p.history[0].month).toBe(addMonths('2000-01', 20));
  });
  it('has nothing to project without history', () => {
    expect(projectGrowth([])).toEqual({ history: [], forecast: [], slopePerMonth: 0 });
  });
  it('is valid with any details object', () => {
    const [c] = contributions();
    expect(c.type).toBe('projected-data-growth');
    expect(c.valid({})).toBe(true);
  });
});
