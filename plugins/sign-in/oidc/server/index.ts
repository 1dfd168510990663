/** Single sign-on with OpenID Connect identity providers: generic (oauth2) and the google, microsoft, office365 presets. */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { defineServerPlugin, SignInProviders, type SignInProvider } from '@fathom/sdk/server';
import { cleanOidcParameters, OIDC_PROVIDERS, type OidcProviderName } from '../api';
import { beginSignIn, completeSignIn } from './openid';

function providerFor(name: OidcProviderName): SignInProvider {
  return {
    provider: name,
    kind: 'redirect',
    secretParameters: ['clientSecret'],
    validate(parameters) {
      try {
        return cleanOidcParameters(name, parameters) as unknown as Record<string, unknown>;
      } catch (e) {
        const err = e as { message: string; path?: string };
        throw new ApiError(ERROR_NAMES.validation, err.message, undefined, { field: err.path });
      }
    },
    begin: beginSignIn,
    complete: completeSignIn,
  };
}

export default defineServerPlugin({
  id: 'sign-in-oidc',
  register(r) {
    for (const name of OIDC_PROVIDERS) r.contribute(SignInProviders, providerFor(name));
  },
});
