/** Create a role (POST /administration/role) or rename one (PUT): the object name rules, unique in the organisation. */
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { ApiClient, NotificationService, useService } from '@fathom/sdk/web';
import { firstError } from '@fathom/sdk/api';
import { PEOPLE_PATHS, roleNameFormSchema, type RoleRecord } from '@fathom/sdk/api/people';
import { Field } from './Field';

interface Props {
  parentId: string;
  role?: RoleRecord;
  initialName?: string;
  onClose(): void;
  onSaved(): void;
}

export function RoleNameDialog({ parentId, role, initialName = '', onClose, onSaved }: Props) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const [name, setName] = useState(role?.name ?? initialName);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = firstError(roleNameFormSchema, { name });

  async function save() {
    setTouched(true);
    if (error || busy) return;
    setBusy(true);
    try {
      if (role) await api.put(PEOPLE_PATHS.role, { objectId: role.objectId, name: name.trim() });
      else await api.post(PEOPLE_PATHS.role, { parentId, name: name.trim() });
      notifications.success(role ? 'Role renamed' : 'Role created');
      onSaved();
      onClose();
    } catch {
      setBusy(false);
    }
  }
  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onClose} disabled={busy} />
      <Button type="submit" form="role-name-form" label={role ? 'Rename' : 'Create role'} icon="pi pi-check" loading={busy} />
    </>
  );
  return (
    <Dialog
      visible
      header={role ? `Rename role ${role.name}` : 'Create role'}
      onHide={onClose}
      footer={footer}
      style={{ width: '28rem', maxWidth: '95vw' }}
      modal
    >
      <form
        id="role-name-form"
        noValidate
        onSubmit={e => {
          e.preventDefault();
          void save();
        }}
      >
        <Field id="role-name" label="Role name" error={touched ? error : null}>
          <InputText
            id="role-name"
            autoFocus
            value={name}
            maxLength={300}
            invalid={touched && !!error}
            onChange={e => (setName(e.target.value), setTouched(true))}
          />
        </Field>
      </form>
    </Dialog>
  );
}
