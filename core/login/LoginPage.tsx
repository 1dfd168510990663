/** Sign-in (spec 000 §2 Login): heading, integrated credentials, other providers, activate, forgot links. */
import { useEffect, useState } from 'react';
import { ActionButton } from './controls';
import { Link, useNavigate } from 'react-router-dom';
import type { Authenticator } from '@fathom/sdk/api';
import { useContributions, useService } from '@fathom/sdk/web/hooks';
import { AuthProviders, PublicPages } from '@fathom/sdk/web/extension-points';
import { ApiClient, ConsoleEnvironment } from '@fathom/sdk/web/services';
import { LoginLayout } from './BrandPanel';
import { CredentialsForm } from './CredentialsForm';
import { useLoginAndLand } from './useCompleteLogin';

export function useAuthenticators(params: Record<string, unknown> = {}): Authenticator[] | null {
  const api = useService(ApiClient);
  const [list, setList] = useState<Authenticator[] | null>(null);
  const key = JSON.stringify(params);
  useEffect(() => {
    let live = true;
    api
      .get<{ status: string; data: Authenticator[] } | Authenticator[]>('/authentication', { command: 'available', ...params })
      .then(r => {
        if (live) setList(Array.isArray(r) ? r : (r?.data ?? []));
      })
      // The failure toast comes from the api client; the page falls back to an empty list.
      .catch(() => {
        if (live) setList([]);
      });
    return () => {
      live = false;
    };
  }, [api, key]);
  return list;
}

export function LoginPage({ onPrem }: { onPrem?: boolean }) {
  const env = useService(ConsoleEnvironment);
  const isOnPrem = onPrem ?? env.mode === 'onprem';
  const authenticators = useAuthenticators();
  const providers = useContributions(AuthProviders);
  const publicPages = useContributions(PublicPages);
  const loginAndLand = useLoginAndLand();
  const navigate = useNavigate();
  const hasRoute = (p: string) => publicPages.some(r => r.path === p);
  const integrated = !authenticators || authenticators.length === 0 || authenticators.some(a => a.provider === 'integrated');
  const others = (authenticators ?? []).filter(a => a.provider !== 'integrated');
  const heading = authenticators && authenticators.length === 0 ? 'Setup' : 'Sign in';

  return (
    <LoginLayout>
      <h1 className="fx-login__heading">{heading}</h1>
      <p className="fx-login__sub">{isOnPrem ? `Sign in to your ${env.brand.name} platform.` : `Welcome to ${env.brand.name}. Sign in to continue.`}</p>
      {authenticators === null ? (
        <div className="fx-login__pending">
          <i className="pi pi-spin pi-spinner" aria-label="Loading" />
        </div>
      ) : (
        <>
          {integrated && <CredentialsForm onPrem={isOnPrem} submit={loginAndLand} />}
          {others.length > 0 && (
            <div className="fx-login__providers">
              <div className="fx-divider">
                <span>or</span>
              </div>
              {others.map(a => {
                const contribution = providers.find(p => p.provider === a.provider);
                return (
                  <ActionButton
                    key={a.provider}
                    type="button"
                    variant="outlined"
                    className="fx-login__provider"
                    icon={a.icon ?? contribution?.icon ?? 'pi pi-sign-in'}
                    label={a.title || contribution?.title || a.provider}
                    onClick={() => {
                      if (a.uri) window.location.assign(a.uri);
                    }}
                  />
                );
              })}
            </div>
          )}
          <div className="fx-login__links">
            {!isOnPrem && <ActionButton type="button" variant="link" label="Activate an account" icon="pi pi-key" onClick={() => navigate('/activate')} />}
            {hasRoute('/forgot-account-name') && <Link to="/forgot-account-name">Forgot account name?</Link>}
            {hasRoute('/reset-password') && <Link to="/reset-password">Forgot password?</Link>}
            {isOnPrem && hasRoute('/on-prem-register') && <Link to="/on-prem-register">Create an account</Link>}
          </div>
        </>
      )}
    </LoginLayout>
  );
}
