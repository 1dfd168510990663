/** Administration › Client search (platform only): organisations by name (GET /database/searchClients); open one. */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Paginator } from 'primereact/paginator';
import { ApiClient, useService, type TabProps } from '@fathom/sdk/web';
import { PEOPLE_PATHS, type ClientSearchResponse } from '@fathom/sdk/api/people';
import { td, th } from '../people/Field';

const PAGE = 25;

export default function ClientSearchTab(_props: TabProps) {
  const api = useService(ApiClient);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const result = useQuery({
    queryKey: ['search-clients', search.trim(), offset],
    queryFn: () => api.get<ClientSearchResponse>(PEOPLE_PATHS.searchClients, { search: search.trim() || undefined, offset, limit: PAGE }),
    placeholderData: keepPreviousData,
  });
  return (
    <div data-testid="clientsearch-tab" style={{ display: 'grid', gap: '1rem' }}>
      <InputText
        aria-label="Organisation name"
        placeholder="Search organisations by name"
        value={search}
        onChange={e => (setSearch(e.target.value), setOffset(0))}
        style={{ maxWidth: '28rem' }}
      />
      {result.isError && <p role="alert">Organisations could not be searched: {(result.error as Error).message}</p>}
      <table aria-label="Organisations" style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
        <thead>
          <tr>
            <th style={th}>Organisation</th>
            <th style={th}>Path</th>
            <th style={th}>Users</th>
            <th style={th}>Created</th>
            <th style={th} />
          </tr>
        </thead>
        <tbody>
          {result.data?.clients.length === 0 && (
            <tr>
              <td colSpan={5} style={td}>
                {search.trim() ? `No organisation matches “${search.trim()}”.` : 'No data.'}
              </td>
            </tr>
          )}
          {result.data?.clients.map(c => (
            <tr key={c.objectId} data-testid={`client-${c.name}`}>
              <td style={td}>{c.name}</td>
              <td style={td}>{c.path}</td>
              <td style={td}>{c.userCount}</td>
              <td style={td}>{new Date(c.createdAt).toISOString().slice(0, 10)}</td>
              <td style={{ ...td, textAlign: 'right' }}>
                <Button
                  type="button"
                  label="Open"
                  icon="pi pi-arrow-right"
                  text
                  aria-label={`Open ${c.name}`}
                  onClick={() => navigate(`/dashboard?activeNodeId=${encodeURIComponent(c.objectId)}`)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {(result.data?.total ?? 0) > PAGE && (
        <Paginator first={offset} rows={PAGE} totalRecords={result.data?.total ?? 0} onPageChange={e => setOffset(e.first)} />
      )}
    </div>
  );
}
