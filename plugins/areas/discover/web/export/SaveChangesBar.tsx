/**
 * The save-changes footer of the console's editors (spec 000 §4): shown while there are changes; Save asks for
 * confirmation, runs the save and closes the question. The caller owns `confirming` so a surrounding dialog can
 * ignore Escape while the question is open.
 */
import { useState } from 'react';
import { Dialog } from 'primereact/dialog';

export interface SaveChangesBarProps {
  /** What is saved, e.g. 'the export locations of Demo'. */
  what: string;
  confirming: boolean;
  setConfirming(open: boolean): void;
  /** Rejects when the save failed; the caller has shown why. */
  onSave(): Promise<void>;
  onDiscard(): void;
}

export function SaveChangesBar({ what, confirming, setConfirming, onSave, onDiscard }: SaveChangesBarProps) {
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    try {
      await onSave();
    } catch {
      /* onSave has told the user why */
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }
  return (
    <div
      role="region"
      aria-label="Unsaved changes"
      data-testid="save-changes-footer"
      className="fx-discover-actions"
      style={{ justifyContent: 'flex-end', padding: '0.6rem 0 0', marginTop: '0.75rem', borderTop: '1px solid #e2e8f0' }}
    >
      <span style={{ marginRight: 'auto' }}>
        <i className="pi pi-info-circle" aria-hidden="true" /> You have unsaved changes.
      </span>
      <button type="button" className="fx-button fx-button--secondary" onClick={onDiscard} disabled={busy} data-testid="save-changes-discard">
        Discard
      </button>
      <button type="button" className="fx-button" onClick={() => setConfirming(true)} disabled={busy} data-testid="save-changes-save">
        <i className="pi pi-save" aria-hidden="true" /> Save
      </button>
      {confirming && (
        <Dialog
          visible
          modal
          header="Save changes"
          onHide={() => !busy && setConfirming(false)}
          style={{ width: '28rem', maxWidth: '95vw' }}
          footer={
            <div className="fx-discover-actions" style={{ justifyContent: 'flex-end' }}>
              <button type="button" className="fx-button fx-button--secondary" onClick={() => setConfirming(false)} disabled={busy}>
                Cancel
              </button>
              <button type="button" className="fx-button" onClick={() => void save()} disabled={busy} data-testid="save-changes-confirm">
                {busy ? 'Saving…' : 'Save'}
              </button>
            </div>
          }
        >
          <p style={{ margin: 0 }} data-testid="save-changes-question">
            Save the changes to {what}?
          </p>
        </Dialog>
      )}
    </div>
  );
}
