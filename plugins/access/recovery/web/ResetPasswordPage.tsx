/** Reset password (spec 000 §2): the account name, then a success message and a back button. */
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ACCESS_PATHS, forgotPasswordSchema } from '@fathom/sdk/api';
import { ApiClient, useService } from '@fathom/sdk/web';
import { ActionButton } from '@fathom/sdk/web/ui/controls';
import { LoginLayout } from '@fathom/sdk/web/ui/PublicPageLayout';
import { FormField } from '@fathom/sdk/web/ui/FormField';
import { failureText } from './failure';

export default function ResetPasswordPage() {
  const api = useService(ApiClient);
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, touchedFields, submitCount },
  } = useForm<{ accountName: string }>({ resolver: yupResolver(forgotPasswordSchema), defaultValues: { accountName: '' } });
  const onSubmit = async (v: { accountName: string }) => {
    setFailure(null);
    try {
      await api.post(ACCESS_PATHS.forgotPassword, { accountName: v.accountName }, { suppressError: true });
      setSent(true);
    } catch (e) {
      setFailure(failureText(e, 'Ask your administrator to set a new password for you.'));
    }
  };
  return (
    <LoginLayout>
      <h1 className="fx-login__heading">Reset password</h1>
      {sent ? (
        <p className="fx-login__sub" role="status" data-testid="reset-password-sent">
          If this account has an e-mail address, a link to choose a new password is on its way. The link works once, for one hour.
        </p>
      ) : (
        <>
          <p className="fx-login__sub">Enter your account name. We will e-mail you a link to choose a new password.</p>
          <form className="fx-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Reset password">
            <FormField
              label="Account name"
              field={register('accountName')}
              autoComplete="username"
              placeholder="user ID, or organisation/user ID"
              error={(touchedFields.accountName || submitCount > 0) && errors.accountName?.message}
            />
            {failure && (
              <div className="fx-form__error" role="alert" data-testid="reset-password-error">
                {failure}
              </div>
            )}
            <ActionButton type="submit" label="Send the link" loading={isSubmitting} disabled={isSubmitting} className="fx-form__submit" />
          </form>
        </>
      )}
      <div className="fx-login__links">
        <ActionButton type="button" variant="link" icon="pi pi-arrow-left" label="Back to sign in" onClick={() => navigate('/login')} />
      </div>
    </LoginLayout>
  );
}
