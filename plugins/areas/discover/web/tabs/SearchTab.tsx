/**
 * Discover → Search: the query builder, the statement editor with live validation, or search by file; search and
 * cancel; the results in four display modes with selection, file lookup and export.
 */
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import type { FileQueryValue, SearchQueryInput } from '@fathom/sdk/api/search-wire';
import type { TabProps } from '@fathom/sdk/web';
import { ResultsPanel } from '../results/ResultsPanel';
import { useSearchRunner } from '../results/useSearchRunner';
import { FileSearch } from '../search/FileSearch';
import { builderStatement, initialBuilder, QueryBuilderForm, type BuilderValue } from '../search/QueryBuilderForm';
import { StatementEditor, useValidity } from '../search/StatementEditor';
import '../results/discover.css';

type Mode = 'byBuilder' | 'bySELECT' | 'byFile';
const MODES: { id: Mode; label: string }[] = [
  { id: 'byBuilder', label: 'Query builder' },
  { id: 'bySELECT', label: 'Statement' },
  { id: 'byFile', label: 'By file' },
];

export default function SearchTab({ node }: TabProps) {
  const runner = useSearchRunner();
  const state = useSyncExternalStore(runner.subscribe, runner.snapshot);
  const [mode, setMode] = useState<Mode>('byBuilder');
  const [builder, setBuilder] = useState<BuilderValue>(initialBuilder);
  const [text, setText] = useState('');
  const [file, setFile] = useState<FileQueryValue | null>(null);
  const validity = useValidity(text);
  const store = node.objectId;
  const preview = builderStatement(builder, store);

  const switchMode = (m: Mode) => {
    if (m === 'bySELECT' && !text.trim() && preview.text) setText(preview.text);
    setMode(m);
  };
  const input = (): SearchQueryInput | null => {
    if (mode === 'byBuilder') return preview.text ? { queryMode: 'byBuilder', value: builder.builder, columns: builder.columns, order: builder.order } : null;
    if (mode === 'bySELECT') return validity.state === 'correct' ? { queryMode: 'bySELECT', value: text } : null;
    return file ? { queryMode: 'byFile', value: file, columns: builder.columns, order: builder.order } : null;
  };
  const query = input();
  const running = state.isLoading && !state.isComplete;

  return (
    <div className="fx-discover-search" data-testid="discover-search" style={{ padding: '0.75rem' }}>
      <div role="tablist" aria-label="Query mode" className="fx-discover-actions" style={{ marginBottom: '0.5rem' }}>
        {MODES.map(m => (
          <button
            key={m.id}
            role="tab"
            type="button"
            aria-selected={mode === m.id}
            className={`fx-button${mode === m.id ? '' : ' fx-button--secondary'}`}
            onClick={() => switchMode(m.id)}
            data-testid={`mode-${m.id}`}
          >
            {m.label}
          </button>
        ))}
      </div>
      {mode === 'byBuilder' && <QueryBuilderForm value={builder} onChange={setBuilder} store={store} />}
      {mode === 'bySELECT' && <StatementEditor value={text} onChange={setText} validity={validity} />}
      {mode === 'byFile' && <FileSearch onChange={setFile} />}
      <div className="fx-discover-actions" style={{ marginTop: '0.5rem' }}>
        <button
          type="button"
          className="fx-button"
          disabled={!query || running}
          onClick={() => query && void runner.start(query, store)}
          data-testid="search-run"
        >
          <i className="pi pi-search" aria-hidden="true" /> Search
        </button>
        <button
          type="button"
          className="fx-button fx-button--secondary"
          disabled={!state.searchId && !state.isLoading}
          onClick={() => void runner.cancel()}
          data-testid="search-cancel"
        >
          Cancel
        </button>
        {state.statement && (
          // The statement that ran, opened as a new report (Reports → NEW) on this node.
          <Link
            className="fx-button fx-button--secondary"
            to={`/reports/NEW?activeNodeId=${encodeURIComponent(node.objectId)}&statement=${encodeURIComponent(state.statement)}`}
            data-testid="search-save-as-report"
          >
            <i className="pi pi-chart-bar" aria-hidden="true" /> Save as report
          </Link>
        )}
        {state.statement && state.statement !== preview.text && (
          <code className="fx-discover-status" data-testid="ran-statement">
            {state.statement}
          </code>
        )}
      </div>
      <ResultsPanel runner={runner} nodeId={node.objectId} />
    </div>
  );
}
