import type { TabProps } from '@fathom/sdk/web';
import { classKind } from '@fathom/sdk/api';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';
import { INTEGRATION_KIND } from '../sources/kinds';
import { ServicesEditor } from '../sources/ServicesEditor';
import { SOURCE_CLASSES } from './SourcesTab';

/** A collector's transform services (spec 001 §3: transform-type policies hold an integrations list), e.g. text output. */
export default function IntegrationsTab({ node }: TabProps) {
  if (!SOURCE_CLASSES.includes(classKind(node.classId))) {
    return (
      <EmptyPanel
        testId="tab-policy-integrations-not-collector"
        title="Integrations belong to collectors"
        description={`A transform runs on the files a collector scanned. Select an aggregator-collector or a collector under ${node.name} to see and edit its integrations.`}
      />
    );
  }
  return <ServicesEditor node={node} kind={INTEGRATION_KIND} />;
}
