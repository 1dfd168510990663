import type { TabProps } from '@fathom/sdk/web';
import { NotYetAvailable } from '@fathom/sdk/web/ui/EmptyPanel';

export default function BillingTab(_props: TabProps) {
  return <NotYetAvailable testId="tab-administration-billing-empty" missing={`Usage and billing figures are not built yet.`} />;
}
