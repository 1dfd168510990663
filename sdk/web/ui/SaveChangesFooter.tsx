/** The save-changes footer (spec 000 §4, spec 001 §4): shown while there are changes; Save asks for confirmation, runs the save, closes. */
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

export interface SaveChangesFooterProps {
  /** What is saved, e.g. 'the sources of Box 1'. */
  what: string;
  onSave(): Promise<void>;
  onDiscard(): void;
  /** Why the changes cannot be saved yet (e.g. a field's message): Save stays disabled and the reason is shown. */
  blocked?: string | null;
  /** A consequence the confirmation names before saving (e.g. an edit that finds fewer files). */
  warning?: string | null;
}

export function SaveChangesFooter({ what, onSave, onDiscard, blocked, warning }: SaveChangesFooterProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      await onSave();
      setConfirming(false);
    } catch {
      /* onSave has told the user why; the dialog stays for another try */
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      role="region"
      aria-label="Unsaved changes"
      data-testid="save-changes-footer"
      style={{
        position: 'sticky',
        bottom: 0,
        display: 'flex',
        gap: '0.5rem',
        alignItems: 'center',
        justifyContent: 'flex-end',
        padding: '0.6rem 0.75rem',
        marginTop: '1rem',
        background: 'var(--surface-card, #fff)',
        borderTop: '1px solid var(--surface-border, #e2e8f0)',
        boxShadow: '0 -2px 6px rgba(15, 23, 42, 0.06)',
      }}
    >
      <span style={{ marginRight: 'auto' }}>
        <i className="pi pi-info-circle" aria-hidden="true" /> You have unsaved changes.
        {blocked && (
          <span data-testid="save-changes-blocked" style={{ marginLeft: '0.5rem', color: 'var(--red-600, #dc2626)' }}>
            {blocked}
          </span>
        )}
      </span>
      <Button type="button" label="Discard" outlined onClick={onDiscard} disabled={busy} data-testid="save-changes-discard" />
      <Button type="button" label="Save" icon="pi pi-save" onClick={() => setConfirming(true)} disabled={busy || !!blocked} data-testid="save-changes-save" />
      {confirming && (
        <Dialog
          visible
          modal
          header="Save changes"
          onHide={() => !busy && setConfirming(false)}
          style={{ width: '28rem', maxWidth: '95vw' }}
          footer={
            <>
              <Button type="button" label="Cancel" outlined onClick={() => setConfirming(false)} disabled={busy} />
              <Button type="button" label="Save" icon="pi pi-check" loading={busy} onClick={() => void save()} data-testid="save-changes-confirm" />
            </>
          }
        >
          <p style={{ margin: 0 }} data-testid="save-changes-question">
            Save the changes to {what}?
          </p>
          {warning && (
            <p role="alert" data-testid="save-changes-warning" style={{ margin: '0.75rem 0 0', color: 'var(--orange-800, #9a3412)' }}>
              <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {warning}
            </p>
          )}
        </Dialog>
      )}
    </div>
  );
}
