/** Files by classification: one bucket per classification, 'Unclassified' for files without one. */
import type { ChartBucket } from '@fathom/sdk/api/chart';
import type { NodeStats } from '@fathom/sdk/api/stats';

export function selectByClassification(stats: Pick<NodeStats, 'byClassification'>): ChartBucket[] {
  return stats.byClassification.map(b => ({ key: b.key, label: b.key, files: b.files, bytes: b.bytes }));
}
