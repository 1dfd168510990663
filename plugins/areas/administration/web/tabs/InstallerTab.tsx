import type { TabProps } from '@fathom/sdk/web';
import { NotYetAvailable } from '@fathom/sdk/web/ui/EmptyPanel';

export default function InstallerTab(_props: TabProps) {
  return (
    <NotYetAvailable
      testId="tab-administration-installer-empty"
      missing={`Downloadable installers are not built yet: on the machine to scan, start a collector with npx fathom collector --platform URL --activation-code CODE.`}
    />
  );
}
