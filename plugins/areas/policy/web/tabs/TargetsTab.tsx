import type { TabProps } from '../../../../../sdk/web';
import { EmptyPanel } from '../../../../../sdk/web/ui/EmptyPanel';

export default function TargetsTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-policy-targets-empty" description={`Target locations for exports and data actions will be listed here once they are added.`} />;
}
