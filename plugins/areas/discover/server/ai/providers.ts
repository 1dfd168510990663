/**
 * Clients of the AI providers (spec 001 §3: openai, ollama): one completion of a system and a user prompt.
 * - openai: POST {url}/v1/chat/completions { model, messages, temperature: 0 } with a bearer key → choices[0].message.content
 * - ollama: POST {url}/api/generate { model, system, prompt, stream: false, options: { temperature: 0 } } → response
 * Failures become AiProviderError with what the provider said (never the key).
 */
import { ApiError } from '@fathom/sdk/api/wire';
import type { AiSecrets } from './settings';

export const AI_TIMEOUT_MS = 60_000;

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
