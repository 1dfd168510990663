import type { TabProps } from '@fathom/sdk/web';
import { NotYetAvailable } from '@fathom/sdk/web/ui/EmptyPanel';

export default function EncryptionTab(_props: TabProps) {
  return (
    <NotYetAvailable
      testId="tab-policy-encryption-empty"
      missing={`Encryption keys are not built yet: content can be signed (Policy, Sources, signing) but is not encrypted.`}
    />
  );
}
