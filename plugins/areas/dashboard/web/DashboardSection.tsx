import type { SectionProps } from '../../../../sdk/web';
import { SectionTabsView } from '../../../../sdk/web/ui/SectionTabsView';

export default function DashboardSection({ node, tab }: SectionProps) {
  return <SectionTabsView section="dashboard" title="Dashboard" node={node} tab={tab} />;
}
