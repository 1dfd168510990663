/**
 * The platform's Ed25519 signing key: created once, on first use, as signing-key.pem (PKCS#8 PEM, mode 0600)
 * in the data directory; every later use reads it. Threads and processes racing to create it agree on one key:
 * each writes its own temporary file and hard-links it into place, and only the first link wins.
 *
 * The private key lives only inside SigningKey (a private field, left out of JSON); nothing returns or logs it.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { chmodSync, closeSync, fchmodSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SIGNATURE_ALGORITHM, type SigningKeyInfo } from '@fathom/sdk/api/signing';

export const SIGNING_KEY_FILE = 'signing-key.pem';

export class SigningKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SigningKeyError';
  }
}

export class SigningKey {
  readonly algorithm = SIGNATURE_ALGORITHM;
  readonly keyId: string;
  readonly publicKeyPem: string;
  readonly #privateKey: KeyObject;
  readonly #publicKey: KeyObject;

  constructor(privateKey: KeyObject) {
    if (privateKey.asymmetricKeyType !== 'ed25519') throw new SigningKeyError(`The signing key must be Ed25519, not ${privateKey.asymmetricKeyType}.`);
    this.#privateKey = privateKey;
    this.#publicKey = createPublicKey(privateKey);
    this.publicKeyPem = this.#publicKey.export({ type: 'spki', format: 'pem' }).toString();
    this.keyId = createHash('sha256')
      .update(this.#publicKey.export({ type: 'spki', format: 'der' }))
      .digest('hex')
      .slice(0, 16);
  }

  sign(data: Buffer): Buffer {
    return sign(null, data, this.#privateKey);
  }

  verify(data: Buffer, signature: Buffer): boolean {
    try {
      return verify(null, data, this.#publicKey, signature);
    } catch {
      return false;
    }
  }

  info(): SigningKeyInfo {
    return { algorithm: SIGNATURE_ALGORITHM, publicKey: this.publicKeyPem, keyId: this.keyId };
  }

  /** Serialising the key (a log line, an answer) gives its public part only. */
  toJSON(): SigningKeyInfo {
    return this.info();
  }
}

const loaded = new Map<string, SigningKey>();

function readKey(file: string): SigningKey {
  // A key file others can read is tightened, not trusted as it is.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  try {
    return new SigningKey(createPrivateKey(readFileSync(file)));
  } catch (err) {
    if (err instanceof SigningKeyError) throw err;
    throw new SigningKeyError(`The signing key file ${file} is not a readable private key.`);
  }
}

function createKey(dir: string, file: string): void {
  mkdirSync(dir, { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const temp = join(dir, `.${SIGNING_KEY_FILE}.${process.pid}.${randomBytes(6).toString('hex')}`);
  const fd = openSync(temp, 'wx', 0o600);
  try {
    fchmodSync(fd, 0o600);
    writeSync(fd, pem);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err; // someone else's key won: use theirs
  } finally {
    unlinkSync(temp);
  }
}

/** The key of a data directory, created on first use. */
export function loadSigningKey(dataDir: string): SigningKey {
  const dir = resolve(dataDir);
  const cached = loaded.get(dir);
  if (cached) return cached;
  const file = join(dir, SIGNING_KEY_FILE);
  try {
    statSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    createKey(dir, file);
  }
  const key = readKey(file);
  loaded.set(dir, key);
  return key;
}
