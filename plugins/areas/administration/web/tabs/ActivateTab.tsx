import type { TabProps } from '@fathom/sdk/web';
import { NotYetAvailable } from '@fathom/sdk/web/ui/EmptyPanel';

export default function ActivateTab(_props: TabProps) {
  return (
    <NotYetAvailable
      testId="tab-administration-activate-empty"
      missing={`Activating waiting devices from here is not built yet: a remote collector is activated on its own machine with npx fathom collector --platform URL --activation-code CODE.`}
    />
  );
}
