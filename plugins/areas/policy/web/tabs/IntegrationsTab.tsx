import type { TabProps } from '@fathom/sdk/web';
import { NotYetAvailable } from '@fathom/sdk/web/ui/EmptyPanel';

export default function IntegrationsTab(_props: TabProps) {
  return <NotYetAvailable testId="tab-policy-integrations-empty" missing={`Transform integrations are not built yet.`} />;
}
