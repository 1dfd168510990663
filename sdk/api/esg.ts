/**
 * ESG and waste estimator formulas (spec 001 §3, §9). All estimates are per year and expressed in TB of
 * 1024^4 bytes:
 *   CO2 (kg)        = TB × kgsOfCo2
 *   CO2 cost        = CO2 (kg) × selectedCurrencyCost        (the price of one kg of CO2)
 *   storage cost    = TB × storageCost                        (the price of one TB stored for a year)
 * A new configuration starts from the estimator's values (2000 kg per TB, storage 10); a stored configuration
 * that lacks a value falls back to 280 kg per TB and storage 384. Obsolete data for the ESG widget is data not
 * modified for `oldData` years (default 2); the waste estimator counts data not accessed for over 1 year.
 * Without personal-data classifications, 0.23 of the documents' size is assumed to be personal data.
 */
import type { Currency, DashboardConfig } from './dashboard';
import { BYTES_PER_TB } from './format';
import { olderThan, type NodeStats } from './stats';

/** What a new configuration starts with (the estimator form's initial values). */
export const NEW_DASHBOARD_CONFIG: Required<Omit<DashboardConfig, 'trivialData'>> = {
  oldData: 2,
  kgsOfCo2: 2000,
  currency: 'dollar',
  selectedCurrencyCost: 0.065,
  storageCost: 10,
};
/** What a stored configuration falls back to for a missing or unusable value. */
export const DASHBOARD_CONFIG_FALLBACK: Required<Omit<DashboardConfig, 'trivialData'>> = {
  oldData: 2,
  kgsOfCo2: 280,
  currency: 'dollar',
  selectedCurrencyCost: 0.065,
  storageCost: 384,
};
export const WASTE_ESTIMATOR = { obsoleteAfterYears: 1, personalDataShare: 0.23 } as const;
export const CURRENCY_LOCALE: Record<Currency, { locale: string; code: string }> = {
  euro: { locale: 'de-DE', code: 'EUR' },
  dollar: { locale: 'en-US', code: 'USD' },
};

export interface EsgConfig {
  oldData: number;
  kgsOfCo2: number;
  currency: Currency;
  selectedCurrencyCost: number;
  storageCost: number;
  trivialData: string[];
}

const usable = (v: unknown, min = 0): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min;

export function resolveEsgConfig(config: DashboardConfig | undefined | null): EsgConfig {
  const c = config ?? {};
  const f = DASHBOARD_CONFIG_FALLBACK;
  return {
    oldData: usable(c.oldData) && c.oldData > 0 ? c.oldData : f.oldData,
    kgsOfCo2: usable(c.kgsOfCo2) ? c.kgsOfCo2 : f.kgsOfCo2,
    currency: c.currency === 'euro' || c.currency === 'dollar' ? c.currency : f.currency,
    selectedCurrencyCost: usable(c.selectedCurrencyCost) ? c.selectedCurrencyCost : f.selectedCurrencyCost,
    storageCost: usable(c.storageCost) ? c.storageCost : f.storageCost,
    trivialData: Array.isArray(c.trivialData) ? c.trivialData.filter((s): s is string => typeof s === 'string' && !!s.trim()) : [],
  };
}

export function bytesToTb(bytes: number): number {
  return Math.max(0, bytes) / BYTES_PER_TB;
}
export function co2KgPerYear(bytes: number, cfg: Pick<EsgConfig, 'kgsOfCo2'>): number {
  return bytesToTb(bytes) * cfg.kgsOfCo2;
}
export function co2CostPerYear(bytes: number, cfg: Pick<EsgConfig, 'kgsOfCo2' | 'selectedCurrencyCost'>): number {
  return co2KgPerYear(bytes, cfg) * cfg.selectedCurrencyCost;
}
export function storageCostPerYear(bytes: number, cfg: Pick<EsgConfig, 'storageCost'>): number {
  return bytesToTb(bytes) * cfg.storageCost;
}

export interface Amount {
  files: number;
  bytes: number;
}
export interface Impact extends Amount {
  co2Kg: number;
  co2Cost: number;
  storageCost: number;
}
export function impactOf(amount: Amount, cfg: EsgConfig): Impact {
  return { ...amount, co2Kg: co2KgPerYear(amount.bytes, cfg), co2Cost: co2CostPerYear(amount.bytes, cfg), storageCost: storageCostPerYear(amount.bytes, cfg) };
}

/** Data not modified for `oldData` years (age buckets start at whole years; above 4 the '>4' bucket is used). */
export function obsoleteData(stats: Pick<NodeStats, 'byModifyAge'>, cfg: Pick<EsgConfig, 'oldData'>): Amount {
  return olderThan(stats.byModifyAge, Math.min(4, Math.ceil(cfg.oldData)));
}

/** Data in the categories configured as trivial; null when no trivial categories are configured. */
export function trivialData(stats: Pick<NodeStats, 'byCategory'>, cfg: Pick<EsgConfig, 'trivialData'>): Amount | null {
  if (cfg.trivialData.length === 0) return null;
  const wanted = new Set(cfg.trivialData.map(s => s.trim().toLowerCase()));
  return sum(stats.byCategory.filter(b => wanted.has(b.key.toLowerCase())));
}

/** Files whose category is a kind of document (documents, spreadsheets, presentations, e-mail, text). */
export function isDocumentCategory(category: string): boolean {
  return /^(document|spreadsheet|presentation|e-?mail|text|pdf)/i.test(category.trim());
}

/**
 * Personal data: the bytes in the personal-data classifications when any are given and found; otherwise the
 * estimate of 0.23 of the documents' size (`estimated` is then true).
 */
export function personalData(
  stats: Pick<NodeStats, 'byClassification' | 'byCategory'>,
  personalClassifications: readonly string[] = [],
): Amount & { estimated: boolean } {
  const wanted = new Set(personalClassifications.map(s => s.toLowerCase()));
  const found = stats.byClassification.filter(b => wanted.has(b.key.toLowerCase()));
  if (found.length > 0) return { ...sum(found), estimated: false };
  const docs = sum(stats.byCategory.filter(b => isDocumentCategory(b.key)));
  return { files: Math.round(docs.files * WASTE_ESTIMATOR.personalDataShare), bytes: docs.bytes * WASTE_ESTIMATOR.personalDataShare, estimated: true };
}

export interface WasteEstimate {
  obsolete: Amount;
  duplicates: Amount;
  trivial: Amount | null;
  /** The parts added up, never more than the subtree holds (the parts can overlap). */
  total: Impact;
}
/** Total digital waste: data not accessed for over 1 year, duplicate copies and trivial data. */
export function wasteEstimate(stats: Pick<NodeStats, 'lastAccess' | 'duplicates' | 'byCategory' | 'totals'>, cfg: EsgConfig): WasteEstimate {
  const obsolete = { ...stats.lastAccess.olderThan1Year };
  const duplicates = { files: stats.duplicates.files, bytes: stats.duplicates.wastedBytes };
  const trivial = trivialData(stats, cfg);
  const parts = [obsolete, duplicates, ...(trivial ? [trivial] : [])];
  const total = { files: Math.min(stats.totals.files, sum(parts).files), bytes: Math.min(stats.totals.bytes, sum(parts).bytes) };
  return { obsolete, duplicates, trivial, total: impactOf(total, cfg) };
}

export interface CleanupEstimate {
  obsolete: Impact;
  duplicates: Impact;
  trivial: Impact | null;
  total: Impact;
}
/** What cleaning up would save: obsolete (by oldData), duplicate copies and trivial data. */
export function cleanupEstimate(stats: Pick<NodeStats, 'byModifyAge' | 'duplicates' | 'byCategory' | 'totals'>, cfg: EsgConfig): CleanupEstimate {
  const obsolete = obsoleteData(stats, cfg);
  const duplicates = { files: stats.duplicates.files, bytes: stats.duplicates.wastedBytes };
  const trivial = trivialData(stats, cfg);
  const all = sum([obsolete, duplicates, ...(trivial ? [trivial] : [])]);
  const total = { files: Math.min(stats.totals.files, all.files), bytes: Math.min(stats.totals.bytes, all.bytes) };
  return { obsolete: impactOf(obsolete, cfg), duplicates: impactOf(duplicates, cfg), trivial: trivial && impactOf(trivial, cfg), total: impactOf(total, cfg) };
}

/** A money amount in the configured currency: euro as de-DE ('1.234,50 €'), dollar as en-US ('$1,234.50'). */
export function formatCurrency(amount: number, currency: Currency): string {
  const { locale, code } = CURRENCY_LOCALE[currency] ?? CURRENCY_LOCALE.dollar;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number.isFinite(amount) ? amount : 0,
  );
}
/**
 * kg of CO2, written like every other figure of the console ('1,234.5 kg', as sizes read '30.02 MB'): only
 * money follows the currency's locale, so a euro dashboard does not mix '30.02 MB' with '1.431,6 kg'.
 */
export function formatKg(kg: number): string {
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(Number.isFinite(kg) ? kg : 0)} kg`;
}

/** A number of years with its plural: '1 year', '2 years'. */
export function formatYears(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

function sum(items: readonly Amount[]): Amount {
  return items.reduce((s, b) => ({ files: s.files + b.files, bytes: s.bytes + b.bytes }), { files: 0, bytes: 0 });
}
