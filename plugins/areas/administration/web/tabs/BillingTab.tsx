import type { TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

export default function BillingTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-administration-billing-empty" description={`Usage and billing figures will appear here once billing is set up.`} />;
}
