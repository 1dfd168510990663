/**
 * What an edit of the classifications does on the node's indexed files, before it is saved: per classification
 * edited, the files found with the saved definition and with the edited one, and the files it stops finding.
 */
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { ClassificationChange, ClassificationTestAnswer } from '@fathom/sdk/api/classification';
import { changedRows, changeText, labelledWarning, lossWarning } from './model';
import { LabelledTable } from './LabelledTable';

/** A changed classification with the numbers its columns sort by. */
type ImpactRow = ClassificationChange & { change: number; lostCount: number };

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
          <DataTable
            value={changedRows(comparison).map(c => ({ ...c, change: c.after - c.before, lostCount: c.lost.length }))}
            dataKey="name"
            pt={{ table: { 'aria-label': 'Files found per classification, saved and edited' } }}
            size="small"
            removableSort
            emptyMessage="The edit changes no classification."
          >
            <Column
              field="name"
              header="Classification"
              sortable
              body={(c: ImpactRow) => <span data-testid={`classification-impact-row-${c.name}`}>{c.name}</span>}
            />
            <Column field="before" header="Saved" sortable />
            <Column field="after" header="Edited" sortable />
            <Column
              field="change"
              header="Change"
              sortable
              body={(c: ImpactRow) => (
                <span style={{ color: c.change < 0 ? 'var(--red-700, #b91c1c)' : c.change > 0 ? 'var(--green-700, #15803d)' : 'inherit' }}>
                  {changeText(c)}
                </span>
              )}
            />
            <Column
              field="lostCount"
              header="Files no longer found"
              sortable
              body={(c: ImpactRow) => (c.lost.length ? c.lost.map(f => f.name).join(', ') : '—')}
            />
          </DataTable>
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
