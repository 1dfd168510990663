/** Move a node under another (PUT /database/object with a new parentId); targets follow sdk/api moveTargetRefusal. */
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ApiClient, NotificationService, TreeService, useService, type NodeActionDialogProps } from '@fathom/sdk/web';
import { API_PATHS, moveTargetRefusal, type MoveCandidate, type UpdateObjectRequest } from '@fathom/sdk/api';
import { MoveTargetList, useAnyMoveTarget } from './MoveTargetList';

export default function MoveDialog({ node, onClose }: NodeActionDialogProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const tree = useService(TreeService);
  const [target, setTarget] = useState<MoveCandidate | null>(null);
  const [busy, setBusy] = useState(false);
  const moved: MoveCandidate = { objectId: node.objectId, classId: node.classId, parentId: node.parentId, ancestorIds: node.ancestorIds };
  const refusal = moveTargetRefusal(moved, target);
  const anyTarget = useAnyMoveTarget(moved);
  const targetName = target ? (tree.node(target.objectId)?.name ?? '') : '';

  async function move() {
    if (refusal || !target || busy) return;
    setBusy(true);
    try {
      const body: UpdateObjectRequest = { object: { objectId: node.objectId, parentId: target.objectId } };
      await api.put(API_PATHS.object, body);
      notifications.success('Object moved');
      await tree.refresh(node.objectId).catch(() => undefined);
      if (tree.node(target.objectId)) await tree.expand(target.objectId, true).catch(() => undefined);
      onClose();
    } catch {
      setBusy(false);
    }
  }

  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onClose} disabled={busy} />
      <Button type="button" label="Move" icon="pi pi-arrows-alt" disabled={!!refusal || busy} loading={busy} onClick={() => void move()} />
    </>
  );
  return (
    <Dialog visible header={`Move ${node.name}`} onHide={onClose} footer={footer} style={{ width: '44rem', maxWidth: '95vw' }} modal>
      <div style={{ display: 'grid', gap: '0.75rem' }}>
        {anyTarget === 'none' ? (
          <p role="status" data-testid="move-nowhere" style={{ margin: 0 }}>
            <i className="pi pi-info-circle" aria-hidden="true" /> None of the places you can reach can receive <strong>{node.name}</strong>: a node cannot go
            into itself, below itself, into its current parent or into a sibling, and each kind of node goes only under certain others. Someone with access
            higher in the tree can move it.
          </p>
        ) : (
          <>
            <p style={{ margin: 0 }}>
              Choose where to move <strong>{node.name}</strong>. Greyed items cannot receive it; hover one to see why.
            </p>
            <MoveTargetList moved={moved} selectedId={target?.objectId ?? null} onSelect={setTarget} />
          </>
        )}
        <p aria-live="polite" style={{ margin: 0, minHeight: '1.25rem' }}>
          {target && !refusal ? `Move to ${targetName || target.objectId}` : ''}
        </p>
      </div>
    </Dialog>
  );
}
