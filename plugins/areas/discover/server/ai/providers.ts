/**
 * Clients of the AI providers (spec 001 §3: openai, ollama): one completion of a system and a user prompt.
 * - openai: POST {url}/v1/chat/completions { model, messages, temperature: 0 } with a bearer key → choices[0].message.content
 * - ollama: POST {url}/api/generate { model, system, prompt, stream: false, options: { temperature: 0 } } → response
 * Failures become AiProviderError with what the provider said (never the key).
 */
import type { AiTestResponse } from '@fathom/sdk/api/ai';
import { ApiError } from '@fathom/sdk/api/wire';
import type { AiSecrets } from './settings';

export const AI_TIMEOUT_MS = 60_000;
export const AI_TEST_TIMEOUT_MS = 15_000;

export class AiProviderError extends ApiError {
  constructor(message: string) {
    super('AiProviderError', message, 502);
  }
}

async function postJson(url: string, body: unknown, headers: Record<string, string>, signal?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(AI_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (e) {
    throw new AiProviderError(`The AI provider at ${new URL(url).origin} could not be reached: ${(e as Error).message}`);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* reported below */
  }
  if (!res.ok) {
    const said = (json as { error?: { message?: string } | string } | null)?.error;
    const detail = typeof said === 'string' ? said : (said?.message ?? text.slice(0, 200));
    throw new AiProviderError(`The AI provider answered ${res.status}: ${detail}`);
  }
  if (json === null) throw new AiProviderError('The AI provider answered something that is not JSON.');
  return json;
}

export async function complete(ai: AiSecrets, system: string, user: string, signal?: AbortSignal): Promise<string> {
  if (ai.provider === 'openai') {
    const headers: Record<string, string> = ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {};
    const json = (await postJson(
      `${ai.url}/v1/chat/completions`,
      {
        model: ai.model,
        temperature: 0,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      },
      headers,
      signal,
    )) as { choices?: { message?: { content?: string } }[] };
    const content = json.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new AiProviderError('The AI provider answered without a message.');
    return content;
  }
  const headers: Record<string, string> = ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {};
  const json = (await postJson(
    `${ai.url}/api/generate`,
    { model: ai.model, system, prompt: user, stream: false, options: { temperature: 0 } },
    headers,
    signal,
  )) as { response?: string };
  if (typeof json.response !== 'string') throw new AiProviderError('The AI provider answered without a response.');
  return json.response;
}

/**
 * The connection test: lists the provider's models (openai GET {url}/v1/models, ollama GET {url}/api/tags) and
 * looks for the configured one. Answers ok or a named failure; the messages carry the address, never the key.
 */
export async function testConnection(ai: AiSecrets, signal?: AbortSignal): Promise<AiTestResponse> {
  const openai = ai.provider === 'openai';
  const url = openai ? `${ai.url}/v1/models` : `${ai.url}/api/tags`;
  const origin = new URL(url).origin;
  let res: Response;
  try {
    const timeout = AbortSignal.timeout(AI_TEST_TIMEOUT_MS);
    res = await fetch(url, {
      headers: ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {},
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    return { ok: false, failure: 'unreachable', message: `The AI provider at ${origin} could not be reached.` };
  }
  if (res.status === 401 || res.status === 403) return { ok: false, failure: 'refusedKey', message: `The AI provider at ${origin} refused the API key.` };
  let json: { data?: { id?: string }[]; models?: { name?: string; model?: string }[] } | null = null;
  try {
    json = res.ok ? await res.json() : null;
  } catch {
    /* reported below */
  }
  if (!json) return { ok: false, failure: 'failed', message: `The AI provider at ${origin} answered ${res.status} without a list of models.` };
  const names = openai ? (json.data ?? []).map(m => m.id) : (json.models ?? []).flatMap(m => [m.name, m.model]);
  const known = names.some(n => n === ai.model || n === `${ai.model}:latest`);
  if (!known) return { ok: false, failure: 'unknownModel', message: `The AI provider at ${origin} does not know the model ${ai.model}.` };
  return { ok: true, message: `Connected to ${origin}: the model ${ai.model} is available.` };
}
