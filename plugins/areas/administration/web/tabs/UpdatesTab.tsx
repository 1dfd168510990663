import type { TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

export default function UpdatesTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-administration-updates-empty" description={`Available software updates and the update channel will appear here.`} />;
}
