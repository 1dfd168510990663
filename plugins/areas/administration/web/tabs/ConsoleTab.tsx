import type { TabProps } from '../../../../../sdk/web';
import { EmptyPanel } from '../../../../../sdk/web/ui/EmptyPanel';

export default function ConsoleTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-administration-console-empty" description={`The command console of this device will appear here once it is online.`} />;
}
