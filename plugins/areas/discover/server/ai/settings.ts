/**
 * The AI provider settings (administration → ai; spec 001 §3 AI providers openai, ollama): provider, base URL,
 * model and an API key. Kept in the settings table; the key is sealed with AES-256-GCM under a random key held in
 * the data directory (created with mode 0600), and is never answered back: callers only learn hasApiKey.
 *
 * - readAiConfig(settings) → AiConfig (public view); loadAiSecrets(settings) → with the key in clear, for calls.
 * - writeAiConfig(settings, update) → AiConfig; validates provider, URL and model.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import type { AiConfig, AiConfigUpdate, AiProviderType } from '@fathom/sdk/api/search-wire';
import type { SettingsAccess } from '@fathom/sdk/server';

export const AI_SETTING_KEY = 'ai.config';
export const AI_KEY_FILE = 'ai-secret.key';
export const DEFAULT_URLS: Record<AiProviderType, string> = { openai: 'https://api.openai.com', ollama: 'http://127.0.0.1:11434' };
export const DEFAULT_MODELS: Record<AiProviderType, string> = { openai: 'gpt-4o-mini', ollama: 'llama3.1' };

const invalid = (message: string, field: string) => new ApiError(ERROR_NAMES.validation, message, undefined, { field });

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

function masterKey(dataDir: string): Buffer {
  const file = join(dataDir, AI_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch {
      /* made by a concurrent call */
    }
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 256-bit key`);
  return key;
}

export function seal(dataDir: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', masterKey(dataDir), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map(b => b.toString('base64')).join('.');
}

export function unseal(dataDir: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map(s => Buffer.from(s, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', masterKey(dataDir), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

const publicView = (s: Stored | undefined): AiConfig =>
  s ? { provider: s.provider, url: s.url, model: s.model, hasApiKey: !!s.sealedKey } : { provider: 'none', url: '', model: '', hasApiKey: false };

export async function readAiConfig(settings: SettingsAccess): Promise<AiConfig> {
  return publicView(await settings.get<Stored>(AI_SETTING_KEY));
}

/** The configured provider with its key in clear, or null when none is configured. */
export async function loadAiSecrets(settings: SettingsAccess): Promise<AiSecrets | null> {
  const s = await settings.get<Stored>(AI_SETTING_KEY);
  if (!s || s.provider === 'none') return null;
  return { provider: s.provider, url: s.url, model: s.model, apiKey: s.sealedKey ? unseal(settings.dataDir, s.sealedKey) : undefined };
}

export async function writeAiConfig(settings: SettingsAccess, update: AiConfigUpdate): Promise<AiConfig> {
  const u = update as Partial<AiConfigUpdate> | null;
  if (!u || typeof u !== 'object') throw invalid('property must be an object.', 'property');
  if (!['openai', 'ollama', 'none'].includes(String(u.provider))) throw invalid('provider must be openai, ollama or none.', 'provider');
  const before = await settings.get<Stored>(AI_SETTING_KEY);
  if (u.provider === 'none') {
    await settings.set(AI_SETTING_KEY, { provider: 'none', url: '', model: '' } satisfies Stored);
    return readAiConfig(settings);
  }
  const provider = u.provider as AiProviderType;
  const url = (u.url?.trim() || DEFAULT_URLS[provider]).replace(/\/+$/, '');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid('url must be an http or https address.', 'url');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw invalid('url must be an http or https address.', 'url');
  const model = u.model?.trim() || DEFAULT_MODELS[provider];
  if (model.length > 200 || /\s/.test(model)) throw invalid('model must be a model name without spaces.', 'model');
  if (u.apiKey !== undefined && typeof u.apiKey !== 'string') throw invalid('apiKey must be a string.', 'apiKey');
  let sealedKey = before?.provider === provider ? before.sealedKey : undefined;
  if (u.clearApiKey) sealedKey = undefined;
  if (u.apiKey?.trim()) sealedKey = seal(settings.dataDir, u.apiKey.trim());
  if (provider === 'openai' && !sealedKey && parsed.hostname === 'api.openai.com') throw invalid('An API key is needed for OpenAI.', 'apiKey');
  await settings.set(AI_SETTING_KEY, { provider, url, model, ...(sealedKey ? { sealedKey } : {}) } satisfies Stored);
  return readAiConfig(settings);
}
