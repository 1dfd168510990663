/** Administration › Installer: a new device under the active node, or a new package for the active device. */
import type { TabProps } from '@fathom/sdk/web';
import { actionAppliesToClass, creationRefusal, INSTALLER_CLASSES } from '@fathom/sdk/api';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';
import { CLASS_LABELS, InstallerForm } from '../installer/InstallerForm';

export default function InstallerTab({ node }: TabProps) {
  const classes = INSTALLER_CLASSES.filter(c => creationRefusal(node.classId, c) === null);
  if (classes.length > 0)
    return (
      <section data-testid="installer-tab" style={{ padding: '0.5rem 0' }}>
        <p style={{ marginTop: 0 }}>
          Download an installer for a new {classes.map(c => CLASS_LABELS[c].toLowerCase()).join(' or ')} under <strong>{node.name}</strong>. The device shows
          pending in the tree until its package is started on the machine.
        </p>
        <InstallerForm key={node.objectId} parent={node} classes={classes} />
      </section>
    );
  if (actionAppliesToClass('reinstall', node.classId))
    return (
      <section data-testid="installer-tab" style={{ padding: '0.5rem 0' }}>
        <p style={{ marginTop: 0 }}>
          Download a new package for <strong>{node.name}</strong>: it carries a new activation code.
        </p>
        <InstallerForm key={node.objectId} device={node} />
      </section>
    );
  return <EmptyPanel icon="pi pi-download" title="No installer here" description={`No device can be added under a ${node.classId}.`} />;
}
