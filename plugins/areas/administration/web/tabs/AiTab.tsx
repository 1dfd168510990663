/** Administration → AI (spec 001): the AI provider Discover → Ask uses, for the platform's administrators. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SEARCH_PATHS, type AiConfig } from '@fathom/sdk/api/search-wire';
import { ApiClient, useService, type TabProps } from '@fathom/sdk/web';
import { AiSettingsForm } from '@fathom/sdk/web/ui/AiSettingsForm';

export default function AiTab(_props: TabProps) {
  const api = useService(ApiClient);
  const client = useQueryClient();
  const config = useQuery({ queryKey: ['ai-config'], queryFn: ({ signal }) => api.get<AiConfig>(SEARCH_PATHS.aiConfig, undefined, { signal }) });
  if (!config.data) return <p style={{ padding: '0.75rem' }}>{config.isError ? 'The AI settings could not be read.' : 'Loading…'}</p>;
  return (
    <div style={{ padding: '0.75rem' }} data-testid="tab-administration-ai">
      <p style={{ marginTop: 0 }}>The AI provider turns questions asked in Discover, Ask, into search statements.</p>
      <AiSettingsForm config={config.data} onSaved={c => client.setQueryData(['ai-config'], c)} />
    </div>
  );
}
