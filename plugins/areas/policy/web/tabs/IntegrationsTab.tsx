import type { TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

export default function IntegrationsTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-policy-integrations-empty" description={`Transform integrations configured for ${node.name} will be listed here.`} />;
}
