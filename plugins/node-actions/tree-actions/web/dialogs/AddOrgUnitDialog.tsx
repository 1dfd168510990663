/** Add an organisational unit under the node (POST /database/object, classId orgunit); name rules of spec 000 §5. */
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { ApiClient, NotificationService, TreeService, useService, type NodeActionDialogProps } from '@fathom/sdk/web';
import { API_PATHS, CLASS, firstError, objectNameSchema, type CreateObjectRequest, type TreeObject } from '@fathom/sdk/api';

export default function AddOrgUnitDialog({ node, onClose }: NodeActionDialogProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const tree = useService(TreeService);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = firstError(objectNameSchema, name);

  async function save() {
    setTouched(true);
    if (error || busy) return;
    setBusy(true);
    try {
      const body: CreateObjectRequest = { object: { parentId: node.objectId, name: name.trim(), classId: CLASS.orgunit, tags: {} } };
      const created = await api.post<TreeObject | undefined>(API_PATHS.object, body);
      notifications.success('Object added');
      if (created && typeof created === 'object' && created.objectId) tree.insert(created);
      await tree.expand(node.objectId, true).catch(() => undefined);
      onClose();
    } catch {
      setBusy(false);
    }
  }

  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onClose} disabled={busy} />
      <Button type="submit" form="add-orgunit-form" label="Add" icon="pi pi-plus" disabled={(touched && !!error) || busy} loading={busy} />
    </>
  );
  return (
    <Dialog visible header="Add organisational unit" onHide={onClose} footer={footer} style={{ width: '28rem', maxWidth: '95vw' }} modal>
      <form
        id="add-orgunit-form"
        onSubmit={e => {
          e.preventDefault();
          void save();
        }}
        style={{ display: 'grid', gap: '0.35rem' }}
      >
        <p style={{ margin: '0 0 0.5rem' }}>
          The new unit is added under <strong>{node.name}</strong>.
        </p>
        <label htmlFor="orgunit-name">Name</label>
        <InputText
          id="orgunit-name"
          autoFocus
          value={name}
          maxLength={300}
          invalid={touched && !!error}
          onChange={e => {
            setName(e.target.value);
            setTouched(true);
          }}
          aria-describedby="orgunit-name-error"
        />
        {touched && error && (
          <small id="orgunit-name-error" role="alert" style={{ color: 'var(--red-600, #dc2626)' }}>
            {error}
          </small>
        )}
      </form>
    </Dialog>
  );
}
