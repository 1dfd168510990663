/**
 * S3 targets against a real S3-compatible peer (s3rver, started here): content written LZ4-compressed and
 * encrypted by default, in parts (multipart upload) when large, and read back with the passphrase alone.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { decodeStored, deriveContentKey, isStoredFormat } from '@fathom/sdk/server/store-format';
import { objstoreTarget } from '../../plugins/services/objstore/server';
import { S3_KEYS, startS3Peer, type S3Peer } from './s3-peer';

jest.setTimeout(60_000);
let s3: S3Peer;
beforeAll(async () => {
  s3 = await startS3Peer();
  await s3.createBucket('vault');
});
afterAll(async () => s3?.close());

async function fetchObject(key: string): Promise<Buffer> {
  const out = await s3.client.send(new GetObjectCommand({ Bucket: 'vault', Key: key }));
  return Buffer.from(await out.Body!.transformToByteArray());
}
async function collect(it: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of it) parts.push(Buffer.from(c));
  return Buffer.concat(parts);
}

test('a large stream is stored compressed and encrypted in parts; the passphrase alone reads it back', async () => {
  const contentKey = await deriveContentKey('Vault passphrase 1');
  const content = Buffer.concat([randomBytes(9 * 1024 * 1024), Buffer.from('card 4111 1111 1111 1111\n'.repeat(200_000))]);
  const params = { url: s3.url, ...S3_KEYS, storePath: '/vault/exports', contentKey };
  await objstoreTarget.write(params, 'letters/big.bin', Readable.from([content.subarray(0, 7_000_000), content.subarray(7_000_000)]));
  const stored = await fetchObject('exports/letters/big.bin');
  expect(isStoredFormat(stored)).toBe(true);
  expect(stored.includes(Buffer.from('card 4111'))).toBe(false);
  expect(stored.length).toBeLessThan(content.length);
  const back = await collect(decodeStored(Readable.from([stored]), salt => deriveContentKey('Vault passphrase 1', salt)));
  expect(back.equals(content)).toBe(true);
});

test('compression and encryption can be turned off; encryption without a key is refused', async () => {
  const params = { url: s3.url, ...S3_KEYS, storePath: '/vault', enableCompression: false, enableEncryption: false };
  await objstoreTarget.write(params, 'plain.txt', Buffer.from('as it is'));
  expect((await fetchObject('plain.txt')).toString()).toBe('as it is');
  await expect(objstoreTarget.write({ ...params, enableEncryption: true }, 'x.txt', Buffer.from('x'))).rejects.toThrow(/no encryption key/);
  await expect(objstoreTarget.write({ ...params, storePath: '/nobucket' }, 'x.txt', Buffer.from('x'))).rejects.toMatchObject({ errorName: 'NoSuchBucket' });
});
