import type { TabProps } from '../../../../../sdk/web';
import { EmptyPanel } from '../../../../../sdk/web/ui/EmptyPanel';

export default function SettingsTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-policy-settings-empty" description={`Indexing, classification, OCR and resource limits for ${node.name} will appear here.`} />;
}
