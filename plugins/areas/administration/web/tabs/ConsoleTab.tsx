import type { TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

export default function ConsoleTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-administration-console-empty" description={`The command console of this device will appear here once it is online.`} />;
}
