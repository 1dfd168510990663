import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { esgView } from './figures';

const TB = 1024 ** 4;
const nb = (s: string | undefined) => (s ?? '').replace(/\u00a0|\u202f/g, ' ');
const stats = {
  totals: { files: 100, bytes: 2 * TB, directories: 1 },
  byModifyAge: [
    { key: '<1', files: 50, bytes: TB },
    { key: '2-3', files: 50, bytes: 0.5 * TB },
  ],
  byCategory: [{ key: 'Logs', files: 10, bytes: 0.25 * TB }],
};
const contributions = () => widgetTypesOf(plugin);

describe('ESG widget', () => {
  it('computes all and obsolete data with the configuration, and asks for trivial data when missing', () => {
    const v = esgView(stats, { oldData: 2, kgsOfCo2: 2000, selectedCurrencyCost: 0.065, storageCost: 10, currency: 'dollar' });
    expect(v.figures.map(f => f.value)).toEqual(['4,000 kg', '1,000 kg']); // 2 TB × 2000; 0.5 TB × 2000
    expect(v.figures[0].note).toBe('2.00 TB · CO2 $260.00 · storage $20.00 a year');
    expect(v.trivialMissing).toBe(true);
  });
  it('uses the fallbacks and euro formatting, and shows trivial data once configured', () => {
    const v = esgView(stats, { currency: 'euro', trivialData: ['Logs'] });
    expect(v.trivialMissing).toBe(false);
    expect(nb(v.figures[0].value)).toBe('560 kg'); // 2 TB × 280
    expect(nb(v.figures[2].note)).toBe('256.00 GB · CO2 4,55 € · storage 96,00 € a year'); // 0.25 TB: 70 kg × 0.065; 0.25 × 384
  });
  it('is valid with any details object', () => {
    const [c] = contributions();
    expect(c.type).toBe('esg');
    expect(c.valid({})).toBe(true);
  });
});
