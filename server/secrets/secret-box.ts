/**
 * SecretBox (sdk/server): AES-256-GCM under the master key. A sealed value is 'sealed:v1:' + base64(iv | tag |
 * ciphertext), so a stored parameter tells by itself whether it is sealed. The key lives in a private field only.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretBox } from '@fathom/sdk/server';
import { loadMasterKey } from './master-key';

export { loadMasterKey, MASTER_KEY_FILE } from './master-key';

export const SEALED_PREFIX = 'sealed:v1:';
const IV = 12;
const TAG = 16;

export function isSealed(v: unknown): v is string {
  return typeof v === 'string' && v.startsWith(SEALED_PREFIX);
}

export class SecretOpenError extends Error {
  constructor() {
    super('A stored secret could not be opened with this platform\u2019s master key.');
    this.name = 'SecretOpenError';
  }
}

export class AesSecretBox implements SecretBox {
  readonly #key: Buffer;
  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('The master key must be 32 bytes.');
    this.#key = Buffer.from(key);
  }
  seal(plain: string): string {
    const iv = randomBytes(IV);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }
  open(sealed: string): string {
    if (!isSealed(sealed)) throw new SecretOpenError();
    const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64');
    if (raw.length < IV + TAG) throw new SecretOpenError();
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, IV));
      decipher.setAuthTag(raw.subarray(IV, IV + TAG));
      return Buffer.concat([decipher.update(raw.subarray(IV + TAG)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretOpenError();
    }
  }
  isSealed(text: string): boolean {
    return isSealed(text);
  }
  /** Never serialised with its key. */
  toJSON(): string {
    return '[SecretBox]';
  }
}

/** The box of a process that holds no master key (a bare task queue): a sealed secret is refused by name. */
export const NO_SECRET_BOX: SecretBox = Object.freeze({
  seal(): string {
    throw new Error('this process holds no master key: a secret cannot be sealed here');
  },
  open(): string {
    throw new Error('this process holds no master key: a sealed service secret cannot be opened here');
  },
  isSealed,
  toJSON: () => '[SecretBox]',
});

/** The box of a key already loaded (the server's own, made once at start). */
export function secretBox(key: Buffer): SecretBox {
  return new AesSecretBox(key);
}
