/** A yes/no confirmation for removing a user or a role. */
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

export function ConfirmDialog({
  header,
  message,
  confirm,
  onConfirm,
  onClose,
}: {
  header: string;
  message: string;
  confirm: string;
  onConfirm(): Promise<void>;
  onClose(): void;
}) {
  const [busy, setBusy] = useState(false);
  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onClose} disabled={busy} />
      <Button
        type="button"
        label={confirm}
        severity="danger"
        icon="pi pi-trash"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onConfirm();
            onClose();
          } catch {
            setBusy(false);
          }
        }}
      />
    </>
  );
  return (
    <Dialog visible header={header} onHide={onClose} footer={footer} style={{ width: '28rem', maxWidth: '95vw' }} modal>
      <p style={{ margin: 0 }}>{message}</p>
    </Dialog>
  );
}
