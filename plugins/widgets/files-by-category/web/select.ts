/** Files by category: one bucket per file category of the subtree. */
import type { ChartBucket } from '@fathom/sdk/api/chart';
import type { NodeStats } from '@fathom/sdk/api/stats';

export function selectByCategory(stats: Pick<NodeStats, 'byCategory'>): ChartBucket[] {
  return stats.byCategory.map(b => ({ key: b.key, label: b.key || 'unknown', files: b.files, bytes: b.bytes }));
}
