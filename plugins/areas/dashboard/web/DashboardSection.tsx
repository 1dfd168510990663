import type { SectionProps } from '@fathom/sdk/web';
import { SectionTabsView } from '@fathom/sdk/web/ui/SectionTabsView';

export default function DashboardSection({ node, tab }: SectionProps) {
  return <SectionTabsView section="dashboard" title="Dashboard" node={node} tab={tab} />;
}
