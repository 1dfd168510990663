import type { TabProps } from '../../../../../sdk/web';
import { EmptyPanel } from '../../../../../sdk/web/ui/EmptyPanel';

export default function UsersTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-administration-users-empty" description={`The users of this organisation will be listed here.`} />;
}
