import type { NodeActionDialogProps } from '@fathom/sdk/web';
import { InstallerDialog } from './InstallerDialog';

export default function AddAggregatorCollectorDialog({ node, onClose }: NodeActionDialogProps) {
  return <InstallerDialog title="Add aggregator-collector" parent={node} classes={['appagt']} onClose={onClose} />;
}
