import type { SectionProps } from '../../../../sdk/web';
import { SectionTabsView } from '../../../../sdk/web/ui/SectionTabsView';

export default function AdministrationSection({ node, tab }: SectionProps) {
  return <SectionTabsView section="administration" title="Administration" node={node} tab={tab} />;
}
