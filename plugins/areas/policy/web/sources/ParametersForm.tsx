/**
 * A service type's parameters, drawn from its fields (sdk/api/services ServiceField) or its own lazy form. Fields
 * the mode does not show, or the licence does not allow (`allowed`, from GET /services/dynamicForms), are left out.
 * A secret is never shown: a stored one reads 'set' and typing replaces it.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { fieldsForMode, isSecretSet, SECRET_SET, type ServiceField } from '@fathom/sdk/api/services';
import type { ServiceFormContribution, ServiceMode } from '@fathom/sdk/web';
import { ErrorText } from './ErrorText';

export interface ParametersFormProps {
  form: ServiceFormContribution;
  mode: ServiceMode;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  /** Keys the server's form of this type offers (the licence removes some); undefined: all. */
  allowed?: readonly string[];
  onChange(values: Record<string, unknown>): void;
}

export function ParametersForm({ form, mode, values, errors, allowed, onChange }: ParametersFormProps) {
  const Own = useMemo(() => (form.load ? lazy(form.load) : null), [form]);
  if (Own)
    return (
      <Suspense fallback={null}>
        <Own value={values} mode={mode} onChange={v => onChange((v ?? {}) as Record<string, unknown>)} />
      </Suspense>
    );
  const set = (key: string, v: unknown) => onChange({ ...values, [key]: v });
  const fields = fieldsForMode(form.fields, mode).filter(f => !allowed || allowed.includes(f.key));
  return (
    <div style={{ display: 'grid', gap: '0.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }} data-testid={`parameters-${form.type}`}>
      {fields.map(f => {
        const id = `param-${f.key}`;
        const error = errors[`parameters.${f.key}`];
        const required = f.requiredIn?.includes(mode);
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
          <div key={f.key} style={{ display: 'grid', gap: '0.25rem', alignContent: 'start', minWidth: 0 }}>
            <label htmlFor={id}>
              {f.label}
              {required && <span aria-hidden="true"> *</span>}
            </label>
            {f.kind === 'select' ? (
              <Dropdown
                inputId={id}
                value={values[f.key]}
                options={[...(f.options ?? [])]}
                optionLabel="label"
                optionValue="value"
                onChange={e => set(f.key, e.value)}
              />
            ) : f.kind === 'secret' ? (
              <SecretInput id={id} field={f} value={values[f.key]} invalid={!!error} onChange={v => set(f.key, v)} />
            ) : (
              <InputText
                id={id}
                value={values[f.key] === undefined ? '' : String(values[f.key])}
                invalid={!!error}
                aria-describedby={`${id}-error`}
                type={f.kind === 'number' ? 'number' : f.kind === 'url' ? 'url' : 'text'}
                placeholder={f.help}
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

/** A stored secret shows as set (never its value); Replace clears it for a new one, Keep brings the stored one back. */
function SecretInput({
  id,
  field,
  value,
  invalid,
  onChange,
}: {
  id: string;
  field: ServiceField;
  value: unknown;
  invalid: boolean;
  onChange(v: unknown): void;
}) {
  const [stored] = useState(() => isSecretSet(value));
  if (isSecretSet(value))
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: '0.5rem', alignItems: 'center' }} data-testid={`${id}-set`}>
        <InputText id={id} value="" disabled placeholder={`${field.label} is set`} style={{ width: '100%', minWidth: 0 }} aria-describedby={`${id}-error`} />
        <Button type="button" label="Replace" outlined size="small" onClick={() => onChange('')} />
      </div>
    );
  return (
    <div style={{ display: 'grid', gridTemplateColumns: stored ? 'minmax(0, 1fr) auto' : 'minmax(0, 1fr)', gap: '0.5rem', alignItems: 'center' }}>
      <InputText
        id={id}
        type="password"
        autoComplete="new-password"
        value={typeof value === 'string' ? value : ''}
        invalid={invalid}
        aria-describedby={`${id}-error`}
        style={{ width: '100%', minWidth: 0 }}
        onChange={e => onChange(e.target.value)}
      />
      {stored && <Button type="button" label="Keep" text size="small" onClick={() => onChange(SECRET_SET)} />}
    </div>
  );
}
