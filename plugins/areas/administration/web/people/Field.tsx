/** A labelled form field with its error, shown once the field was touched (spec 000 §5). */
import type { ReactNode } from 'react';

export function Field({ id, label, error, children, hint }: { id: string; label: string; error?: string | null; children: ReactNode; hint?: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: '0.3rem' }}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint}
      {error && (
        <small id={`${id}-error`} role="alert" style={{ color: 'var(--red-600, #dc2626)' }}>
          {error}
        </small>
      )}
    </div>
  );
}

export const th = { textAlign: 'left' as const, padding: '0.5rem', borderBottom: '2px solid var(--surface-border, #e2e8f0)', whiteSpace: 'nowrap' as const };
export const td = { padding: '0.4rem 0.5rem', borderBottom: '1px solid var(--surface-border, #e2e8f0)', verticalAlign: 'middle' as const };
