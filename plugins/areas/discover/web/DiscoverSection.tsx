import type { SectionProps } from '@fathom/sdk/web';
import { SectionTabsView } from '@fathom/sdk/web/ui/SectionTabsView';

export default function DiscoverSection({ node, tab }: SectionProps) {
  return <SectionTabsView section="discover" title="Discover" node={node} tab={tab} />;
}
