/** Create user (spec 000 §2 dialogs, §5 rules): POST /database/object with classId user under the node. */
import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ApiClient, NotificationService, useService } from '@fathom/sdk/web';
import { API_PATHS, CLASS, type CreateObjectRequest, type TreeObject } from '@fathom/sdk/api';
import { createUserFormSchema, type CreateUserForm } from '@fathom/sdk/api/people';
import { formErrors } from './form-errors';
import { createUserOptions, EMPTY_USER, UserFields } from './UserFields';

interface Props {
  node: TreeObject;
  onClose(): void;
  onCreated(): void;
}

export function CreateUserDialog({ node, onClose, onCreated }: Props) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const [form, setForm] = useState<CreateUserForm>(EMPTY_USER);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const errors = useMemo(() => formErrors(createUserFormSchema, form), [form]);
  const hasErrors = Object.keys(errors).length > 0;

  async function save() {
    setTouched({ name: true, email: true, phone: true, userId: true, password: true, confirmPassword: true });
    if (hasErrors || busy) return;
    setBusy(true);
    try {
      const body = {
        object: { parentId: node.objectId, name: form.name.trim(), classId: CLASS.user },
        options: createUserOptions(form),
      } as CreateObjectRequest;
      await api.post(API_PATHS.object, body);
      notifications.success(form.activated ? 'User created' : `User invited: ${form.email?.trim()}`);
      onCreated();
      onClose();
    } catch {
      setBusy(false); // the api client has shown the error
    }
  }

  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onClose} disabled={busy} />
      <Button type="submit" form="create-user-form" label={form.activated ? 'Create user' : 'Invite user'} icon="pi pi-user-plus" loading={busy} />
    </>
  );
  return (
    <Dialog visible header="Create user" onHide={onClose} footer={footer} style={{ width: '34rem', maxWidth: '95vw' }} modal>
      <form
        id="create-user-form"
        noValidate
        onSubmit={e => {
          e.preventDefault();
          void save();
        }}
      >
        <p style={{ margin: '0 0 1rem' }}>
          The user is created in <strong>{node.name}</strong> with the permissions you hold there.
        </p>
        <UserFields
          prefix="new-user"
          value={form}
          errors={errors}
          touched={touched}
          onChange={(v, f) => (setForm(v), setTouched(t => ({ ...t, [f]: true })))}
        />
      </form>
    </Dialog>
  );
}
