import { hasDoubleExtension, parseHashList } from './malicious';

describe('malicious files', () => {
  it('flags executables dressed as documents, not ordinary names with dots', () => {
    expect(hasDoubleExtension('invoice.pdf.exe')).toBe(true);
    expect(hasDoubleExtension('Photo.JPG   .scr')).toBe(true);
    expect(hasDoubleExtension('report.final.docx')).toBe(false);
    expect(hasDoubleExtension('setup.exe')).toBe(false);
    expect(hasDoubleExtension('archive.tar.gz')).toBe(false);
  });
  it('reads a pasted list of SHA-256 hashes and names what is not one', () => {
    const h = 'A'.repeat(64);
    expect(parseHashList(`${h}\n${'b'.repeat(64)}, ${h.toLowerCase()}`)).toEqual({ hashes: ['a'.repeat(64), 'b'.repeat(64)], invalid: [] });
    expect(parseHashList(['x', 'c'.repeat(64)])).toEqual({ hashes: ['c'.repeat(64)], invalid: ['x'] });
    expect(parseHashList(5)).toEqual({ hashes: [], invalid: [] });
  });
});
