import { xmlToText } from '@fathom/sdk/server/text-kit';
import { DRAWINGML_TEXT, drawingTablesText } from './parts';

const cell = (...paras: string[]) =>
  `<a:tc><a:txBody><a:bodyPr/>${paras.map(p => (p ? `<a:p><a:r><a:t>${p}</a:t></a:r></a:p>` : '<a:p/>')).join('')}</a:txBody><a:tcPr/></a:tc>`;

describe('drawingTablesText', () => {
  it('keeps a table row on one line: cells tab-separated, the paragraphs of a cell joined', () => {
    const xml =
      `<p:sld><a:tbl><a:tblGrid/><a:tr h="1">${cell('Name')}${cell('Card', 'number')}</a:tr><a:tr h="1">${cell('Jane Roe')}${cell('')}${cell('4111')}</a:tr></a:tbl>` +
      '<p:sp><p:txBody><a:p><a:r><a:t>After</a:t></a:r></a:p></p:txBody></p:sp></p:sld>';
    const text = xmlToText(drawingTablesText(xml), DRAWINGML_TEXT).replace(/^\t/gm, '').replace(/ +\t/g, '\t');
    expect(
      text
        .split('\n')
        .map(l => l.trimEnd())
        .filter(Boolean),
    ).toEqual(['Name\tCard number', 'Jane Roe\t\t4111', 'After']);
  });

  it('leaves XML without tables as it is', () => {
    const xml = '<p:sld><a:p><a:r><a:t>Plain</a:t></a:r></a:p></p:sld>';
    expect(drawingTablesText(xml)).toBe(xml);
  });
});
