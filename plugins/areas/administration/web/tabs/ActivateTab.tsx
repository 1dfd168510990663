import type { TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

export default function ActivateTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-administration-activate-empty" description={`Devices waiting for activation under ${node.name} will appear here.`} />;
}
