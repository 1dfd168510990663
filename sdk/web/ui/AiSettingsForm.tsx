/**
 * The AI provider settings form (spec 001 administration → ai; also offered on Discover → Ask to administrators):
 * provider, address (the provider's default until changed), model and API key. The key is sent, never shown back:
 * when one is set the form says so and offers Replace and Clear. Test connection checks the saved settings.
 * Checks the shared rules (sdk/api/ai) before sending, so the console and the server say the same thing.
 */
import { useState } from 'react';
import { AI_DEFAULT_MODELS, AI_DEFAULT_URLS, checkAiConfigUpdate, type AiFieldProblem, type AiTestResponse } from '../../api/ai';
import { SEARCH_PATHS, type AiConfig, type AiConfigUpdate, type AiProviderType } from '../../api/search-wire';
import { useService } from '../hooks';
import { ApiClient, NotificationService } from '../services';
import { ActionButton } from './controls';
import { TextField } from './SettingsFields';
import { SELECT_STYLE } from './select-style';

const field = { display: 'grid', gap: '0.3rem', alignContent: 'start' } as const;
const selectStyle = SELECT_STYLE;
const hint = { color: 'var(--text-color-secondary, #64748b)' } as const;

type Provider = AiConfigUpdate['provider'];
const isDefaultUrl = (url: string) => !url.trim() || Object.values(AI_DEFAULT_URLS).includes(url.trim().replace(/\/+$/, ''));

export function AiSettingsForm({ config, onSaved }: { config: AiConfig; onSaved(c: AiConfig): void }) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const first: AiProviderType = config.provider === 'none' ? 'openai' : config.provider;
  const [provider, setProvider] = useState<Provider>(config.provider === 'none' ? 'openai' : config.provider);
  const [url, setUrl] = useState(config.url || AI_DEFAULT_URLS[first]);
  const [model, setModel] = useState(config.model || AI_DEFAULT_MODELS[first]);
  const [apiKey, setApiKey] = useState('');
  const [keyMode, setKeyMode] = useState<'kept' | 'replace' | 'clear'>(config.hasApiKey ? 'kept' : 'replace');
  const [problem, setProblem] = useState<AiFieldProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [tested, setTested] = useState<AiTestResponse | null>(null);
  const [dirty, setDirty] = useState(config.provider === 'none');
  const [stored, setStored] = useState(config); // what the server holds now
  const keySet = stored.hasApiKey && provider === stored.provider;

  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setDirty(true);
      setTested(null);
      setProblem(null);
    };
  const chooseProvider = (p: Provider) => {
    edit(setProvider)(p);
    if (p === 'none') return;
    if (isDefaultUrl(url)) setUrl(AI_DEFAULT_URLS[p]);
    if (!model.trim() || Object.values(AI_DEFAULT_MODELS).includes(model.trim())) setModel(AI_DEFAULT_MODELS[p]);
  };
  const save = async () => {
    const update: AiConfigUpdate =
      provider === 'none'
        ? { provider }
        : { provider, url, model, ...(keyMode === 'replace' && apiKey.trim() ? { apiKey } : {}), ...(keyMode === 'clear' ? { clearApiKey: true } : {}) };
    const found = checkAiConfigUpdate(update, keySet && keyMode !== 'clear');
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      const saved = await api.post<AiConfig>(SEARCH_PATHS.aiConfig, { property: update });
      setApiKey('');
      setKeyMode(saved.hasApiKey ? 'kept' : 'replace');
      setDirty(false);
      setStored(saved);
      notifications.success('Changes saved');
      onSaved(saved);
    } catch {
      /* the api client has shown the server's message */
    } finally {
      setBusy(false);
    }
  };
  const test = async () => {
    setBusy(true);
    setTested(null);
    try {
      setTested(await api.post<AiTestResponse>(SEARCH_PATHS.aiTest, {}));
    } catch {
      /* shown by the api client */
    } finally {
      setBusy(false);
    }
  };
  const errorOf = (f: AiFieldProblem['field']) => (problem?.field === f ? problem.message : undefined);

  return (
    <div data-testid="ai-settings" style={{ display: 'flex', flexDirection: 'column', gap: '0.9rem', maxWidth: '32rem' }}>
      <div style={field}>
        <label htmlFor="ai-provider" style={{ fontWeight: 500 }}>
          Provider
        </label>
        <select
          id="ai-provider"
          className="p-inputtext p-component"
          style={selectStyle}
          value={provider}
          onChange={e => chooseProvider(e.target.value as Provider)}
          data-testid="ai-provider"
        >
          <option value="openai">OpenAI</option>
          <option value="ollama">Ollama</option>
          <option value="none">None</option>
        </select>
        {errorOf('provider') && <small role="alert">{errorOf('provider')}</small>}
      </div>
      {provider !== 'none' && (
        <>
          <TextField label="Address" value={url} onChange={edit(setUrl)} placeholder={AI_DEFAULT_URLS[provider]} error={errorOf('url')} testId="ai-url" />
          <TextField
            label="Model"
            value={model}
            onChange={edit(setModel)}
            placeholder={AI_DEFAULT_MODELS[provider]}
            error={errorOf('model')}
            testId="ai-model"
          />
          {keySet && keyMode !== 'replace' ? (
            <div style={field} data-testid="ai-key-state">
              <span style={{ fontWeight: 500 }}>API key</span>
              <span>{keyMode === 'kept' ? 'A key is set (kept encrypted, never shown).' : 'The key will be cleared when you save.'}</span>
              <span style={{ display: 'flex', gap: '0.5rem' }}>
                <ActionButton label="Replace" variant="outlined" onClick={() => edit(setKeyMode)('replace')} data-testid="ai-key-replace" />
                {keyMode === 'kept' ? (
                  <ActionButton label="Clear" variant="outlined" onClick={() => edit(setKeyMode)('clear')} data-testid="ai-key-clear" />
                ) : (
                  <ActionButton label="Keep it" variant="outlined" onClick={() => edit(setKeyMode)('kept')} data-testid="ai-key-keep" />
                )}
              </span>
            </div>
          ) : (
            <TextField
              label="API key"
              type="password"
              value={apiKey}
              onChange={edit(setApiKey)}
              placeholder={provider === 'ollama' ? 'none (optional)' : ''}
              hint="Kept encrypted; never shown again."
              error={errorOf('apiKey')}
              testId="ai-key"
            />
          )}
        </>
      )}
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <ActionButton label="Save" disabled={busy} onClick={() => void save()} data-testid="ai-save" />
        <ActionButton
          label="Test connection"
          variant="outlined"
          disabled={busy || dirty || stored.provider === 'none'}
          title={dirty ? 'Save the settings first: the test uses the saved ones.' : undefined}
          onClick={() => void test()}
          data-testid="ai-test"
        />
      </div>
      {dirty && stored.provider !== 'none' && <small style={hint}>Save the settings first: Test connection uses the saved ones.</small>}
      {tested && (
        <p role="status" data-testid="ai-test-result" style={{ margin: 0, color: tested.ok ? '#15803d' : '#b91c1c' }}>
          {tested.message}
        </p>
      )}
    </div>
  );
}
