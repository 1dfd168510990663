/**
 * Desktop (spec 000 §2): a status text, at first Initializing. Inside the desktop app the user signs in here and
 * the login data goes to the app's host with callbacks for its status; in a plain browser the page goes to login.
 * The sign-in is the host's: this browser page does not keep a session of its own.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { API_BASE, API_PATHS, loginSchema, type LoginResponse } from '@fathom/sdk/api';
import { ApiClient, useService } from '@fathom/sdk/web';
import { ActionButton } from '@fathom/sdk/web/ui/controls';
import { FormField } from '@fathom/sdk/web/ui/FormField';
import { LoginLayout } from '@fathom/sdk/web/ui/PublicPageLayout';
import { findDesktopHost, type DesktopHost } from './host';

type Phase = 'initializing' | 'sign-in' | 'handing' | 'done';

/** A session the host refused is ended at once, with its own token (this page keeps no session of its own). */
function endSession(token: string): void {
  void fetch(`${API_BASE}${API_PATHS.logout}`, { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
}

export default function DesktopPage() {
  const api = useService(ApiClient);
  const navigate = useNavigate();
  const [host, setHost] = useState<DesktopHost | null>(null);
  const [phase, setPhase] = useState<Phase>('initializing');
  const [status, setStatus] = useState('Initializing');
  const [failure, setFailure] = useState<string | null>(null);
  const stop = useRef<(() => void) | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, touchedFields, submitCount },
  } = useForm<{ userId: string; password: string }>({ resolver: yupResolver(loginSchema), defaultValues: { userId: '', password: '' } });

  useEffect(() => {
    const found = findDesktopHost();
    if (!found) {
      navigate('/login', { replace: true });
      return;
    }
    setHost(found);
    setPhase('sign-in');
    setStatus('Sign in to connect the desktop app.');
    return () => stop.current?.();
  }, [navigate]);

  const onSubmit = async (v: { userId: string; password: string }) => {
    if (!host) return;
    setFailure(null);
    setStatus('Signing in');
    let login: LoginResponse;
    try {
      login = await api.post<LoginResponse>(API_PATHS.login, { provider: 'integrated', userId: v.userId, password: v.password }, { suppressError: true });
    } catch (e) {
      setStatus('Sign in to connect the desktop app.');
      setFailure((e as Error)?.message || 'Something went wrong. Please try again');
      return;
    }
    setPhase('handing');
    setStatus('Handing the sign-in to the desktop app');
    stop.current?.();
    stop.current = host.hand(
      { address: window.location.origin, login },
      {
        status: text => setStatus(text),
        done: text => {
          stop.current?.();
          setPhase('done');
          setStatus(text || 'The desktop app is signed in. You can close this window.');
        },
        failed: message => {
          stop.current?.();
          endSession(login.token);
          setPhase('sign-in');
          setStatus('Sign in to connect the desktop app.');
          setFailure(message);
        },
      },
    );
  };

  return (
    <LoginLayout>
      <h1 className="fx-login__heading">Desktop app</h1>
      <p className="fx-login__sub" role="status" data-testid="desktop-status">
        {phase === 'handing' && <i className="pi pi-spin pi-spinner" aria-hidden="true" />} {status}
      </p>
      {phase === 'sign-in' && (
        <form className="fx-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Sign in for the desktop app">
          <FormField
            label="User ID"
            field={register('userId')}
            autoComplete="username"
            error={(touchedFields.userId || submitCount > 0) && errors.userId?.message}
          />
          <FormField
            label="Password"
            type="password"
            field={register('password')}
            autoComplete="current-password"
            error={(touchedFields.password || submitCount > 0) && errors.password?.message}
          />
          {failure && (
            <div className="fx-form__error" role="alert" data-testid="desktop-error">
              {failure}
            </div>
          )}
          <ActionButton type="submit" label="Sign in" loading={isSubmitting} disabled={isSubmitting} className="fx-form__submit" />
        </form>
      )}
    </LoginLayout>
  );
}
