import type { TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

export default function ActionsTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-policy-actions-empty" description={`Automatic data-action rules for ${node.name} will be listed here.`} />;
}
