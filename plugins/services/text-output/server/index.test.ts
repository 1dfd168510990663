/** The text-output target writes each file's text as a UTF-8 .txt file under its folder and reads it back. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { collectBytes } from '@fathom/sdk/server/target-kit';
import { textOutputTarget } from '.';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'text-output-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('the text of a file lands in <folder>/<path>.txt, plain and whole', async () => {
  const text = 'Résumé of Jane Doe — jane.doe@example.com\n'.repeat(1000);
  const params = { storePath: join(dir, 'text') };
  expect(textOutputTarget.input).toBe('text');
  await textOutputTarget.write(params, 'people/cv.docx', Readable.from([Buffer.from(text.slice(0, 10)), Buffer.from(text.slice(10))]));
  expect(readFileSync(join(dir, 'text', 'people', 'cv.docx.txt'), 'utf8')).toBe(text);
  expect((await collectBytes(await textOutputTarget.read!(params, 'people/cv.docx'))).toString('utf8')).toBe(text);
  expect(await textOutputTarget.validate!(params)).toEqual({ entries: ['people'] });
  await textOutputTarget.remove!(params, 'people/cv.docx');
  await expect(textOutputTarget.read!(params, 'people/cv.docx')).rejects.toMatchObject({ code: 'ENOENT' });
});

test('a relative or missing folder and a path leaving it are refused by name', async () => {
  await expect(textOutputTarget.write({ storePath: 'relative/dir' }, 'a', Buffer.from('x'))).rejects.toMatchObject({ errorName: 'NoSuchPath' });
  await expect(textOutputTarget.write({ storePath: dir }, 'a/../../b', Buffer.from('x'))).rejects.toMatchObject({ errorName: 'ValidationError' });
});
