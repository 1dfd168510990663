/**
 * ESG: the yearly footprint of all data and of obsolete data (not modified for `oldData` years) and trivial
 * data, in kg of CO2, its price and the storage cost, in the configured currency.
 */
import { formatCurrency, formatKg, formatYears, impactOf, obsoleteData, resolveEsgConfig, trivialData, type Impact } from '@fathom/sdk/api/esg';
import type { DashboardConfig } from '@fathom/sdk/api/dashboard';
import { formatSize } from '@fathom/sdk/api/format';
import type { NodeStats } from '@fathom/sdk/api/stats';
import type { Figure } from '@fathom/sdk/web/widget-kit/Figures';

export interface EsgView {
  figures: Figure[];
  trivialMissing: boolean;
}

function impactFigure(label: string, impact: Impact, currency: 'dollar' | 'euro', testId: string): Figure {
  return {
    label,
    value: formatKg(impact.co2Kg),
    note: `${formatSize(impact.bytes)} · CO2 ${formatCurrency(impact.co2Cost, currency)} · storage ${formatCurrency(impact.storageCost, currency)} a year`,
    testId,
  };
}

export function esgView(stats: Pick<NodeStats, 'totals' | 'byModifyAge' | 'byCategory'>, config: DashboardConfig | undefined): EsgView {
  const cfg = resolveEsgConfig(config);
  const all = impactOf({ files: stats.totals.files, bytes: stats.totals.bytes }, cfg);
  const obsolete = impactOf(obsoleteData(stats, cfg), cfg);
  const trivial = trivialData(stats, cfg);
  const figures = [
    impactFigure('All data, CO2 a year', all, cfg.currency, 'esg-all'),
    impactFigure(`Obsolete (not modified for ${formatYears(cfg.oldData)})`, obsolete, cfg.currency, 'esg-obsolete'),
    ...(trivial ? [impactFigure('Trivial data', impactOf(trivial, cfg), cfg.currency, 'esg-trivial')] : []),
  ];
  return { figures, trivialMissing: !trivial };
}
