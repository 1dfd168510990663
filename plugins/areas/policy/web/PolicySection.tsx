import type { SectionProps } from '@fathom/sdk/web';
import { SectionTabsView } from '@fathom/sdk/web/ui/SectionTabsView';

export default function PolicySection({ node, tab }: SectionProps) {
  return <SectionTabsView section="policy" title="Policy" node={node} tab={tab} />;
}
