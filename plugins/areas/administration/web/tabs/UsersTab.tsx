import type { TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

export default function UsersTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-administration-users-empty" description={`The users of this organisation will be listed here.`} />;
}
