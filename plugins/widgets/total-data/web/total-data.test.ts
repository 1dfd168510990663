import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { totalDataFigures } from './figures';

const contributions = () => widgetTypesOf(plugin);

describe('total data', () => {
  it('shows size, files, directories and the top 3 extensions by size', () => {
    const f = totalDataFigures({
      totals: { files: 12_345, bytes: 5 * 1024 ** 3, directories: 999 },
      byExtension: [
        { key: 'pdf', files: 1, bytes: 100 },
        { key: 'docx', files: 1, bytes: 400 },
        { key: 'txt', files: 1, bytes: 50 },
        { key: 'zip', files: 1, bytes: 2048 },
      ],
    });
    expect(f.map(x => x.value)).toEqual(['5.00 GB', '12.35k', '999', 'zip, docx, pdf']);
    expect(f[3].note).toBe('2.00 KB, 400 Bytes, 100 Bytes');
  });
  it('accepts any details object', () => {
    const [c] = contributions();
    expect(c.type).toBe('total-data');
    expect(c.valid({})).toBe(true);
    expect(c.valid(null)).toBe(false);
  });
});
