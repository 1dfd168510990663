/** Edit a user's name, e-mail and phone (PUT /administration/user), with the create-user rules. */
import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { ApiClient, NotificationService, useService } from '@fathom/sdk/web';
import { editUserSchema, PEOPLE_PATHS, type EditUserRequest, type PhoneValue, type UserRecord } from '@fathom/sdk/api/people';
import { Field } from './Field';
import { formErrors } from './form-errors';
import { PhoneInput } from './PhoneInput';

export function EditUserDialog({ user, onClose, onSaved }: { user: UserRecord; onClose(): void; onSaved(): void }) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const [phone, setPhone] = useState<PhoneValue>(user.phone ?? { number: '', countryCode: 'us' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const request: EditUserRequest = { objectId: user.objectId, name: name.trim(), email: email.trim(), phone: phone.number.trim() ? phone : undefined };
  const errors = useMemo(() => formErrors(editUserSchema, request), [name, email, phone]); // eslint-disable-line react-hooks/exhaustive-deps
  const show = (f: string) => (touched ? errors[f] : undefined);

  async function save() {
    setTouched(true);
    if (Object.keys(errors).length || busy) return;
    setBusy(true);
    try {
      await api.put(PEOPLE_PATHS.user, request);
      notifications.success('User updated');
      onSaved();
      onClose();
    } catch {
      setBusy(false);
    }
  }

  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onClose} disabled={busy} />
      <Button type="submit" form="edit-user-form" label="Save" icon="pi pi-check" loading={busy} />
    </>
  );
  return (
    <Dialog visible header={`Edit ${user.name}`} onHide={onClose} footer={footer} style={{ width: '32rem', maxWidth: '95vw' }} modal>
      <form
        id="edit-user-form"
        noValidate
        onSubmit={e => {
          e.preventDefault();
          void save();
        }}
        style={{ display: 'grid', gap: '0.85rem' }}
      >
        <Field id="edit-user-name" label="Name" error={show('name')}>
          <InputText id="edit-user-name" value={name} maxLength={300} invalid={!!show('name')} onChange={e => (setName(e.target.value), setTouched(true))} />
        </Field>
        <Field id="edit-user-email" label="Email" error={show('email') ?? show('')}>
          <InputText
            id="edit-user-email"
            type="email"
            value={email}
            invalid={!!(show('email') ?? show(''))}
            onChange={e => (setEmail(e.target.value), setTouched(true))}
          />
        </Field>
        <Field id="edit-user-phone" label="Phone" error={show('phone')}>
          <PhoneInput id="edit-user-phone" value={phone} invalid={!!show('phone')} onChange={p => (setPhone(p), setTouched(true))} />
        </Field>
        <p style={{ margin: 0, color: 'var(--text-color-secondary, #64748b)' }}>
          User name <strong>{user.userId}</strong> stays as it is.
        </p>
      </form>
    </Dialog>
  );
}
