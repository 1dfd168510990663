/**
 * The AI provider settings' shared rules (spec 001 administration → ai; providers openai and ollama): the default
 * address and model per provider and the one check of a settings update, used by the console form before it sends
 * and by the server before it stores. Also the answer of the connection test (POST /ai/test).
 */
import type { AiConfigUpdate, AiProviderType } from './search-wire';

export const AI_PROVIDERS: readonly AiProviderType[] = ['openai', 'ollama'];
export const AI_DEFAULT_URLS: Record<AiProviderType, string> = { openai: 'https://api.openai.com', ollama: 'http://127.0.0.1:11434' };
export const AI_DEFAULT_MODELS: Record<AiProviderType, string> = { openai: 'gpt-4o-mini', ollama: 'llama3.1' };

export interface AiFieldProblem {
  field: 'property' | 'provider' | 'url' | 'model' | 'apiKey';
  message: string;
}

/** The first problem of an update, or null; `keySet` says whether a key is already stored for this provider. */
export function checkAiConfigUpdate(update: unknown, keySet: boolean): AiFieldProblem | null {
  const u = update as Partial<AiConfigUpdate> | null;
  if (!u || typeof u !== 'object') return { field: 'property', message: 'property must be an object.' };
  if (u.provider === 'none') return null;
  if (!AI_PROVIDERS.includes(u.provider as AiProviderType)) return { field: 'provider', message: 'provider must be openai, ollama or none.' };
  const url = normalAiUrl(u.provider as AiProviderType, u.url);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { field: 'url', message: 'url must be an http or https address.' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { field: 'url', message: 'url must be an http or https address.' };
  const model = u.model?.trim() || AI_DEFAULT_MODELS[u.provider as AiProviderType];
  if (model.length > 200 || /\s/.test(model)) return { field: 'model', message: 'model must be a model name without spaces.' };
  if (u.apiKey !== undefined && typeof u.apiKey !== 'string') return { field: 'apiKey', message: 'apiKey must be a string.' };
  const hasKey = !!u.apiKey?.trim() || (keySet && !u.clearApiKey);
  if (u.provider === 'openai' && !hasKey && parsed.hostname === 'api.openai.com') return { field: 'apiKey', message: 'An API key is needed for OpenAI.' };
  return null;
}

/** The address as stored: the provider's default when blank, without trailing slashes. */
export function normalAiUrl(provider: AiProviderType, url: string | undefined): string {
  return (url?.trim() || AI_DEFAULT_URLS[provider]).replace(/\/+$/, '');
}

/** Why a connection test failed: the provider could not be reached, refused the key, or does not know the model. */
export type AiTestFailure = 'unreachable' | 'refusedKey' | 'unknownModel' | 'failed';
export interface AiTestResponse {
  ok: boolean;
  failure?: AiTestFailure;
  message: string;
}
