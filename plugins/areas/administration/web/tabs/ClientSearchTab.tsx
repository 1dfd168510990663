import type { TabProps } from '@fathom/sdk/web';
import { NotYetAvailable } from '@fathom/sdk/web/ui/EmptyPanel';

export default function ClientSearchTab(_props: TabProps) {
  return (
    <NotYetAvailable
      testId="tab-administration-clientsearch-empty"
      missing={`Searching organisations is not built yet: the organisations you can reach are listed in the navigation tree.`}
    />
  );
}
