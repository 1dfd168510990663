import type { TabProps } from '@fathom/sdk/web';
import { NotYetAvailable } from '@fathom/sdk/web/ui/EmptyPanel';

export default function UsersTab({ node }: TabProps) {
  return (
    <NotYetAvailable
      testId="tab-administration-users-empty"
      missing={`Listing, inviting and editing the users of ${node.name} is not built yet. Users are created through the API (POST /database/object with classId user).`}
    />
  );
}
