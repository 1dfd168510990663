import type { TabProps } from '@fathom/sdk/web';
import { NotYetAvailable } from '@fathom/sdk/web/ui/EmptyPanel';

export default function TargetsTab(_props: TabProps) {
  return (
    <NotYetAvailable
      testId="tab-policy-targets-empty"
      missing={`Target locations for data actions are not built yet: export locations are managed from the export dialog of Discover.`}
    />
  );
}
