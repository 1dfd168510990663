/**
 * The fields of a new user (spec 000 §3 User creation form): name, e-mail, phone, then either activated now (user
 * id, password, confirmation) or invited by e-mail. Used by the create-user and add-organisation dialogs.
 */
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import type { CreateUserForm } from '@fathom/sdk/api/people';
import { Field } from './Field';
import type { FormErrors } from './form-errors';
import { PhoneInput } from './PhoneInput';

export const EMPTY_USER: CreateUserForm = {
  name: '',
  email: '',
  phone: { number: '', countryCode: 'us' },
  activated: true,
  userId: '',
  password: '',
  confirmPassword: '',
};

interface Props {
  prefix: string;
  value: CreateUserForm;
  errors: FormErrors;
  touched: Record<string, boolean>;
  onChange(value: CreateUserForm, field: keyof CreateUserForm): void;
}

export function UserFields({ prefix, value, errors, touched, onChange }: Props) {
  const set = <K extends keyof CreateUserForm>(field: K, v: CreateUserForm[K]) => onChange({ ...value, [field]: v }, field);
  const show = (field: string) => (touched[field] ? errors[field] : undefined);
  // The email-or-phone and invitation rules belong to the whole form; they are shown under the e-mail.
  const contactError = show('email') ?? ((touched.email || touched.phone) && errors[''] ? errors[''] : undefined);
  const id = (f: string) => `${prefix}-${f}`;
  return (
    <div style={{ display: 'grid', gap: '0.85rem' }}>
      <Field id={id('name')} label="Name" error={show('name')}>
        <InputText id={id('name')} value={value.name} maxLength={300} invalid={!!show('name')} onChange={e => set('name', e.target.value)} />
      </Field>
      <Field id={id('email')} label="Email" error={contactError}>
        <InputText id={id('email')} type="email" value={value.email ?? ''} invalid={!!contactError} onChange={e => set('email', e.target.value)} />
      </Field>
      <Field id={id('phone')} label="Phone" error={show('phone')}>
        <PhoneInput id={id('phone')} value={value.phone} invalid={!!show('phone')} onChange={p => set('phone', p)} />
      </Field>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: '1.25rem' }}>
        <legend style={{ marginBottom: '0.35rem' }}>Account</legend>
        <label style={{ display: 'inline-flex', gap: '0.4rem', alignItems: 'center' }}>
          <RadioButton inputId={id('activated')} name={id('mode')} checked={value.activated} onChange={() => set('activated', true)} />
          Activated now, with a password
        </label>
        <label style={{ display: 'inline-flex', gap: '0.4rem', alignItems: 'center' }}>
          <RadioButton inputId={id('invited')} name={id('mode')} checked={!value.activated} onChange={() => set('activated', false)} />
          Invited by email
        </label>
      </fieldset>
      {value.activated ? (
        <>
          <Field id={id('userId')} label="User name" error={show('userId')}>
            <InputText
              id={id('userId')}
              autoComplete="off"
              value={value.userId ?? ''}
              invalid={!!show('userId')}
              onChange={e => set('userId', e.target.value)}
            />
          </Field>
          <Field id={id('password')} label="Password" error={show('password')}>
            <InputText
              id={id('password')}
              type="password"
              value={value.password ?? ''}
              autoComplete="new-password"
              invalid={!!show('password')}
              onChange={e => set('password', e.target.value)}
            />
          </Field>
          <Field id={id('confirmPassword')} label="Confirm password" error={show('confirmPassword')}>
            <InputText
              id={id('confirmPassword')}
              type="password"
              value={value.confirmPassword ?? ''}
              autoComplete="new-password"
              invalid={!!show('confirmPassword')}
              onChange={e => set('confirmPassword', e.target.value)}
            />
          </Field>
        </>
      ) : (
        <p style={{ margin: 0, color: 'var(--text-color-secondary, #64748b)' }}>
          The account is created inactive; an invitation to <strong>{value.email?.trim() || 'the email address'}</strong> lets the user choose a password and
          activate it.
        </p>
      )}
    </div>
  );
}

/** The options of POST /database/object for this form (the confirmation stays in the form; an empty phone is left out). */
export function createUserOptions(form: CreateUserForm) {
  const phone = form.phone?.number.trim() ? form.phone : undefined;
  const email = form.email?.trim() || undefined;
  return form.activated ? { activated: true, userId: form.userId?.trim(), password: form.password, email, phone } : { activated: false, email, phone };
}
