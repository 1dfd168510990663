/** Labelled figures of classifications, saved and as edited: files (or shipped documents) people labelled. */
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { ClassificationLabelledComparison } from '@fathom/sdk/api/classification';
import { figuresText } from './model';

export interface LabelledTableProps {
  comparison: ClassificationLabelledComparison;
  caption: string;
  /** What a row counts: 'Labelled' files or shipped 'Documents'. */
  counted: string;
  /** Adds the column naming what the edited definitions miss. */
  showMissed?: boolean;
  /** Marks each row's name cell, so a test finds the row of one classification. */
  rowTestId?: (name: string) => string;
}

type Change = ClassificationLabelledComparison['changes'][number];
/** A row with the numbers the columns sort by (precision first, as the cells show it first). */
const rowOf = (c: Change) => ({ ...c, savedPrecision: c.before.precision ?? -1, editedPrecision: c.after.precision ?? -1 });
type Row = ReturnType<typeof rowOf>;

export function LabelledTable({ comparison, caption, counted, showMissed, rowTestId }: LabelledTableProps) {
  return (
    <DataTable
      value={comparison.changes.map(rowOf)}
      dataKey="name"
      header={caption}
      pt={{ table: { 'aria-label': caption } }}
      size="small"
      removableSort
      emptyMessage="No classification to compare."
    >
      <Column field="name" header="Classification" sortable body={(r: Row) => <span data-testid={rowTestId?.(r.name)}>{r.name}</span>} />
      <Column field="present" header={`${counted} (holds / not)`} sortable body={(r: Row) => `${r.present} / ${r.absent}`} />
      <Column field="savedPrecision" header="Saved" sortable body={(r: Row) => figuresText(r.before)} />
      <Column field="editedPrecision" header="As edited" sortable body={(r: Row) => figuresText(r.after)} />
      {showMissed && <Column header="Missed as edited" body={(r: Row) => (r.missed.length ? r.missed.map(d => d.name).join(', ') : '—')} />}
    </DataTable>
  );
}
