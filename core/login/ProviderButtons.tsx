/**
 * The buttons of the redirect sign-in providers (OIDC and its presets) configured for the node, on the sign-in page
 * and, with the activation code carried in the state, on the activation page (spec 000 §2 Login, Activate).
 */
import { useState } from 'react';
import { API_PATHS, LOGIN_AUTO_PATH, type Authenticator, type SignInStartAnswer } from '@fathom/sdk/api';
import { useContributions, useService } from '@fathom/sdk/web/hooks';
import { AuthProviders } from '@fathom/sdk/web/extension-points';
import { ApiClient } from '@fathom/sdk/web/services';
import { ActionButton } from './controls';

/** The address identity providers send the browser back to (registered with them as the redirect URI). */
export function loginAutoAddress(): string {
  return `${window.location.origin}${LOGIN_AUTO_PATH}`;
}

export function ProviderButtons({ authenticators, activationCode }: { authenticators: readonly Authenticator[]; activationCode?: string }) {
  const api = useService(ApiClient);
  const providers = useContributions(AuthProviders);
  const [starting, setStarting] = useState<string | null>(null);
  if (authenticators.length === 0) return null;

  const startRedirect = async (a: Authenticator) => {
    if (a.uri && !activationCode) {
      window.location.assign(a.uri);
      return;
    }
    setStarting(a.state ?? a.provider);
    try {
      const answer = await api.get<SignInStartAnswer>(API_PATHS.authentication, {
        command: 'start',
        state: a.state,
        redirectUri: loginAutoAddress(),
        ...(activationCode ? { activationCode } : {}),
      });
      window.location.assign(answer.uri);
    } catch {
      setStarting(null); // the api client has shown the failure
    }
  };

  return (
    <div className="fx-login__providers">
      <div className="fx-divider">
        <span>or</span>
      </div>
      {authenticators.map(a => {
        const contribution = providers.find(p => p.provider === a.provider);
        const key = a.state ?? a.provider;
        const title = a.title || contribution?.title || a.provider;
        return (
          <ActionButton
            key={key}
            type="button"
            variant="outlined"
            className="fx-login__provider"
            icon={a.icon ?? contribution?.icon ?? 'pi pi-sign-in'}
            loading={starting === key}
            disabled={starting !== null}
            label={activationCode ? `Activate with ${title}` : title}
            onClick={() => void startRedirect(a)}
          />
        );
      })}
    </div>
  );
}

/** The authenticators a page offers as buttons: neither the platform's own form nor a credentials provider. */
export function redirectAuthenticators(list: readonly Authenticator[] | null, kindOf: (a: Authenticator) => string | undefined): Authenticator[] {
  return (list ?? []).filter(a => a.provider !== 'integrated' && kindOf(a) !== 'credentials');
}
