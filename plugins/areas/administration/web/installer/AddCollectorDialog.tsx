import type { NodeActionDialogProps } from '@fathom/sdk/web';
import { InstallerDialog } from './InstallerDialog';

export default function AddCollectorDialog({ node, onClose }: NodeActionDialogProps) {
  return <InstallerDialog title="Add collector" parent={node} classes={['agent']} onClose={onClose} />;
}
