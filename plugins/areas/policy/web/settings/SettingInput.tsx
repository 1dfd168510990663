/** One field of policy → settings: its label, the switch, number or dropdown with its unit, the help line and the shared check's message. */
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { ErrorText } from '../sources/ErrorText';
import { WORKER_OPTIONS, type SettingField } from './fields';

export interface SettingInputProps {
  field: SettingField;
  value: boolean | string;
  disabled: boolean;
  /** Why the field is disabled while the form is not (e.g. it needs indexing). */
  disabledReason?: string;
  error?: string;
  onChange(value: boolean | string): void;
}

const muted = { color: 'var(--text-color-secondary, #64748b)' };

export function SettingInput({ field, value, disabled, disabledReason, error, onChange }: SettingInputProps) {
  const id = `setting-${field.key}`;
  const describedBy = `${id}-help${error ? ` ${id}-error` : ''}`;
  const help = (
    <small id={`${id}-help`} style={{ ...muted, lineHeight: 1.35 }}>
      {field.help}
      {disabledReason ? ` ${disabledReason}` : ''}
    </small>
  );

  if (field.kind === 'switch') {
    return (
      <div
        style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '0.75rem', rowGap: '0.2rem', alignItems: 'center', alignContent: 'start' }}
        data-testid={`${id}-field`}
      >
        <InputSwitch
          inputId={id}
          checked={value === true}
          disabled={disabled}
          aria-describedby={describedBy}
          data-testid={id}
          onChange={e => onChange(e.value === true)}
        />
        <label htmlFor={id} style={{ fontWeight: 600, opacity: disabled ? 0.7 : 1 }}>
          {field.label}
        </label>
        <span />
        {help}
      </div>
    );
  }

  return (
    <div style={{ display: 'grid', gap: '0.3rem', alignContent: 'start' }} data-testid={`${id}-field`}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {field.label}
      </label>
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        {field.kind === 'workers' ? (
          <Dropdown
            inputId={id}
            value={value}
            options={WORKER_OPTIONS}
            disabled={disabled}
            aria-describedby={describedBy}
            data-testid={id}
            onChange={e => onChange(String(e.value))}
            style={{ width: '9rem' }}
          />
        ) : (
          <InputText
            id={id}
            value={String(value)}
            inputMode="decimal"
            disabled={disabled}
            invalid={!!error}
            aria-invalid={!!error}
            aria-describedby={describedBy}
            data-testid={id}
            onChange={e => onChange(e.target.value)}
            style={{ width: '9rem' }}
          />
        )}
        <span style={muted}>{field.unit}</span>
      </div>
      {help}
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}
