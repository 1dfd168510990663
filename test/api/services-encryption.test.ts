/**
 * Policy → Encryption: a key from a name and passphrase (validated, wrapped by the master key), kept by the policy
 * without its token ever being read back, and content stored with it opened by `fathom decrypt` with the passphrase.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EncryptionValidateAnswer } from '@fathom/sdk/api/encryption';
import { encodeStored, unwrapContentKey } from '@fathom/sdk/server/store-format';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { startServer, type Client, type TestServer } from './helpers';

jest.setTimeout(120_000);
const ROOT = join(__dirname, '..', '..');
let srv: TestServer;
let root: Client;
let collector: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fathom-enc-'));
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  collector = (await getSetting<string>(srv.server.store, SETTING_KEYS.localCollectorId))!;
});
afterAll(async () => {
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('validate needs a name and a passphrase (trimmed); generate proposes one', async () => {
  await expect(root.post('/encryption/validate', { name: ' ', passphrase: 'long enough phrase' })).rejects.toThrow(/Field is required/);
  await expect(root.post('/encryption/validate', { name: 'Vault', passphrase: '   ' })).rejects.toThrow(/Field is required/);
  await expect(root.post('/encryption/validate', { name: 'Vault', passphrase: ' short ' })).rejects.toThrow(/at least 12 characters/);
  const { passphrase } = await root.get<{ passphrase: string }>('/encryption/generate');
  expect(passphrase).toMatch(/^[A-Za-z0-9_-]{24}$/);
  expect((await root.get<{ passphrase: string }>('/encryption/generate')).passphrase).not.toBe(passphrase);
});

test('the policy keeps the key without answering its token; content stored with it opens with the passphrase alone', async () => {
  const passphrase = 'Correct horse battery staple';
  const key = await root.post<EncryptionValidateAnswer>('/encryption/validate', { name: ' Vault ', passphrase: ` ${passphrase} ` });
  expect(key).toMatchObject({ valid: true, name: 'Vault', hash: expect.stringMatching(/^[0-9a-f]{16}$/) });
  expect(key.token).not.toContain(passphrase);
  await expect(root.post('/database/property', { objectId: collector, propertyId: 'PID_ENCRYPTION', property: { token: 'forged' } })).rejects.toThrow(
    /not made by this platform/,
  );
  expect(await root.post('/database/property', { objectId: collector, propertyId: 'PID_ENCRYPTION', property: key })).toEqual({
    name: 'Vault',
    hash: key.hash,
  });
  expect(await root.get('/database/property', { objectId: collector, propertyId: 'PID_ENCRYPTION' })).toEqual({ name: 'Vault', hash: key.hash });

  // What a target writes with the policy's key, the command opens with the passphrase.
  const contentKey = unwrapContentKey(srv.server.context.platform.secrets, key.token);
  const original = Buffer.from('Name: Jane Doe, card 4111 1111 1111 1111\n'.repeat(5000));
  const parts: Buffer[] = [];
  for await (const c of encodeStored([original], { compress: true, key: contentKey })) parts.push(c);
  const stored = join(dir, 'letter.txt');
  writeFileSync(stored, Buffer.concat(parts));
  for (const f of readdirSync(srv.dataDir).filter(n => n.startsWith('fathom.db')))
    expect(readFileSync(join(srv.dataDir, f)).includes(contentKey.key.toString('base64'))).toBe(false);

  const out = join(dir, 'letter.out');
  const ok = spawnSync(process.execPath, ['bin/fathom.js', 'decrypt', stored, '--out', out], {
    cwd: ROOT,
    env: { ...process.env, FATHOM_PASSPHRASE: passphrase },
  });
  expect(ok.stderr.toString()).toBe('');
  expect(ok.status).toBe(0);
  expect(readFileSync(out).equals(original)).toBe(true);
  const wrong = spawnSync(process.execPath, ['bin/fathom.js', 'decrypt', stored], {
    cwd: ROOT,
    env: { ...process.env, FATHOM_PASSPHRASE: 'not the passphrase' },
  });
  expect(wrong.status).toBe(1);
  expect(wrong.stderr.toString()).toMatch(/^fathom decrypt: The content was encrypted with another key/);
});
