/** The editor of a widget: its title and a form generated from its type's detailsSchema. */
import { useState } from 'react';
import { Dialog } from 'primereact/dialog';
import type { DashboardWidget } from '@fathom/sdk/api/dashboard';
import type { WidgetTypeContribution } from '@fathom/sdk/web';
import { fieldProblem, fromFormValue, toFormValue } from './details-form';

export interface DetailsFormProps {
  widget: DashboardWidget;
  contribution: WidgetTypeContribution<any>;
  onSave(title: string, details: Record<string, unknown>): Promise<boolean> | void;
  onClose(): void;
}

export function DetailsForm({ widget, contribution, onSave, onClose }: DetailsFormProps) {
  const [title, setTitle] = useState(widget.title);
  const [details, setDetails] = useState<Record<string, unknown>>({ ...contribution.defaultDetails, ...widget.details });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problems = Object.fromEntries(contribution.detailsSchema.map(f => [f.key, fieldProblem(f, details[f.key])]));

  const submit = async () => {
    if (!title.trim()) {
      setProblem('Field is required.');
      return;
    }
    if (Object.values(problems).some(Boolean) || !contribution.valid(details)) {
      setProblem('Some settings are not valid.');
      return;
    }
    setBusy(true);
    const ok = await onSave(title.trim(), details);
    setBusy(false);
    if (ok !== false) onClose();
  };

  return (
    <Dialog header={`Edit ${contribution.title}`} visible onHide={onClose} style={{ width: '32rem' }} modal>
      <form
        aria-label="Widget settings"
        onSubmit={e => {
          e.preventDefault();
          void submit();
        }}
        style={{ display: 'grid', gap: '0.75rem' }}
      >
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          Title
          <input className="p-inputtext" value={title} maxLength={256} onChange={e => setTitle(e.target.value)} />
        </label>
        {contribution.detailsSchema.map(field => {
          const value = toFormValue(field, details[field.key]);
          const set = (raw: string | boolean) => setDetails(d => ({ ...d, [field.key]: fromFormValue(field, raw) }));
          const id = `detail-${field.key}`;
          return (
            <div key={field.key} style={{ display: 'grid', gap: '0.25rem' }}>
              {field.kind === 'boolean' ? (
                <label htmlFor={id} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
                  <input id={id} type="checkbox" checked={value === true} onChange={e => set(e.target.checked)} />
                  {field.label}
                </label>
              ) : (
                <>
                  <label htmlFor={id}>{field.label}</label>
                  {field.kind === 'select' ? (
                    <select id={id} className="p-inputtext" value={String(value)} onChange={e => set(e.target.value)}>
                      {field.options?.map(o => (
                        <option key={String(o.value)} value={String(o.value)}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={id}
                      className="p-inputtext"
                      type={field.kind === 'number' ? 'number' : field.kind === 'url' ? 'url' : 'text'}
                      min={field.min}
                      max={field.max}
                      value={String(value)}
                      onChange={e => set(e.target.value)}
                    />
                  )}
                </>
              )}
              {problems[field.key] ? (
                <small role="alert" style={{ color: 'var(--red-600, #dc2626)' }}>
                  {problems[field.key]}
                </small>
              ) : null}
            </div>
          );
        })}
        {problem ? (
          <div role="alert" style={{ color: 'var(--red-600, #dc2626)' }}>
            {problem}
          </div>
        ) : null}
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <button type="button" className="p-button p-button-text" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="p-button" disabled={busy}>
            Save
          </button>
        </div>
      </form>
    </Dialog>
  );
}
