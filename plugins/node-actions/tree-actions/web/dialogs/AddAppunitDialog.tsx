/** Add aggregator unit under an aggregator or aggregator unit (spec 000 §4): the add-object dialog for that class. */
import type { NodeActionDialogProps } from '@fathom/sdk/web';
import { AddObjectForm } from './AddObjectDialog';

export default function AddAppunitDialog(props: NodeActionDialogProps) {
  return <AddObjectForm {...props} classId="appunit" />;
}
