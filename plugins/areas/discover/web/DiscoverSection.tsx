import type { SectionProps } from '../../../../sdk/web';
import { SectionTabsView } from '../../../../sdk/web/ui/SectionTabsView';

export default function DiscoverSection({ node, tab }: SectionProps) {
  return <SectionTabsView section="discover" title="Discover" node={node} tab={tab} />;
}
