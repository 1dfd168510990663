import type { NodeActionDialogProps } from '@fathom/sdk/web';
import { InstallerDialog } from './InstallerDialog';

export default function AddAggregatorDialog({ node, onClose }: NodeActionDialogProps) {
  return <InstallerDialog title="Add aggregator" parent={node} classes={['appliance']} onClose={onClose} />;
}
