/** Labelled figures of classifications, saved and as edited: files (or shipped documents) people labelled. */
import type { ClassificationLabelledComparison } from '@fathom/sdk/api/classification';
import { figuresText } from './model';

export interface LabelledTableProps {
  comparison: ClassificationLabelledComparison;
  caption: string;
  /** What a row counts: 'Labelled' files or shipped 'Documents'. */
  counted: string;
  /** Adds the column naming what the edited definitions miss. */
  showMissed?: boolean;
  rowTestId?: (name: string) => string;
}

export function LabelledTable({ comparison, caption, counted, showMissed, rowTestId }: LabelledTableProps) {
  const heads = ['Classification', `${counted} (holds / not)`, 'Saved', 'As edited', ...(showMissed ? ['Missed as edited'] : [])];
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '0.2rem 0' }}>{caption}</caption>
      <thead>
        <tr>
          {heads.map(h => (
            <th key={h} style={th}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {comparison.changes.map(c => (
          <tr key={c.name} data-testid={rowTestId?.(c.name)}>
            <td style={td}>{c.name}</td>
            <td style={td}>
              {c.present} / {c.absent}
            </td>
            <td style={td}>{figuresText(c.before)}</td>
            <td style={td}>{figuresText(c.after)}</td>
            {showMissed && <td style={td}>{c.missed.length ? c.missed.map(d => d.name).join(', ') : '—'}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const th = {
  textAlign: 'left',
  padding: '0.3rem 0.5rem',
  borderBottom: '1px solid var(--surface-border, #e2e8f0)',
  position: 'sticky',
  top: 0,
  background: 'var(--surface-card, #fff)',
} as const;
export const td = { padding: '0.3rem 0.5rem', borderBottom: '1px solid var(--surface-border, #f1f5f9)' } as const;
