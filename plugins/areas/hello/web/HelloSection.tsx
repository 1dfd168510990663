import type { SectionProps } from '@fathom/sdk/web';
import { SectionTabsView } from '@fathom/sdk/web/ui/SectionTabsView';

export default function HelloSection({ node, tab }: SectionProps) {
  return <SectionTabsView section="hello" title="Hello" node={node} tab={tab} />;
}
