import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The text of each page of a PDF, read by pdfjs-dist in a child process (it is an ES module; jest runs CommonJS). */
export function pdfPages(bytes: Buffer): string[] {
  const file = join(mkdtempSync(join(tmpdir(), 'report-pdf-')), 'r.pdf');
  writeFileSync(file, bytes);
  const script = `const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const doc = await pdfjs.getDocument({ data: new Uint8Array(require('node:fs').readFileSync(process.argv[1])), useSystemFonts: false }).promise;
const pages = [];
for (let i = 1; i <= doc.numPages; i++) pages.push((await (await doc.getPage(i)).getTextContent()).items.map(t => t.str).join(' '));
console.log(JSON.stringify(pages));`;
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', `import { createRequire } from 'node:module'; const require = createRequire(process.cwd() + '/'); ${script}`, file],
    {
      cwd: join(__dirname, '..', '..'),
      encoding: 'utf8',
    },
  );
  rmSync(dirname(file), { recursive: true, force: true });
  return JSON.parse(out);
}
