import type { TabProps } from '@fathom/sdk/web';
import { classKind } from '@fathom/sdk/api';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';
import { TARGET_KIND } from '../sources/kinds';
import { ServicesEditor } from '../sources/ServicesEditor';
import { SOURCE_CLASSES } from './SourcesTab';

/** A collector's targets: where its data actions copy, move or export files (kept with its services in PID_SOURCES). */
export default function TargetsTab({ node }: TabProps) {
  if (!SOURCE_CLASSES.includes(classKind(node.classId))) {
    return (
      <EmptyPanel
        testId="tab-policy-targets-not-collector"
        title="Targets belong to collectors"
        description={`Files are written to a target by the collector that scanned them. Select an aggregator-collector or a collector under ${node.name} to see and edit its targets.`}
      />
    );
  }
  return <ServicesEditor node={node} kind={TARGET_KIND} />;
}
