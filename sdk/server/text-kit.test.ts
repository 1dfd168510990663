import * as iconv from 'iconv-lite';
import { ExtractionError, type ExtractContext } from './index';
import { decodeEntities, decodeText, extensionOf, extractEmbedded, looksLikeText, tidyText, xmlToText } from './text-kit';

describe('decodeText', () => {
  it('honours BOMs, then declared charsets, then strict UTF-8', () => {
    expect(decodeText(Buffer.from([0xef, 0xbb, 0xbf, 0x68, 0x69]))).toEqual({ text: 'hi', encoding: 'utf-8' });
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('héllo', 'utf16le')]))).toEqual({ text: 'héllo', encoding: 'utf-16le' });
    expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode('żółw', 'utf-16be')]))).toEqual({ text: 'żółw', encoding: 'utf-16be' });
    expect(decodeText(iconv.encode('Привет', 'koi8-r'), 'KOI8-R')).toEqual({ text: 'Привет', encoding: 'koi8-r' });
    expect(decodeText(Buffer.from('naïve café', 'utf8'))).toEqual({ text: 'naïve café', encoding: 'utf-8' });
  });

  it('recognises BOM-less UTF-16, EBCDIC, and falls back to windows-1252', () => {
    expect(decodeText(Buffer.from('plain words here', 'utf16le')).text).toBe('plain words here');
    expect(decodeText(Buffer.from([0xc8, 0x85, 0x93, 0x93, 0x96, 0x40, 0xa6, 0x96, 0x99, 0x93, 0x84, 0x40, 0x40, 0x40, 0x40, 0x40, 0x40]))).toEqual({
      text: 'Hello world      ',
      encoding: 'ibm500',
    });
    expect(decodeText(Buffer.from([0x93, 0x71, 0x94, 0x20, 0x80, 0xe9]))).toEqual({ text: '“q” €é', encoding: 'windows-1252' });
  });
});

describe('xmlToText', () => {
  it('keeps text, breaks lines after chosen elements, honours tabs, breaks, CDATA and skipped elements', () => {
    const xml =
      '<?xml version="1.0"?><w:doc><w:p><w:r><w:t>A &amp; B</w:t></w:r><w:tab/><w:t>C</w:t></w:p><w:p><w:t>D</w:t><w:br/><w:t><![CDATA[<E>]]></w:t></w:p><w:instrText>HYPERLINK x</w:instrText><!-- hidden --></w:doc>';
    expect(xmlToText(xml, { lineBreakAfter: ['p'], tabTags: ['tab'], breakTags: ['br'], skip: ['instrText'] })).toBe('A & B\tC\nD\n<E>\n');
  });

  it('stays linear on hostile input (a million unclosed "<")', () => {
    const hostile = '<'.repeat(1_000_000);
    expect(xmlToText(`text${hostile}`)).toBe('text');
    expect(xmlToText('<a>x</a><b>y</b>', { lineBreakAfter: ['*'] })).toBe('x\ny\n');
  });
});

describe('small helpers', () => {
  it('decodes entities, tidies text, sniffs text, finds extensions', () => {
    expect(decodeEntities('&lt;a&gt; &#233; &#x20AC; &unknown; &#0;')).toBe('<a> é € &unknown; ');
    expect(tidyText('  a  \n\n\n\nb \t\n')).toBe('a\n\nb');
    expect(looksLikeText(Buffer.from('hello\nworld'))).toBe(true);
    expect(looksLikeText(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toBe(false);
    expect(extensionOf('dir.x/archive.TAR.GZ')).toBe('gz');
    expect(extensionOf('dir.x/README')).toBe('');
    expect(extensionOf('.bashrc')).toBe('');
  });

  it('extractEmbedded records member failures but lets ZipBomb and Timeout through', async () => {
    const ctx = (err: unknown) =>
      ({
        extractNested: async () => {
          throw err;
        },
      }) as unknown as ExtractContext;
    const input = { path: 'a.zip!/x.doc', buffer: Buffer.alloc(0), extension: 'doc' };
    await expect(extractEmbedded(ctx(new ExtractionError('Encrypted', 'locked')), input)).resolves.toEqual({
      text: '',
      entry: { path: 'a.zip!/x.doc', ok: false, reason: 'Encrypted', message: 'locked' },
    });
    await expect(extractEmbedded(ctx(new Error('boom')), input)).resolves.toMatchObject({ entry: { ok: false, reason: 'Corrupt', message: 'boom' } });
    await expect(extractEmbedded(ctx(new ExtractionError('ZipBomb', 'deep')), input)).rejects.toMatchObject({ reason: 'ZipBomb' });
    await expect(extractEmbedded(ctx(new ExtractionError('Timeout', 'late')), input)).rejects.toMatchObject({ reason: 'Timeout' });
  });
});
