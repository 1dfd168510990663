/**
 * The platform's master key (32 bytes): FATHOM_MASTER_KEY (64 hex digits or base64 of 32 bytes) when set, else
 * master.key in the data directory, created on first start with mode 0600. Processes racing to create it agree
 * on one: each writes a temporary file and hard-links it into place; the first link wins.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, fchmodSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const MASTER_KEY_FILE = 'master.key';
export const MASTER_KEY_ENV = 'FATHOM_MASTER_KEY';

export class MasterKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MasterKeyError';
  }
}

/** 64 hex digits or base64 of exactly 32 bytes; anything else is refused (a weak key is worse than none). */
export function parseMasterKey(text: string, from: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== 32) throw new MasterKeyError(`${from} must hold a 256-bit key: 64 hex digits or base64 of 32 bytes.`);
  return key;
}

function createKeyFile(dir: string, file: string): void {
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${MASTER_KEY_FILE}.${process.pid}.${randomBytes(6).toString('hex')}`);
  const fd = openSync(temp, 'wx', 0o600);
  try {
    fchmodSync(fd, 0o600);
    writeSync(fd, randomBytes(32).toString('hex') + '\n');
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(temp);
  }
}

/** The master key for a data directory: the environment's, else the key file's (created when missing). */
export function loadMasterKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  const fromEnv = env[MASTER_KEY_ENV];
  if (fromEnv && fromEnv.trim()) return parseMasterKey(fromEnv, MASTER_KEY_ENV);
  const dir = resolve(dataDir);
  const file = join(dir, MASTER_KEY_FILE);
  try {
    statSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    createKeyFile(dir, file);
  }
  // A key file others can read is tightened, not trusted as it is.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return parseMasterKey(readFileSync(file, 'utf8'), file);
}
