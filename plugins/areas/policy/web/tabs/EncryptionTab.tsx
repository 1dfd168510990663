import type { TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

export default function EncryptionTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-policy-encryption-empty" description={`The encryption key in force for ${node.name} will appear here once one is set.`} />;
}
