/**
 * The AI provider settings (administration → ai; spec 001 §3 AI providers openai, ollama): provider, base URL,
 * model and an API key. Kept in the settings table; the key is sealed with the platform's SecretBox and is never
 * answered back: callers only learn hasApiKey. A key sealed by an earlier version under its own file key
 * (ai-secret.key in the data directory) is opened once with that key and sealed again with the SecretBox.
 *
 * - readAiConfig(settings) → AiConfig (public view); loadAiSecrets(settings, box) → with the key in clear, for calls.
 * - writeAiConfig(settings, box, update) → AiConfig; validates with the shared rules (sdk/api/ai).
 */
import { createDecipheriv } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { AI_DEFAULT_MODELS, checkAiConfigUpdate, normalAiUrl } from '@fathom/sdk/api/ai';
import type { AiConfig, AiConfigUpdate, AiProviderType } from '@fathom/sdk/api/search-wire';
import type { SecretBox, SettingsAccess } from '@fathom/sdk/server';

export const AI_SETTING_KEY = 'ai.config';
/** The file key of earlier versions, only read to carry a stored key over to the SecretBox. */
export const LEGACY_AI_KEY_FILE = 'ai-secret.key';

interface Stored {
  provider: AiProviderType | 'none';
  url: string;
  model: string;
  sealedKey?: string;
}
export interface AiSecrets {
  provider: AiProviderType;
  url: string;
  model: string;
  apiKey?: string;
}

function openLegacy(dataDir: string, sealed: string): string {
  const file = join(dataDir, LEGACY_AI_KEY_FILE);
  if (!existsSync(file)) throw new ApiError('AiKeyUnreadable', 'The stored AI API key cannot be read: enter it again in Administration, AI.', 409);
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  const [iv, tag, body] = sealed.split('.').map(s => Buffer.from(s, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

const publicView = (s: Stored | undefined): AiConfig =>
  s ? { provider: s.provider, url: s.url, model: s.model, hasApiKey: !!s.sealedKey } : { provider: 'none', url: '', model: '', hasApiKey: false };

export async function readAiConfig(settings: SettingsAccess): Promise<AiConfig> {
  return publicView(await settings.get<Stored>(AI_SETTING_KEY));
}

/** The stored settings, a key of the earlier file-key form sealed again with the SecretBox first. */
async function readStored(settings: SettingsAccess, box: SecretBox): Promise<Stored | undefined> {
  const s = await settings.get<Stored>(AI_SETTING_KEY);
  if (!s?.sealedKey || box.isSealed(s.sealedKey)) return s;
  const resealed: Stored = { ...s, sealedKey: box.seal(openLegacy(settings.dataDir, s.sealedKey)) };
  await settings.set(AI_SETTING_KEY, resealed);
  return resealed;
}

/** The configured provider with its key in clear, or null when none is configured. */
export async function loadAiSecrets(settings: SettingsAccess, box: SecretBox): Promise<AiSecrets | null> {
  const s = await readStored(settings, box);
  if (!s || s.provider === 'none') return null;
  return { provider: s.provider, url: s.url, model: s.model, apiKey: s.sealedKey ? box.open(s.sealedKey) : undefined };
}

export async function writeAiConfig(settings: SettingsAccess, box: SecretBox, update: AiConfigUpdate): Promise<AiConfig> {
  const before = await readStored(settings, box);
  const keySet = !!before?.sealedKey && before.provider === update?.provider;
  const problem = checkAiConfigUpdate(update, keySet);
  if (problem) throw new ApiError(ERROR_NAMES.validation, problem.message, undefined, { field: problem.field });
  if (update.provider === 'none') {
    await settings.set(AI_SETTING_KEY, { provider: 'none', url: '', model: '' } satisfies Stored);
    return readAiConfig(settings);
  }
  const provider = update.provider;
  const url = normalAiUrl(provider, update.url);
  const model = update.model?.trim() || AI_DEFAULT_MODELS[provider];
  let sealedKey = keySet ? before!.sealedKey : undefined;
  if (update.clearApiKey) sealedKey = undefined;
  if (update.apiKey?.trim()) sealedKey = box.seal(update.apiKey.trim());
  await settings.set(AI_SETTING_KEY, { provider, url, model, ...(sealedKey ? { sealedKey } : {}) } satisfies Stored);
  return readAiConfig(settings);
}
