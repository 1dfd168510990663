import type { TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

export default function ClientSearchTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-administration-clientsearch-empty" description={`Organisations matching your search will be listed here.`} />;
}
