/** Key figures of a summary widget: a label, a main value and an optional secondary line each. */
export interface Figure {
  label: string;
  value: string;
  note?: string;
  testId?: string;
}

export function Figures({ figures, columns }: { figures: Figure[]; columns?: number }) {
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns ?? Math.min(figures.length, 3)}, minmax(0, 1fr))`,
        gap: '0.75rem',
        margin: 0,
        padding: '0.5rem',
        height: '100%',
        alignContent: 'center',
      }}
    >
      {figures.map(f => (
        <div key={f.label} data-testid={f.testId} style={{ minWidth: 0 }}>
          <dt style={{ fontSize: '0.85em', color: 'var(--text-color-secondary, #64748b)' }}>{f.label}</dt>
          <dd style={{ margin: 0, fontSize: '1.4em', fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{f.value}</dd>
          {f.note ? <dd style={{ margin: 0, fontSize: '0.85em', color: 'var(--text-color-secondary, #64748b)' }}>{f.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
