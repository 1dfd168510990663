/**
 * Add object (spec 000 §4): an object added by name under the node (POST /database/object), of a class the node
 * may hold and the user may create there: organisational unit, aggregator unit (add), group or contact (adm).
 * Name rules of spec 000 §5. With `classId` the dialog adds that class only (Add aggregator unit).
 */
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { ApiClient, NotificationService, PermissionService, TreeService, useService, type NodeActionDialogProps } from '@fathom/sdk/web';
import {
  ADD_OBJECT_LABELS,
  addableObjectClasses,
  API_PATHS,
  firstError,
  NOTHING_TO_ADD,
  objectNameSchema,
  type CreateObjectRequest,
  type TreeObject,
} from '@fathom/sdk/api';
import { SELECT_STYLE } from '@fathom/sdk/web/ui/select-style';

type AddClass = keyof typeof ADD_OBJECT_LABELS;

export function AddObjectForm({ node, onClose, classId }: NodeActionDialogProps & { classId?: AddClass }) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const tree = useService(TreeService);
  const permissions = useService(PermissionService);
  const classes = (classId ? [classId] : addableObjectClasses(node.classId, permissions.codesFor(node))) as AddClass[];
  const [kind, setKind] = useState<AddClass | undefined>(classes[0]);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = firstError(objectNameSchema, name);
  const title = classId ? `Add ${ADD_OBJECT_LABELS[classId].toLowerCase()}` : 'Add object';

  async function save() {
    setTouched(true);
    if (error || busy || !kind) return;
    setBusy(true);
    try {
      const body: CreateObjectRequest = { object: { parentId: node.objectId, name: name.trim(), classId: kind, tags: {} } };
      const created = await api.post<TreeObject | undefined>(API_PATHS.object, body);
      notifications.success('Object added');
      if (created && typeof created === 'object' && created.objectId && (kind === 'orgunit' || kind === 'appunit')) tree.insert(created);
      await tree.expand(node.objectId, true).catch(() => undefined);
      onClose();
    } catch {
      setBusy(false);
    }
  }

  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onClose} disabled={busy} />
      <Button type="submit" form="add-object-form" label="Add" icon="pi pi-plus" disabled={!kind || (touched && !!error) || busy} loading={busy} />
    </>
  );
  return (
    <Dialog visible header={title} onHide={onClose} footer={footer} style={{ width: '28rem', maxWidth: '95vw' }} modal>
      <form
        id="add-object-form"
        data-testid="add-object-form"
        onSubmit={e => {
          e.preventDefault();
          void save();
        }}
        style={{ display: 'grid', gap: '0.35rem' }}
      >
        <p style={{ margin: '0 0 0.5rem' }}>
          The new object is added under <strong>{node.name}</strong>.
        </p>
        {!kind ? (
          <p role="alert" data-testid="add-object-nothing">
            {NOTHING_TO_ADD}
          </p>
        ) : (
          <>
            {!classId && (
              <>
                <label htmlFor="add-object-class">Type</label>
                <select
                  id="add-object-class"
                  className="p-inputtext p-component"
                  value={kind}
                  disabled={busy}
                  onChange={e => setKind(e.target.value as AddClass)}
                  style={{ ...SELECT_STYLE, marginBottom: '0.5rem' }}
                >
                  {classes.map(c => (
                    <option key={c} value={c}>
                      {ADD_OBJECT_LABELS[c]}
                    </option>
                  ))}
                </select>
              </>
            )}
            <label htmlFor="add-object-name">Name</label>
            <InputText
              id="add-object-name"
              autoFocus
              value={name}
              maxLength={300}
              invalid={touched && !!error}
              onChange={e => {
                setName(e.target.value);
                setTouched(true);
              }}
              aria-describedby="add-object-name-error"
            />
            {touched && error && (
              <small id="add-object-name-error" role="alert" style={{ color: 'var(--red-600, #dc2626)' }}>
                {error}
              </small>
            )}
          </>
        )}
      </form>
    </Dialog>
  );
}

export default function AddObjectDialog(props: NodeActionDialogProps) {
  return <AddObjectForm {...props} />;
}
