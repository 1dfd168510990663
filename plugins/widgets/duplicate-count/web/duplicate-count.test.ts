import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { duplicateFigures } from './figures';

const contributions = () => widgetTypesOf(plugin);

describe('duplicate count', () => {
  it('shows duplicate files, wasted space and its share', () => {
    expect(duplicateFigures({ totals: { files: 10, bytes: 4096, directories: 1 }, duplicates: { files: 1500, wastedBytes: 1024 } })).toEqual([
      expect.objectContaining({ value: '1.5k' }),
      expect.objectContaining({ value: '1.00 KB', note: '25.0% of all data' }),
    ]);
    expect(duplicateFigures({ totals: { files: 0, bytes: 0, directories: 0 }, duplicates: { files: 0, wastedBytes: 0 } })[1].note).toBe('0.0% of all data');
  });
  it('is valid with any details object', () => {
    const [c] = contributions();
    expect(c.type).toBe('duplicate-count');
    expect(c.valid({})).toBe(true);
    expect(c.valid('x')).toBe(false);
  });
});
