import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { cleanupFigures } from './figures';

const TB = 1024 ** 4;
const stats = {
  totals: { files: 100, bytes: 4 * TB, directories: 1 },
  byModifyAge: [
    { key: '<1', files: 40, bytes: 2 * TB },
    { key: '3-4', files: 30, bytes: TB },
  ],
  byCategory: [{ key: 'Logs', files: 5, bytes: 0.5 * TB }],
  duplicates: { files: 20, wastedBytes: 0.5 * TB },
};
const contributions = () => widgetTypesOf(plugin);

describe('data cleanup', () => {
  it('adds obsolete, duplicates and trivial data and prices the saving', () => {
    const v = cleanupFigures(stats, { oldData: 2, kgsOfCo2: 2000, storageCost: 10, currency: 'dollar', trivialData: ['Logs'] });
    expect(v.figures.map(f => f.value)).toEqual(['2.00 TB', '1.00 TB', '512.00 GB', '512.00 GB']);
    expect(v.figures[0].note).toBe('saves $20.00 and 4,000 kg CO2 a year'); // 2 TB × 10; 2 TB × 2000
    expect(v.trivialMissing).toBe(false);
  });
  it('leaves trivial data out until configured', () => {
    const v = cleanupFigures(stats, {});
    expect(v.trivialMissing).toBe(true);
    expect(v.figures[0].value).toBe('1.50 TB');
  });
  it('is valid with any details object', () => {
    const [c] = contributions();
    expect(c.type).toBe('data-cleanup');
    expect(c.valid({})).toBe(true);
  });
});
