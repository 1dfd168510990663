/**
 * Small labelled fields for settings forms a plugin draws itself (e.g. a sign-in method's parameters): a text or
 * secret input with its error, a checkbox, and a choice of permission codes. Plain inputs with primereact's
 * classes, so a form looks like the rest of the console without loading more of primereact.
 */
import { useId, type ReactNode } from 'react';
import { PERMISSION_CODES, PERMISSION_LABELS, type PermissionCode } from '../../api';

const fieldStyle = { display: 'grid', gap: '0.3rem', alignContent: 'start' } as const;
const errorStyle = { color: '#dc2626' } as const;
const hintStyle = { color: 'var(--text-color-secondary, #64748b)' } as const;

export interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  type?: 'text' | 'password' | 'url';
  readOnly?: boolean;
  testId?: string;
}

export function TextField({ label, value, onChange, error, hint, placeholder, type = 'text', readOnly, testId }: TextFieldProps) {
  const id = useId();
  return (
    <div style={fieldStyle}>
      <label htmlFor={id} style={{ fontWeight: 500 }}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        readOnly={readOnly}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        aria-invalid={!!error}
        data-testid={testId}
        className={`p-inputtext p-component${error ? ' p-invalid' : ''}`}
        onChange={e => onChange(e.target.value)}
      />
      {hint && <small style={hintStyle}>{hint}</small>}
      {error && (
        <small role="alert" style={errorStyle}>
          {error}
        </small>
      )}
    </div>
  );
}

/** A secret: never shown; when the server holds one, an empty field keeps it. */
export function SecretField(props: Omit<TextFieldProps, 'type' | 'hint' | 'placeholder'> & { isSet: boolean }) {
  const { isSet, ...rest } = props;
  return (
    <TextField
      {...rest}
      type="password"
      placeholder={isSet ? '•••••••• (set: leave empty to keep it)' : ''}
      hint={isSet ? 'A value is set and kept encrypted; type a new one to replace it.' : 'Kept encrypted; never shown again.'}
    />
  );
}

export function CheckboxField({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange(v: boolean): void; hint?: string }) {
  const id = useId();
  return (
    <div style={fieldStyle}>
      <span style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <input id={id} type="checkbox" checked={checked} onChange={e => onChange(e.target.checked)} />
        <label htmlFor={id}>{label}</label>
      </span>
      {hint && <small style={hintStyle}>{hint}</small>}
    </div>
  );
}

/** The permission codes a role gives, as a row of checkboxes. */
export function PermissionCodesField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: readonly string[];
  onChange(v: PermissionCode[]): void;
  error?: string;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: '0.3rem' }}>
      <legend style={{ fontWeight: 500, marginBottom: '0.3rem' }}>{label}</legend>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.35rem 0.9rem' }}>
        {PERMISSION_CODES.map(c => (
          <label key={c} title={PERMISSION_LABELS[c]} style={{ display: 'flex', gap: '0.3rem', alignItems: 'center' }}>
            <input
              type="checkbox"
              checked={value.includes(c)}
              onChange={e => onChange(PERMISSION_CODES.filter(x => (x === c ? e.target.checked : value.includes(x))))}
            />
            {c}
          </label>
        ))}
      </div>
      {error && (
        <small role="alert" style={errorStyle}>
          {error}
        </small>
      )}
    </fieldset>
  );
}
