import type { TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

export default function TargetsTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-policy-targets-empty" description={`Target locations for exports and data actions will be listed here once they are added.`} />;
}
