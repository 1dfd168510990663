/** An administrator sets a user's new password (POST /administration/user/password): the password rules and a confirmation. */
import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { ApiClient, NotificationService, useService } from '@fathom/sdk/web';
import { PEOPLE_PATHS, resetPasswordFormSchema, type UserRecord } from '@fathom/sdk/api/people';
import { Field } from './Field';
import { formErrors } from './form-errors';

export function ResetPasswordDialog({ user, onClose, onSaved }: { user: UserRecord; onClose(): void; onSaved(): void }) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const errors = useMemo(() => formErrors(resetPasswordFormSchema, { password, confirmPassword }), [password, confirmPassword]);
  const show = (f: string) => (touched[f] ? errors[f] : undefined);

  async function save() {
    setTouched({ password: true, confirmPassword: true });
    if (Object.keys(errors).length || busy) return;
    setBusy(true);
    try {
      await api.post(PEOPLE_PATHS.userPassword, { objectId: user.objectId, password });
      notifications.success(`Password of ${user.name} changed`);
      onSaved();
      onClose();
    } catch {
      setBusy(false);
    }
  }
  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onClose} disabled={busy} />
      <Button type="submit" form="reset-password-form" label="Set password" icon="pi pi-key" loading={busy} />
    </>
  );
  const input = (id: string, value: string, set: (v: string) => void, field: string) => (
    <InputText
      id={id}
      type="password"
      value={value}
      autoComplete="new-password"
      invalid={!!show(field)}
      onChange={e => (set(e.target.value), setTouched(t => ({ ...t, [field]: true })))}
    />
  );
  return (
    <Dialog visible header={`Reset the password of ${user.name}`} onHide={onClose} footer={footer} style={{ width: '30rem', maxWidth: '95vw' }} modal>
      <form
        id="reset-password-form"
        noValidate
        onSubmit={e => {
          e.preventDefault();
          void save();
        }}
        style={{ display: 'grid', gap: '0.85rem' }}
      >
        <p style={{ margin: 0 }}>The user's open sessions end; they sign in with the new password.</p>
        <Field id="reset-password" label="New password" error={show('password')}>
          {input('reset-password', password, setPassword, 'password')}
        </Field>
        <Field id="reset-confirm" label="Confirm password" error={show('confirmPassword')}>
          {input('reset-confirm', confirmPassword, setConfirm, 'confirmPassword')}
        </Field>
      </form>
    </Dialog>
  );
}
