/**
 * Files as they come from the field, through the host's extractors in worker threads: text in any of the
 * encodings real programs write, text formats by name and by content, password-protected, empty and
 * truncated files of every format. Each one yields its real text or a named reason, never garbage.
 */
import * as CFB from 'cfb';
import * as iconv from 'iconv-lite';
import { makeDocx, makePdf, makePptx, makeTextPng, makeXlsx, makeZip } from '../../test/fixtures/generate';
import type { ExtractOutcome } from './options';
import { ExtractionPool } from './pool';
import { SERVER_PLUGINS_ENTRY } from '../../host/server/plugins';

const SAMPLE = 'Müller café — naïve “quotes”\nZweite Zeile: Straße in Köln\n';

function textOf(o: ExtractOutcome): string {
  if (!o.ok) throw new Error(`expected text, got ${o.reason}: ${o.message}`);
  return o.text;
}

/** A password-protected Office 2007+ file as Office writes it: a compound file with the encrypted package inside. */
function encryptedOoxml(): Buffer {
  const cfb = CFB.utils.cfb_new();
  const info = Buffer.concat([
    Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]),
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<encryption xmlns="http://schemas.microsoft.com/office/2006/encryption"><keyData saltSize="16" blockSize="16" keyBits="256" hashSize="64" cipherAlgorithm="AES" cipherChaining="ChainingModeCBC" hashAlgorithm="SHA512" saltValue="AAAAAAAAAAAAAAAAAAAAAA=="/></encryption>',
    ),
  ]);
  CFB.utils.cfb_add(cfb, '/EncryptionInfo', info);
  CFB.utils.cfb_add(cfb, '/EncryptedPackage', Buffer.concat([Buffer.from([0, 16, 0, 0, 0, 0, 0, 0]), Buffer.alloc(4096, 0xa5)]));
  CFB.utils.cfb_add(cfb, '/\u0006DataSpaces/Version', Buffer.from('<version/>'));
  return Buffer.from(CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

/** A compound file (the container of .doc, .xls, .ppt and .msg) holding streams of the given sizes. */
function compoundFile(streams: Record<string, number>): Buffer {
  const cfb = CFB.utils.cfb_new();
  for (const [name, size] of Object.entries(streams)) CFB.utils.cfb_add(cfb, `/${name}`, Buffer.alloc(size, 0x41));
  return Buffer.from(CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

/** `zip -P pw enc.zip s.txt` (Info-ZIP 3.0): one member with traditional PKWARE encryption. */
const INFOZIP_ENCRYPTED =
  'UEsDBAoACQAAADlLdl3aiUmbGAAAAAwAAAAFABwAcy50eHRVVAkAAx61AmsetQJrdXgLAAEEAAAAAAQAAAAAKRN20UDGp8SbW6hmbANCQBrJae9XfBHKUEsHCNqJSZsYAAAADAAAAFBLAQIeAwoACQAAADlLdl3aiUmbGAAAAAwAAAAFABgAAAAAAAEAAACkgQAAAABzLnR4dFVUBQADHrUCa3V4CwABBAAAAAAEAAAAAFBLBQYAAAAAAQABAEsAAABnAAAAAAA=';

describe('extraction of real-world files', () => {
  let pool: ExtractionPool;
  beforeAll(() => {
    pool = new ExtractionPool({ pluginsEntry: SERVER_PLUGINS_ENTRY, size: 2 });
  });
  afterAll(() => pool.close());
  const run = (path: string, buffer: Buffer) => pool.extract({ path, buffer });

  it('plain text in UTF-16 and UTF-32 with and without a byte order mark, UTF-8 with one, windows-1252 and Latin-1', async () => {
    const le = iconv.encode(SAMPLE, 'utf-16le');
    const be = iconv.encode(SAMPLE, 'utf-16be');
    const cases: [string, Buffer][] = [
      ['le-bom.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), le])],
      ['be-bom.txt', Buffer.concat([Buffer.from([0xfe, 0xff]), be])],
      ['le.txt', le],
      ['be.txt', be],
      ['le-no-extension', le],
      ['utf8-bom.txt', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SAMPLE)])],
      ['cp1252.txt', iconv.encode(SAMPLE, 'windows-1252')],
      ['utf32.txt', Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), iconv.encode(SAMPLE, 'utf-32le')])],
    ];
    for (const [path, buffer] of cases) expect({ path, text: textOf(await run(path, buffer)) }).toEqual({ path, text: SAMPLE });
    expect(textOf(await run('latin1.txt', iconv.encode('Müller café, Straße in Köln', 'latin1')))).toBe('Müller café, Straße in Köln');
    // UTF-8 cut inside its last character stays UTF-8 (not windows-1252 mojibake)
    const utf8 = Buffer.from(`${SAMPLE}Grüße aus Köln — “Ende”`);
    expect(textOf(await run('cut-utf8.txt', utf8.subarray(0, utf8.length - 2)))).toBe(`${SAMPLE}Grüße aus Köln — “Ende`);
    // a Windows registry export: UTF-16 LE with a BOM, CRLF line ends
    const reg = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      iconv.encode('Windows Registry Editor Version 5.00\r\n\r\n[HKEY_CURRENT_USER\\Software\\Fathom]\r\n"Owner"="Jane Roe"\r\n', 'utf-16le'),
    ]);
    expect(textOf(await run('settings.reg', reg))).toContain('"Owner"="Jane Roe"');
  });

  it('Shift_JIS, GB18030, EUC-KR, Big5 and windows-1251 text is recognised, not read as windows-1252', async () => {
    const samples: [string, string][] = [
      ['shift_jis', '日本語のテキストです。東京都千代田区にある会社の住所と電話番号を記載します。'],
      ['gb18030', '中华人民共和国的首都是北京。这是一个简体中文的测试文件，包含姓名和地址。'],
      ['euc-kr', '안녕하세요. 이것은 한국어 텍스트입니다. 서울특별시 강남구에 있는 회사의 주소입니다.'],
      ['big5', '這是一個繁體中文的測試文件，台北市信義區的公司地址與電話號碼。'],
      ['windows-1251', 'Привет! Это тестовый текст на русском языке: фамилия, имя и адрес клиента.'],
    ];
    for (const [encoding, text] of samples) {
      const o = await run(`${encoding}.txt`, iconv.encode(text, encoding));
      expect({ encoding, text: textOf(o) }).toEqual({ encoding, text });
    }
  });

  it('a binary file under a text name gives a named reason; a PDF under one is read as a PDF', async () => {
    const binary = Buffer.alloc(4000);
    for (let i = 0; i < binary.length; i++) binary[i] = (i * 7919 + (i >> 3) * 104729) % 256;
    for (const path of ['data.txt', 'data.json', 'data.log', 'page.html', 'feed.xml', 'mail.eml', 'data.csv']) {
      await expect(run(path, binary)).resolves.toMatchObject({ ok: false, reason: 'Unsupported', message: expect.stringContaining('binary content') });
    }
    const pdf = await makePdf(['Renamed invoice 77']);
    expect(textOf(await run('invoice.txt', pdf))).toContain('Renamed invoice 77');
  });

  it('Office documents without a name, or under another one, are read for what they are', async () => {
    const docx = await makeDocx(['Contract of Jane Roe']);
    const xlsx = await makeXlsx([{ name: 'Cards', rows: [['Jane Roe', '4111111111111111']] }]);
    for (const [path, buffer] of [
      ['contract', docx],
      ['contract.zip', docx],
      ['contract.txt', docx],
    ] as const) {
      expect({ path, text: textOf(await run(path, buffer)) }).toEqual({ path, text: 'Contract of Jane Roe' });
    }
    for (const path of ['cards', 'cards.docx', 'cards.zip'])
      expect({ path, text: textOf(await run(path, xlsx)) }).toEqual({ path, text: 'Cards\nJane Roe\t4111111111111111' });
    expect(textOf(await run('deck', await makePptx([['Slide text']])))).toBe('Slide text');
  });

  it('text formats by name, and by content when the name has no or an unknown extension', async () => {
    const files: [string, string][] = [
      ['a.json', '{"name": "Jane Roe", "iban": "DE89370400440532013000"}'],
      ['a.md', '# Title\n\nSome *markdown* text'],
      ['a.yaml', 'name: Jane Roe\ncity: Zürich'],
      ['a.yml', 'key: value'],
      ['app.log', '2024-01-01 12:00:00 INFO started'],
      ['a.ini', '[db]\nuser=jane'],
      ['q.sql', 'SELECT name FROM customers;'],
      ['t.tsv', 'name\tcity\nJane\tBern'],
      ['app.properties', 'db.user=jane\ndb.password=secret'],
      ['main.py', 'print("hello")'],
      ['Main.java', 'class Main {}'],
      ['main.go', 'package main'],
      ['a.jsonl', '{"a":1}\n{"a":2}'],
      ['schema.graphql', 'type Query { name: String }'],
      ['Makefile', 'all:\n\techo done'],
      ['data', '{"name": "Jane Roe"}'],
      ['notes.unknownext', 'name: Jane Roe\nphone: 555 0100'],
    ];
    for (const [path, content] of files) {
      const o = await run(path, Buffer.from(content));
      expect({ path, extractor: o.ok && o.extractor, text: o.ok && o.text }).toEqual({ path, extractor: 'text', text: content });
    }
  });

  it('password-protected Office files, PDFs and zip members are named Encrypted', async () => {
    const office = encryptedOoxml();
    for (const path of ['secret.docx', 'secret.xlsx', 'secret.pptx', 'secret.doc', 'secret']) {
      await expect(run(path, office)).resolves.toMatchObject({ ok: false, reason: 'Encrypted' });
    }
    await expect(run('locked.pdf', await makePdf(['Salary list'], { userPassword: 'pw' }))).resolves.toMatchObject({ ok: false, reason: 'Encrypted' });
    const zip = Buffer.from(INFOZIP_ENCRYPTED, 'base64');
    await expect(run('enc.zip', zip)).resolves.toMatchObject({ ok: false, reason: 'Encrypted' });
    // an OpenDocument file saved with a password: the manifest names how each part is encrypted
    const odt = await makeZip([
      { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text', compress: false },
      {
        name: 'META-INF/manifest.xml',
        data: '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml" manifest:size="2048"><manifest:encryption-data manifest:checksum-type="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0#sha256-1k" manifest:checksum="AAAA"><manifest:algorithm manifest:algorithm-name="http://www.w3.org/2001/04/xmlenc#aes256-cbc" manifest:initialisation-vector="AAAA"/><manifest:key-derivation manifest:key-derivation-name="PBKDF2" manifest:key-size="32" manifest:iteration-count="100000" manifest:salt="AAAA"/></manifest:encryption-data></manifest:file-entry></manifest:manifest>',
      },
      { name: 'content.xml', data: Buffer.alloc(2048, 0x9c) },
    ]);
    await expect(run('secret.odt', odt)).resolves.toMatchObject({ ok: false, reason: 'Encrypted' });
  });

  it('a PDF with only an owner password (permissions, no password to open) is read like any other', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pdfmake = require('pdfmake') as {
      setFonts(f: unknown): void;
      setUrlAccessPolicy(f: (u: string) => boolean): void;
      setLocalAccessPolicy(f: (p: string) => boolean): void;
      createPdf(def: unknown): { getBuffer(): Promise<Buffer> };
    };
    pdfmake.setFonts({ Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' } });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy(name => name.startsWith('Helvetica'));
    const pdf = Buffer.from(
      await pdfmake
        .createPdf({
          defaultStyle: { font: 'Helvetica' },
          content: ['Owner-locked text'],
          ownerPassword: 'owner',
          permissions: { printing: 'lowResolution', copying: false },
        })
        .getBuffer(),
    );
    expect(pdf.includes('/Encrypt')).toBe(true);
    expect(textOf(await run('owner.pdf', pdf))).toBe('Owner-locked text');
  });

  it('0-byte files of every format are Empty', async () => {
    for (const ext of [
      'txt',
      'docx',
      'xlsx',
      'pptx',
      'doc',
      'xls',
      'ppt',
      'pdf',
      'odt',
      'ods',
      'rtf',
      'eml',
      'msg',
      'mbox',
      'zip',
      'gz',
      'tar',
      'html',
      'xml',
      'png',
      'json',
      'bin',
      '',
    ]) {
      const o = await run(ext ? `empty.${ext}` : 'empty', Buffer.alloc(0));
      expect({ ext, o }).toEqual({ ext, o: { ok: false, extractor: undefined, reason: 'Empty', message: 'the file is empty' } });
    }
  });

  // 'Corrupt' (not 'Timeout') shows each ended on its own rather than at the time limit; no wall clock is read.
  it('files cut in half are Corrupt, not stopped at the time limit', async () => {
    const files: [string, Buffer][] = [
      ['cut.docx', await makeDocx(['First paragraph of a contract', 'Second paragraph'])],
      [
        'cut.xlsx',
        await makeXlsx([
          {
            name: 'S',
            rows: [
              ['Name', 'Card'],
              ['Jane Roe', '4111111111111111'],
            ],
          },
        ]),
      ],
      ['cut.pdf', await makePdf(['A page of text that will be cut', 'and more text'])],
      [
        'cut.zip',
        await makeZip([
          { name: 'a.txt', data: 'alpha '.repeat(200) },
          { name: 'b.txt', data: 'beta '.repeat(200) },
        ]),
      ],
      ['cut.rtf', Buffer.from('{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Times New Roman;}}{\\stylesheet{\\s0 Normal;}}\n{\\pard Body text\\par}}')],
      ['cut.doc', compoundFile({ WordDocument: 40_000, '1Table': 9_000 })],
      ['cut.xls', compoundFile({ Workbook: 40_000 })],
      ['cut.msg', compoundFile({ '__substg1.0_0037001F': 30_000, '__properties_version1.0': 9_000 })],
    ];
    for (const [path, whole] of files) {
      const o = await run(path, whole.subarray(0, path === 'cut.rtf' ? 60 : whole.length >> 1));
      expect({ path, reason: !o.ok && o.reason }).toEqual({ path, reason: 'Corrupt' });
      expect(!o.ok && o.message).not.toMatch(/Cannot (?:read|set) properties|undefined/);
    }
  });
});

describe('layout of extracted text', () => {
  let pool: ExtractionPool;
  beforeAll(() => {
    pool = new ExtractionPool({ pluginsEntry: SERVER_PLUGINS_ENTRY, size: 1 });
  });
  afterAll(() => pool.close());

  it('PDF table cells are separated, rows are lines', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pdfmake = require('pdfmake') as {
      setFonts(f: unknown): void;
      setUrlAccessPolicy(f: (u: string) => boolean): void;
      setLocalAccessPolicy(f: (p: string) => boolean): void;
      createPdf(def: unknown): { getBuffer(): Promise<Buffer> };
    };
    pdfmake.setFonts({ Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' } });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy(name => name.startsWith('Helvetica'));
    const pdf = Buffer.from(
      await pdfmake
        .createPdf({
          defaultStyle: { font: 'Helvetica' },
          content: [
            {
              table: {
                body: [
                  ['Name', 'Card', 'City'],
                  ['Jane Roe', '4111111111111111', 'Bern'],
                  ['John Doe', '5500000000000004', 'Basel'],
                ],
              },
              layout: 'noBorders',
            },
            // a margin note beside the body, lower on the page: no run of one continues the other
            {
              columns: [
                { text: 'Body text ends here.', width: 200 },
                { text: 'CAUTION', width: 100, margin: [0, 40, 0, 0] },
              ],
            },
            // the same stamp drawn three times at one place
            ...[1, 2, 3].map(() => ({ text: 'PROCESSED', absolutePosition: { x: 40, y: 780 } })),
          ],
        })
        .getBuffer(),
    );
    const o = await pool.extract({ path: 'table.pdf', buffer: pdf });
    expect(o.ok && o.text.split('\n')).toEqual([
      'Name Card City',
      'Jane Roe 4111111111111111 Bern',
      'John Doe 5500000000000004 Basel',
      'Body text ends here.',
      'CAUTION',
      'PROCESSED',
    ]);
  });

  it('xlsx: dates as dates, percentages as shown, page headers and footers', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const ExcelJS = require('exceljs') as typeof import('exceljs');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Payroll');
    ws.headerFooter.oddHeader = '&LACME Corp&CConfidential&RPage &P of &N';
    ws.headerFooter.oddFooter = '&C&"Arial,Bold"&12Salaries && bonuses';
    ws.addRow(['Name', 'Born', 'Raise']);
    const row = ws.addRow(['Jane Roe', new Date(Date.UTC(1985, 2, 14)), 0.025]);
    row.getCell(3).numFmt = '0.0%';
    // a picture: its drawing anchors it by cell numbers and offsets, none of which is text
    ws.addImage(wb.addImage({ buffer: makeTextPng(['LOGO']) as unknown as ArrayBuffer, extension: 'png' }), 'E1:F3');
    const o = await pool.extract({ path: 'pay.xlsx', buffer: Buffer.from(await wb.xlsx.writeBuffer()) });
    expect(o.ok && o.text).toBe('Payroll\nName\tBorn\tRaise\nJane Roe\t1985-03-14\t2.5%\n\nACME Corp\tConfidential\tPage of\nSalaries & bonuses');
  });

  it('docx: footnotes and endnotes with the body, headers, footers and comments', async () => {
    const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
    const W =
      'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
    const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const para = (t: string) => `<w:p><w:r><w:t xml:space="preserve">${t}</w:t></w:r></w:p>`;
    const notes = (kind: 'footnote' | 'endnote', text: string) =>
      `${XML}<w:${kind}s ${W}><w:${kind} w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:${kind}>` +
      `<w:${kind} w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:${kind}><w:${kind} w:id="1">${para(text)}</w:${kind}></w:${kind}s>`;
    const parts: [string, string, string][] = [
      ['footnotes', 'footnotes+xml', notes('footnote', 'Source: payroll of Jane Roe')],
      ['endnotes', 'endnotes+xml', notes('endnote', 'Reviewed by John Doe')],
      ['comments', 'comments+xml', `${XML}<w:comments ${W}><w:comment w:id="0" w:author="Ann">${para('Check the IBAN')}</w:comment></w:comments>`],
      ['header1', 'header+xml', `${XML}<w:hdr ${W}>${para('Confidential header')}</w:hdr>`],
      ['footer1', 'footer+xml', `${XML}<w:ftr ${W}>${para('Page footer')}</w:ftr>`],
    ];
    const docx = await makeZip([
      {
        name: '[Content_Types].xml',
        data: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>${parts.map(([n, t]) => `<Override PartName="/word/${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.${t}"/>`).join('')}</Types>`,
      },
      {
        name: '_rels/.rels',
        data: `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
      },
      {
        name: 'word/_rels/document.xml.rels',
        data: `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${parts.map(([n], i) => `<Relationship Id="rId${i + 1}" Type="${REL}/${n.replace(/\d$/, '')}" Target="${n}.xml"/>`).join('')}</Relationships>`,
      },
      {
        name: 'word/document.xml',
        data: `${XML}<w:document ${W}><w:body><w:p><w:r><w:t>Salary report</w:t></w:r><w:r><w:footnoteReference w:id="1"/></w:r><w:r><w:endnoteReference w:id="1"/></w:r></w:p><w:sectPr><w:headerReference w:type="default" r:id="rId4"/><w:footerReference w:type="default" r:id="rId5"/></w:sectPr></w:body></w:document>`,
      },
      ...parts.map(([n, , data]) => ({ name: `word/${n}.xml`, data })),
    ]);
    const o = await pool.extract({ path: 'notes.docx', buffer: docx });
    const text = o.ok ? o.text : '';
    for (const needle of ['Salary report', 'Source: payroll of Jane Roe', 'Reviewed by John Doe', 'Check the IBAN', 'Confidential header', 'Page footer']) {
      expect({ needle, found: text.includes(needle) }).toEqual({ needle, found: true });
    }
    expect(text.split('Source: payroll of Jane Roe').length).toBe(2);
  });
});
