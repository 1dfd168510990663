/** Rename (spec 000 §5): required, non-blank, max 256, no $ \ /; trims; saves only when changed and non-empty. */
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { ApiClient, NotificationService, TreeService, useService, type NodeActionDialogProps } from '@fathom/sdk/web';
import { API_PATHS, firstError, objectNameSchema, type UpdateObjectRequest } from '@fathom/sdk/api';

export default function RenameDialog({ node, onClose }: NodeActionDialogProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const tree = useService(TreeService);
  const [name, setName] = useState(node.name);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = firstError(objectNameSchema, name);
  const trimmed = name.trim();
  const canSave = !error && trimmed.length > 0 && trimmed !== node.name && !busy;

  async function save() {
    setTouched(true);
    if (!canSave) return;
    setBusy(true);
    try {
      const body: UpdateObjectRequest = { object: { objectId: node.objectId, name: trimmed } };
      await api.put(API_PATHS.object, body);
      notifications.success('Object renamed');
      await tree.refresh(node.objectId).catch(() => undefined);
      onClose();
    } catch {
      setBusy(false); /* the api client has shown the error */
    }
  }

  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onClose} disabled={busy} />
      <Button type="submit" form="rename-form" label="Rename" icon="pi pi-check" disabled={!canSave} loading={busy} />
    </>
  );
  return (
    <Dialog visible header={`Rename ${node.name}`} onHide={onClose} footer={footer} style={{ width: '28rem', maxWidth: '95vw' }} modal>
      <form
        id="rename-form"
        onSubmit={e => {
          e.preventDefault();
          void save();
        }}
        style={{ display: 'grid', gap: '0.35rem' }}
      >
        <label htmlFor="rename-name">Name</label>
        <InputText
          id="rename-name"
          autoFocus
          value={name}
          maxLength={300}
          invalid={touched && !!error}
          onChange={e => {
            setName(e.target.value);
            setTouched(true);
          }}
          aria-describedby="rename-name-error"
        />
        {touched && error && (
          <small id="rename-name-error" role="alert" style={{ color: 'var(--red-600, #dc2626)' }}>
            {error}
          </small>
        )}
      </form>
    </Dialog>
  );
}
