/** A key stored by earlier versions (sealed under ai-secret.key) is read once and sealed again with the platform's SecretBox. */
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SecretBox, SettingsAccess } from '@fathom/sdk/server';
import { AI_SETTING_KEY, LEGACY_AI_KEY_FILE, loadAiSecrets, readAiConfig, writeAiConfig } from './settings';

/** Stands in for the core's box: enough to tell its seals from the old ones. */
const box: SecretBox = {
  seal: p => `box:${Buffer.from(p).toString('base64')}`,
  open: s => Buffer.from(s.slice(4), 'base64').toString('utf8'),
  isSealed: s => s.startsWith('box:'),
};

function legacySeal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map(b => b.toString('base64')).join('.');
}

let dataDir: string;
let settings: SettingsAccess;
let stored: Map<string, unknown>;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'fathom-ai-settings-'));
  stored = new Map();
  settings = { dataDir, get: async <T>(k: string) => stored.get(k) as T, set: async (k, v) => void stored.set(k, v), rootObjectId: async () => 'r' };
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

test('a key sealed the old way is opened with the old file key once and sealed again with the SecretBox', async () => {
  const fileKey = randomBytes(32);
  writeFileSync(join(dataDir, LEGACY_AI_KEY_FILE), fileKey.toString('base64'));
  stored.set(AI_SETTING_KEY, { provider: 'openai', url: 'http://127.0.0.1:1', model: 'm', sealedKey: legacySeal(fileKey, 'sk-old') });
  expect(await readAiConfig(settings)).toMatchObject({ hasApiKey: true });
  expect((await loadAiSecrets(settings, box))?.apiKey).toBe('sk-old');
  expect((stored.get(AI_SETTING_KEY) as { sealedKey: string }).sealedKey).toBe(box.seal('sk-old'));
  rmSync(join(dataDir, LEGACY_AI_KEY_FILE));
  expect((await loadAiSecrets(settings, box))?.apiKey).toBe('sk-old');
});

test('new keys go to the SecretBox, and a model change keeps the key', async () => {
  await writeAiConfig(settings, box, { provider: 'ollama', url: 'http://127.0.0.1:2/', model: 'llama', apiKey: ' sk-new ' });
  expect(stored.get(AI_SETTING_KEY)).toEqual({ provider: 'ollama', url: 'http://127.0.0.1:2', model: 'llama', sealedKey: box.seal('sk-new') });
  await writeAiConfig(settings, box, { provider: 'ollama', url: 'http://127.0.0.1:2', model: 'other' });
  expect((await loadAiSecrets(settings, box))?.apiKey).toBe('sk-new');
});
