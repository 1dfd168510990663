/** Total data: files, size and directories under the node, with the top 3 extensions by size (spec 001 §9). */
import { formatCount, formatSize } from '@fathom/sdk/api/format';
import type { NodeStats } from '@fathom/sdk/api/stats';
import type { Figure } from '@fathom/sdk/web/widget-kit/Figures';

export const TOP_EXTENSIONS = 3;

export function totalDataFigures(stats: Pick<NodeStats, 'totals' | 'byExtension'>): Figure[] {
  const top = [...stats.byExtension].sort((a, b) => b.bytes - a.bytes).slice(0, TOP_EXTENSIONS);
  return [
    { label: 'Total size', value: formatSize(stats.totals.bytes), testId: 'total-size' },
    { label: 'Files', value: formatCount(stats.totals.files), testId: 'total-files' },
    { label: 'Directories', value: formatCount(stats.totals.directories) },
    ...(top.length
      ? [{ label: `Top ${TOP_EXTENSIONS} extensions`, value: top.map(e => e.key || 'unknown').join(', '), note: top.map(e => formatSize(e.bytes)).join(', ') }]
      : []),
  ];
}
