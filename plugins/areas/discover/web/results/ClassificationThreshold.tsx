/**
 * The threshold behind classifications where search shows or filters them: the policy's, as the widgets state it
 * (NodeStats.classificationMinConfidence of the node, read under the widgets' own query key). A file counts for a
 * classification, and a rule hit is recorded, only from this confidence on, so a user reading 'confidence 45 %'
 * or filtering by classification knows what was left out.
 */
import { SEARCH_COLUMNS } from '@fathom/sdk/api/search/columns';
import { confidenceThresholdText } from '@fathom/sdk/api/classification';
import type { NodeStats } from '@fathom/sdk/api/stats';
import { useNodeProperty } from '@fathom/sdk/web/widget-kit/useNodeProperty';

/** Columns read from the classifications of a file (classification, confidence, hits, rule). */
export function isClassificationColumn(name: string): boolean {
  return SEARCH_COLUMNS.find(c => c.name === name)?.group === 'classification';
}

export function ClassificationThreshold({ objectId, compact = false }: { objectId: string; compact?: boolean }) {
  const stats = useNodeProperty<NodeStats>(objectId, 'PID_STATS', { refresh: false });
  // Until the node's stats answer (or when they cannot be read) the default threshold is the one in force.
  const threshold = confidenceThresholdText(stats.data?.classificationMinConfidence);
  return compact ? (
    <small className="fx-discover-threshold" data-testid="classification-threshold" title="A file counts for a classification from this confidence on.">
      {threshold} (the policy's threshold)
    </small>
  ) : (
    <p className="fx-discover-threshold" role="note" data-testid="classification-threshold">
      Classifications: {threshold} (the policy's threshold). A file counts for a classification, and a rule hit is recorded, from this confidence on.
    </p>
  );
}
