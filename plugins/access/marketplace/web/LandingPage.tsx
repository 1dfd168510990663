/**
 * Marketplace landing (spec 000 §2): asks the server about the marketplace's token, then sends the browser to the
 * client address it names with the state merged into the query parameters the marketplace gave.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MARKETPLACE_PATHS, type MarketplaceInfo } from '@fathom/sdk/api';
import { ApiClient, useService } from '@fathom/sdk/web';
import { ActionButton } from '@fathom/sdk/web/ui/controls';
import { LoginLayout } from '@fathom/sdk/web/ui/PublicPageLayout';
import { marketplaceFailure } from './failure';

export default function LandingPage() {
  const api = useService(ApiClient);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [failure, setFailure] = useState<{ name: string; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const query = new URLSearchParams(search);
    setFailure(null);
    api
      .get<MarketplaceInfo>(MARKETPLACE_PATHS.info, Object.fromEntries(query), { suppressError: true })
      .then(info => {
        if (!live) return;
        const merged = new URLSearchParams(query);
        for (const [k, v] of Object.entries(info.state ?? {})) merged.set(k, v);
        const target = `${info.client_url}${info.client_url.includes('?') ? '&' : '?'}${merged.toString()}`;
        if (info.client_url.startsWith('/')) navigate(target, { replace: true });
        else window.location.assign(target);
      })
      .catch(e => live && setFailure(marketplaceFailure(e)));
    return () => {
      live = false;
    };
  }, [api, navigate, search, attempt]);

  return (
    <LoginLayout>
      <h1 className="fx-login__heading">Marketplace subscription</h1>
      {failure ? (
        <>
          <div className="fx-form__error" role="alert" data-testid="msmp-landing-error">
            <strong>{failure.name}</strong>: {failure.message}
          </div>
          <div className="fx-login__links">
            <ActionButton label="Try again" icon="pi pi-refresh" onClick={() => setAttempt(a => a + 1)} />
          </div>
        </>
      ) : (
        <p className="fx-login__sub" role="status" data-testid="msmp-landing-pending">
          <span className="pi pi-spin pi-spinner" aria-hidden="true" /> Looking up your subscription…
        </p>
      )}
    </LoginLayout>
  );
}
