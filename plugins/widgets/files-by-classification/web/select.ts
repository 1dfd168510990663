/** Files by classification: one bucket per classification, 'Unclassified' for files without one. */
import type { ChartBucket } from '@fathom/sdk/api/chart';
import { confidenceThresholdText } from '@fathom/sdk/api/classification';
import type { NodeStats } from '@fathom/sdk/api/stats';

export function selectByClassification(stats: Pick<NodeStats, 'byClassification'>): ChartBucket[] {
  return stats.byClassification.map(b => ({ key: b.key, label: b.key, files: b.files, bytes: b.bytes }));
}

/** The threshold behind the counts, the same the policy, search and the other widgets use. */
export function classificationCaption(stats: Pick<NodeStats, 'classificationMinConfidence'>): string {
  return `${confidenceThresholdText(stats.classificationMinConfidence)} (the policy's threshold)`;
}
