/**
 * Projected data growth (spec 001 §9): the running monthly total over up to 15 years of history, and a
 * forecast 5 years ahead by least-squares linear regression on those monthly totals.
 */
import type { GrowthMonth } from '@fathom/sdk/api/stats';

export const HISTORY_MONTHS = 15 * 12;
export const FORECAST_MONTHS = 5 * 12;

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Monthly running totals with empty months filled, the last 15 years at most. */
export function monthlyTotals(growth: readonly GrowthMonth[]): { month: string; bytes: number }[] {
  const valid = growth.filter(g => /^\d{4}-\d{2}$/.test(g.month)).sort((a, b) => a.month.localeCompare(b.month));
  if (valid.length === 0) return [];
  const added = new Map<string, number>();
  for (const g of valid) added.set(g.month, (added.get(g.month) ?? 0) + g.bytes);
  const out: { month: string; bytes: number }[] = [];
  let total = 0;
  for (let m = valid[0].month; m <= valid[valid.length - 1].month; m = addMonths(m, 1)) out.push({ month: m, bytes: (total += added.get(m) ?? 0) });
  return out.slice(-HISTORY_MONTHS);
}

/** y = intercept + slope × x for x = 0, 1, 2, ... */
export function linearFit(values: readonly number[]): { slope: number; intercept: number } {
  const n = values.length;
  if (n === 0) return { slope: 0, intercept: 0 };
  if (n === 1) return { slope: 0, intercept: values[0] };
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  values.forEach((y, x) => {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
  });
  const slope = sxy / sxx;
  return { slope, intercept: meanY - slope * meanX };
}

export interface Projection {
  history: { month: string; bytes: number }[];
  forecast: { month: string; bytes: number }[];
  slopePerMonth: number;
}

/** The forecast starts the month after the last month of history; totals never go below zero. */
export function projectGrowth(growth: readonly GrowthMonth[]): Projection {
  const history = monthlyTotals(growth);
  if (history.length === 0) return { history, forecast: [], slopePerMonth: 0 };
  const { slope, intercept } = linearFit(history.map(h => h.bytes));
  const last = history[history.length - 1].month;
  const forecast = Array.from({ length: FORECAST_MONTHS }, (_, i) => ({
    month: addMonths(last, i + 1),
    bytes: Math.max(0, intercept + slope * (history.length + i)),
  }));
  return { history, forecast, slopePerMonth: slope };
}
