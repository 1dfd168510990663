/** Data cleanup: what removing obsolete data, duplicate copies and trivial data would free and save each year. */
import type { DashboardConfig } from '@fathom/sdk/api/dashboard';
import { cleanupEstimate, formatCurrency, formatKg, formatYears, resolveEsgConfig, type Impact } from '@fathom/sdk/api/esg';
import { formatCount, formatSize } from '@fathom/sdk/api/format';
import type { NodeStats } from '@fathom/sdk/api/stats';
import type { Figure } from '@fathom/sdk/web/widget-kit/Figures';

export function cleanupFigures(
  stats: Pick<NodeStats, 'totals' | 'byModifyAge' | 'duplicates' | 'byCategory'>,
  config: DashboardConfig | undefined,
): { figures: Figure[]; trivialMissing: boolean } {
  const cfg = resolveEsgConfig(config);
  const c = cleanupEstimate(stats, cfg);
  const part = (label: string, i: Impact, testId: string): Figure => ({ label, value: formatSize(i.bytes), note: `${formatCount(i.files)} files`, testId });
  return {
    figures: [
      {
        label: 'Can be cleaned up',
        value: formatSize(c.total.bytes),
        note: `saves ${formatCurrency(c.total.storageCost, cfg.currency)} and ${formatKg(c.total.co2Kg)} CO2 a year`,
        testId: 'cleanup-total',
      },
      part(`Obsolete (${formatYears(cfg.oldData)} or more)`, c.obsolete, 'cleanup-obsolete'),
      part('Duplicate copies', c.duplicates, 'cleanup-duplicates'),
      ...(c.trivial ? [part('Trivial', c.trivial, 'cleanup-trivial')] : []),
    ],
    trivialMissing: !c.trivial,
  };
}
