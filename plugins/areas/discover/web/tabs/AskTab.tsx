/**
 * Discover → Ask: a question in plain language goes to the configured AI provider, which answers a search statement;
 * the statement is shown, can be edited (validated live) and is run on the active node. Without a provider the tab
 * says so and offers the query builder (and the provider settings to those who administer).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_MESSAGES, SEARCH_PATHS, type AiConfig, type QuestionResponse } from '@fathom/sdk/api/search-wire';
import { ApiClient, PermissionService, useService, type TabProps } from '@fathom/sdk/web';
import { AiSettingsForm } from '@fathom/sdk/web/ui/AiSettingsForm';
import { ResultsPanel } from '../results/ResultsPanel';
import { useSearchRunner } from '../results/useSearchRunner';
import { StatementEditor, useValidity } from '../search/StatementEditor';
import '../results/discover.css';

export default function AskTab({ node }: TabProps) {
  const api = useService(ApiClient);
  const permissions = useService(PermissionService);
  const navigate = useNavigate();
  const client = useQueryClient();
  const runner = useSearchRunner();
  const config = useQuery({ queryKey: ['ai-config'], queryFn: ({ signal }) => api.get<AiConfig>(SEARCH_PATHS.aiConfig, undefined, { signal }) });
  const [question, setQuestion] = useState('');
  const [statement, setStatement] = useState('');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [configuring, setConfiguring] = useState(false);
  const validity = useValidity(statement);
  const canConfigure = permissions.can(['adm'], node);

  if (config.isLoading) return <p style={{ padding: '0.75rem' }}>Loading…</p>;
  const settings =
    config.data && (configuring || config.data.provider === 'none') && canConfigure ? (
      <AiSettingsForm
        config={config.data}
        onSaved={c => {
          client.setQueryData(['ai-config'], c);
          setConfiguring(false);
        }}
      />
    ) : null;

  if (!config.data || config.data.provider === 'none') {
    return (
      <div data-testid="ask-no-provider" style={{ padding: '0.75rem', display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
        <p role="status">
          <strong>{SEARCH_MESSAGES.noProvider}</strong> Questions in plain language need an OpenAI or Ollama provider. You can still search with the query
          builder.
        </p>
        <div>
          <button
            type="button"
            className="fx-button"
            onClick={() => navigate(`/discover/search?activeNodeId=${encodeURIComponent(node.objectId)}`)}
            data-testid="ask-open-builder"
          >
            Open the query builder
          </button>
        </div>
        {settings}
      </div>
    );
  }

  const ask = async () => {
    setAsking(true);
    setError(null);
    try {
      const r = await api.post<QuestionResponse>(SEARCH_PATHS.question, { objectId: node.objectId, question }, { suppressError: true });
      setStatement(r.statement);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setAsking(false);
    }
  };

  return (
    <div data-testid="discover-ask" style={{ padding: '0.75rem', display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
      <div className="fx-discover-form">
        <label htmlFor="discover-question" className="fx-ask-label">
          Question{' '}
          <small>
            ({config.data.provider}, {config.data.model})
          </small>
        </label>
        <textarea
          className="p-inputtext p-component p-inputtextarea fx-ask-question"
          id="discover-question"
          rows={2}
          value={question}
          placeholder="e.g. Which PDF files over 5 MB changed this year?"
          onChange={e => setQuestion(e.target.value)}
          data-testid="ask-question"
        />
        <div className="fx-discover-actions">
          <button type="button" className="fx-button" disabled={!question.trim() || asking} onClick={() => void ask()} data-testid="ask-run">
            {asking ? 'Asking…' : 'Ask'}
          </button>
          {canConfigure && (
            <button type="button" className="fx-button fx-button--secondary" onClick={() => setConfiguring(c => !c)}>
              Provider settings
            </button>
          )}
        </div>
      </div>
      {settings}
      {error && (
        <p className="fx-discover-error" role="alert" data-testid="ask-error">
          {error}
        </p>
      )}
      {statement && (
        <>
          <StatementEditor value={statement} onChange={setStatement} validity={validity} label="Statement (you can edit it)" />
          <div className="fx-discover-actions">
            <button
              type="button"
              className="fx-button"
              disabled={validity.state !== 'correct'}
              onClick={() => void runner.start({ queryMode: 'bySELECT', value: statement }, node.objectId)}
              data-testid="ask-search"
            >
              <i className="pi pi-search" aria-hidden="true" /> Run
            </button>
          </div>
        </>
      )}
      <ResultsPanel runner={runner} nodeId={node.objectId} initialMode="content" />
    </div>
  );
}
