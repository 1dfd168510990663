/**
 * On-prem register (spec 000 §2): platform name, e-mail as user id, password and confirmation, and a link to the
 * on-prem sign-in. Open only while the on-premises platform is not activated: the first registration activates
 * it; afterwards the page says the platform is already registered. Elsewhere it says registration is only for
 * an on-premises platform.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { API_PATHS, type ServerConfig } from '@fathom/sdk/api';
import {
  ONPREM_ERROR_NAMES,
  ONPREM_MESSAGES,
  ONPREM_PAGES,
  ONPREM_PATHS,
  onPremRegisterSchema,
  type OnPremRegisterAnswer,
  type OnPremRegisterRequest,
} from '@fathom/sdk/api/onprem';
import { ApiClient, useService } from '@fathom/sdk/web';
import { ActionButton } from '@fathom/sdk/web/ui/controls';
import { FormField } from '@fathom/sdk/web/ui/FormField';
import { LoginLayout } from '@fathom/sdk/web/ui/PublicPageLayout';

type PageState = 'loading' | 'open' | 'registered' | 'not-onprem';

export default function RegisterPage() {
  const api = useService(ApiClient);
  const navigate = useNavigate();
  const [state, setState] = useState<PageState>('loading');
  const [done, setDone] = useState<OnPremRegisterAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, touchedFields, submitCount },
  } = useForm<OnPremRegisterRequest>({
    resolver: yupResolver(onPremRegisterSchema),
    defaultValues: { platformName: '', userId: '', password: '', passwordConfirm: '' },
  });
  const show = (f: keyof OnPremRegisterRequest) => (touchedFields[f] || submitCount > 0) && errors[f]?.message;

  useEffect(() => {
    let live = true;
    api
      .get<ServerConfig>(API_PATHS.config, undefined, { suppressError: true })
      .then(c => live && setState(!c.isOnPrem ? 'not-onprem' : c.isActivated ? 'registered' : 'open'))
      .catch(() => live && setState('open'));
    return () => {
      live = false;
    };
  }, [api]);

  const onSubmit = async (v: OnPremRegisterRequest) => {
    setFailure(null);
    try {
      setDone(await api.post<OnPremRegisterAnswer>(ONPREM_PATHS.register, v, { suppressError: true }));
    } catch (e) {
      const err = e as { name?: string; message?: string };
      if (err.name === ONPREM_ERROR_NAMES.alreadyRegistered) setState('registered');
      else setFailure(err.message || 'Something went wrong. Please try again');
    }
  };

  const notice = (testId: string, text: string) => (
    <p className="fx-login__sub" role="status" data-testid={testId}>
      {text}
    </p>
  );
  return (
    <LoginLayout>
      <h1 className="fx-login__heading">Register the platform</h1>
      {state === 'loading' && notice('onprem-register-loading', 'Checking the platform…')}
      {state === 'not-onprem' && notice('onprem-register-not-onprem', ONPREM_MESSAGES.notOnPrem)}
      {state === 'registered' && !done && notice('onprem-register-already', ONPREM_MESSAGES.alreadyRegistered)}
      {done && notice('onprem-register-done', ONPREM_MESSAGES.registered(done.platformName))}
      {state === 'open' && !done && (
        <>
          <p className="fx-login__sub">Name this on-premises platform and create its administrator account. The first registration activates the platform.</p>
          <form className="fx-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Register the platform">
            <FormField label="Platform name" field={register('platformName')} autoComplete="organization" error={show('platformName')} />
            <FormField label="E-mail" field={register('userId')} type="email" autoComplete="username" error={show('userId')} />
            <FormField label="Password" field={register('password')} type="password" autoComplete="new-password" error={show('password')} />
            <FormField
              label="Confirm password"
              field={register('passwordConfirm')}
              type="password"
              autoComplete="new-password"
              error={show('passwordConfirm')}
            />
            {failure && (
              <div className="fx-form__error" role="alert" data-testid="onprem-register-error">
                {failure}
              </div>
            )}
            <ActionButton type="submit" label="Register" loading={isSubmitting} disabled={isSubmitting} className="fx-form__submit" />
          </form>
        </>
      )}
      <div className="fx-login__links">
        <ActionButton
          type="button"
          variant="link"
          icon="pi pi-sign-in"
          label={done ? 'Sign in' : 'Back to sign in'}
          onClick={() => navigate(ONPREM_PAGES.login)}
        />
      </div>
    </LoginLayout>
  );
}
