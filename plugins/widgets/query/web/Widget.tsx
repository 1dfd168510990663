import { useQuery } from '@tanstack/react-query';
import { ApiClient, useService, type WidgetProps } from '@fathom/sdk/web';
import { WIDGET_REFRESH_MS } from '@fathom/sdk/api/dashboard';
import { formatCount, formatSize } from '@fathom/sdk/api/format';
import { PropertyGate, WidgetMessage, WIDGET_MESSAGES } from '@fathom/sdk/web/widget-kit/WidgetMessage';
import { QUERY_LIMIT, QUERY_PATH, resultRows, type QueryDetails } from './query';

const EMPTY = 'Results of the saved statement appear here once the search service is available on this server.';

export default function QueryWidget({ node, details }: WidgetProps<QueryDetails>) {
  const api = useService(ApiClient);
  const statement = details.statement?.trim() ?? '';
  const q = useQuery({
    queryKey: ['query-widget', node.objectId, statement],
    queryFn: ({ signal }) =>
      api.post<unknown>(QUERY_PATH, { objectId: node.objectId, select: statement, options: { objectLimit: QUERY_LIMIT } }, { signal, suppressError: true }),
    enabled: !!statement,
    refetchInterval: WIDGET_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
  if (!statement)
    return (
      <WidgetMessage icon="pi pi-search" title="No statement">
        Edit the widget to set the search statement to run.
      </WidgetMessage>
    );
  const e = q.error as (Error & { errorName?: string }) | null;
  // No search service yet (or no such route): the spec's empty state, never invented rows.
  const missing = e && (e.errorName === 'NotImplemented' || e.errorName === 'NotFound' || /404|not found/i.test(e.message));
  const state = {
    data: missing ? undefined : q.data,
    isLoading: q.isLoading,
    error: missing || !e ? null : { name: e.errorName ?? e.name, message: e.message },
  };
  return (
    <PropertyGate state={state} empty={EMPTY}>
      {data => {
        const { rows, count } = resultRows(data);
        if (rows.length === 0) return <WidgetMessage title={WIDGET_MESSAGES.noData}>The statement found no files.</WidgetMessage>;
        return (
          <div>
            <p style={{ margin: '0.4rem 0.5rem' }}>{formatCount(count)} results</p>
            <table style={{ width: '100%', borderCollapse: 'collapse' }}>
              <tbody>
                {rows.map(r => (
                  <tr key={r.key}>
                    <td style={{ padding: '0.25rem 0.5rem' }}>{r.name}</td>
                    <td style={{ padding: '0.25rem 0.5rem', wordBreak: 'break-all' }}>{r.path}</td>
                    <td style={{ padding: '0.25rem 0.5rem' }}>{r.size === null ? '' : formatSize(r.size)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      }}
    </PropertyGate>
  );
}
