import type { TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

export default function ConfigurationTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-administration-configuration-empty" description={`Settings of this organisation, such as cross-client access, will appear here.`} />;
}
