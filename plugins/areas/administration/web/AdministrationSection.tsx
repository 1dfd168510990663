import type { SectionProps } from '@fathom/sdk/web';
import { SectionTabsView } from '@fathom/sdk/web/ui/SectionTabsView';

export default function AdministrationSection({ node, tab }: SectionProps) {
  return <SectionTabsView section="administration" title="Administration" node={node} tab={tab} />;
}
