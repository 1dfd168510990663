/**
 * `fathom extract FILE` end to end: the real command (bin/fathom.js → host/cli/extract.ts) in a child
 * process. Text goes to stdout; a file without text gives its named reason on stderr and exit code 3.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../runtime/compile-entry';

function fathom(args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise(resolve => {
    execFile(
      process.execPath,
      [join(PROJECT_ROOT, 'bin', 'fathom.js'), 'extract', ...args],
      { cwd: PROJECT_ROOT, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, out: stdout, err: stderr });
      },
    );
  });
}

describe('fathom extract', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fathom-cli-'));

  it('prints the extracted text to stdout', async () => {
    writeFileSync(join(dir, 'page.html'), '<html><head><style>p{}</style></head><body><p>Hello <b>world</b></p><script>x()</script></body></html>');
    await expect(fathom([join(dir, 'page.html')])).resolves.toEqual({ code: 0, out: 'Hello world\n', err: '' });
  }, 60_000);

  it('prints the named reason to stderr with exit code 3', async () => {
    writeFileSync(join(dir, 'blob.bin'), Buffer.from([0, 159, 146, 150, 0, 1]));
    await expect(fathom([join(dir, 'blob.bin')])).resolves.toEqual({ code: 3, out: '', err: 'Unsupported: no extractor for .bin files\n' });
    writeFileSync(join(dir, 'big.txt'), 'x'.repeat(2 * 1024 * 1024));
    await expect(fathom([join(dir, 'big.txt'), '--max-file-size', '1'])).resolves.toEqual({
      code: 3,
      out: '',
      err: 'TooLarge: file is 2.0 MB, over maxFileSize 1.0 MB\n',
    });
  }, 60_000);

  it('rejects bad arguments with its usage and exit code 2', async () => {
    const r = await fathom(['--timeout', 'soon', 'x.txt']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--timeout needs a positive number');
    expect(r.err).toContain('usage: fathom extract FILE');
  }, 60_000);
});
