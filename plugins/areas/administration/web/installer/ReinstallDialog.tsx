import type { NodeActionDialogProps } from '@fathom/sdk/web';
import { InstallerDialog } from './InstallerDialog';

export default function ReinstallDialog({ node, onClose }: NodeActionDialogProps) {
  return <InstallerDialog title={`Reinstall ${node.name}`} device={node} onClose={onClose} />;
}
