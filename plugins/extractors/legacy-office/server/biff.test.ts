import { biffToText, pageText } from './biff';

const rec = (type: number, data: Buffer) => {
  const h = Buffer.alloc(4);
  h.writeUInt16LE(type, 0);
  h.writeUInt16LE(data.length, 2);
  return Buffer.concat([h, data]);
};
const u16 = (...v: number[]) => {
  const b = Buffer.alloc(v.length * 2);
  v.forEach((x, i) => b.writeUInt16LE(x, i * 2));
  return b;
};
/** An XLUnicodeString as Excel 97–2003 writes it: 16-bit length, a flag byte, 8-bit characters. */
const xlString = (s: string) => Buffer.concat([u16(s.length), Buffer.from([0]), Buffer.from(s, 'latin1')]);
const bof = (dt: number) => rec(0x0809, u16(0x0600, dt, 0, 0, 0, 0, 0, 0));

describe('biffToText', () => {
  it('reads cells, page headers and footers, and the text of cell comments (TXO)', () => {
    const label = (row: number, col: number, s: string) => rec(0x0204, Buffer.concat([u16(row, col, 0), xlString(s)]));
    const txo = (s: string) =>
      Buffer.concat([
        rec(0x01b6, Buffer.concat([u16(0x0212, 0), Buffer.alloc(6), u16(s.length, 16), Buffer.alloc(4)])),
        rec(0x003c, Buffer.concat([Buffer.from([0]), Buffer.from(s, 'latin1')])),
        rec(0x003c, Buffer.alloc(16)),
      ]);
    const stream = Buffer.concat([
      bof(0x0005),
      rec(0x0085, Buffer.concat([Buffer.alloc(4), u16(0), Buffer.from([5, 0]), Buffer.from('Staff', 'latin1')])),
      rec(0x000a, Buffer.alloc(0)),
      bof(0x0010),
      rec(0x0014, xlString('&LACME&CConfidential&RPage &P')),
      rec(0x0015, xlString('&CSalaries && bonuses')),
      label(0, 0, 'Name'),
      label(0, 1, 'City'),
      label(1, 0, 'Jane Roe'),
      label(1, 1, 'Bern'),
      txo('Ann:\nCheck the address'),
      rec(0x000a, Buffer.alloc(0)),
    ]);
    expect(biffToText(stream)).toBe('Staff\n\nName\tCity\nJane Roe\tBern\n\nACME\tConfidential\tPage\nSalaries & bonuses\n\nAnn:\nCheck the address');
  });

  it('strips header and footer codes', () => {
    expect(pageText('&L&"Arial,Bold"&14Report&R&D &T')).toBe('Report');
  });
});
