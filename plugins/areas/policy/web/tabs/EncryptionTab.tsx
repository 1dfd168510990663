import type { TabProps } from '../../../../../sdk/web';
import { EmptyPanel } from '../../../../../sdk/web/ui/EmptyPanel';

export default function EncryptionTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-policy-encryption-empty" description={`The encryption key in force for ${node.name} will appear here once one is set.`} />;
}
