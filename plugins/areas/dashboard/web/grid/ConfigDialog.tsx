/** The dashboard configuration used by the ESG and waste widgets (spec 001 §3 config). */
import { useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { CURRENCIES, type DashboardConfig } from '@fathom/sdk/api/dashboard';
import { NEW_DASHBOARD_CONFIG } from '@fathom/sdk/api/esg';

const NUMBERS: { key: 'oldData' | 'kgsOfCo2' | 'selectedCurrencyCost' | 'storageCost'; label: string; step: string }[] = [
  { key: 'oldData', label: 'Obsolete data after (years)', step: '1' },
  { key: 'kgsOfCo2', label: 'kg of CO2 per TB per year', step: 'any' },
  { key: 'selectedCurrencyCost', label: 'Price of 1 kg of CO2', step: 'any' },
  { key: 'storageCost', label: 'Storage cost per TB per year', step: 'any' },
];

/** Form text → config; null with a message when a value is not usable. */
export function parseConfigForm(form: Record<string, string>): { config: DashboardConfig } | { problem: string } {
  const config: DashboardConfig = {};
  for (const { key, label } of NUMBERS) {
    const n = Number(form[key]);
    if (form[key] === '' || !Number.isFinite(n) || n < 0) return { problem: `${label}: enter a number of at least 0.` };
    config[key] = n;
  }
  if (!(CURRENCIES as string[]).includes(form.currency)) return { problem: 'Choose dollar or euro.' };
  config.currency = form.currency as DashboardConfig['currency'];
  config.trivialData = form.trivialData
    .split(',')
    .map(s => s.trim())
    .filter(Boolean);
  return { config };
}

export function ConfigDialog({ config, onSave, onClose }: { config: DashboardConfig; onSave(c: DashboardConfig): Promise<boolean>; onClose(): void }) {
  const start = { ...NEW_DASHBOARD_CONFIG, ...config };
  const [form, setForm] = useState<Record<string, string>>({
    oldData: String(start.oldData),
    kgsOfCo2: String(start.kgsOfCo2),
    selectedCurrencyCost: String(start.selectedCurrencyCost),
    storageCost: String(start.storageCost),
    currency: start.currency,
    trivialData: (config.trivialData ?? []).join(', '),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    const parsed = parseConfigForm(form);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    if (await onSave(parsed.config)) onClose();
  };
  return (
    <Dialog header="Dashboard configuration" visible onHide={onClose} style={{ width: '30rem' }} modal>
      <form
        aria-label="Dashboard configuration"
        onSubmit={e => {
          e.preventDefault();
          void submit();
        }}
        style={{ display: 'grid', gap: '0.6rem' }}
      >
        {NUMBERS.map(n => (
          <label key={n.key} style={{ display: 'grid', gap: '0.25rem' }}>
            {n.label}
            <input
              className="p-inputtext"
              type="number"
              min={0}
              step={n.step}
              value={form[n.key]}
              onChange={e => setForm(f => ({ ...f, [n.key]: e.target.value }))}
            />
          </label>
        ))}
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          Currency
          <select className="p-inputtext" value={form.currency} onChange={e => setForm(f => ({ ...f, currency: e.target.value }))}>
            <option value="dollar">Dollar</option>
            <option value="euro">Euro</option>
          </select>
        </label>
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          Trivial data categories (comma separated)
          <input
            className="p-inputtext"
            value={form.trivialData}
            placeholder="Logs, Other"
            onChange={e => setForm(f => ({ ...f, trivialData: e.target.value }))}
          />
        </label>
        {problem ? (
          <div role="alert" style={{ color: 'var(--red-600, #dc2626)' }}>
            {problem}
          </div>
        ) : null}
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <button type="button" className="p-button p-button-text" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="p-button">
            Save
          </button>
        </div>
      </form>
    </Dialog>
  );
}
