import { randomBytes } from 'node:crypto';
import { decodeStored, deriveContentKey, encodeStored, isStoredFormat, StoreFormatError, CHUNK_BYTES } from './store-format';

async function collect(it: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of it) parts.push(Buffer.from(c));
  return Buffer.concat(parts);
}
async function* pieces(b: Buffer, size = 1_000_003): AsyncGenerator<Buffer> {
  for (let i = 0; i < b.length; i += size) yield b.subarray(i, i + size);
}

describe('store format', () => {
  // Text compresses; the random tail does not: both cross chunk borders.
  const content = Buffer.concat([Buffer.from('personal data, '.repeat(400_000)), randomBytes(CHUNK_BYTES / 2)]);

  it('round-trips compressed, encrypted and both, in 4 MiB chunks; compression shrinks text', async () => {
    const key = await deriveContentKey('correct horse battery staple');
    for (const opts of [{ compress: true }, { compress: false, key }, { compress: true, key }]) {
      const stored = await collect(encodeStored(pieces(content), opts));
      expect(isStoredFormat(stored)).toBe(true);
      if (opts.compress) expect(stored.length).toBeLessThan(content.length * 0.6);
      if (opts.key) expect(stored.includes(Buffer.from('personal data'))).toBe(false);
      const back = await collect(decodeStored(pieces(stored, 65_536), () => key));
      expect(back.equals(content)).toBe(true);
    }
  });

  it('opens with the passphrase alone, and refuses a wrong passphrase, a cut or an altered stream', async () => {
    const key = await deriveContentKey('s3cret phrase');
    const stored = await collect(encodeStored(pieces(Buffer.from('hello '.repeat(1000))), { compress: true, key }));
    const withPassphrase = (p: string) => (salt: Buffer) => deriveContentKey(p, salt);
    expect((await collect(decodeStored(pieces(stored), withPassphrase('s3cret phrase')))).toString()).toBe('hello '.repeat(1000));
    await expect(collect(decodeStored(pieces(stored), withPassphrase('wrong')))).rejects.toThrow(/another key/);
    await expect(collect(decodeStored(pieces(stored.subarray(0, stored.length - 10)), withPassphrase('s3cret phrase')))).rejects.toThrow(StoreFormatError);
    const altered = Buffer.from(stored);
    altered[altered.length - 30] ^= 1;
    await expect(collect(decodeStored(pieces(altered), withPassphrase('s3cret phrase')))).rejects.toThrow(/altered/);
    await expect(collect(decodeStored(pieces(stored)))).rejects.toThrow(/a passphrase is needed/);
  });
});
