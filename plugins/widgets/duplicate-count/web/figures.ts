/** Duplicate count: extra copies of identical content and the space they waste. */
import { formatCount, formatSize } from '@fathom/sdk/api/format';
import type { NodeStats } from '@fathom/sdk/api/stats';
import type { Figure } from '@fathom/sdk/web/widget-kit/Figures';

export function duplicateFigures(stats: Pick<NodeStats, 'totals' | 'duplicates'>): Figure[] {
  const share = stats.totals.bytes > 0 ? (stats.duplicates.wastedBytes / stats.totals.bytes) * 100 : 0;
  return [
    { label: 'Duplicate files', value: formatCount(stats.duplicates.files), testId: 'duplicate-files' },
    { label: 'Wasted space', value: formatSize(stats.duplicates.wastedBytes), note: `${share.toFixed(1)}% of all data`, testId: 'duplicate-bytes' },
  ];
}
