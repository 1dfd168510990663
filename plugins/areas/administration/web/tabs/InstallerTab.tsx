import type { TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

export default function InstallerTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-administration-installer-empty" description={`Installers for collectors, aggregators and workers under ${node.name} will be offered here.`} />;
}
