/** Files by modification, last-accessed or creation date: the age buckets of that file time. */
import type { ChartBucket } from '@fathom/sdk/api/chart';
import { AGE_BUCKET_LABELS, AGE_BUCKETS, type AgeBucket, type NodeStats } from '@fathom/sdk/api/stats';

export type FileTime = 'modification' | 'lastAccessed' | 'creation';
const FIELD: Record<FileTime, 'byModifyAge' | 'byAccessAge' | 'byCreateAge'> = {
  modification: 'byModifyAge',
  lastAccessed: 'byAccessAge',
  creation: 'byCreateAge',
};

/** Buckets in the spec's order (under 1, 1-2, 2-3, 3-4, over 4 years, unknown), ranked so 'label' keeps that order. */
export function selectByAge(stats: Pick<NodeStats, 'byModifyAge' | 'byAccessAge' | 'byCreateAge'>, time: FileTime): ChartBucket[] {
  const found = new Map(stats[FIELD[time]].map(b => [b.key, b]));
  return AGE_BUCKETS.map((key, rank) => {
    const b = found.get(key);
    return { key, label: AGE_BUCKET_LABELS[key as AgeBucket], files: b?.files ?? 0, bytes: b?.bytes ?? 0, rank };
  });
}
