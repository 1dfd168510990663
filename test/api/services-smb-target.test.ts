/**
 * The smb target against a real Samba server started for the test: files put on a writable share under the store
 * path (folders made as needed), LZ4-compressed and encrypted by default, read back through the share; 'Test
 * connection' of a target proves a file can be put there; a read-only share and a wrong password are named.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { collectBytes } from '@fathom/sdk/server/target-kit';
import { decodeStored, deriveContentKey, isStoredFormat } from '@fathom/sdk/server/store-format';
import { smbTargetConnector } from '../../plugins/services/smb/server/target';
import { fastTempDir } from './scan-fixture';
import { startSamba, type SambaPeer } from './samba-peer';

jest.setTimeout(120_000);
let samba: SambaPeer;
let dir: string;
let params: Record<string, unknown>;

beforeAll(async () => {
  dir = fastTempDir('services-smb-target-');
  mkdirSync(join(dir, 'out'));
  mkdirSync(join(dir, 'ro'));
  samba = await startSamba({ out: join(dir, 'out'), ro: join(dir, 'ro') }, 'Share#Pass1', { writable: ['out'] });
  params = { server: '127.0.0.1', shareName: 'out', username: samba.username, password: samba.password, port: samba.port, storePath: '/archive' };
});
afterAll(async () => {
  await samba?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a file is put on the share compressed and encrypted, in folders made on the way, and read back', async () => {
  const contentKey = await deriveContentKey('Share vault passphrase');
  const letter = Buffer.from('Dear Jane Doe; card 4111 1111 1111 1111\n'.repeat(100_000));
  const p = { ...params, contentKey };
  await smbTargetConnector.write(p, 'letters/2024 Q1/jane;doe.txt', Readable.from([letter.subarray(0, 100), letter.subarray(100)]));
  const onDisk = readFileSync(join(dir, 'out', 'archive', 'letters', '2024 Q1', 'jane;doe.txt'));
  expect(isStoredFormat(onDisk)).toBe(true);
  expect(onDisk.includes(Buffer.from('Jane Doe'))).toBe(false);
  expect(onDisk.length).toBeLessThan(letter.length / 2);
  expect((await collectBytes(await smbTargetConnector.read!(p, 'letters/2024 Q1/jane;doe.txt'))).equals(letter)).toBe(true);
  expect((await collectBytes(decodeStored(Readable.from([onDisk]), salt => deriveContentKey('Share vault passphrase', salt)))).equals(letter)).toBe(true);
  // Written again as it is, the same file is replaced.
  await smbTargetConnector.write({ ...params, enableCompression: false, enableEncryption: false }, 'letters/2024 Q1/jane;doe.txt', Buffer.from('plain'));
  expect(readFileSync(join(dir, 'out', 'archive', 'letters', '2024 Q1', 'jane;doe.txt'), 'utf8')).toBe('plain');
  expect(await smbTargetConnector.validate!(params)).toEqual({ entries: ['letters'] });
  expect(readdirSync(join(dir, 'out', 'archive'))).toEqual(['letters']);
  await smbTargetConnector.remove!(params, 'letters/2024 Q1/jane;doe.txt');
  expect(readdirSync(join(dir, 'out', 'archive', 'letters', '2024 Q1'))).toEqual([]);
});

test('a read-only share, a wrong password and a missing share are named', async () => {
  const plain = { enableCompression: false, enableEncryption: false };
  await expect(smbTargetConnector.write({ ...params, ...plain, shareName: 'ro' }, 'a.txt', Buffer.from('x'))).rejects.toMatchObject({
    errorName: 'AccessDenied',
  });
  await expect(smbTargetConnector.validate!({ ...params, shareName: 'ro' })).rejects.toMatchObject({ errorName: 'AccessDenied' });
  await expect(smbTargetConnector.write({ ...params, ...plain, password: 'wrong' }, 'a.txt', Buffer.from('x'))).rejects.toMatchObject({
    errorName: 'AccessDenied',
  });
  await expect(smbTargetConnector.validate!({ ...params, shareName: 'nothere' })).rejects.toMatchObject({ errorName: 'NoSuchShare' });
});
