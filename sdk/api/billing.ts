/**
 * Administration › Billing (platform classes, adm + bll, spec 000 §6): usage per client and month computed from
 * the index. The route's path, its query rules, the row shape and the CSV built from the rows: written once, used
 * by the console and the server. Imported by path ('@fathom/sdk/api/billing').
 */
import * as yup from 'yup';

export const BILLING_PATH = '/administration/billing';

/** A month as 'YYYY-MM'. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const BILLING_MESSAGES = {
  month: 'Enter a month as YYYY-MM.',
  range: 'The first month must not be after the last month.',
  needsBilling: 'You need the adm and bll permissions to see billing.',
  platformOnly: 'Billing is shown on the platform only.',
} as const;

export interface BillingRequest {
  /** The platform (or root) node; HOME is accepted. */
  objectId: string;
  /** First month included, 'YYYY-MM'. */
  from?: string;
  /** Last month included, 'YYYY-MM'. */
  to?: string;
}

export const billingSchema = yup.object({
  objectId: yup.string().trim().required(),
  from: yup.string().trim().matches(MONTH_PATTERN, BILLING_MESSAGES.month).optional(),
  to: yup
    .string()
    .trim()
    .matches(MONTH_PATTERN, BILLING_MESSAGES.month)
    .optional()
    .test('range', BILLING_MESSAGES.range, function (to) {
      const from = this.parent.from as string | undefined;
      return !from || !to || from <= to;
    }),
});

/** One client's usage in one month. */
export interface BillingRow {
  clientId: string;
  clientName: string;
  /** 'YYYY-MM' (UTC) of the month the files were indexed. */
  month: string;
  files: number;
  bytes: number;
  /** Collectors that indexed files of the client in that month. */
  collectors: number;
  /** Files with at least one classification hit. */
  classifiedFiles: number;
}
export interface BillingResponse {
  rows: BillingRow[];
}

/** The sums over all rows (collectors add up per client-month: the same collector counts once per month). */
export function billingTotals(rows: readonly BillingRow[]): Pick<BillingRow, 'files' | 'bytes' | 'collectors' | 'classifiedFiles'> {
  const t = { files: 0, bytes: 0, collectors: 0, classifiedFiles: 0 };
  for (const r of rows) {
    t.files += r.files;
    t.bytes += r.bytes;
    t.collectors += r.collectors;
    t.classifiedFiles += r.classifiedFiles;
  }
  return t;
}

/** A CSV field: quoted when it holds a comma, a quote or a line break; quotes doubled (RFC 4180). */
export function csvField(value: string | number): string {
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const BILLING_CSV_HEADER = ['Client', 'Month', 'Files', 'Bytes', 'Collectors', 'Classified files'];

/** The rows as CSV (CRLF line ends, bytes as whole numbers so a spreadsheet can sum them). */
export function billingCsv(rows: readonly BillingRow[]): string {
  const lines = [BILLING_CSV_HEADER, ...rows.map(r => [r.clientName, r.month, r.files, r.bytes, r.collectors, r.classifiedFiles])];
  return lines.map(l => l.map(csvField).join(',')).join('\r\n') + '\r\n';
}
