/** The AI provider settings (openai or ollama): base URL, model and API key. The key is sent, never shown back. */
import { useState } from 'react';
import { SEARCH_PATHS, type AiConfig, type AiConfigUpdate } from '@fathom/sdk/api/search-wire';
import { ApiClient, NotificationService, useService } from '@fathom/sdk/web';

/** The console theme's field look (primereact classes on native controls, as the sign-in page does). */
export const INPUT = 'p-inputtext p-component';

export function AiSettingsForm({ config, onSaved }: { config: AiConfig; onSaved(c: AiConfig): void }) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const [provider, setProvider] = useState<AiConfigUpdate['provider']>(config.provider === 'none' ? 'openai' : config.provider);
  const [url, setUrl] = useState(config.url);
  const [model, setModel] = useState(config.model);
  const [apiKey, setApiKey] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const saved = await api.post<AiConfig>(SEARCH_PATHS.aiConfig, { property: { provider, url, model, ...(apiKey ? { apiKey } : {}) } });
      setApiKey('');
      notifications.success('Changes saved');
      onSaved(saved);
    } catch {
      /* the api client has shown the server's message */
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="fx-discover-form" data-testid="ai-settings" style={{ maxWidth: '32rem' }}>
      <label className="fx-ask-field">
        <span>Provider</span>
        <select className={INPUT} value={provider} onChange={e => setProvider(e.target.value as AiConfigUpdate['provider'])} data-testid="ai-provider">
          <option value="openai">OpenAI</option>
          <option value="ollama">Ollama</option>
          <option value="none">None</option>
        </select>
      </label>
      {provider !== 'none' && (
        <>
          <label className="fx-ask-field">
            <span>Address</span>
            <input
              className={INPUT}
              value={url}
              placeholder={provider === 'openai' ? 'https://api.openai.com' : 'http://127.0.0.1:11434'}
              onChange={e => setUrl(e.target.value)}
              data-testid="ai-url"
            />
          </label>
          <label className="fx-ask-field">
            <span>Model</span>
            <input
              className={INPUT}
              value={model}
              placeholder={provider === 'openai' ? 'gpt-4o-mini' : 'llama3.1'}
              onChange={e => setModel(e.target.value)}
              data-testid="ai-model"
            />
          </label>
          <label className="fx-ask-field">
            <span>API key</span>
            <input
              className={INPUT}
              type="password"
              autoComplete="off"
              value={apiKey}
              placeholder={config.hasApiKey ? 'A key is set; type to replace it' : 'none'}
              onChange={e => setApiKey(e.target.value)}
              data-testid="ai-key"
            />
          </label>
        </>
      )}
      <div className="fx-discover-actions">
        <button type="button" className="fx-button" disabled={busy} onClick={() => void save()} data-testid="ai-save">
          Save
        </button>
      </div>
    </div>
  );
}
