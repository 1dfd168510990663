import { MAX_REPEAT, odfXmlToText } from './odf-text';

const sheet = (rows: string) =>
  `<office:document-content><office:body><office:spreadsheet><table:table table:name="People">` +
  `<table:table-column table:number-columns-repeated="1024"/>${rows}</table:table></office:spreadsheet></office:body></office:document-content>`;
const cell = (text: string, attrs = '') => `<table:table-cell${attrs}><text:p>${text}</text:p></table:table-cell>`;

describe('odfXmlToText', () => {
  it('writes a spreadsheet row per line, cells separated by tabs, under the sheet name', () => {
    const xml = sheet(
      `<table:table-row>${cell('Name')}${cell('Card')}<table:table-cell table:number-columns-repeated="1022"/></table:table-row>` +
        `<table:table-row>${cell('Jane Roe')}${cell('4111 1111 1111 1111')}</table:table-row>` +
        `<table:table-row table:number-rows-repeated="1048000"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>`,
    );
    expect(odfXmlToText(xml, { sheetNames: true }).trim()).toBe('People\nName\tCard\nJane Roe\t4111 1111 1111 1111');
  });

  it('keeps empty cells between values, repeats repeated values up to a bound', () => {
    const xml = sheet(
      `<table:table-row>${cell('a')}<table:table-cell/>${cell('0', ' table:number-columns-repeated="3"')}${cell('z', ' table:number-columns-repeated="100000"')}</table:table-row>`,
    );
    expect(odfXmlToText(xml).trim()).toBe(`a\t\t0\t0\t0\t${Array(MAX_REPEAT).fill('z').join('\t')}`);
  });

  it('joins the paragraphs of one table cell in a text document, spaces and tabs as written', () => {
    const xml =
      '<office:text><text:h>Title</text:h><table:table><table:table-row>' +
      '<table:table-cell><text:p>Subject:</text:p><text:p>Appointment</text:p></table:table-cell><table:table-cell><text:p>Yes</text:p></table:table-cell>' +
      '</table:table-row></table:table><text:p>a<text:s text:c="3"/>b<text:tab/>c<text:line-break/>d</text:p>' +
      '<text:p>Signed on <text:date>31/01/2017</text:date><office:annotation><dc:creator>Jane</dc:creator><dc:date>2017-01-31T00:00:00</dc:date><text:p>check this</text:p></office:annotation></text:p></office:text>';
    expect(odfXmlToText(xml).trim()).toBe('Title\nSubject: Appointment\tYes\n\na   b\tc\nd\nSigned on 31/01/2017\nJane\ncheck this');
  });
});
