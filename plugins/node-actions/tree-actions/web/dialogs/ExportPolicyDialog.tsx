/** Export policy (spec 000 §4, §5): the file name is required; the file holds the node's sections and exportInfo. */
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { ApiClient, AuthService, NotificationService, useOptionalService, useService, type NodeActionDialogProps } from '@fathom/sdk/web';
import { MESSAGES } from '@fathom/sdk/api';
import { exportFileName, policyExport, readPolicySections } from '../policy-export';

export default function ExportPolicyDialog({ node, onClose }: NodeActionDialogProps) {
  const api = useService(ApiClient);
  const auth = useOptionalService(AuthService);
  const notifications = useService(NotificationService);
  const [fileName, setFileName] = useState(`policy-${node.name}`.replace(/[^\w.-]+/g, '-'));
  const [busy, setBusy] = useState(false);
  const error = fileName.trim() ? null : MESSAGES.required;

  async function exportPolicy() {
    if (error || busy) return;
    setBusy(true);
    try {
      const file = policyExport(await readPolicySections(api, node.objectId), auth?.config?.version ?? '');
      const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = exportFileName(fileName);
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      onClose();
    } catch (e) {
      notifications.error((e as Error).message);
      setBusy(false);
    }
  }

  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onClose} disabled={busy} />
      <Button type="submit" form="export-policy-form" label="Export" icon="pi pi-upload" disabled={!!error || busy} loading={busy} />
    </>
  );
  return (
    <Dialog visible header={`Export policy of ${node.name}`} onHide={onClose} footer={footer} style={{ width: '28rem', maxWidth: '95vw' }} modal>
      <form
        id="export-policy-form"
        onSubmit={e => {
          e.preventDefault();
          void exportPolicy();
        }}
        style={{ display: 'grid', gap: '0.35rem' }}
      >
        <label htmlFor="export-policy-file">File name</label>
        <InputText id="export-policy-file" autoFocus value={fileName} invalid={!!error} onChange={e => setFileName(e.target.value)} />
        {error && (
          <small role="alert" style={{ color: 'var(--red-600, #dc2626)' }}>
            {error}
          </small>
        )}
      </form>
    </Dialog>
  );
}
