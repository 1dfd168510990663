/**
 * Single sign-on on the console: a button per identity provider on the sign-in page, the page providers send the
 * browser back to (/login-auto), and the settings form of a method (presets fill the issuer).
 */
import { AuthProviders, definePlugin, PublicPages } from '@fathom/sdk/web';
import { LOGIN_AUTO_PATH } from '@fathom/sdk/api';
import { OIDC_PRESETS, OIDC_PROVIDERS, presetIssuer } from '../api';

export default definePlugin({
  id: 'sign-in-oidc',
  register(r) {
    for (const provider of OIDC_PROVIDERS) {
      const preset = OIDC_PRESETS[provider];
      r.contribute(AuthProviders, {
        provider,
        title: preset.title,
        icon: preset.icon,
        kind: 'redirect',
        defaults: {
          issuer: presetIssuer(provider),
          tenant: '',
          clientId: '',
          clientSecret: '',
          scopes: 'openid email profile',
          provisionUsers: true,
          defaultCodes: ['get'],
        },
        settingsForm: () => import('./OidcSettingsForm'),
      });
    }
    r.contribute(PublicPages, { id: 'login-auto', path: LOGIN_AUTO_PATH, load: () => import('./LoginAutoPage') });
  },
});
