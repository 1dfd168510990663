/**
 * Delete confirmation (spec 000 §4–5): a checkbox must be ticked. When the server answers HasChildren the node
 * is flagged and the dialog asks to confirm removal of the children, then retries with removeChildren.
 */
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { ApiClient, NotificationService, TreeService, useService, type NodeActionDialogProps } from '@fathom/sdk/web';
import { API_PATHS, ApiError, ERROR_NAMES, type DeleteObjectRequest } from '@fathom/sdk/api';

export default function DeleteDialog({ node, onClose }: NodeActionDialogProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const tree = useService(TreeService);
  const [confirmed, setConfirmed] = useState(false);
  const [hasChildren, setHasChildren] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    if (!confirmed || busy) return;
    setBusy(true);
    const request: DeleteObjectRequest = { objectId: node.objectId, ...(hasChildren ? { options: { removeChildren: true } } : {}) };
    try {
      await api.delete(API_PATHS.object, request as unknown as Record<string, unknown>, { suppressError: true });
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && e.errorName === ERROR_NAMES.hasChildren && !hasChildren) {
        setHasChildren(true);
        setConfirmed(false);
        return;
      }
      notifications.error((e as Error).message);
      return;
    }
    const parentId = node.parentId;
    tree.remove(node.objectId);
    if (parentId && tree.node(parentId)) void tree.refresh(parentId).catch(() => undefined);
    notifications.success('Object removed');
    onClose();
  }

  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onClose} disabled={busy} />
      <Button
        type="button"
        label={hasChildren ? 'Delete with children' : 'Delete'}
        icon="pi pi-trash"
        severity="danger"
        disabled={!confirmed || busy}
        loading={busy}
        onClick={() => void remove()}
      />
    </>
  );
  return (
    <Dialog visible header={`Delete ${node.name}`} onHide={onClose} footer={footer} style={{ width: '30rem', maxWidth: '95vw' }} modal>
      <div style={{ display: 'grid', gap: '0.75rem' }} data-testid="delete-dialog" data-has-children={hasChildren}>
        {hasChildren ? (
          <Message severity="warn" text={`${node.name} has child objects. Deleting it also deletes everything below it.`} />
        ) : (
          <p style={{ margin: 0 }}>
            Delete <strong>{node.name}</strong>? This cannot be undone.
          </p>
        )}
        <label style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
          <Checkbox inputId="delete-confirm" checked={confirmed} onChange={e => setConfirmed(!!e.checked)} />
          {hasChildren ? 'I confirm the removal of all its children' : `I confirm that ${node.name} will be deleted`}
        </label>
      </div>
    </Dialog>
  );
}
