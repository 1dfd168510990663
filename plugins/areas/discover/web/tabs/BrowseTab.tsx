/**
 * Discover → Browse: the folders and files indexed under the active node, one folder at a time with breadcrumbs,
 * shown in the same result views as Search (directories first). A folder opens in place, a file in the lookup.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SEARCH_LIMITS, SEARCH_PATHS, type QueryResult } from '@fathom/sdk/api/search-wire';
import { ApiClient, useService, type TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';
import { childPath, crumbs, foldersStatement, listingStatement, topPaths } from '../browse/browse-paths';
import { ResultsPanel } from '../results/ResultsPanel';
import { useSearchRunner } from '../results/useSearchRunner';
import '../results/discover.css';

export default function BrowseTab({ node }: TabProps) {
  const api = useService(ApiClient);
  const runner = useSearchRunner();
  const tops = useQuery({
    queryKey: ['discover-browse-tops', node.objectId],
    queryFn: async ({ signal }) => {
      const r = await api.post<QueryResult>(
        SEARCH_PATHS.query,
        { select: foldersStatement(node.objectId), options: { objectLimit: SEARCH_LIMITS.maxPageSize } },
        { signal },
      );
      return topPaths(r.objects.map(o => String(o.parentPath)));
    },
  });
  const [top, setTop] = useState<string | null>(null);
  const [path, setPath] = useState<string | null>(null);

  useEffect(() => {
    setTop(null);
    setPath(null);
  }, [node.objectId]);
  useEffect(() => {
    if (tops.data?.length && top === null) {
      setTop(tops.data[0]);
      setPath(tops.data[0]);
    }
  }, [tops.data, top]);
  useEffect(() => {
    if (path !== null) void runner.start({ queryMode: 'bySELECT', value: listingStatement(node.objectId, path) }, node.objectId);
  }, [path, node.objectId, runner]);

  if (tops.isLoading) return <p style={{ padding: '0.75rem' }}>Loading folders…</p>;
  if (tops.error)
    return (
      <p className="fx-discover-error" role="alert">
        {(tops.error as Error).message}
      </p>
    );
  if (!tops.data?.length)
    return (
      <EmptyPanel
        testId="tab-discover-browse-empty"
        description={`The folders and files indexed under ${node.name} will appear here once its sources have been scanned.`}
      />
    );

  return (
    <div data-testid="discover-browse" style={{ padding: '0.75rem' }}>
      {tops.data.length > 1 && (
        <label>
          Folder{' '}
          <select
            value={top ?? ''}
            onChange={e => {
              setTop(e.target.value);
              setPath(e.target.value);
            }}
            data-testid="browse-top"
          >
            {tops.data.map(t => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
      )}
      {top && path && (
        <nav className="fx-discover-crumbs" aria-label="Folder path" data-testid="browse-crumbs">
          {crumbs(top, path).map((c, i, all) => (
            <span key={c.path}>
              {i < all.length - 1 ? (
                <button type="button" className="fx-link" onClick={() => setPath(c.path)}>
                  {c.label}
                </button>
              ) : (
                <strong>{c.label}</strong>
              )}
              {i < all.length - 1 && <span aria-hidden="true"> / </span>}
            </span>
          ))}
        </nav>
      )}
      <ResultsPanel
        runner={runner}
        nodeId={node.objectId}
        initialMode="list"
        onOpenDirectory={o => path !== null && setPath(childPath(path, String(o.name)))}
      />
    </div>
  );
}
