/** The catalogue of every registered widget type, each with its preview, description and default size. */
import { useMemo, useState } from 'react';
import { Dialog } from 'primereact/dialog';
import type { WidgetTypeContribution } from '@fathom/sdk/web';

function Preview({ preview }: { preview?: string }) {
  if (preview && !preview.startsWith('pi ')) return <img src={preview} alt="" style={{ width: '100%', height: '4.5rem', objectFit: 'cover' }} />;
  return (
    <i
      aria-hidden="true"
      className={preview ?? 'pi pi-chart-bar'}
      style={{ fontSize: '2rem', color: 'var(--primary-color, #2563eb)', display: 'grid', placeItems: 'center', height: '4.5rem' }}
    />
  );
}

export function WidgetCatalogue({
  types,
  onPick,
  onClose,
}: {
  types: readonly WidgetTypeContribution<any>[];
  onPick(type: WidgetTypeContribution<any>): void;
  onClose(): void;
}) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(
    () =>
      [...types].filter(t => `${t.title} ${t.description}`.toLowerCase().includes(filter.trim().toLowerCase())).sort((a, b) => a.title.localeCompare(b.title)),
    [types, filter],
  );
  return (
    <Dialog header="Add widget" visible onHide={onClose} style={{ width: '56rem', maxWidth: '95vw' }} modal>
      <input
        className="p-inputtext"
        placeholder="Filter widgets"
        aria-label="Filter widgets"
        value={filter}
        onChange={e => setFilter(e.target.value)}
        style={{ width: '100%', marginBottom: '0.75rem' }}
      />
      <ul
        aria-label="Widget types"
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: '0.75rem' }}
      >
        {shown.map(t => (
          <li
            key={t.type}
            data-testid={`catalogue-${t.type}`}
            style={{
              border: '1px solid var(--surface-border, #e2e8f0)',
              borderRadius: 6,
              padding: '0.75rem',
              display: 'flex',
              flexDirection: 'column',
              gap: '0.4rem',
            }}
          >
            <Preview preview={t.preview} />
            <strong>{t.title}</strong>
            <span style={{ fontSize: '0.9em', color: 'var(--text-color-secondary, #64748b)', flex: '1 1 auto' }}>{t.description}</span>
            <span style={{ fontSize: '0.8em' }}>Size {t.defaultSize}</span>
            <button type="button" className="p-button p-button-sm" aria-label={`Add ${t.title}`} onClick={() => onPick(t)}>
              Add
            </button>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p>No widget type matches.</p> : null}
    </Dialog>
  );
}
