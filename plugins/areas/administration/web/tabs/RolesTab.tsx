import type { TabProps } from '@fathom/sdk/web';
import { NotYetAvailable } from '@fathom/sdk/web/ui/EmptyPanel';

export default function RolesTab(_props: TabProps) {
  return (
    <NotYetAvailable
      testId="tab-administration-roles-empty"
      missing={`Roles are not built yet: permissions are granted to each user directly, in the Permissions tab.`}
    />
  );
}
