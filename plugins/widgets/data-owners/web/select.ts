/** Data owners: one bucket per entry of PID_STATS.byOwner. */
import type { ChartBucket } from '@fathom/sdk/api/chart';
import { UNKNOWN, type NodeStats } from '@fathom/sdk/api/stats';

export function select(stats: Pick<NodeStats, 'byOwner'>): ChartBucket[] {
  return stats.byOwner.map(b => ({ key: b.key || UNKNOWN, label: b.key || UNKNOWN, files: b.files, bytes: b.bytes }));
}
