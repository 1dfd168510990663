/**
 * The platform's SecretBox (sdk/server/secret-box.ts): AES-256-GCM with the master key. The key comes from
 * FATHOM_MASTER_KEY (64 hex digits or 32 bytes in base64; any other text is stretched with scrypt), otherwise from
 * master.key in the data directory, made with 32 random bytes and mode 0600 at the first start. Sealed text is
 * 'sealed:v1:' + base64url(iv | tag | ciphertext).
 */
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SecretBox } from '@fathom/sdk/server';

const PREFIX = 'sealed:v1:';
export const MASTER_KEY_FILE = 'master.key';

export function keyFromText(text: string): Buffer {
  const t = text.trim();
  if (/^[0-9a-f]{64}$/i.test(t)) return Buffer.from(t, 'hex');
  const b = Buffer.from(t, 'base64');
  if (b.length === 32 && /^[A-Za-z0-9+/_-]+=*$/.test(t)) return b;
  return scryptSync(t, 'fathom-master-key', 32);
}

/** The master key: the environment's, else the data directory's key file (made when missing). */
export function loadMasterKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.FATHOM_MASTER_KEY) return keyFromText(env.FATHOM_MASTER_KEY);
  const file = join(dataDir, MASTER_KEY_FILE);
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(32).toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
  } else if ((statSync(file).mode & 0o077) !== 0) {
    chmodSync(file, 0o600); // a key readable by others is narrowed, never used as is
  }
  return keyFromText(readFileSync(file, 'utf8'));
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The master key must be 32 bytes.');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) throw new Error('This value was not sealed by the platform.');
      const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
      if (raw.length < 28) throw new Error('This sealed value is damaged.');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      try {
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        throw new Error("This sealed value was not made with this platform's master key, or was altered.");
      }
    },
    isSealed: text => text.startsWith(PREFIX),
  };
}
