/** Last accessed: data not opened for over 1 year and over 5 years (spec 001 §9 last-accessed buckets). */
import { formatCount, formatSize } from '@fathom/sdk/api/format';
import type { NodeStats } from '@fathom/sdk/api/stats';
import type { Figure } from '@fathom/sdk/web/widget-kit/Figures';

const pct = (part: number, whole: number) => `${whole > 0 ? ((part / whole) * 100).toFixed(1) : '0.0'}%`;

export function lastAccessedFigures(stats: Pick<NodeStats, 'totals' | 'lastAccess'>): Figure[] {
  const { olderThan1Year: one, olderThan5Years: five } = stats.lastAccess;
  return [
    {
      label: 'Older than 1 year',
      value: formatSize(one.bytes),
      note: `${formatCount(one.files)} files, ${pct(one.bytes, stats.totals.bytes)} of all data`,
      testId: 'older-1',
    },
    {
      label: 'Older than 5 years',
      value: formatSize(five.bytes),
      note: `${formatCount(five.files)} files, ${pct(five.bytes, stats.totals.bytes)} of all data`,
      testId: 'older-5',
    },
  ];
}
