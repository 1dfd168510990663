/**
 * Data growth: new data per month, stacked by category (the top categories by amountOfResults, the rest
 * combined as 'Other' when asked). Basic data growth: the running total of data per month.
 */
import { OTHER_LABEL, type ChartDetails } from '@fathom/sdk/api/chart';
import type { GrowthMonth } from '@fathom/sdk/api/stats';
import type { SeriesData } from '@fathom/sdk/web/widget-kit/chart-options';

export const NEW_DATA = 'New data';

function months(growth: readonly GrowthMonth[], order: ChartDetails['order']): GrowthMonth[] {
  const sorted = [...growth].filter(g => /^\d{4}-\d{2}$/.test(g.month)).sort((a, b) => a.month.localeCompare(b.month));
  return order === 'descending' ? sorted.reverse() : sorted;
}

export function growthSeries(growth: readonly GrowthMonth[], details: Pick<ChartDetails, 'order' | 'amountOfResults' | 'combinedOtherResults'>): SeriesData {
  const list = months(growth, details.order);
  const categories = list.map(g => g.month);
  if (!list.some(g => g.byCategory && Object.keys(g.byCategory).length)) return { categories, series: [{ name: NEW_DATA, data: list.map(g => g.bytes) }] };
  const totals = new Map<string, number>();
  for (const g of list) for (const [k, v] of Object.entries(g.byCategory ?? {})) totals.set(k, (totals.get(k) ?? 0) + v);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k]) => k);
  const limit = details.amountOfResults === 'All' ? ranked.length : details.amountOfResults;
  const kept = ranked.slice(0, limit);
  const rest = ranked.slice(limit);
  const series = kept.map(name => ({ name, data: list.map(g => g.byCategory?.[name] ?? 0) }));
  if (rest.length && details.combinedOtherResults)
    series.push({ name: OTHER_LABEL, data: list.map(g => rest.reduce((s, k) => s + (g.byCategory?.[k] ?? 0), 0)) });
  return { categories, series };
}

/** Running total of bytes at the end of each month, oldest first. */
export function cumulativeGrowth(growth: readonly GrowthMonth[]): { month: string; bytes: number }[] {
  let total = 0;
  return months(growth, 'ascending').map(g => ({ month: g.month, bytes: (total += g.bytes) }));
}

/** Bytes added in the last `n` months of the series. */
export function addedInLast(growth: readonly GrowthMonth[], n: number): number {
  return months(growth, 'ascending')
    .slice(-n)
    .reduce((s, g) => s + g.bytes, 0);
}
