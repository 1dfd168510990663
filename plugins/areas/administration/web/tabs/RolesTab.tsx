import type { TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

export default function RolesTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-administration-roles-empty" description={`Roles and their members will be listed here.`} />;
}
