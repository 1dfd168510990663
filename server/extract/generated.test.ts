/**
 * Documents generated with real libraries (yazl, exceljs, pdfmake, @napi-rs/canvas) and hand-assembled
 * OOXML/ODF/MIME, extracted through the host's extractors in worker threads: the exact content comes
 * back, and archive bombs and over-deep nesting are stopped with the limit named.
 */
import { makeDocx, makeEml, makeMbox, makeNestedZip, makeOdt, makePdf, makePptx, makeTextPng, makeXlsx, makeZip } from '../../test/fixtures/generate';
import type { ExtractOutcome } from './options';
import { ExtractionPool } from './pool';
import { SERVER_PLUGINS_ENTRY } from '../../host/server/plugins';

const SECRET = 'Account 4111 1111 1111 1111 belongs to Jane Roe';

function textOf(o: ExtractOutcome): string {
  if (!o.ok) throw new Error(`expected text, got ${o.reason}: ${o.message}`);
  return o.text;
}

describe('extraction of generated documents', () => {
  let pool: ExtractionPool;
  beforeAll(() => {
    pool = new ExtractionPool({ pluginsEntry: SERVER_PLUGINS_ENTRY, size: 2 });
  });
  afterAll(() => pool.close());

  it('docx, pptx and odt assembled from their XML parts', async () => {
    const [docx, pptx, odt] = await Promise.all([
      makeDocx(['Quarterly report', SECRET]).then(b => pool.extract({ path: 'r.docx', buffer: b })),
      makePptx([['Slide one title'], ['Second slide', SECRET]]).then(b => pool.extract({ path: 'r.pptx', buffer: b })),
      makeOdt(['Open text', SECRET]).then(b => pool.extract({ path: 'r.odt', buffer: b })),
    ]);
    expect(textOf(docx)).toBe(`Quarterly report\n\n${SECRET}`);
    expect(textOf(pptx)).toBe(`Slide one title\n\nSecond slide\n${SECRET}`);
    expect(textOf(odt)).toBe(`Open text\n${SECRET}`);
  });

  it('xlsx written by exceljs: sheet names and cells, tab-separated rows', async () => {
    const buffer = await makeXlsx([
      {
        name: 'Customers',
        rows: [
          ['Name', 'Card'],
          ['Jane Roe', '4111111111111111'],
          ['Total', 42],
        ],
      },
      { name: 'Empty', rows: [] },
    ]);
    expect(textOf(await pool.extract({ path: 'c.xlsx', buffer }))).toBe('Customers\nName\tCard\nJane Roe\t4111111111111111\nTotal\t42\n\nEmpty');
  });

  it('pdf written by pdfmake, and its password-protected twin named Encrypted', async () => {
    const [plain, locked] = await Promise.all([makePdf(['Invoice 2024-001', SECRET]), makePdf([SECRET], { userPassword: 'pw' })]);
    const text = textOf(await pool.extract({ path: 'i.pdf', buffer: plain }));
    expect(text).toContain('Invoice 2024-001');
    expect(text).toContain(SECRET);
    await expect(pool.extract({ path: 'locked.pdf', buffer: locked })).resolves.toMatchObject({ ok: false, reason: 'Encrypted' });
  });

  it('eml with a docx attachment and an mbox of two messages', async () => {
    const docx = await makeDocx(['Attached contract text']);
    const eml = makeEml({
      subject: 'Contract',
      from: 'alice@example.com',
      to: 'bob@example.com',
      text: 'Please see the attachment.',
      attachments: [{ filename: 'contract.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', content: docx }],
    });
    const o = await pool.extract({ path: 'm.eml', buffer: eml });
    const text = textOf(o);
    expect(text).toContain('Subject: Contract');
    expect(text).toContain('From: alice@example.com');
    expect(text).toContain('To: bob@example.com');
    expect(text).toContain('Please see the attachment.');
    expect(text).toContain('Attached contract text');
    expect(o.ok && o.embedded).toEqual([{ path: 'm.eml!/contract.docx', ok: true }]);
    const mbox = makeMbox([
      { subject: 'First', from: 'a@example.com', to: 'b@example.com', text: 'First body' },
      { subject: 'Second', from: 'c@example.com', to: 'd@example.com', text: 'From the second body' },
    ]);
    const boxText = textOf(await pool.extract({ path: 'box.mbox', buffer: mbox }));
    expect(boxText).toContain('Subject: First');
    expect(boxText).toContain('First body');
    expect(boxText).toContain('Subject: Second');
    expect(boxText).toContain('>From the second body');
  });

  it('zip holding documents, and archives nested up to maxDepth', async () => {
    const zip = await makeZip([
      { name: 'notes/a.txt', data: 'alpha notes' },
      { name: 'report.docx', data: await makeDocx(['beta report']) },
      { name: 'logo.bin', data: Buffer.from([0, 1, 2, 3, 0]) },
    ]);
    const o = await pool.extract({ path: 'bundle.zip', buffer: zip });
    expect(textOf(o)).toBe('alpha notes\n\nbeta report');
    expect(o.ok && o.embedded?.map(e => [e.path, e.ok, e.reason])).toEqual([
      ['bundle.zip!/notes/a.txt', true, undefined],
      ['bundle.zip!/report.docx', true, undefined],
      ['bundle.zip!/logo.bin', false, 'Unsupported'],
    ]);
    // depth 0 is the outer archive: three nested archives reach depth 3, the text file depth 4
    await expect(pool.extract({ path: 'deep3.zip', buffer: await makeNestedZip(3, 'deep text') })).resolves.toMatchObject({ ok: true, text: 'deep text' });
    const tooDeep = await pool.extract({ path: 'deep5.zip', buffer: await makeNestedZip(5, 'too deep') });
    expect(tooDeep).toMatchObject({ ok: false, reason: 'ZipBomb' });
    expect(!tooDeep.ok && tooDeep.message).toContain('maxDepth 3');
  });

  it('stops zip bombs with the limit named: ratio, entry count, total size', async () => {
    const zeros = await makeZip([{ name: 'zeros.txt', data: Buffer.alloc(3 * 1024 * 1024) }]); // ~3 MB → a few KB
    const ratio = await pool.extract({ path: 'bomb.zip', buffer: zeros });
    expect(ratio).toMatchObject({ ok: false, reason: 'ZipBomb' });
    expect(!ratio.ok && ratio.message).toMatch(/compresses \d+:1, over maxRatio 100:1/);
    const many = await makeZip(Array.from({ length: 12 }, (_, i) => ({ name: `f${i}.txt`, data: `file ${i}` })));
    const entries = await pool.extract({ path: 'many.zip', buffer: many }, { limits: { maxEntries: 10 } });
    expect(entries).toMatchObject({ ok: false, reason: 'ZipBomb', message: 'archive has 12 entries, over maxEntries 10' });
    const big = await makeZip([
      { name: 'a.txt', data: 'a'.repeat(600) },
      { name: 'b.txt', data: 'b'.repeat(600) },
    ]);
    const total = await pool.extract({ path: 'big.zip', buffer: big }, { limits: { maxTotalBytes: 1000 } });
    expect(total).toMatchObject({ ok: false, reason: 'ZipBomb' });
    expect(!total.ok && total.message).toContain('maxTotalBytes');
  });

  it('images: Unsupported while OCR is off, their text when it is on', async () => {
    const png = makeTextPng(['INVOICE NUMBER 4521', 'TOTAL DUE 980 EUR']);
    await expect(pool.extract({ path: 'scan.png', buffer: png })).resolves.toEqual({
      ok: false,
      extractor: 'image',
      reason: 'Unsupported',
      message: 'OCR is off',
    });
    const text = textOf(await pool.extract({ path: 'scan.png', buffer: png }, { ocr: true }));
    expect(text).toContain('INVOICE NUMBER 4521');
    expect(text).toContain('TOTAL DUE 980 EUR');
  }, 60_000);

  it('scanned PDFs: Empty with the reason while OCR is off, their text by OCR when it is on', async () => {
    const scan = await makePdf([], { imagePng: makeTextPng(['SCANNED LETTER 2291']) });
    await expect(pool.extract({ path: 'scan.pdf', buffer: scan })).resolves.toMatchObject({
      ok: false,
      reason: 'Empty',
      message: 'no text layer (a scanned or image-only PDF); OCR is off',
    });
    const o = await pool.extract({ path: 'scan.pdf', buffer: scan }, { ocr: true });
    expect(textOf(o)).toContain('SCANNED LETTER 2291');
    expect(o.ok && o.metadata?.ocr).toBe(true);
  }, 60_000);
});
