import type { TabProps } from '@fathom/sdk/web';
import { NotYetAvailable } from '@fathom/sdk/web/ui/EmptyPanel';

export default function UpdatesTab(_props: TabProps) {
  return (
    <NotYetAvailable
      testId="tab-administration-updates-empty"
      missing={`Software updates from the console are not built yet: update by installing the new version of the server.`}
    />
  );
}
