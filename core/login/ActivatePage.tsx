/**
 * Activation (spec 000 §2 Activate): the code is upper-cased and trimmed; once it matches the pattern the
 * sign-in form shows. A code beginning with U activates a user, any other valid code an organisation.
 */
import { useState } from 'react';
import { ActionButton, TextInput } from './controls';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isValidActivationCode, MESSAGES, normaliseActivationCode } from '@fathom/sdk/api';
import { LoginLayout } from './BrandPanel';
import { CredentialsForm } from './CredentialsForm';
import { useLoginAndLand } from './useCompleteLogin';
import { useContributions } from '@fathom/sdk/web/hooks';
import { AuthProviders } from '@fathom/sdk/web/extension-points';
import { useAuthenticators } from './LoginPage';
import { ProviderButtons, redirectAuthenticators } from './ProviderButtons';

export function activationKind(code: string): 'user' | 'organisation' | null {
  const c = normaliseActivationCode(code);
  if (!isValidActivationCode(c)) return null;
  return c.startsWith('U') ? 'user' : 'organisation';
}

export function ActivatePage() {
  const [params] = useSearchParams();
  const [code, setCode] = useState(normaliseActivationCode(params.get('activationCode') ?? ''));
  const [touched, setTouched] = useState(code.length > 0);
  const navigate = useNavigate();
  const loginAndLand = useLoginAndLand();
  const kind = activationKind(code);
  const authenticators = useAuthenticators();
  const providers = useContributions(AuthProviders);
  const redirects = redirectAuthenticators(authenticators, a => providers.find(p => p.provider === a.provider)?.kind);
  return (
    <LoginLayout>
      <h1 className="fx-login__heading">Activate</h1>
      <p className="fx-login__sub">
        Enter the activation code you received.
        {kind === 'user' ? ' It activates your user account: enter your user ID and choose your password.' : kind ? ' It activates an organisation.' : ''}
      </p>
      {/* One grid with the sign-in form's spacing: the form's first label must not sit on the code field. */}
      <div className="fx-form">
        <label className="fx-field">
          <span>Activation code</span>
          <TextInput
            value={code}
            placeholder="CXXXX-XXXXX-XXXXX-XXXXX"
            aria-invalid={touched && !kind}
            onChange={e => setCode(normaliseActivationCode(e.target.value))}
            onBlur={() => setTouched(true)}
            data-testid="activation-code"
          />
          {touched && code && !kind && (
            <small className="fx-field__error" role="alert">
              {MESSAGES.activationCode}
            </small>
          )}
        </label>
        {kind && (
          <CredentialsForm
            key={kind}
            confirm={kind === 'user'}
            submit={req => loginAndLand({ ...req, state: { activationCode: code } })}
            submitLabel="Activate and sign in"
          />
        )}
      </div>
      {kind && <ProviderButtons authenticators={redirects} activationCode={code} />}
      <div className="fx-login__links">
        <ActionButton type="button" variant="link" icon="pi pi-arrow-left" label="Back to sign in" onClick={() => navigate('/login')} />
      </div>
    </LoginLayout>
  );
}
