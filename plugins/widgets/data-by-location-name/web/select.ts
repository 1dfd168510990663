/** Data by location name: one bucket per entry of PID_STATS.byLocation. */
import type { ChartBucket } from '@fathom/sdk/api/chart';
import { UNKNOWN, type NodeStats } from '@fathom/sdk/api/stats';

export function select(stats: Pick<NodeStats, 'byLocation'>): ChartBucket[] {
  return stats.byLocation.map(b => ({ key: b.key || UNKNOWN, label: b.key || UNKNOWN, files: b.files, bytes: b.bytes }));
}
