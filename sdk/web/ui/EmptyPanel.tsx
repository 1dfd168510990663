/** The 'no data' empty state (spec 000 §2 Loaders): an icon, 'No data' and one sentence on what will appear. */
import type { ReactNode } from 'react';

export interface EmptyPanelProps {
  /** What will appear here once there is data. */
  description: string;
  title?: string;
  icon?: string;
  children?: ReactNode;
  testId?: string;
}

export function EmptyPanel({ description, title = 'No data', icon = 'pi pi-inbox', children, testId = 'empty-panel' }: EmptyPanelProps) {
  return (
    <section
      data-testid={testId}
      aria-label={title}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '0.5rem',
        padding: '3rem 1.5rem',
        color: 'var(--text-color-secondary, #64748b)',
        textAlign: 'center',
      }}
    >
      <i className={icon} aria-hidden="true" style={{ fontSize: '2rem', opacity: 0.6 }} />
      <h3 style={{ margin: 0, color: 'var(--text-color, #334155)', fontWeight: 600 }}>{title}</h3>
      <p style={{ margin: 0, maxWidth: '36rem' }}>{description}</p>
      {children}
    </section>
  );
}

export interface NotYetAvailableProps {
  /** What this version lacks here, and what the user can do meanwhile. */
  missing: string;
  testId?: string;
}

/**
 * A page whose feature this version does not have yet. 'No data' would read as an empty result of a working
 * page; this names what is missing instead.
 */
export function NotYetAvailable({ missing, testId = 'not-yet-available' }: NotYetAvailableProps) {
  return <EmptyPanel testId={testId} icon="pi pi-wrench" title={NOT_YET_AVAILABLE_TITLE} description={missing} />;
}
export const NOT_YET_AVAILABLE_TITLE = 'Not in this version yet';
