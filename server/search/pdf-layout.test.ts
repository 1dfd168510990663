import type { SearchColumnInfo, SearchObject } from '@fathom/sdk/api/search-wire';
import { PDF_COLUMN_GAP, PDF_LINE_CHARS, pdfLayout, shareLine, wrapCell } from './pdf-layout';

const col = (name: string, type: SearchColumnInfo['type'] = 'STRING', caption = name): SearchColumnInfo => ({ name, type, caption });
const COLUMNS = [
  col('name', 'STRING', 'Name'),
  col('parentPath', 'STRING', 'Path'),
  col('size', 'NUMBER', 'Size'),
  col('modifyTime', 'DATE', 'Modified'),
  col('extension', 'STRING', 'Ext'),
];
const deepPath = '/home/fathom/corpus/documentation/packages/node_modules/typescript/lib/locales';
const objects = [{ name: 'README.md', parentPath: deepPath, size: 31_478_374, modifyTime: 1_700_000_000, extension: 'md' }] as unknown as SearchObject[];

describe('PDF layout', () => {
  test('columns share the portrait line by their content: the path gets what short columns leave, and wraps at its folders', () => {
    const { widths, body } = pdfLayout(COLUMNS, objects, 'portrait');
    expect(widths.reduce((s, w) => s + w, 0) + PDF_COLUMN_GAP * widths.length).toBeLessThanOrEqual(PDF_LINE_CHARS.portrait);
    expect(widths[1]).toBeGreaterThan(30); // not 93 / 5 = 18 characters
    const path = body[1][1];
    expect(path).not.toContain('…');
    expect(path.replace(/\n/g, '')).toBe(deepPath);
    expect(path.split('\n').every(line => line.length <= widths[1])).toBe(true);
    expect(path.split('\n')[0].endsWith('/')).toBe(true);
  });

  test('sizes and dates read as in the console', () => {
    const { body } = pdfLayout(COLUMNS, objects, 'landscape');
    expect(body[0]).toEqual(['Name', 'Path', 'Size', 'Modified', 'Ext']);
    expect(body[1][2]).toBe('30.02 MB');
    expect(body[1][3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body[1][1]).toBe(deepPath); // a landscape line holds it whole
  });

  test('sharing the line and wrapping', () => {
    expect(shareLine([10, 100, 20], 87)).toEqual([10, 57, 20]);
    expect(shareLine([50, 50], 40)).toEqual([20, 20]);
    expect(wrapCell('abcdefghij', 4)).toBe('abcd\nefgh\nij');
    expect(wrapCell('x'.repeat(100), 10, 2)).toBe(`${'x'.repeat(10)}\n${'x'.repeat(9)}…`);
  });
});
