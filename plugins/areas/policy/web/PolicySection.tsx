import type { SectionProps } from '../../../../sdk/web';
import { SectionTabsView } from '../../../../sdk/web/ui/SectionTabsView';

export default function PolicySection({ node, tab }: SectionProps) {
  return <SectionTabsView section="policy" title="Policy" node={node} tab={tab} />;
}
