/**
 * The profile's own-account forms: the password (the current one, the new one twice; the user's other sessions
 * end) and the contact details (e-mail and phone, by the rules of a user).
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ACCESS_PATHS, OBJECT_ALIASES, ownPasswordFormSchema, type SessionUser } from '@fathom/sdk/api';
import { ownContactSchema } from '@fathom/sdk/api/access-contact';
import { ApiClient, NotificationService, useService } from '@fathom/sdk/web';
import { ActionButton } from '@fathom/sdk/web/ui/controls';
import { FormField } from '@fathom/sdk/web/ui/FormField';

const formStyle = { display: 'grid', gap: '0.75rem', maxWidth: '24rem' } as const;

function useFailure() {
  const [failure, setFailure] = useState<string | null>(null);
  const shown = failure && (
    <div className="fx-form__error" role="alert">
      {failure}
    </div>
  );
  return { shown, fail: (e: unknown) => setFailure((e as Error)?.message || 'Something went wrong. Please try again'), clear: () => setFailure(null) };
}

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export function PasswordForm() {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const failure = useFailure();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, touchedFields, submitCount },
  } = useForm<PasswordValues>({ resolver: yupResolver(ownPasswordFormSchema), defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' } });
  const show = (f: keyof PasswordValues) => (touchedFields[f] || submitCount > 0) && errors[f]?.message;
  const onSubmit = async (v: PasswordValues) => {
    failure.clear();
    try {
      await api.put(ACCESS_PATHS.ownPassword, { oldPassword: v.oldPassword, newPassword: v.newPassword }, { suppressError: true });
      reset();
      notifications.success('Password changed. Your sessions elsewhere have ended.');
    } catch (e) {
      failure.fail(e);
    }
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Change your password" style={formStyle}>
      <FormField label="Current password" type="password" autoComplete="current-password" field={register('oldPassword')} error={show('oldPassword')} />
      <FormField label="New password" type="password" autoComplete="new-password" field={register('newPassword')} error={show('newPassword')} />
      <FormField label="Confirm password" type="password" autoComplete="new-password" field={register('confirmPassword')} error={show('confirmPassword')} />
      {failure.shown}
      <ActionButton type="submit" label="Change password" icon="pi pi-lock" loading={isSubmitting} disabled={isSubmitting} />
    </form>
  );
}

/** The phone as one line of text, whatever shape it was stored in. */
function phoneText(phone: unknown): string {
  if (!phone) return '';
  if (typeof phone === 'string') return phone;
  return String((phone as { number?: unknown }).number ?? '');
}

interface ContactValues {
  email?: string;
  phone?: string;
}
export function ContactForm({ user }: { user: SessionUser }) {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const queryClient = useQueryClient();
  const failure = useFailure();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty, touchedFields, submitCount },
  } = useForm<ContactValues>({
    resolver: yupResolver(ownContactSchema),
    defaultValues: { email: user.email ?? '', phone: phoneText(user.phone) },
  });
  // The schema's own test (e-mail or phone) reports on the form as a whole.
  const formError = (errors as { ''?: { message?: string } })['']?.message ?? errors.root?.message;
  const show = (f: keyof ContactValues) => (touchedFields[f] || submitCount > 0) && errors[f]?.message;
  const onSubmit = async (v: ContactValues) => {
    failure.clear();
    try {
      await api.put(ACCESS_PATHS.ownContact, { email: v.email?.trim() || undefined, phone: v.phone?.trim() || undefined }, { suppressError: true });
      await queryClient.invalidateQueries({ queryKey: ['property', OBJECT_ALIASES.me, 'PID_USERINFO'] });
      notifications.success('Contact details saved.');
    } catch (e) {
      failure.fail(e);
    }
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Your contact details" style={formStyle}>
      <FormField label="E-mail" type="email" autoComplete="email" field={register('email')} error={show('email')} />
      <FormField label="Phone" type="tel" autoComplete="tel" field={register('phone')} error={show('phone')} />
      {submitCount > 0 && formError && (
        <div className="fx-form__error" role="alert">
          {formError}
        </div>
      )}
      {failure.shown}
      <ActionButton type="submit" label="Save contact details" icon="pi pi-check" loading={isSubmitting} disabled={isSubmitting || !isDirty} />
    </form>
  );
}
