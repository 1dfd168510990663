/** The installer form in a dialog, as the tree's add and reinstall actions open it. */
import { Dialog } from 'primereact/dialog';
import type { TreeObject } from '@fathom/sdk/api';
import { InstallerForm } from './InstallerForm';

export function InstallerDialog(props: { title: string; parent?: TreeObject; classes?: string[]; device?: TreeObject; onClose(): void }) {
  const { title, onClose, ...form } = props;
  return (
    <Dialog visible header={title} onHide={onClose} style={{ width: '46rem', maxWidth: '95vw' }} modal>
      <p style={{ marginTop: 0 }}>
        {form.device ? (
          <>
            A new package for <strong>{form.device.name}</strong>: it carries a new activation code, and the device shows pending until it activates with it.
          </>
        ) : (
          <>
            The device is added under <strong>{form.parent?.name}</strong> and shows pending until its package is installed and started.
          </>
        )}
      </p>
      <InstallerForm {...form} onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}
