/**
 * Add organisation (spec 000 §4, adm): a client under the node, its name 5 to 32 letters, numbers and hyphens and
 * unique, with its first administrator (activated, or invited) who joins the default role 'admin'.
 */
import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { ApiClient, NotificationService, TreeService, useService, type NodeActionDialogProps } from '@fathom/sdk/web';
import {
  addOrganisationSchema,
  ORGANISATION_NAME,
  organisationNameNote,
  PEOPLE_PATHS,
  type AddOrganisationRequest,
  type AddOrganisationResponse,
  type CreateUserForm,
} from '@fathom/sdk/api/people';
import { createUserFormSchema } from '@fathom/sdk/api/people';
import { Field } from './Field';
import { formErrors } from './form-errors';
import { createUserOptions, EMPTY_USER, UserFields } from './UserFields';

export default function AddOrganisationDialog({ node, onClose }: NodeActionDialogProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const tree = useService(TreeService);
  const [name, setName] = useState('');
  const [admin, setAdmin] = useState<CreateUserForm>(EMPTY_USER);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const nameError = useMemo(() => formErrors(addOrganisationSchema.pick(['name']), { name }).name, [name]);
  const adminErrors = useMemo(() => formErrors(createUserFormSchema, admin), [admin]);
  const note = name.trim() ? organisationNameNote(name) : null;

  async function save() {
    setTouched({ orgName: true, name: true, email: true, phone: true, userId: true, password: true, confirmPassword: true });
    if (nameError || Object.keys(adminErrors).length || busy) return;
    setBusy(true);
    try {
      const body: AddOrganisationRequest = {
        parentId: node.objectId,
        name: name.trim(),
        admin: { name: admin.name.trim(), ...createUserOptions(admin) } as AddOrganisationRequest['admin'],
      };
      const created = await api.post<AddOrganisationResponse>(PEOPLE_PATHS.organisation, body);
      notifications.success('Object added');
      if (created?.client?.objectId) tree.insert(created.client);
      await tree.expand(node.objectId, true).catch(() => undefined);
      onClose();
    } catch {
      setBusy(false); // the api client has shown the error
    }
  }

  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onClose} disabled={busy} />
      <Button type="submit" form="add-organisation-form" label="Add organisation" icon="pi pi-building" loading={busy} />
    </>
  );
  return (
    <Dialog visible header="Add organisation" onHide={onClose} footer={footer} style={{ width: '36rem', maxWidth: '95vw' }} modal>
      <form
        id="add-organisation-form"
        noValidate
        onSubmit={e => {
          e.preventDefault();
          void save();
        }}
        style={{ display: 'grid', gap: '1rem' }}
      >
        <p style={{ margin: 0 }}>
          The organisation is added under <strong>{node.name}</strong>.
        </p>
        <Field
          id="organisation-name"
          label="Organisation name"
          error={touched.orgName && nameError !== note ? nameError : null}
          hint={
            note ? (
              <small role="note" style={{ color: 'var(--orange-700, #c2410c)' }}>
                {note}
              </small>
            ) : (
              <small style={{ color: 'var(--text-color-secondary, #64748b)' }}>
                {ORGANISATION_NAME.min} to {ORGANISATION_NAME.max} letters, numbers and hyphens; unique on the platform.
              </small>
            )
          }
        >
          <InputText
            id="organisation-name"
            autoFocus
            value={name}
            maxLength={64}
            invalid={!!touched.orgName && !!nameError}
            onChange={e => (setName(e.target.value), setTouched(t => ({ ...t, orgName: true })))}
          />
        </Field>
        <fieldset style={{ border: '1px solid var(--surface-border, #e2e8f0)', borderRadius: 6, padding: '0.75rem 1rem' }}>
          <legend style={{ padding: '0 0.35rem' }}>First administrator</legend>
          <UserFields
            prefix="org-admin"
            value={admin}
            errors={adminErrors}
            touched={touched}
            onChange={(v, f) => (setAdmin(v), setTouched(t => ({ ...t, [f]: true })))}
          />
        </fieldset>
      </form>
    </Dialog>
  );
}
