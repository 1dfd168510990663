/**
 * What every target connector shares (spec 001 §3 targets, §9 compression LZ4 and encryption on by default): where a
 * written file lands under the target's store path, and how its content is stored (sdk/server/store-format) and read
 * back. A connector stays a thin layer of its protocol over these. Import as '@fathom/sdk/server/target-kit'.
 */
import { ApiError, ERROR_NAMES } from '../api/wire';
import { decodeStored, encodeStored, isStoredFormat, type ContentKey } from './store-format';

/** What a target connector is handed to write: bytes at once, or a stream of them. */
export type TargetContent = Buffer | NodeJS.ReadableStream | AsyncIterable<Uint8Array>;

/** The content as chunks of bytes, whatever its form. */
export async function* contentChunks(content: TargetContent): AsyncGenerator<Uint8Array> {
  if (Buffer.isBuffer(content)) {
    yield content;
    return;
  }
  for await (const c of content as AsyncIterable<Uint8Array | string>) yield typeof c === 'string' ? Buffer.from(c) : c;
}

/**
 * A written file's path relative to the store path: '/'-separated, no leading slash, no '.' or '..' step, no empty
 * name (a path that tries to leave the store path is refused with a named ValidationError).
 */
export function targetRelativePath(path: string): string {
  const steps = String(path ?? '')
    .replace(/\\/g, '/')
    .split('/')
    .filter(s => s !== '' && s !== '.');
  if (steps.length === 0) throw new ApiError(ERROR_NAMES.validation, 'The file to write has no name.');
  if (steps.some(s => s === '..' || s.includes('\0')))
    throw new ApiError(ERROR_NAMES.validation, `${path} leaves the target's store path: '..' is not allowed.`);
  return steps.join('/');
}

/** The store path of a target's parameters ('/' separated, trimmed, without a trailing slash; '' when absent). */
export function targetStorePath(params: Record<string, unknown>): string {
  const p = typeof params.storePath === 'string' ? params.storePath.trim().replace(/\\/g, '/') : '';
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

/** Whether a target stores content compressed and encrypted: both on unless the parameters turn them off (spec 001 §9). */
export function targetStorage(params: Record<string, unknown>): { compress: boolean; encrypt: boolean } {
  return { compress: params.enableCompression !== false, encrypt: params.enableEncryption !== false };
}

/** The message of a target that encrypts while its policy has no key. */
export const NO_CONTENT_KEY = 'Encryption is on for this target but the policy has no encryption key.';

/**
 * The stored form of a file for a target that compresses and encrypts (storage: the target's choices, by default
 * targetStorage(params)): the content unchanged when both are off, else the store format with the key handed in
 * as params.contentKey. Encryption without a key is refused before anything is written.
 */
export function storedContent(params: Record<string, unknown>, content: TargetContent, storage = targetStorage(params)): AsyncGenerator<Buffer> {
  const key = params.contentKey as ContentKey | undefined;
  if (storage.encrypt && !key) throw new ApiError(ERROR_NAMES.validation, NO_CONTENT_KEY);
  return encodeStored(contentChunks(content), { compress: storage.compress, key: storage.encrypt ? key : undefined });
}

/**
 * The original content of a stored file: decoded when it is in the store format (the key is params.contentKey), as
 * it is otherwise (written with compression and encryption off).
 */
export async function* restoredContent(params: Record<string, unknown>, stored: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const it = stored[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  let ended = false;
  while (head.length < 8) {
    const r = await it.next();
    if (r.done) {
      ended = true;
      break;
    }
    head = Buffer.concat([head, Buffer.from(r.value)]);
  }
  const rest = (async function* () {
    if (head.length) yield head;
    if (ended) return;
    for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
  })();
  if (!isStoredFormat(head)) {
    yield* rest;
    return;
  }
  const key = params.contentKey as ContentKey | undefined;
  yield* decodeStored(rest, key ? () => key : undefined);
}

/** Every byte of a stream (for small files and tests). */
export async function collectBytes(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(Buffer.from(c));
  return Buffer.concat(parts);
}
