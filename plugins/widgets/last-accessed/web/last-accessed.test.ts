import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { lastAccessedFigures } from './figures';

const contributions = () => widgetTypesOf(plugin);

describe('last accessed', () => {
  it('shows the over-1-year and over-5-years buckets with their share', () => {
    const f = lastAccessedFigures({
      totals: { files: 10, bytes: 8192, directories: 0 },
      lastAccess: { olderThan1Year: { files: 6, bytes: 4096 }, olderThan5Years: { files: 2, bytes: 1024 } },
    });
    expect(f.map(x => [x.value, x.note])).toEqual([
      ['4.00 KB', '6 files, 50.0% of all data'],
      ['1.00 KB', '2 files, 12.5% of all data'],
    ]);
  });
  it('is valid with any details object', () => {
    const [c] = contributions();
    expect(c.type).toBe('last-accessed');
    expect(c.valid({})).toBe(true);
  });
});
