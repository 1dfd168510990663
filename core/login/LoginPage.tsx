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
import { ProviderButtons, redirectAuthenticators } from './ProviderButtons';

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
  const [chosen, setChosen] = useState<string>('integrated');
  const hasRoute = (p: string) => publicPages.some(r => r.path === p);
  const kindOf = (a: Authenticator) => providers.find(p => p.provider === a.provider)?.kind;
  const integrated = !authenticators || authenticators.length === 0 || authenticators.some(a => a.provider === 'integrated');
  // Company credentials (a directory): a user id and password form of their own, chosen beside the platform's.
  const company = (authenticators ?? []).filter(a => a.provider !== 'integrated' && kindOf(a) === 'credentials');
  const others = redirectAuthenticators(authenticators, kindOf);
  const heading = authenticators && authenticators.length === 0 ? 'Setup' : 'Sign in';
  const forms = [
    ...(integrated ? [{ key: 'integrated', title: 'Fathom account' }] : []),
    ...company.map(a => ({ key: a.state ?? a.provider, title: a.title })),
  ];
  const active = forms.find(f => f.key === chosen) ?? forms[0];
  const activeCompany = company.find(a => (a.state ?? a.provider) === active?.key);

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
          {forms.length > 1 && (
            <div className="fx-login__choice" role="group" aria-label="Sign in with">
              {forms.map(f => (
                <button
                  key={f.key}
                  type="button"
                  className={`fx-login__choice-item${f.key === active?.key ? ' is-active' : ''}`}
                  aria-pressed={f.key === active?.key}
                  onClick={() => setChosen(f.key)}
                >
                  <i className={f.key === 'integrated' ? 'pi pi-user' : 'pi pi-building'} aria-hidden="true" /> {f.title}
                </button>
              ))}
            </div>
          )}
          {active?.key === 'integrated' && <CredentialsForm onPrem={isOnPrem} submit={loginAndLand} />}
          {activeCompany && (
            <CredentialsForm
              key={active.key}
              provider={activeCompany.provider}
              state={activeCompany.state}
              label={`Sign in with ${activeCompany.title}`}
              submitLabel={`Sign in with ${activeCompany.title}`}
              submit={loginAndLand}
            />
          )}
          <ProviderButtons authenticators={others} />
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
