/** A small modal dialog: a titled panel over a dimmed page; Escape and the close button close it. */
import { useEffect, type ReactNode } from 'react';

export function Modal({ title, onClose, children, testId }: { title: string; onClose(): void; children: ReactNode; testId?: string }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      className="fx-discover-modal"
      onClick={e => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="fx-discover-dialog" role="dialog" aria-modal="true" aria-label={title} data-testid={testId}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '1rem' }}>
          <h3>{title}</h3>
          <button type="button" className="fx-icon-button" aria-label="Close" onClick={onClose}>
            <i className="pi pi-times" aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
