import type { TabProps } from '@fathom/sdk/web';
import { NotYetAvailable } from '@fathom/sdk/web/ui/EmptyPanel';

export default function ConsoleTab({ node }: TabProps) {
  return <NotYetAvailable testId="tab-administration-console-empty" missing={`The command console of ${node.name} is not built yet.`} />;
}
