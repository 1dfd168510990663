/**
 * Change password (spec 000 §2): the page a password link opens. passwordCode and accountName come from the
 * query string; the account name is shown, not editable; the new password twice; then back to sign-in.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ACCESS_PATHS, changePasswordFormSchema } from '@fathom/sdk/api';
import { ApiClient, NotificationService, useService } from '@fathom/sdk/web';
import { ActionButton } from '@fathom/sdk/web/ui/controls';
import { LoginLayout } from '@fathom/sdk/web/ui/PublicPageLayout';
import { FormField } from '@fathom/sdk/web/ui/FormField';
import { failureText } from './failure';

interface Values {
  userId: string;
  newPassword: string;
  confirmPassword: string;
}

export default function ChangePasswordPage() {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const passwordCode = params.get('passwordCode') ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, touchedFields, submitCount },
  } = useForm<Values>({
    resolver: yupResolver(changePasswordFormSchema),
    defaultValues: { userId: params.get('accountName') ?? '', newPassword: '', confirmPassword: '' },
  });
  const show = (f: keyof Values) => (touchedFields[f] || submitCount > 0) && errors[f]?.message;
  const onSubmit = async (v: Values) => {
    setFailure(null);
    try {
      await api.post(ACCESS_PATHS.changePassword, { userId: v.userId, passwordCode, newPassword: v.newPassword }, { suppressError: true });
      notifications.success('Your password has been changed. Sign in with the new one.');
      navigate('/login', { replace: true });
    } catch (e) {
      setFailure(failureText(e, ''));
    }
  };
  return (
    <LoginLayout>
      <h1 className="fx-login__heading">Change password</h1>
      <p className="fx-login__sub">Choose a new password: at least 8 characters, with a lowercase and an uppercase letter, a digit and one of @$!%*#?&.</p>
      {!passwordCode ? (
        <div className="fx-form__error" role="alert">
          This page opens from the link in a password mail. Ask for a new link on the reset-password page.
        </div>
      ) : (
        <form className="fx-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Change password">
          <FormField label="Account name" field={register('userId')} disabled autoComplete="username" error={show('userId')} />
          <FormField label="New password" type="password" field={register('newPassword')} autoComplete="new-password" error={show('newPassword')} />
          <FormField label="Confirm password" type="password" field={register('confirmPassword')} autoComplete="new-password" error={show('confirmPassword')} />
          {failure && (
            <div className="fx-form__error" role="alert" data-testid="change-password-error">
              {failure}
            </div>
          )}
          <ActionButton type="submit" label="Change password" loading={isSubmitting} disabled={isSubmitting} className="fx-form__submit" />
        </form>
      )}
      <div className="fx-login__links">
        <ActionButton type="button" variant="link" icon="pi pi-arrow-left" label="Back to sign in" onClick={() => navigate('/login')} />
      </div>
    </LoginLayout>
  );
}
