import type { TabProps } from '@fathom/sdk/web';
import { NotYetAvailable } from '@fathom/sdk/web/ui/EmptyPanel';

export default function ActionsTab({ node }: TabProps) {
  return <NotYetAvailable testId="tab-policy-actions-empty" missing={`Automatic data-action rules for ${node.name} are not built yet.`} />;
}
