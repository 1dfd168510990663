import { htmlToText } from './index';

describe('htmlToText', () => {
  it('keeps the blank a line break stands for beside inline elements and images', () => {
    expect(htmlToText('<body>some content\n<img src="x.png">some other content</body>').text).toBe('some content some other content');
    expect(htmlToText('<body><p>Contact\n<b>Jane Roe</b>\nat <a href="mailto:j@example.com">j@example.com</a></p></body>').text).toBe(
      'Contact Jane Roe at j@example.com',
    );
  });

  it('writes a table row per line with tab-separated cells, also without </td> tags', () => {
    const html =
      '<body><table><tr><th>Name</th><th>Card</th></tr>\n<tr><td>Jane Roe<td>4111 1111 1111 1111</tr></table>' +
      '<table><tr><td><table><tr><td>menu</td><td>home</td></tr></table></td></tr></table><p>After the table</p></body>';
    expect(htmlToText(html).text).toBe('Name\tCard\nJane Roe\t4111 1111 1111 1111\nmenu\thome\nAfter the table');
  });

  it('keeps the paragraphs of a page laid out in one table cell on their own lines', () => {
    expect(htmlToText('<body><table><tr><td><p>First paragraph.</p><p>Second paragraph.</p></td></tr></table></body>').text).toBe(
      'First paragraph.\nSecond paragraph.',
    );
  });
});
