import {
  bytesToTb,
  cleanupEstimate,
  co2CostPerYear,
  co2KgPerYear,
  formatCurrency,
  formatKg,
  formatYears,
  NEW_DASHBOARD_CONFIG,
  obsoleteData,
  personalData,
  resolveEsgConfig,
  storageCostPerYear,
  trivialData,
  wasteEstimate,
} from './esg';
import type { NodeStats } from './stats';

const TB = 1024 ** 4;
const nbsp = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

function stats(over: Partial<NodeStats> = {}): NodeStats {
  return {
    objectId: 'n',
    computedAt: 0,
    totals: { files: 1000, bytes: 4 * TB, directories: 10 },
    byCategory: [
      { key: 'Document', files: 400, bytes: TB },
      { key: 'Temporary', files: 100, bytes: 0.25 * TB },
      { key: 'Image', files: 500, bytes: 2.75 * TB },
    ],
    byClassification: [
      { key: 'U.S. Personal Data', files: 50, bytes: 0.1 * TB },
      { key: 'Unclassified', files: 950, bytes: 3.9 * TB },
    ],
    byExtension: [],
    byLocation: [],
    byOwner: [],
    byPermission: [],
    byModifyAge: [
      { key: '<1', files: 300, bytes: TB },
      { key: '1-2', files: 200, bytes: TB },
      { key: '2-3', files: 200, bytes: TB },
      { key: '3-4', files: 100, bytes: 0.5 * TB },
      { key: '>4', files: 150, bytes: 0.25 * TB },
      { key: 'unknown', files: 50, bytes: 0.25 * TB },
    ],
    byCreateAge: [],
    byAccessAge: [],
    lastAccess: { olderThan1Year: { files: 600, bytes: 2 * TB }, olderThan5Years: { files: 100, bytes: 0.5 * TB } },
    growth: [],
    duplicates: { files: 80, wastedBytes: 0.5 * TB },
    ...over,
  };
}

describe('configuration', () => {
  it('starts new configurations from the estimator values', () => {
    expect(NEW_DASHBOARD_CONFIG).toEqual({ oldData: 2, kgsOfCo2: 2000, currency: 'dollar', selectedCurrencyCost: 0.065, storageCost: 10 });
  });
  it('falls back to 2 years, 280 kg, 0.065, 384 and dollar for missing values', () => {
    expect(resolveEsgConfig({})).toEqual({ oldData: 2, kgsOfCo2: 280, currency: 'dollar', selectedCurrencyCost: 0.065, storageCost: 384, trivialData: [] });
    expect(resolveEsgConfig({ kgsOfCo2: -1, storageCost: NaN, currency: 'yen' as never, oldData: 0 }).kgsOfCo2).toBe(280);
    expect(resolveEsgConfig({ kgsOfCo2: 2000, storageCost: 10, currency: 'euro', trivialData: ['Temporary', ''] })).toMatchObject({
      kgsOfCo2: 2000,
      storageCost: 10,
      currency: 'euro',
      trivialData: ['Temporary'],
    });
  });
});

describe('formulas', () => {
  const cfg = resolveEsgConfig(NEW_DASHBOARD_CONFIG);
  it('converts bytes to 1024-based TB', () => {
    expect(bytesToTb(TB / 2)).toBe(0.5);
  });
  it('CO2 = TB × kgsOfCo2', () => {
    expect(co2KgPerYear(TB, cfg)).toBe(2000);
    expect(co2KgPerYear(TB / 2, resolveEsgConfig({}))).toBe(140); // 0.5 × 280
  });
  it('CO2 cost = CO2 kg × selectedCurrencyCost', () => {
    expect(co2CostPerYear(TB, cfg)).toBeCloseTo(130, 10); // 2000 × 0.065
    expect(co2CostPerYear(TB / 2, resolveEsgConfig({}))).toBeCloseTo(9.1, 10); // 140 × 0.065
  });
  it('storage cost = TB × storageCost', () => {
    expect(storageCostPerYear(3 * TB, cfg)).toBe(30);
    expect(storageCostPerYear(TB / 4, resolveEsgConfig({}))).toBe(96); // 0.25 × 384
  });
  it('obsolete data counts age buckets at least oldData years old', () => {
    expect(obsoleteData(stats(), { oldData: 2 })).toEqual({ files: 450, bytes: 1.75 * TB }); // 2-3, 3-4, >4
    expect(obsoleteData(stats(), { oldData: 1 })).toEqual({ files: 650, bytes: 2.75 * TB });
    expect(obsoleteData(stats(), { oldData: 9 })).toEqual({ files: 150, bytes: 0.25 * TB });
  });
  it('trivial data sums the configured categories, null when none configured', () => {
    expect(trivialData(stats(), { trivialData: [] })).toBeNull();
    expect(trivialData(stats(), { trivialData: ['temporary'] })).toEqual({ files: 100, bytes: 0.25 * TB });
  });
  it('personal data uses classifications when found, else 0.23 of document size', () => {
    expect(personalData(stats(), ['U.S. Personal Data'])).toEqual({ files: 50, bytes: 0.1 * TB, estimated: false });
    expect(personalData(stats(), [])).toEqual({ files: 92, bytes: 0.23 * TB, estimated: true }); // 400 × 0.23, 1 TB × 0.23
  });
  it('waste = not accessed for over a year + duplicate copies + trivial, with CO2 and cost', () => {
    const w = wasteEstimate(stats(), resolveEsgConfig({ ...NEW_DASHBOARD_CONFIG, trivialData: ['Temporary'] }));
    expect(w.total.bytes).toBe(2.75 * TB); // 2 + 0.5 + 0.25
    expect(w.total.files).toBe(780);
    expect(w.total.co2Kg).toBe(5500); // 2.75 × 2000
    expect(w.total.co2Cost).toBeCloseTo(357.5, 10); // 5500 × 0.065
    expect(w.total.storageCost).toBe(27.5); // 2.75 × 10
  });
  it('waste never exceeds the data held', () => {
    const w = wasteEstimate(stats({ totals: { files: 100, bytes: TB, directories: 1 } }), resolveEsgConfig({}));
    expect(w.total).toMatchObject({ files: 100, bytes: TB, co2Kg: 280, storageCost: 384 });
  });
  it('cleanup = obsolete by oldData + duplicates + trivial', () => {
    const c = cleanupEstimate(stats(), resolveEsgConfig({ oldData: 3, kgsOfCo2: 2000, storageCost: 10 }));
    expect(c.obsolete.bytes).toBe(0.75 * TB); // 3-4 and >4
    expect(c.trivial).toBeNull();
    expect(c.total.bytes).toBe(1.25 * TB);
    expect(c.total.co2Kg).toBe(2500);
    expect(c.total.storageCost).toBe(12.5);
  });
});

describe('currency', () => {
  it('formats euro as de-DE and dollar as en-US', () => {
    expect(nbsp(formatCurrency(1234.5, 'euro'))).toBe('1.234,50 €');
    expect(formatCurrency(1234.5, 'dollar')).toBe('$1,234.50');
    // kg reads like sizes and counts whatever the currency: no '30.02 MB' beside '1.431,6 kg'.
    expect(formatKg(1234.56)).toBe('1,234.6 kg');
    expect(formatYears(1)).toBe('1 year');
    expect(formatYears(2)).toBe('2 years');
  });
});
