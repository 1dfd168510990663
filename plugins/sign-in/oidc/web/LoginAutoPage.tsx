/**
 * /login-auto (spec 000 §2 Automatic login): the identity provider sends the browser back here. The query string
 * is read into fields; its state is JSON naming the provider (and an activation code). The sign-in completes with
 * them, then the console opens; a refusal is shown with a way back to the sign-in page.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthService, useService } from '@fathom/sdk/web';
import { parseSignInState } from '@fathom/sdk/api';

export function responseFields(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

export default function LoginAutoPage() {
  const auth = useService(AuthService);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // Once: an answer of the provider can be used once only.
    if (started.current) return;
    started.current = true;
    const response = responseFields(window.location.search);
    const state = parseSignInState(response.state);
    if (!state) {
      setError('This sign-in answer cannot be read; please sign in again.');
      return;
    }
    // The answer's code must not stay in the address bar or the history.
    window.history.replaceState(null, '', window.location.pathname);
    auth.login({ provider: state.provider, userId: '', password: '', state: response.state, response }).then(
      () => navigate('/', { replace: true }),
      (e: Error) => setError(e.message || 'The sign-in was refused.'),
    );
  }, [auth, navigate]);
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'var(--fx-surface, #f8fafc)' }}>
      <section
        aria-label="Signing in"
        style={{ width: 'min(28rem, 92vw)', padding: '2rem', background: '#fff', borderRadius: 10, boxShadow: '0 1px 4px rgba(0,0,0,0.12)' }}
      >
        <h1 style={{ fontSize: '1.6rem', margin: '0 0 0.8rem' }}>{error ? 'Sign-in refused' : 'Signing you in'}</h1>
        {error ? (
          <>
            <p role="alert" data-testid="login-auto-error" style={{ color: '#b91c1c' }}>
              {error}
            </p>
            <button type="button" className="p-button p-component" onClick={() => navigate('/login', { replace: true })}>
              <span className="p-button-icon p-button-icon-left pi pi-arrow-left" aria-hidden="true" />
              <span className="p-button-label">Back to sign in</span>
            </button>
          </>
        ) : (
          <p>
            <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Checking the answer of your identity provider…
          </p>
        )}
      </section>
    </main>
  );
}
