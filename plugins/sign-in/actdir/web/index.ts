/** Company directory sign-in on the console: the company-credentials form on the sign-in page and the method's settings form. */
import { AuthProviders, definePlugin } from '@fathom/sdk/web';
import { ACTDIR_PROVIDER, DEFAULT_USER_FILTER } from '../api';

export default definePlugin({
  id: 'sign-in-actdir',
  register(r) {
    r.contribute(AuthProviders, {
      provider: ACTDIR_PROVIDER,
      title: 'Company directory',
      icon: 'pi pi-building',
      kind: 'credentials',
      defaults: { url: '', bindDn: '', bindPassword: '', baseDn: '', userFilter: DEFAULT_USER_FILTER, caCertificate: '', groupRoles: [] },
      settingsForm: () => import('./ActdirSettingsForm'),
    });
  },
});
