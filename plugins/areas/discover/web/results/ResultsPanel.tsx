/**
 * Results of a search: count and messages, display mode, page navigation (pages load one by one), sortable columns,
 * selection of up to 25,000 files, export and the file lookup. Selection and sort reset when the view mode or the
 * active node changes (spec 001 §4).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { formatCount } from '@fathom/sdk/api/format';
import { SEARCH_LIMITS, SEARCH_MESSAGES, type SearchObject } from '@fathom/sdk/api/search-wire';
import { NotificationService, useService } from '@fathom/sdk/web';
import { ExportDialog } from '../export/ExportDialog';
import { FileLookup } from './FileLookup';
import { ClassificationThreshold, isClassificationColumn } from './ClassificationThreshold';
import { ResultViews, VIEW_MODES, type ViewMode } from './ResultViews';
import type { SearchRunner } from './search-runner';
import './discover.css';

export interface ResultsPanelProps {
  runner: SearchRunner;
  nodeId: string;
  /** Opening a directory (Browse goes into it); files open the file lookup. */
  onOpenDirectory?(o: SearchObject): void;
  initialMode?: ViewMode;
}

export function ResultsPanel({ runner, nodeId, onOpenDirectory, initialMode = 'details' }: ResultsPanelProps) {
  const state = useSyncExternalStore(runner.subscribe, runner.snapshot);
  const notifications = useService(NotificationService);
  const [mode, setMode] = useState<ViewMode>(initialMode);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [lookup, setLookup] = useState<SearchObject | null>(null);
  const [exporting, setExporting] = useState(false);

  // Selection and sort reset when the view mode or the active node changes.
  useEffect(() => {
    setSelected(new Set());
    if (runner.orderBy) void runner.sort(null);
  }, [mode, nodeId]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    setPage(0);
    setSelected(new Set());
  }, [state.searchId]);

  const pageCount = Math.max(1, Math.ceil(state.objectCount / runner.pageSize));
  useEffect(() => {
    if (state.searchId && !state.pages.has(page) && page < pageCount) void runner.loadPage(page);
  }, [page, state.searchId, state.pages, pageCount, runner]);

  if (!state.searchId && !state.isLoading && state.valid) return null;
  const objects = state.pages.get(page) ?? [];
  const showsClassifications =
    state.columns.some(c => isClassificationColumn(c.name)) || objects.some(o => o.searchHits?.some(h => h.kind === 'classification'));

  const toggle = (id: string) =>
    setSelected(prev => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else if (next.size >= SEARCH_LIMITS.maxResults) notifications.info(SEARCH_MESSAGES.tooManyResults);
      else next.add(id);
      return next;
    });
  const selectPage = () => setSelected(prev => new Set([...prev, ...objects.map(o => o.objectId).filter((x): x is string => !!x)]));
  const selectAll = async () => {
    if ((state.totalCount ?? state.objectCount) > SEARCH_LIMITS.maxResults) {
      notifications.info(SEARCH_MESSAGES.tooManyResults);
      return;
    }
    for (let i = 0; i < pageCount; i++) await runner.loadPage(i);
    setSelected(
      new Set(
        runner
          .loadedObjects()
          .map(o => o.objectId)
          .filter((x): x is string => !!x),
      ),
    );
  };
  const open = (o: SearchObject) => (o.classId === 'idxcontainer' && onOpenDirectory ? onOpenDirectory(o) : setLookup(o));

  return (
    <section className="fx-discover-results" data-testid="search-results" aria-busy={state.isLoading}>
      <div className="fx-discover-toolbar">
        <span data-testid="result-count">
          {state.isLoading && !state.isComplete ? 'Searching… ' : ''}
          {formatCount(state.objectCount)} result{state.objectCount === 1 ? '' : 's'}
          {state.totalCount !== null && state.totalCount > state.objectCount ? ` of ${formatCount(state.totalCount)}` : ''}
        </span>
        <span role="group" aria-label="Display mode" className="fx-discover-segs">
          {VIEW_MODES.map(m => (
            <button
              key={m.id}
              type="button"
              className={`fx-discover-seg${mode === m.id ? ' is-active' : ''}`}
              aria-pressed={mode === m.id}
              title={m.label}
              data-testid={`view-${m.id}`}
              onClick={() => setMode(m.id)}
            >
              <i className={m.icon} aria-hidden="true" /> {m.label}
            </button>
          ))}
        </span>
        <span className="fx-discover-selection">
          <span data-testid="selected-count">{formatCount(selected.size)} selected</span>
          <button type="button" className="fx-button fx-button--secondary" onClick={selectPage} disabled={objects.length === 0}>
            Select page
          </button>
          <button
            type="button"
            className="fx-button fx-button--secondary"
            onClick={() => void selectAll()}
            disabled={!state.isComplete || state.objectCount === 0}
            data-testid="select-all"
          >
            Select all
          </button>
          <button type="button" className="fx-button fx-button--secondary" onClick={() => setSelected(new Set())} disabled={selected.size === 0}>
            Clear
          </button>
          <button
            type="button"
            className="fx-button"
            onClick={() => setExporting(true)}
            disabled={!state.isComplete || state.objectCount === 0}
            data-testid="export-open"
          >
            <i className="pi pi-download" aria-hidden="true" /> Export
          </button>
        </span>
      </div>
      {state.messages.map((m, i) => (
        <p key={i} className="fx-discover-message" role="status" data-testid="search-message">
          {m.message}
        </p>
      ))}
      {showsClassifications && <ClassificationThreshold objectId={nodeId} />}
      {!state.valid && (
        <p className="fx-discover-error" role="alert" data-testid="search-error">
          {state.error}
        </p>
      )}
      {state.isComplete && state.objectCount === 0 && state.valid && (
        <p className="fx-discover-empty" data-testid="no-results">
          No files match.
        </p>
      )}
      <ResultViews
        mode={mode}
        objects={objects}
        columns={state.columns}
        selected={selected}
        onToggle={toggle}
        onOpen={open}
        order={runner.orderBy}
        onSort={o => void runner.sort(o)}
      />
      {pageCount > 1 && (
        <nav className="fx-discover-pager" aria-label="Result pages">
          <button type="button" className="fx-icon-button" onClick={() => setPage(p => Math.max(0, p - 1))} disabled={page === 0} aria-label="Previous page">
            <i className="pi pi-angle-left" aria-hidden="true" />
          </button>
          <span data-testid="page-of">
            Page {page + 1} of {pageCount}
          </span>
          <button
            type="button"
            className="fx-icon-button"
            onClick={() => setPage(p => Math.min(pageCount - 1, p + 1))}
            disabled={page >= pageCount - 1}
            aria-label="Next page"
          >
            <i className="pi pi-angle-right" aria-hidden="true" />
          </button>
        </nav>
      )}
      {lookup && <FileLookup object={lookup} nodeId={nodeId} onClose={() => setLookup(null)} />}
      {exporting && state.searchId && (
        <ExportDialog
          searchId={state.searchId}
          objectCount={state.totalCount ?? state.objectCount}
          selectedIds={[...selected]}
          orderBy={runner.orderBy}
          onClose={() => setExporting(false)}
        />
      )}
    </section>
  );
}
