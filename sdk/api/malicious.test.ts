import { badHashesProblem, formatBadHashes, hasDoubleExtension, parseBadHashes } from './malicious';

describe('malicious files', () => {
  it('flags executables dressed as documents, not ordinary names with dots', () => {
    expect(hasDoubleExtension('invoice.pdf.exe')).toBe(true);
    expect(hasDoubleExtension('Photo.JPG   .scr')).toBe(true);
    expect(hasDoubleExtension('report.final.docx')).toBe(false);
    expect(hasDoubleExtension('setup.exe')).toBe(false);
    expect(hasDoubleExtension('archive.tar.gz')).toBe(false);
  });
  it('reads a pasted list: one SHA-256 per line, an optional name after it; blank and # lines skipped', () => {
    const a = 'A'.repeat(64);
    const b = 'b'.repeat(64);
    const text = `# from the incident report\n${a}  WannaCry dropper\n\n${b}\n${a.toLowerCase()}, same again`;
    expect(parseBadHashes(text)).toEqual({ entries: [{ hash: 'a'.repeat(64), name: 'WannaCry dropper' }, { hash: b }], invalid: [] });
    expect(formatBadHashes(parseBadHashes(text).entries)).toBe(`${'a'.repeat(64)} WannaCry dropper\n${b}`);
    expect(parseBadHashes(['c'.repeat(64), { hash: 'D'.repeat(64), name: 'Emotet' }]).entries).toEqual([
      { hash: 'c'.repeat(64) },
      { hash: 'd'.repeat(64), name: 'Emotet' },
    ]);
    expect(parseBadHashes(5)).toEqual({ entries: [], invalid: [] });
  });
  it('names each line that is not 64 hexadecimal digits, and the message says which', () => {
    const parsed = parseBadHashes(`${'a'.repeat(64)}\nnope\n${'a'.repeat(63)} short\n${'g'.repeat(64)}`);
    expect(parsed.invalid).toEqual([
      { line: 2, text: 'nope' },
      { line: 3, text: `${'a'.repeat(63)} short` },
      { line: 4, text: 'g'.repeat(64) },
    ]);
    expect(badHashesProblem(parsed)).toBe(
      `Not a SHA-256 hash (64 hexadecimal digits) on line 2: nope; line 3: ${'a'.repeat(40)}…; line 4: ${'g'.repeat(40)}….`,
    );
    expect(badHashesProblem(parseBadHashes('e'.repeat(64)))).toBeNull();
  });
});
