import type { TabProps } from '@fathom/sdk/web';
import { classKind } from '@fathom/sdk/api';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';
import { SourcesEditor } from '../sources/SourcesEditor';

/** Classes whose own sources are scanned: the collectors. */
export const SOURCE_CLASSES = ['appagt', 'agent'];

export default function SourcesTab({ node }: TabProps) {
  if (!SOURCE_CLASSES.includes(classKind(node.classId))) {
    return (
      <EmptyPanel
        testId="tab-policy-sources-not-collector"
        title="Sources belong to collectors"
        description={`${node.name} does not scan by itself. Select an aggregator-collector or a collector in the tree to see and edit what it scans.`}
      />
    );
  }
  return <SourcesEditor node={node} />;
}
