/** A service type's parameters, drawn from its ServiceForms contribution (fields as data, or its own lazy form). */
import { lazy, Suspense, useMemo } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import type { ServiceFormContribution, ServiceMode } from '@fathom/sdk/web';
import { ErrorText } from './ErrorText';

export interface ParametersFormProps {
  form: ServiceFormContribution;
  mode: ServiceMode;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  onChange(values: Record<string, unknown>): void;
}

export function ParametersForm({ form, mode, values, errors, onChange }: ParametersFormProps) {
  const Own = useMemo(() => (form.load ? lazy(form.load) : null), [form]);
  if (Own)
    return (
      <Suspense fallback={null}>
        <Own value={values} mode={mode} onChange={v => onChange((v ?? {}) as Record<string, unknown>)} />
      </Suspense>
    );
  const set = (key: string, v: unknown) => onChange({ ...values, [key]: v });
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }} data-testid={`parameters-${form.type}`}>
      {form.fields.map(f => {
        const id = `param-${f.key}`;
        const error = errors[`parameters.${f.key}`];
        if (f.kind === 'boolean') {
          return (
            <label key={f.key} htmlFor={id} style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
              <Checkbox inputId={id} checked={values[f.key] === true} onChange={e => set(f.key, !!e.checked)} />
              {f.label}
              <ErrorText id={`${id}-error`} message={error} />
            </label>
          );
        }
        return (
          <div key={f.key} style={{ display: 'grid', gap: '0.25rem' }}>
            <label htmlFor={id}>{f.label}</label>
            {f.kind === 'select' ? (
              <Dropdown
                inputId={id}
                value={values[f.key]}
                options={f.options ?? []}
                optionLabel="label"
                optionValue="value"
                onChange={e => set(f.key, e.value)}
              />
            ) : (
              <InputText
                id={id}
                value={values[f.key] === undefined ? '' : String(values[f.key])}
                invalid={!!error}
                aria-describedby={`${id}-error`}
                type={f.kind === 'number' ? 'number' : f.secret ? 'password' : 'text'}
                autoComplete={f.secret ? 'new-password' : undefined}
                onChange={e => set(f.key, f.kind === 'number' ? (e.target.value === '' ? undefined : Number(e.target.value)) : e.target.value)}
              />
            )}
            <ErrorText id={`${id}-error`} message={error} />
          </div>
        );
      })}
    </div>
  );
}
