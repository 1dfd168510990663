/**
 * What an edit of the classifications does on the node's indexed files, before it is saved: per classification
 * edited, the files found with the saved definition and with the edited one, and the files it stops finding.
 */
import type { ClassificationTestAnswer } from '@fathom/sdk/api/classification';
import { changedRows, changeText, labelledWarning, lossWarning } from './model';
import { LabelledTable } from './LabelledTable';

export interface EditImpactProps {
  answer: ClassificationTestAnswer | undefined;
  loading: boolean;
  error: Error | null;
}

export function EditImpact({ answer, loading, error }: EditImpactProps) {
  const comparison = answer?.indexed;
  const warning = lossWarning(comparison);
  const labelled = answer?.labelled;
  const labelWarning = labelledWarning(labelled);
  const documentsWarning = labelledWarning(answer?.corpus?.documents, 'On the labelled documents shipped with the product');
  return (
    <section
      aria-label="Effect on indexed files"
      data-testid="classification-impact"
      style={{
        border: `1px solid ${warning ? 'var(--orange-300, #fdba74)' : 'var(--surface-border, #e2e8f0)'}`,
        background: warning ? 'var(--orange-50, #fff7ed)' : 'var(--surface-ground, #f8fafc)',
        borderRadius: 8,
        padding: '0.75rem 1rem',
        display: 'grid',
        gap: '0.5rem',
      }}
    >
      <strong>
        <i className="pi pi-chart-bar" aria-hidden="true" /> Effect on the indexed files of this node
      </strong>
      {loading && (
        <span role="progressbar" aria-label="Comparing on indexed files">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Classifying the indexed files with the saved and the edited classifications…
        </span>
      )}
      {error && <span role="alert">The edit could not be compared on the indexed files: {error.message}</span>}
      {comparison && comparison.files === 0 && (
        <span data-testid="classification-impact-empty">
          No indexed file with stored text under this node yet: scan a source to measure edits on real files.
        </span>
      )}
      {comparison && comparison.files > 0 && (
        <>
          {warning && (
            <div role="alert" data-testid="classification-impact-warning" style={{ color: 'var(--orange-800, #9a3412)', fontWeight: 600 }}>
              <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {warning}
            </div>
          )}
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                {['Classification', 'Saved', 'Edited', 'Change', 'Files no longer found'].map(h => (
                  <th key={h} style={th}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {changedRows(comparison).map(c => (
                <tr key={c.name} data-testid={`classification-impact-row-${c.name}`}>
                  <td style={td}>{c.name}</td>
                  <td style={td}>{c.before}</td>
                  <td style={td}>{c.after}</td>
                  <td style={{ ...td, color: c.after < c.before ? 'var(--red-700, #b91c1c)' : c.after > c.before ? 'var(--green-700, #15803d)' : 'inherit' }}>
                    {changeText(c)}
                  </td>
                  <td style={td}>{c.lost.length ? c.lost.map(f => f.name).join(', ') : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <small style={{ color: 'var(--text-color-secondary, #475569)' }}>
            Measured on {comparison.files.toLocaleString('en-US')} of {comparison.totalFiles.toLocaleString('en-US')} indexed files (those with stored text,
            most recent first).
          </small>
        </>
      )}
      {documentsWarning && (
        <div role="alert" data-testid="classification-impact-documents-warning" style={{ color: 'var(--orange-800, #9a3412)', fontWeight: 600 }}>
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {documentsWarning}
        </div>
      )}
      {labelled && labelled.changes.length > 0 && (
        <div data-testid="classification-impact-labelled" style={{ display: 'grid', gap: '0.4rem' }}>
          {labelWarning && (
            <div role="alert" data-testid="classification-impact-labelled-warning" style={{ color: 'var(--orange-800, #9a3412)', fontWeight: 600 }}>
              <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {labelWarning}
            </div>
          )}
          <LabelledTable
            comparison={labelled}
            caption={`On the ${labelled.files.toLocaleString('en-US')} files people labelled (precision / recall)`}
            counted="Labelled"
            rowTestId={name => `classification-labelled-row-${name}`}
          />
        </div>
      )}
    </section>
  );
}

const th = { textAlign: 'left', padding: '0.3rem 0.5rem', borderBottom: '1px solid var(--surface-border, #e2e8f0)' } as const;
const td = { padding: '0.3rem 0.5rem', borderBottom: '1px solid var(--surface-border, #f1f5f9)' } as const;
