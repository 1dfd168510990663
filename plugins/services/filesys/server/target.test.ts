/** The filesys target writes real files under its store path, compressed and encrypted by default, and reads them back. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { collectBytes } from '@fathom/sdk/server/target-kit';
import { decodeStored, deriveContentKey, isStoredFormat } from '@fathom/sdk/server/store-format';
import { filesysTarget } from './target';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'filesys-target-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a stream is stored LZ4-compressed and encrypted in a new folder; the product and the passphrase read it back', async () => {
  const contentKey = await deriveContentKey('Archive passphrase 7');
  const content = Buffer.from('Invoice for jane.doe@example.com, card 4111 1111 1111 1111\n'.repeat(50_000));
  const params = { storePath: join(dir, 'archive'), contentKey };
  await filesysTarget.write(params, 'letters/2024/a.txt', Readable.from([content.subarray(0, 1000), content.subarray(1000)]));
  const stored = readFileSync(join(dir, 'archive', 'letters', '2024', 'a.txt'));
  expect(isStoredFormat(stored)).toBe(true);
  expect(stored.includes(Buffer.from('jane.doe'))).toBe(false);
  expect(stored.length).toBeLessThan(content.length / 2);
  expect((await collectBytes(await filesysTarget.read!(params, 'letters/2024/a.txt'))).equals(content)).toBe(true);
  const byPassphrase = await collectBytes(decodeStored(Readable.from([stored]), salt => deriveContentKey('Archive passphrase 7', salt)));
  expect(byPassphrase.equals(content)).toBe(true);
  await expect(collectBytes(decodeStored(Readable.from([stored]), salt => deriveContentKey('wrong', salt)))).rejects.toThrow(/another key|altered/);
  // No temporary file is left beside it.
  expect(readdirSync(join(dir, 'archive', 'letters', '2024'))).toEqual(['a.txt']);
});

test('with both switches off the file is written as it is and replaced by a second write', async () => {
  const params = { storePath: dir, enableCompression: false, enableEncryption: false };
  await filesysTarget.write(params, '/notes/b.txt', Buffer.from('first'));
  await filesysTarget.write(params, 'notes\\b.txt', Buffer.from('second'));
  expect(readFileSync(join(dir, 'notes', 'b.txt'), 'utf8')).toBe('second');
  await filesysTarget.remove!(params, 'notes/b.txt');
  expect(readdirSync(join(dir, 'notes'))).toEqual([]);
});

test('named refusals: encryption without a key, a path leaving the store path, no store path, a folder that takes no files', async () => {
  await expect(filesysTarget.write({ storePath: dir }, 'x.txt', Buffer.from('x'))).rejects.toThrow(/no encryption key/);
  await expect(filesysTarget.write({ storePath: dir, enableEncryption: false }, '../x.txt', Buffer.from('x'))).rejects.toThrow(/leaves the target/);
  await expect(filesysTarget.write({}, 'x.txt', Buffer.from('x'))).rejects.toMatchObject({ errorName: 'NoSuchPath' });
  writeFileSync(join(dir, 'file'), 'x');
  await expect(filesysTarget.validate!({ storePath: join(dir, 'file') })).rejects.toMatchObject({ errorName: 'NoSuchPath' });
  expect(await filesysTarget.validate!({ storePath: dir })).toEqual({ entries: ['file'] });
  if (process.getuid?.() !== 0) {
    chmodSync(dir, 0o500);
    await expect(filesysTarget.validate!({ storePath: dir })).rejects.toMatchObject({ errorName: 'AccessDenied' });
    chmodSync(dir, 0o700);
  }
});
