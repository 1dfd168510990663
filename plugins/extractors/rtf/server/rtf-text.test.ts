import { rtfToText } from './rtf-text';

const rtf = (body: string) =>
  Buffer.from(
    `{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Arial;}{\\f1\\fcharset238 Arial CE;}{\\f2\\fcharset204 Arial Cyr;}}{\\colortbl;\\red255\\green0\\blue0;}${body}}`,
    'latin1',
  );

describe('rtfToText', () => {
  it('keeps paragraphs, tabs and escaped characters; drops tables of fonts, colours and info', () => {
    expect(rtfToText(rtf('{\\info{\\title Secret title}}\\pard Hello \\b bold\\b0  world\\par Second\\tab line \\{braces\\} \\\\ done\\par'))).toBe(
      'Hello bold world\nSecond\tline {braces} \\ done',
    );
  });

  it("decodes \\uN with its fallback skipped, and \\'hh in the code page of the current font", () => {
    expect(rtfToText(rtf('caf\\u233?s \\uc2\\u8364??!'))).toBe('cafés €!');
    expect(rtfToText(rtf("{\\f1 \\'c8l\\'e1nek}"))).toBe('Článek');
    expect(rtfToText(rtf("{\\f2 \\'cf\\'f0\\'e8\\'e2\\'e5\\'f2} and {\\f0 \\'e9t\\'e9}"))).toBe('Привет and été');
  });

  it('skips ignorable destinations, pictures and binary data', () => {
    expect(
      rtfToText(
        rtf(
          '{\\*\\generator Writer;}{\\pict\\pngblip 89504e47}{\\*\\bkmkstart x}Visible{\\field{\\*\\fldinst HYPERLINK "http://x"}{\\fldrslt link text}}\\bin4 \x00\x01\x02\x03 end',
        ),
      ),
    ).toBe('Visiblelink text end');
  });
});
