import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createPrivateKey } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseStoredSignature } from '@fathom/sdk/api/signing';
import { loadSigningKey, SIGNING_KEY_FILE, SigningKey } from './keys';
import { checkSignature, ContentSigner, signContent, type SignedFields } from './record';
import { signingPathMatcher } from './policy';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'signing-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const fields: SignedFields = { nodeId: 'n1', service: 'docs', path: '/srv/a.txt', contentHash: 'a'.repeat(64), size: 12 };

test('the key is created once, mode 0600, and its JSON form holds the public key only', () => {
  const key = loadSigningKey(dir);
  const file = join(dir, SIGNING_KEY_FILE);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(readFileSync(file, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  expect(key.keyId).toMatch(/^[0-9a-f]{16}$/);
  const json = JSON.stringify({ key });
  expect(json).toContain('BEGIN PUBLIC KEY');
  expect(json).not.toContain('PRIVATE');
  // Another process (no cache) reads the same key from the file.
  const again = new SigningKey(createPrivateKey(readFileSync(file)));
  expect(again.keyId).toBe(key.keyId);
});

test('a key file readable by others is tightened to 0600 when read', () => {
  const made = loadSigningKey(dir);
  const copy = join(dir, 'copy');
  mkdirSync(copy);
  copyFileSync(join(dir, SIGNING_KEY_FILE), join(copy, SIGNING_KEY_FILE));
  chmodSync(join(copy, SIGNING_KEY_FILE), 0o644);
  expect(loadSigningKey(copy).keyId).toBe(made.keyId);
  expect(statSync(join(copy, SIGNING_KEY_FILE)).mode & 0o777).toBe(0o600);
});

test('a signature covers every field of the record', () => {
  const key = loadSigningKey(dir);
  const stored = parseStoredSignature(signContent(key, fields, 1_700_000_000))!;
  expect(stored).toMatchObject({ v: 1, keyId: key.keyId, signedAt: 1_700_000_000 });
  expect(checkSignature(key, stored, fields)).toBe(true);
  for (const change of [{ nodeId: 'n2' }, { service: 'other' }, { path: '/srv/b.txt' }, { contentHash: 'b'.repeat(64) }, { size: 13 }]) {
    expect(checkSignature(key, stored, { ...fields, ...change })).toBe(false);
  }
  expect(checkSignature(key, { ...stored, signedAt: stored.signedAt + 1 }, fields)).toBe(false);
  expect(checkSignature(key, { ...stored, sig: Buffer.alloc(64).toString('base64') }, fields)).toBe(false);
  expect(checkSignature(key, { ...stored, sig: 'short' }, fields)).toBe(false);
});

test('the signer keeps a signature while the record is the same and signs anew when it changes', () => {
  const signer = new ContentSigner(loadSigningKey(dir), 'n1', 'docs');
  const first = signer.signatureFor(fields.path, fields.contentHash, fields.size, null);
  expect(signer.signatureFor(fields.path, fields.contentHash, fields.size, first)).toBe(first);
  const changed = signer.signatureFor(fields.path, 'c'.repeat(64), fields.size, first);
  expect(changed).not.toBe(first);
  expect(checkSignature(signer.key, parseStoredSignature(changed)!, { ...fields, contentHash: 'c'.repeat(64) })).toBe(true);
  expect(signer.signatureFor(fields.path, fields.contentHash, fields.size, 'garbage')).not.toBe('garbage');
});

test('signing paths: the longest include path decides', () => {
  const signs = signingPathMatcher([
    { path: '/srv', signing: true, index: false },
    { path: '/srv/public', signing: false, index: false },
  ]);
  expect(signs('/srv/a.txt')).toBe(true);
  expect(signs('/srv/public/b.txt')).toBe(false);
  expect(signs('/srvx/c.txt')).toBe(false);
  expect(signingPathMatcher([{ path: '/srv', signing: false, index: true }])('/srv/a')).toBe(false);
});
