/**
 * Administration › Billing (platform, adm + bll): files, size, collectors and classified files per client and
 * month, from GET /administration/billing, over a month range (the last twelve months at first); a total row and
 * the same rows as a CSV download.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { ApiClient, useService, type TabProps } from '@fathom/sdk/web';
import { formatCount, formatSize } from '@fathom/sdk/api/format';
import { BILLING_MESSAGES, BILLING_PATH, billingCsv, billingTotals, MONTH_PATTERN, type BillingResponse } from '@fathom/sdk/api/billing';
import { td, th } from '../people/Field';

const monthOf = (d: Date) => d.toISOString().slice(0, 7);
function lastTwelveMonths(now = new Date()): { from: string; to: string } {
  return { from: monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1))), to: monthOf(now) };
}

function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const num = { ...td, textAlign: 'right' as const };
const numHead = { ...th, textAlign: 'right' as const };

export default function BillingTab({ node }: TabProps) {
  const api = useService(ApiClient);
  const [range, setRange] = useState(lastTwelveMonths);
  const rangeError =
    !MONTH_PATTERN.test(range.from) || !MONTH_PATTERN.test(range.to) ? BILLING_MESSAGES.month : range.from > range.to ? BILLING_MESSAGES.range : null;
  const result = useQuery({
    queryKey: ['billing', node.objectId, range.from, range.to],
    queryFn: () => api.get<BillingResponse>(BILLING_PATH, { objectId: node.objectId, from: range.from, to: range.to }),
    enabled: !rangeError,
    placeholderData: keepPreviousData,
  });
  const rows = rangeError ? [] : (result.data?.rows ?? []);
  const total = billingTotals(rows);
  return (
    <div data-testid="billing-tab" style={{ display: 'grid', gap: '1rem' }}>
      <div style={{ display: 'flex', gap: '1rem', alignItems: 'end', flexWrap: 'wrap' }}>
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          From
          <InputText type="month" aria-label="From month" value={range.from} onChange={e => setRange(r => ({ ...r, from: e.target.value }))} />
        </label>
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          To
          <InputText type="month" aria-label="To month" value={range.to} onChange={e => setRange(r => ({ ...r, to: e.target.value }))} />
        </label>
        <Button
          type="button"
          label="Download CSV"
          icon="pi pi-download"
          outlined
          disabled={rows.length === 0}
          onClick={() => downloadCsv(billingCsv(rows), `billing-${range.from}-${range.to}.csv`)}
        />
      </div>
      {rangeError && <p role="alert">{rangeError}</p>}
      {result.isError && <p role="alert">Billing could not be read: {(result.error as Error).message}</p>}
      <table aria-label="Billing" style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
        <thead>
          <tr>
            <th style={th}>Client</th>
            <th style={th}>Month</th>
            <th style={numHead}>Files</th>
            <th style={numHead}>Size</th>
            <th style={numHead}>Collectors</th>
            <th style={numHead}>Classified files</th>
          </tr>
        </thead>
        <tbody>
          {!rangeError && result.isSuccess && rows.length === 0 && (
            <tr>
              <td colSpan={6} style={td} data-testid="billing-empty">
                No files were indexed from {range.from} to {range.to}.
              </td>
            </tr>
          )}
          {rows.map(r => (
            <tr key={`${r.clientId}-${r.month}`} data-testid={`billing-${r.clientName}-${r.month}`}>
              <td style={td}>{r.clientName}</td>
              <td style={td}>{r.month}</td>
              <td style={num} title={String(r.files)}>
                {formatCount(r.files)}
              </td>
              <td style={num} title={`${r.bytes} bytes`}>
                {formatSize(r.bytes)}
              </td>
              <td style={num}>{formatCount(r.collectors)}</td>
              <td style={num} title={String(r.classifiedFiles)}>
                {formatCount(r.classifiedFiles)}
              </td>
            </tr>
          ))}
        </tbody>
        {rows.length > 0 && (
          <tfoot>
            <tr data-testid="billing-total" style={{ fontWeight: 600 }}>
              <td style={td} colSpan={2}>
                Total
              </td>
              <td style={num}>{formatCount(total.files)}</td>
              <td style={num}>{formatSize(total.bytes)}</td>
              <td style={num}>{formatCount(total.collectors)}</td>
              <td style={num}>{formatCount(total.classifiedFiles)}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
