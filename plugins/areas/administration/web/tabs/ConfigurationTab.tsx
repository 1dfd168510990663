import type { TabProps } from '@fathom/sdk/web';
import { NotYetAvailable } from '@fathom/sdk/web/ui/EmptyPanel';

export default function ConfigurationTab({ node }: TabProps) {
  return (
    <NotYetAvailable
      testId="tab-administration-configuration-empty"
      missing={`Editing the settings of ${node.name}, such as cross-client access, is not built yet.`}
    />
  );
}
