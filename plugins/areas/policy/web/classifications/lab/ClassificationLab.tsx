/**
 * Test classification (spec 001 §9): up to five sample files classified with the classifications being edited,
 * before they are saved. Per file: the classifications that applied, and each rule hit with its confidence, the
 * matched text masked and its context. Below, each rule's measured precision and recall (RuleFigures).
 */
import { useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import {
  MAX_TEST_SAMPLES,
  confidenceThresholdText,
  type ClassificationTestFile,
  type ClassificationTestHit,
  type PolicyClassification,
} from '@fathom/sdk/api/classification';
import { ApiClient, useService } from '@fathom/sdk/web';
import { checkSamples, percentText } from './model';
import { testSamples } from './useClassificationTest';
import { RuleFigures } from './RuleFigures';

export interface ClassificationLabProps {
  objectId: string;
  /** The classifications in force under the draft. */
  classifications: PolicyClassification[];
  onClose(): void;
}

export function ClassificationLab({ objectId, classifications, onClose }: ClassificationLabProps) {
  const api = useService(ApiClient);
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [results, setResults] = useState<ClassificationTestFile[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function add(list: FileList | null) {
    const check = checkSamples(files, Array.from(list ?? []));
    setFiles(check.accepted);
    setRefused(check.refused);
    setResults(null);
  }

  async function run() {
    setBusy(true);
    setError(null);
    try {
      setResults(await testSamples(api, objectId, classifications, files));
    } catch (e) {
      setError(`The files could not be tested: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="classification-lab-title"
      data-testid="classification-lab"
      style={{ border: '1px solid var(--surface-border, #e2e8f0)', borderRadius: 8, padding: '0.9rem 1rem', display: 'grid', gap: '0.75rem' }}
    >
      <header style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        <h4 id="classification-lab-title" style={{ margin: 0, marginRight: 'auto' }}>
          <i className="pi pi-bolt" aria-hidden="true" /> Test classification on sample files
        </h4>
        <Button type="button" icon="pi pi-times" text rounded aria-label="Close the test" onClick={onClose} />
      </header>
      <p style={{ margin: 0, color: 'var(--text-color-secondary, #475569)' }}>
        Choose up to {MAX_TEST_SAMPLES} files. They are read and classified with the classifications shown above, including changes not saved yet; nothing is
        stored. Matched text is masked.
      </p>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          data-testid="classification-lab-input"
          onChange={e => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
        <Button
          type="button"
          label="Choose files"
          icon="pi pi-upload"
          outlined
          disabled={files.length >= MAX_TEST_SAMPLES}
          onClick={() => input.current?.click()}
          data-testid="classification-lab-choose"
        />
        <Button
          type="button"
          label="Test"
          icon="pi pi-play"
          disabled={files.length === 0 || busy}
          loading={busy}
          onClick={() => void run()}
          data-testid="classification-lab-run"
        />
        <span style={{ color: 'var(--text-color-secondary, #475569)' }}>
          {files.length} of {MAX_TEST_SAMPLES} files
        </span>
      </div>
      {files.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'flex', gap: '0.4rem', flexWrap: 'wrap' }} aria-label="Sample files">
          {files.map(f => (
            <li key={f.name} className="fx-tag fx-tag--secondary" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              {f.name}
              <button
                type="button"
                aria-label={`Remove ${f.name}`}
                style={{ border: 0, background: 'none', cursor: 'pointer', padding: 0 }}
                onClick={() => {
                  setFiles(files.filter(x => x !== f));
                  setResults(null);
                }}
              >
                <i className="pi pi-times" aria-hidden="true" style={{ fontSize: '0.7rem' }} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {refused.map(r => (
        <small key={r} role="alert" style={{ color: 'var(--red-600, #dc2626)' }}>
          {r}
        </small>
      ))}
      {error && (
        <div role="alert" style={{ color: 'var(--red-600, #dc2626)' }}>
          {error}
        </div>
      )}
      {results?.map(r => (
        <SampleResult key={r.name} result={r} />
      ))}
      <RuleFigures objectId={objectId} classifications={classifications} />
    </section>
  );
}

export function SampleResult({ result }: { result: ClassificationTestFile }) {
  return (
    <article data-testid={`classification-lab-result-${result.name}`} style={{ borderTop: '1px solid var(--surface-border, #e2e8f0)', paddingTop: '0.6rem' }}>
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'baseline', flexWrap: 'wrap' }}>
        <strong>{result.name}</strong>
        <span style={{ color: 'var(--text-color-secondary, #475569)' }}>
          {result.error ? `${result.error.name}: ${result.error.message}` : `${result.characters.toLocaleString('en-US')} characters read`}
        </span>
      </div>
      {!result.error && (
        <div style={{ display: 'flex', gap: 4, flexWrap: 'wrap', margin: '0.4rem 0' }} aria-label={`Classifications of ${result.name}`}>
          {result.classifications.length === 0 ? (
            <span data-testid="classification-lab-none">No classification applies ({confidenceThresholdText()} unless a classification says otherwise).</span>
          ) : (
            result.classifications.map(c => (
              <span key={c.name} className="fx-tag fx-tag--info">
                {c.name} · {percentText(c.confidence)} · {c.count} hit{c.count === 1 ? '' : 's'}
              </span>
            ))
          )}
        </div>
      )}
      {result.hits.length > 0 && (
        <DataTable
          value={result.hits.map((h, order) => ({ ...h, order }))}
          dataKey="order"
          pt={{ table: { 'aria-label': `Rule hits in ${result.name}` } }}
          size="small"
          removableSort
          style={{ fontSize: '0.95em' }}
        >
          <Column field="ruleName" header="Rule" sortable />
          <Column
            field="confidence"
            header="Confidence"
            sortable
            body={(h: ClassificationTestHit) => (
              <span style={{ color: h.confidence >= 0.5 ? 'inherit' : 'var(--text-color-secondary, #64748b)' }}>{percentText(h.confidence)}</span>
            )}
          />
          <Column field="text" header="Matched" bodyStyle={{ fontFamily: 'monospace' }} />
          <Column field="context" header="Context" bodyStyle={{ fontFamily: 'monospace', wordBreak: 'break-word' }} />
        </DataTable>
      )}
      {result.hitCount > result.hits.length && (
        <small>
          The first {result.hits.length} of {result.hitCount} hits are shown.
        </small>
      )}
    </article>
  );
}
