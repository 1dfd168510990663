/** Total digital waste (the waste estimator): data unused for over a year, duplicate copies and trivial data. */
import type { DashboardConfig } from '@fathom/sdk/api/dashboard';
import { formatCurrency, formatKg, resolveEsgConfig, wasteEstimate } from '@fathom/sdk/api/esg';
import { formatSize } from '@fathom/sdk/api/format';
import type { NodeStats } from '@fathom/sdk/api/stats';
import type { Figure } from '@fathom/sdk/web/widget-kit/Figures';

export function wasteFigures(stats: Pick<NodeStats, 'totals' | 'lastAccess' | 'duplicates' | 'byCategory'>, config: DashboardConfig | undefined): Figure[] {
  const cfg = resolveEsgConfig(config);
  const w = wasteEstimate(stats, cfg);
  const share = stats.totals.bytes > 0 ? (w.total.bytes / stats.totals.bytes) * 100 : 0;
  return [
    { label: 'Digital waste', value: formatSize(w.total.bytes), note: `${share.toFixed(1)}% of all data`, testId: 'waste-total' },
    { label: 'CO2 a year', value: formatKg(w.total.co2Kg), note: formatCurrency(w.total.co2Cost, cfg.currency), testId: 'waste-co2' },
    { label: 'Storage cost a year', value: formatCurrency(w.total.storageCost, cfg.currency), testId: 'waste-cost' },
  ];
}
