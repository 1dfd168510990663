import type { TabProps } from '../../../../../sdk/web';
import { EmptyPanel } from '../../../../../sdk/web/ui/EmptyPanel';

export default function RolesTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-administration-roles-empty" description={`Roles and their members will be listed here.`} />;
}
