/** Forgot account name (spec 000 §2): an e-mail address or a phone number, then a success message. */
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { ACCESS_PATHS } from '@fathom/sdk/api';
import { forgotUserIdSchema } from '@fathom/sdk/api/access-contact';
import { ApiClient, useService } from '@fathom/sdk/web';
import { ActionButton } from '@fathom/sdk/web/ui/controls';
import { LoginLayout } from '@fathom/sdk/web/ui/PublicPageLayout';
import { FormField } from '@fathom/sdk/web/ui/FormField';
import { failureText } from './failure';

/** One field takes either: an address with @ is an e-mail, anything else a phone number. */
export function contactOf(value: string): { email?: string; phone?: string } {
  const v = value.trim();
  if (!v) return {};
  return v.includes('@') ? { email: v } : { phone: v };
}
const schema = yup.object({
  contact: yup.string().test('contact', function (value) {
    try {
      forgotUserIdSchema.validateSync(contactOf(value ?? ''));
      return true;
    } catch (e) {
      return this.createError({ message: (e as yup.ValidationError).message });
    }
  }),
});

export default function ForgotAccountNamePage() {
  const api = useService(ApiClient);
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, touchedFields, submitCount },
  } = useForm<{ contact?: string }>({ resolver: yupResolver(schema), defaultValues: { contact: '' } });
  const onSubmit = async (v: { contact?: string }) => {
    setFailure(null);
    try {
      await api.post(ACCESS_PATHS.forgotUserId, contactOf(v.contact ?? ''), { suppressError: true });
      setSent(true);
    } catch (e) {
      setFailure(failureText(e, 'Ask your administrator for your account name.'));
    }
  };
  return (
    <LoginLayout>
      <h1 className="fx-login__heading">Forgot account name</h1>
      {sent ? (
        <p className="fx-login__sub" role="status" data-testid="forgot-account-name-sent">
          If accounts use this address or number, their names are on their way to the e-mail address of those accounts.
        </p>
      ) : (
        <>
          <p className="fx-login__sub">Enter the e-mail address or phone number of your account. We will e-mail you its name.</p>
          <form className="fx-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Forgot account name">
            <FormField
              label="E-mail or phone number"
              field={register('contact')}
              autoComplete="email"
              error={(touchedFields.contact || submitCount > 0) && errors.contact?.message}
            />
            {failure && (
              <div className="fx-form__error" role="alert" data-testid="forgot-account-name-error">
                {failure}
              </div>
            )}
            <ActionButton type="submit" label="Send my account name" loading={isSubmitting} disabled={isSubmitting} className="fx-form__submit" />
          </form>
        </>
      )}
      <div className="fx-login__links">
        <ActionButton type="button" variant="link" icon="pi pi-arrow-left" label="Back to sign in" onClick={() => navigate('/login')} />
      </div>
    </LoginLayout>
  );
}
