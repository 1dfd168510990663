import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { wasteFigures } from './figures';

const TB = 1024 ** 4;
const stats = {
  totals: { files: 100, bytes: 4 * TB, directories: 1 },
  lastAccess: { olderThan1Year: { files: 50, bytes: TB }, olderThan5Years: { files: 10, bytes: 0.25 * TB } },
  duplicates: { files: 10, wastedBytes: TB },
  byCategory: [],
};
const contributions = () => widgetTypesOf(plugin);

describe('total digital waste', () => {
  it('estimates waste, CO2 and cost with the new-configuration values', () => {
    const f = wasteFigures(stats, { kgsOfCo2: 2000, selectedCurrencyCost: 0.065, storageCost: 10, currency: 'dollar' });
    expect(f.map(x => x.value)).toEqual(['2.00 TB', '4,000 kg', '$20.00']); // 1 + 1 TB; 2 × 2000; 2 × 10
    expect(f[0].note).toBe('50.0% of all data');
    expect(f[1].note).toBe('$260.00'); // 4000 × 0.065
  });
  it('falls back to 280 kg and 384 per TB', () => {
    expect(wasteFigures(stats, {}).map(x => x.value)).toEqual(['2.00 TB', '560 kg', '$768.00']);
  });
  it('is valid with any details object', () => {
    const [c] = contributions();
    expect(c.type).toBe('total-digital-waste');
    expect(c.valid({})).toBe(true);
  });
});
