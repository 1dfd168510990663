import type { TabProps } from '../../../../../sdk/web';
import { EmptyPanel } from '../../../../../sdk/web/ui/EmptyPanel';

export default function ConfigurationTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-administration-configuration-empty" description={`Settings of this organisation, such as cross-client access, will appear here.`} />;
}
