/**
 * Every real document of the shared corpus (214 files, 18 formats) through the host's extractor
 * assembly in worker threads: each one yields text or a named reason, none hangs or crashes a worker,
 * and known content comes back for files of every format.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EXTRACT_FAILURES } from '@fathom/sdk/server';
import { PROJECT_ROOT } from '../runtime/compile-entry';
import type { ExtractOutcome } from './options';
import { ExtractionPool } from './pool';
import { SERVER_PLUGINS_ENTRY } from '../../host/server/plugins';

const CORPUS = join(PROJECT_ROOT, '..', 'shared', 'corpus', 'documents');
const HOST_EXTRACTORS = SERVER_PLUGINS_ENTRY;
// Without the corpus the suite skips on a developer's machine; in CI (CI=true) it fails and says why.
const missing = existsSync(CORPUS) ? null : `The document corpus is missing: no ${CORPUS} (the shared corpus beside the project, ../shared/corpus).`;
const inCI = ['true', '1'].includes((process.env.CI ?? '').toLowerCase());
if (missing && inCI)
  test('the document corpus is present', () => {
    throw new Error(missing);
  });
const describeCorpus = missing ? describe.skip : describe;

/** Known content, read from the files themselves. */
const EXPECTED_TEXT: Record<string, string[]> = {
  'csv/testCSV.csv': ['Sample CSV File - Numbers and their Squares', '12,144'],
  'doc/testWORD_3imgs.doc': ['The quick brown fox jumps over the lazy dog', 'The Alfresco logo is above this'],
  'doc/simple_lower_case.doc': ['This is a sample Word document'],
  'doc/test_TIKA-1251.doc': ['Fana Botjenester'],
  'docx/testWORD.docx': ['Sample Word Document Title', 'This is the header for our document'],
  'docx/testWORD_embedded_pics.docx': ['This is a comment', 'This is a footnote'],
  'docx/testAltChunkHTML.docx': ['Simple paragraph with a emphasized word.'],
  'eml/testRFC822_dkim.eml': ['Subject: Is dinner ready?', 'joe@football.example.com'],
  'eml/testRFC822_multipart_attachments.eml': ['Subject: EML 1'],
  'html/testHTML_utf8.html': ['Content with UTF-8 chars', 'åäö'],
  'html/testHTMLBadScript.html': ['This is a test.'],
  'html/resume.html': ['Здравствуйте'],
  'mbox/complex.mbox': ['Subject: Re: question about when shuffle/sort start working'],
  'msg/testMSG.msg': ['Subject: MIME registry use cases', 'Jukka Zitting'],
  'msg/testMSG_chinese.msg': ['MSG 格式測試'],
  'ods/test-columnar.ods': ['Record Number', 'Square of the Record Number'],
  'odt/testOpenOffice2.odt': ['This is a sample Open Office document, written in NeoOffice 2.2.1 for the Mac.'],
  'odt/testPhoneNumberExtractor.odt': ['(949) 666 - 6666'],
  'pdf/testPDF.pdf': ['Apache Tika - Apache Tika', 'Tika - Content Analysis Toolkit'],
  'pdf/testPDFVarious.pdf': ['This is the header text.', 'Footnote appears here'],
  'pdf/testPDFPackage.pdf': ['Multiple files are bound together in this PDF Package.'],
  'ppt/testPPT_embeded.ppt': ['The quick brown fox jumps over the lazy dog', 'Special characters:', 'The Alfresco logo is above this'],
  'ppt/testPPT_masterFooter.ppt': ['Master footer'],
  'pptx/testPPT_embedded_two_slides.pptx': ['The quick brown fox jumps over the lazy dog'],
  'pptx/testWordArt.pptx': ['Here is some red word Art'],
  'rtf/testRTFWordPadCzechCharacters.rtf': ['Článek týdne', 'Svitky od Mrtvého moře'],
  'rtf/testRTF.rtf': ['Test d’indexation Word'],
  'txt/testTXTNonASCIIUTF8.txt': ['Le renard brun rapide saute par-dessus le chien paresseux'],
  'txt/testTXT_win-1252.txt': ['“windows” encoding'],
  'txt/english.cp500.txt': ['IntelliStation POWER'],
  'xls/testEXCEL.xls': ['Sample Excel Worksheet - Numbers and their Squares', 'Feuil1'],
  'xls/testEXCEL_phonetic.xls': ['豊田車会社'],
  'xls/testEXCEL_4.xls': ['Examination Coverage'],
  'xlsx/testEXCEL.xlsx': ['Sample Excel Worksheet - Numbers and their Squares', 'Feuil1'],
  'xlsx/testEXCEL.strict.xlsx': ['Test spreadsheet', '2nd row 2nd column'],
  'xml/hello_world.xml': ['你好，世界', 'hello world'],
  'zip/testEmbedded.zip': ['Test 1 text.', 'Test 2 text.'],
  // OLE objects embedded in legacy and OOXML documents, read through the registry.
  'doc/testWORD_embedded_pdf.doc': ['Here is the pdf file:', 'Wer wjelrwoierj woier jower'],
  'doc/testLargeOLEDoc.doc': ['This is an embedded file.'],
  'xls/testExcel_embeddedPDF.xls': ['Sheet1', 'Hello World!'],
  'xls/testEXCEL_embeddedPDF_windows.xls': ['Apache Tika is a toolkit for detecting'],
  'xls/testWPSAttachment.xls': ['txt_content', 'pdf_content', 'doc_content', 'docx_content', 'xls_content', 'xlsx_content', 'ppt_content', 'pptx_content'],
  'docx/testWPSAttachment.docx': ['txt_content', 'pdf_content', 'xls_content', 'pptx_content'],
  'docx/EmbeddedOutlook.docx': ['This is a test with embedded outlook message:', 'Sample Outlook Message with Attachments'],
  'docx/test_recursive_embedded.docx': ['embed_0', 'embed_1a'],
};

/** Files whose reason is known: password protection, a broken archive, image-only content. */
const EXPECTED_REASON: Record<string, string> = {
  'pdf/testPassword4Spaces.pdf': 'Encrypted',
  'pdf/testPDF_no_extract_no_accessibility_owner_user.pdf': 'Encrypted',
  'docx/testWORD_protected_passtika.docx': 'Encrypted',
  'docx/protected_upper_case.docx': 'Encrypted',
  'xlsx/protect.xlsx': 'Encrypted',
  'xlsx/testEXCEL_protected_passtika.xlsx': 'Encrypted',
  'pptx/testPPT_protected_passtika.pptx': 'Encrypted',
  'ppt/testPPT_protected_passtika.ppt': 'Encrypted',
  'docx/testWORD_truncated.docx': 'Corrupt',
  'zip/testZIP_corrupted_oom.zip': 'Corrupt',
  'zip/moby.zip': 'Unsupported',
  'pdf/testOCR.pdf': 'Empty',
};

describeCorpus('extraction over the real document corpus', () => {
  const outcomes = new Map<string, ExtractOutcome>();
  let seconds = 0;
  let bytes = 0;

  beforeAll(async () => {
    const files = readdirSync(CORPUS)
      .filter(d => statSync(join(CORPUS, d)).isDirectory())
      .flatMap(d => readdirSync(join(CORPUS, d)).map(f => `${d}/${f}`));
    const pool = new ExtractionPool({ pluginsEntry: HOST_EXTRACTORS, size: 2, maxFileSize: 10 * 1024 * 1024 });
    const started = process.hrtime.bigint();
    try {
      await Promise.all(
        files.map(async f => {
          bytes += statSync(join(CORPUS, f)).size;
          outcomes.set(f, await pool.extractFile(join(CORPUS, f), { timeoutMs: 60_000 }));
        }),
      );
    } finally {
      seconds = Number(process.hrtime.bigint() - started) / 1e9;
      await pool.close();
    }
  }, 240_000);

  it('gives every file text or a named reason, and none runs out of time', () => {
    expect(outcomes.size).toBeGreaterThanOrEqual(214);
    for (const [file, o] of outcomes) {
      if (o.ok) expect({ file, hasText: o.text.trim().length > 0 }).toEqual({ file, hasText: true });
      else expect({ file, reason: EXTRACT_FAILURES.includes(o.reason), message: o.message.length > 0 }).toEqual({ file, reason: true, message: true });
      expect({ file, timeout: !o.ok && o.reason === 'Timeout' }).toEqual({ file, timeout: false });
    }
    const byFormat = new Map<string, { ok: number; total: number }>();
    const reasons = new Map<string, number>();
    for (const [file, o] of outcomes) {
      const fmt = file.split('/')[0];
      const s = byFormat.get(fmt) ?? { ok: 0, total: 0 };
      s.total++;
      if (o.ok) s.ok++;
      byFormat.set(fmt, s);
      if (!o.ok) reasons.set(o.reason, (reasons.get(o.reason) ?? 0) + 1);
    }
    // the figures of the run, for the record (never asserted: the machine is shared)
    console.info(
      [
        `corpus: ${outcomes.size} files, ${(bytes / 1048576).toFixed(1)} MB in ${seconds.toFixed(1)} s = ${(bytes / 1048576 / seconds).toFixed(2)} MB/s`,
        `text per format: ${[...byFormat].map(([f, s]) => `${f} ${s.ok}/${s.total}`).join(', ')}`,
        `reasons: ${[...reasons].map(([r, n]) => `${r} ${n}`).join(', ')}`,
      ].join('\n'),
    );
  });

  it('returns known content for files of every format', () => {
    const formats = new Set(Object.keys(EXPECTED_TEXT).map(f => f.split('/')[0]));
    expect(formats.size).toBe(18);
    for (const [file, needles] of Object.entries(EXPECTED_TEXT)) {
      const o = outcomes.get(file);
      expect({ file, ok: o?.ok }).toEqual({ file, ok: true });
      for (const needle of needles)
        expect({ file, contains: o!.ok && o!.text.includes(needle) ? needle : o!.ok && o!.text.slice(0, 300) }).toEqual({ file, contains: needle });
    }
  });

  it('names the reason for encrypted, broken and image-only files', () => {
    for (const [file, reason] of Object.entries(EXPECTED_REASON)) {
      expect({ file, reason: outcomes.get(file)?.ok === false ? (outcomes.get(file) as { reason: string }).reason : 'text' }).toEqual({ file, reason });
    }
  });

  it('extracts attachments and embedded documents through the registry', () => {
    const pkg = outcomes.get('pdf/testPDFPackage.pdf');
    expect(pkg?.ok && pkg.embedded?.filter(e => e.ok).length).toBeGreaterThanOrEqual(2);
    const eml = outcomes.get('eml/testRFC822_multipart_attachments.eml');
    expect(eml?.ok && eml.embedded?.length).toBeGreaterThanOrEqual(2);
    const msg = outcomes.get('msg/testMSG_att_doc.msg');
    expect(msg?.ok && msg.embedded?.some(e => e.ok && /\.doc$/i.test(e.path))).toBe(true);
  });

  it('reads files without a BOM or charset declaration in their real encoding', () => {
    const raw = readFileSync(join(CORPUS, 'txt/testTXT_win-1252.txt'));
    expect(raw.includes(0x93)).toBe(true); // a cp1252 left double quote, not valid UTF-8
    const o = outcomes.get('txt/testTXT_win-1252.txt');
    expect(o?.ok && o.text).toContain('“');
  });
});
