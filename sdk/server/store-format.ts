/**
 * How targets store content (spec 001 §9: compression LZ4, encryption on by default), streamed in 4 MiB chunks so
 * no file is held whole: a header (magic, flags, and when encrypted the key's salt and id and a nonce prefix), then
 * records, each one chunk (an LZ4 frame when compressed; sealed with AES-256-GCM when encrypted, the nonce counting
 * records), then a final record, so reordered, cut or altered content is refused. The key comes from a passphrase (scrypt with the key's salt), so `fathom
 * decrypt` opens a file with the passphrase alone. Import as '@fathom/sdk/server/store-format'.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, scrypt as scryptCb } from 'node:crypto';
import { compressFrame, decompressFrame } from 'lz4-napi';

export const CHUNK_BYTES = 4 * 1024 * 1024;
export const STORED_MAGIC = Buffer.from('FTHMSTR1');
const FLAG_COMPRESSED = 1;
const FLAG_ENCRYPTED = 2;
const RECORD_DATA = 1;
const RECORD_FINAL = 2;
const TAG = 16;
/** scrypt cost: about 100 ms and 32 MiB a derivation. */
const SCRYPT = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export interface ContentKey {
  /** Short fingerprint of the key (hex), stored in each object's header. */
  id: string;
  salt: Buffer;
  key: Buffer;
}

export class StoreFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreFormatError';
  }
}

export function keyFingerprint(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/** The key a passphrase gives with a salt (a new random salt when none is given). */
export function deriveContentKey(passphrase: string, salt: Buffer = randomBytes(16)): Promise<ContentKey> {
  return new Promise((resolve, reject) =>
    scryptCb(passphrase.trim(), salt, 32, SCRYPT, (err, key) => (err ? reject(err) : resolve({ id: keyFingerprint(key), salt, key }))),
  );
}

/** Re-chunks any stream of bytes into pieces of `size` (the last may be shorter). */
async function* rechunk(input: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, size: number): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let have = 0;
  for await (const c of input) {
    let b = Buffer.from(c.buffer, c.byteOffset, c.byteLength);
    while (have + b.length >= size) {
      const take = size - have;
      parts.push(b.subarray(0, take));
      yield Buffer.concat(parts);
      parts = [];
      have = 0;
      b = b.subarray(take);
    }
    if (b.length) {
      parts.push(Buffer.from(b));
      have += b.length;
    }
  }
  if (have) yield Buffer.concat(parts);
}

function nonce(prefix: Buffer, counter: number): Buffer {
  const n = Buffer.alloc(12);
  prefix.copy(n, 0, 0, 8);
  n.writeUInt32BE(counter, 8);
  return n;
}
function aad(type: number, counter: number): Buffer {
  const a = Buffer.alloc(5);
  a.writeUInt8(type, 0);
  a.writeUInt32BE(counter, 1);
  return a;
}

export interface EncodeOptions {
  compress: boolean;
  key?: ContentKey;
}

/** The stored form of a content stream (nothing to do: the content as it is). */
export async function* encodeStored(input: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, opts: EncodeOptions): AsyncGenerator<Buffer> {
  if (!opts.compress && !opts.key) {
    for await (const c of input) yield Buffer.from(c.buffer, c.byteOffset, c.byteLength);
    return;
  }
  const prefix = randomBytes(8);
  const flags = (opts.compress ? FLAG_COMPRESSED : 0) | (opts.key ? FLAG_ENCRYPTED : 0);
  const parts: Buffer[] = [STORED_MAGIC, Buffer.from([flags])];
  if (opts.key) {
    const id = Buffer.from(opts.key.id, 'utf8');
    parts.push(Buffer.from([opts.key.salt.length]), opts.key.salt, Buffer.from([id.length]), id, prefix);
  }
  yield Buffer.concat(parts);
  let counter = 0;
  const record = (type: number, plain: Buffer): Buffer => {
    const head = Buffer.alloc(5);
    head.writeUInt8(type, 0);
    if (!opts.key) {
      head.writeUInt32BE(plain.length, 1);
      return Buffer.concat([head, plain]);
    }
    const cipher = createCipheriv('aes-256-gcm', opts.key.key, nonce(prefix, counter));
    cipher.setAAD(aad(type, counter));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    head.writeUInt32BE(body.length, 1);
    counter++;
    return Buffer.concat([head, body, cipher.getAuthTag()]);
  };
  for await (const chunk of rechunk(input, CHUNK_BYTES)) yield record(RECORD_DATA, opts.compress ? await compressFrame(chunk) : chunk);
  yield record(RECORD_FINAL, Buffer.alloc(0));
}

/** Reads exactly n bytes from a buffered byte stream, or null at a clean end. */
class ByteReader {
  private buf = Buffer.alloc(0);
  private done = false;
  constructor(private readonly it: AsyncIterator<Uint8Array>) {}
  async take(n: number): Promise<Buffer | null> {
    while (this.buf.length < n && !this.done) {
      const r = await this.it.next();
      if (r.done) this.done = true;
      else this.buf = Buffer.concat([this.buf, Buffer.from(r.value)]);
    }
    if (this.buf.length < n) {
      if (this.buf.length === 0) return null;
      throw new StoreFormatError('The stored content is cut short.');
    }
    const out = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    return out;
  }
  async need(n: number): Promise<Buffer> {
    const b = await this.take(n);
    if (!b) throw new StoreFormatError('The stored content is cut short.');
    return b;
  }
}

/** Whether content begins with the stored-format header (else it was stored as it is). */
export function isStoredFormat(head: Uint8Array): boolean {
  return Buffer.from(head.subarray(0, STORED_MAGIC.length)).equals(STORED_MAGIC);
}

/**
 * The original content of a stored stream, chunk by chunk. keyFor is handed the header's salt and key id and
 * answers the key (e.g. derived from a passphrase); a wrong key is refused before any byte is given out.
 */
export async function* decodeStored(
  input: AsyncIterable<Uint8Array>,
  keyFor?: (salt: Buffer, keyId: string) => Promise<ContentKey> | ContentKey,
): AsyncGenerator<Buffer> {
  const r = new ByteReader(input[Symbol.asyncIterator]());
  const magic = await r.take(STORED_MAGIC.length);
  if (!magic || !magic.equals(STORED_MAGIC)) throw new StoreFormatError('This is not content stored by this platform.');
  const flags = (await r.need(1))[0];
  let key: ContentKey | null = null;
  let prefix = Buffer.alloc(8);
  if (flags & FLAG_ENCRYPTED) {
    const salt = Buffer.from(await r.need((await r.need(1))[0]));
    const keyId = (await r.need((await r.need(1))[0])).toString('utf8');
    prefix = Buffer.from(await r.need(8));
    if (!keyFor) throw new StoreFormatError(`The content is encrypted (key ${keyId}): a passphrase is needed.`);
    key = await keyFor(salt, keyId);
    if (key.id !== keyId) throw new StoreFormatError(`The content was encrypted with another key (${keyId}), not ${key.id}.`);
  }
  for (let counter = 0; ; counter++) {
    const head = await r.need(5);
    const type = head.readUInt8(0);
    const body = await r.need(head.readUInt32BE(1));
    let plain: Buffer = body;
    if (key) {
      const decipher = createDecipheriv('aes-256-gcm', key.key, nonce(prefix, counter));
      decipher.setAAD(aad(type, counter));
      decipher.setAuthTag(await r.need(TAG));
      try {
        plain = Buffer.concat([decipher.update(body), decipher.final()]);
      } catch {
        throw new StoreFormatError('The encrypted content was altered or the passphrase is wrong.');
      }
    }
    if (type === RECORD_FINAL) return;
    if (type !== RECORD_DATA) throw new StoreFormatError('The stored content is damaged.');
    yield flags & FLAG_COMPRESSED ? await decompressFrame(plain) : plain;
  }
}

/** A content key wrapped by the platform's master key (the token a policy keeps). */
export function wrapContentKey(box: { seal(plain: string): string }, name: string, key: ContentKey): string {
  return box.seal(JSON.stringify({ v: 1, name, id: key.id, salt: key.salt.toString('base64'), key: key.key.toString('base64') }));
}
/** The content key of a token (throws when the token was not made by this platform or was altered). */
export function unwrapContentKey(box: { open(sealed: string): string }, token: string): ContentKey & { name: string } {
  const v = JSON.parse(box.open(token)) as { name: string; id: string; salt: string; key: string };
  const key = Buffer.from(v.key, 'base64');
  if (keyFingerprint(key) !== v.id) throw new StoreFormatError('The encryption key token is damaged.');
  return { name: v.name, id: v.id, salt: Buffer.from(v.salt, 'base64'), key };
}
