/**
 * Add static worker (spec 000 §2 add worker dialog, §3 Worker request, §5): a worker process for the collector or
 * aggregator it is added to. POST /database/addWorker adds the node pending activation and answers its package;
 * once started, the worker activates and runs the tasks of that node beside it.
 */
import { useId, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { ApiClient, NotificationService, TreeService, useService, type NodeActionDialogProps } from '@fathom/sdk/web';
import { DEFAULT_INSTALLER_FILE, INSTALLER_PATHS, osOfUserAgent } from '@fathom/sdk/api';
import { save } from './InstallerForm';
import { changedWorker, initialWorkerValues, toWorkerRequest, workerErrorsOf, type WorkerValues } from './workerValues';
import { SELECT_STYLE } from '@fathom/sdk/web/ui/select-style';

const OS_LABELS: Record<string, string> = { windows: 'Windows', linux: 'Linux', osx: 'macOS' };
const LABELS: Record<keyof WorkerValues, string> = {
  name: 'Name',
  ostype: 'Platform',
  bindTo: 'Bind to address',
  workerPort: 'Worker port',
  fulldir: 'Data folder',
};

export default function AddStaticWorkerDialog({ node, onClose }: NodeActionDialogProps) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const tree = useService(TreeService);
  const os = useMemo(() => osOfUserAgent(typeof navigator === 'undefined' ? '' : navigator.userAgent), []);
  const [values, setValues] = useState<WorkerValues>(() => initialWorkerValues(os));
  const [touched, setTouched] = useState<Partial<Record<keyof WorkerValues, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const uid = useId();
  const idOf = (f: keyof WorkerValues) => `worker-${f}${uid}`;
  const errors = workerErrorsOf(values);
  const shown = (f: keyof WorkerValues) => (touched[f] ? errors[f] : undefined);
  const set = (f: keyof WorkerValues, value: string) => {
    setValues(v => changedWorker(v, f, value));
    setTouched(t => ({ ...t, [f]: true }));
  };

  async function download() {
    setTouched({ name: true, ostype: true, bindTo: true, workerPort: true, fulldir: true });
    setFailure(null);
    if (Object.keys(errors).length > 0 || busy) return;
    setBusy(true);
    try {
      const file = await api.download(INSTALLER_PATHS.addWorker, toWorkerRequest(values, node.objectId), { suppressError: true });
      save(file.blob, file.fileName ?? DEFAULT_INSTALLER_FILE);
      notifications.success('Object added');
      await tree.expand(node.objectId, true).catch(() => undefined);
      onClose();
    } catch (e) {
      setFailure((e as Error).message);
      setBusy(false);
    }
  }

  const field = (f: keyof WorkerValues) => (
    <div style={{ display: 'grid', gap: '0.25rem', alignContent: 'start' }}>
      <label htmlFor={idOf(f)}>{LABELS[f]}</label>
      {f === 'ostype' ? (
        <select
          id={idOf(f)}
          className="p-inputtext p-component"
          value={values.ostype}
          disabled={busy}
          onChange={e => set('ostype', e.target.value)}
          style={SELECT_STYLE}
        >
          {Object.entries(OS_LABELS).map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <InputText
          id={idOf(f)}
          value={values[f]}
          disabled={busy}
          invalid={!!shown(f)}
          onChange={e => set(f, e.target.value)}
          aria-describedby={shown(f) ? `${idOf(f)}-error` : undefined}
        />
      )}
      {shown(f) && (
        <small role="alert" id={`${idOf(f)}-error`} style={{ color: 'var(--red-600, #dc2626)' }}>
          {shown(f)}
        </small>
      )}
    </div>
  );

  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onClose} disabled={busy} />
      <Button type="submit" form={`add-worker-form${uid}`} label="Download" icon="pi pi-download" loading={busy} disabled={busy} />
    </>
  );
  return (
    <Dialog visible header="Add static worker" onHide={onClose} footer={footer} style={{ width: '40rem', maxWidth: '95vw' }} modal>
      <form
        id={`add-worker-form${uid}`}
        data-testid="add-worker-form"
        onSubmit={e => {
          e.preventDefault();
          void download();
        }}
      >
        <p style={{ marginTop: 0 }}>
          The worker is added under <strong>{node.name}</strong> and runs its tasks once its package is installed and started; it shows pending until then.
        </p>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: '0.6rem 1rem' }}>
          {field('name')}
          {field('ostype')}
          {field('bindTo')}
          {field('workerPort')}
          {field('fulldir')}
        </div>
        {failure && (
          <p role="alert" data-testid="add-worker-error" style={{ color: 'var(--red-600, #dc2626)' }}>
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}
